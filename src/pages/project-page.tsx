import { Breadcrumbs, breadcrumbJsonLd } from "../components/breadcrumbs";
import { Paragraphs } from "../components/rich-text";
import type { Project } from "../content/project-types";
import { Document } from "../render/document";
import { usePage } from "../render/page-context";
import { findPageRoute } from "../routes/table";

/** /project/{slug}: the project, server-rendered and crawlable. */
export function ProjectPage({ project }: { project: Project }) {
  const { locale, t, config, path } = usePage();
  const portfolio = findPageRoute("/nos-realisations")!;
  const trail = [
    { name: findPageRoute("/")!.meta[locale].name, path: "/" },
    { name: portfolio.meta[locale].name, path: portfolio.path },
    { name: project.title, path },
  ];
  const description = project.description[locale].replace(/\*\*|\[|\]\([^)]*\)/g, "");
  return (
    <Document
      meta={{
        title: `${project.title} · ${project.category[locale]} | Ludora`,
        description: description.length > 160 ? `${description.slice(0, 157).trimEnd()}…` : description,
        ogType: "article",
        ogImage: `images/og/${project.slug}.png`,
        jsonLd: [breadcrumbJsonLd(trail, config.origin, locale)],
      }}
    >
      <Breadcrumbs trail={trail} />
      <section className="page-hero">
        <div className="container">
          <p className="badge">{project.category[locale]}</p>
          <h1>{project.title}</h1>
          <p className="lead">{t("project.discover")}</p>
          <p>
            {t("project.client")} : {project.client[locale]}
          </p>
          <Paragraphs items={[project.description[locale]]} />
        </div>
      </section>
    </Document>
  );
}
