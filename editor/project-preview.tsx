import { Component, type ReactNode } from "react";
import { ProjectCard } from "../client/components/project-card";
import { ProjectDetail } from "../client/components/project-detail";
import { projectCard, projectDetail, projectLabels } from "../src/components/project-view";
import type { Project } from "../src/content/project-types";
import { locales, type Locale } from "../src/i18n/locale-list";
import { getTranslator } from "../src/i18n/translator";
import { typesetLocalized } from "../src/i18n/typography";
import { withoutEmpty } from "./formats";
import { resolveWith } from "./preview-assets";

/*
 * The preview of a project (decision 083): its card and its page in each language, drawn by the site's own
 * components with the site's stylesheet and typesetting, from what the form holds now.
 */

interface PreviewProps {
  entry: { get(key: "data"): { toJS(): unknown } };
  getAsset: (path: string) => { toString(): string } | undefined;
}

const LANGUAGE_NAMES: Record<string, string> = { fr: "Français", en: "English" };

/** What the form holds, with what a half-written entry lacks, so the preview draws while the form is filled. */
function draft(data: unknown): Project {
  const value = (withoutEmpty(data) ?? {}) as Partial<Project>;
  const empty = { fr: "", en: "" };
  return typesetLocalized({
    id: 0,
    slug: "",
    image: "",
    images: [],
    ...value,
    title: { ...empty, ...value.title },
    client: { ...empty, ...value.client },
    category: { ...empty, ...value.category },
    description: { ...empty, ...value.description },
  } as Project);
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
    return this.state.failed ? <p>The preview shows once the required fields are filled in.</p> : this.props.children;
  }
}

function InLanguage({ project, locale }: { project: Project; locale: Locale }) {
  const { t, raw } = getTranslator(locale);
  const labels = projectLabels(t, raw);
  const card = projectCard(project, locale, t);
  const detail = projectDetail(project, locale, t);
  return (
    <section lang={locale} className="editor-preview-language">
      <p className="badge">{LANGUAGE_NAMES[locale] ?? locale}</p>
      <div className="container">
        <div className="project-grid">
          <ProjectCard project={card} learnMore={labels.learnMore} lazy={false} />
        </div>
      </div>
      <section className="page-hero project-page-hero">
        <div className="container">
          <p className="badge">{card.category}</p>
          <h1>{card.title}</h1>
          <p className="lead">{t("project.discover")}</p>
        </div>
      </section>
      <div className="container project-page-detail">
        <ProjectDetail project={detail} labels={labels} headingId={`preview-${locale}-title`} />
      </div>
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
