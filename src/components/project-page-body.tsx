import type { ReactNode } from "react";
import type { Project } from "../../scripts/content/project-types";
import type { Locale } from "../i18n/locale-list";
import type { Translator } from "../i18n/translator";

/**
 * The body of a project's page under its breadcrumbs: the hero, then the detail. The page (src/pages/project-page.tsx)
 * and the editor's preview (editor/project-preview.tsx, decision 083) both draw it, so staff see the page a visitor
 * will. Each brings its own detail (the page its island, the preview the bare component), and only the page links
 * back to the other projects: in the preview, that link would lead away from the form. It reads no page context and
 * imports nothing at run time, so the editor's bundle takes it as it is.
 */
export function ProjectPageBody({
  project,
  locale,
  t,
  detail,
  linkToAllProjects = false,
}: {
  project: Project;
  locale: Locale;
  t: Translator["t"];
  detail: ReactNode;
  linkToAllProjects?: boolean;
}) {
  return (
    <>
      <section className="page-hero project-page-hero">
        <div className="container">
          <p className="badge">{project.category[locale]}</p>
          <h1>{project.title[locale]}</h1>
          <p className="lead">{t("project.discover")}</p>
          {linkToAllProjects && (
            <a className="btn btn-secondary" href="/#projects">
              {t("project.allProjects")}
            </a>
          )}
        </div>
      </section>
      <div className="container project-page-detail">{detail}</div>
    </>
  );
}
