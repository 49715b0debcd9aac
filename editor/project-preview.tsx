import { Component, type ReactNode } from "react";
import { ProjectCard } from "../client/components/project-card";
import { ProjectDetail } from "../client/components/project-detail";
import { ProjectPageBody } from "../src/components/project-page-body";
import { projectCard, projectDetail, projectLabels } from "../src/components/project-view";
import { project as projectSchema, withImages, type Project } from "../scripts/content/project-types";
import { mapStrings } from "../scripts/content/schema-walk";
import { languageName } from "../src/i18n/format";
import { locales, type Locale } from "../src/i18n/locale-list";
import { getTranslator } from "../src/i18n/translator";
import { typeset } from "../scripts/content/typography";
import { withoutEmpty } from "./formats";
import { say } from "./i18n/current";
import { resolveWith } from "./preview-assets";

/*
 * The preview of a project (decision 083): its card and its page in each language, drawn by the site's own
 * components with the site's stylesheet and typesetting, from what the form holds now.
 */

interface PreviewProps {
  entry: { get(key: "data"): { toJS(): unknown } };
  getAsset: (path: string) => { toString(): string } | undefined;
}

/**
 * What the form holds, with what a half-written entry lacks, so the preview draws while the form is filled;
 * typeset as the build typesets what the schema calls text.
 */
function draft(data: unknown): Project {
  const value = (withoutEmpty(data) ?? {}) as Partial<Project>;
  const empty = Object.fromEntries(locales.map((locale) => [locale, ""])) as Record<Locale, string>;
  // The images the entry names; those the build will draw do not exist yet, and show blank.
  const entry = withImages({
    slug: "",
    image: "",
    images: [],
    ...value,
    title: { ...empty, ...value.title },
    client: { ...empty, ...value.client },
    category: { ...empty, ...value.category },
    description: { ...empty, ...value.description },
  } as Parameters<typeof withImages>[0]);
  return mapStrings(projectSchema, entry, (text, { meta, locale }) =>
    (meta.text || meta.rich) && locale ? typeset(locale, text) : undefined,
  );
}

/** A half-written entry may not draw yet: say so, and try again on the next change. */
class UntilDrawable extends Component<{ children: ReactNode; data: unknown }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidUpdate(previous: { data: unknown }) {
    if (previous.data !== this.props.data && this.state.failed) this.setState({ failed: false });
  }
  override render() {
    return this.state.failed ? <p>{say("previewWaits")}</p> : this.props.children;
  }
}

function InLanguage({ project, locale }: { project: Project; locale: Locale }) {
  const { t, raw } = getTranslator(locale);
  const labels = projectLabels(t, raw);
  const card = projectCard(project, locale, t);
  const detail = projectDetail(project, locale, t);
  return (
    <section lang={locale} className="editor-preview-language">
      <p className="badge">{languageName(locale, locale, { standalone: true })}</p>
      <div className="container">
        <div className="project-grid">
          <ProjectCard project={card} learnMore={labels.learnMore} />
        </div>
      </div>
      <ProjectPageBody
        project={project}
        locale={locale}
        t={t}
        detail={<ProjectDetail project={detail} labels={labels} headingId={`preview-${locale}-title`} />}
      />
    </section>
  );
}

export function ProjectPreview({ entry, getAsset }: PreviewProps) {
  resolveWith((path) => getAsset(path)?.toString());
  const project = draft(entry.get("data").toJS());
  return (
    <main>
      {locales.map((locale) => (
        <UntilDrawable key={locale} data={project}>
          <InLanguage project={project} locale={locale} />
        </UntilDrawable>
      ))}
    </main>
  );
}
