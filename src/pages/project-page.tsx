import type { CreativeWorkLeaf, WithContext } from "schema-dts";
import { plainText } from "../../client/components/rich-text";
import { Breadcrumbs, breadcrumbJsonLd, projectTrail } from "../components/breadcrumbs";
import type { Project } from "../../scripts/content/project-types";
import { ProjectPageBody } from "../components/project-page-body";
import { projectDetail, projectLabels } from "../components/project-view";
import { SitePage } from "../components/site-page";
import { hasAsset } from "../render/assets";
import { Island } from "../render/island";
import { usePage } from "../render/page-context";
import { searchSnippet } from "../render/search-snippet";
import { pageUrl, studio } from "../components/structured-data";

/** /project/{slug}: the project, server-rendered and crawlable, shown as an open dialog. */
export function ProjectPage({ project }: { project: Project }) {
  const { locale, t, raw, config, path } = usePage();
  const trail = projectTrail(project.title[locale], path, locale);
  const description = plainText(project.description[locale]);
  const detail = projectDetail(project, locale, t);
  // Its own link preview (the build draws one per language, scripts/build-artwork.mjs); a project added while
  // the site runs has the site's default until the build has drawn it, rather than no page (decision 037).
  const preview = `images/og/${project.slug}.png`;
  const creativeWork: WithContext<CreativeWorkLeaf> = {
    "@context": "https://schema.org",
    "@type": "CreativeWork",
    name: project.title[locale],
    description,
    genre: project.category[locale],
    inLanguage: locale,
    url: pageUrl(config.origin, path, locale),
    image: `${config.origin}${detail.image.src}`,
    creator: studio(config.origin),
    sourceOrganization: { "@type": "Organization", name: project.client[locale] },
  };
  return (
    <SitePage
      meta={{
        title: `${project.title[locale]} · ${project.category[locale]}`,
        // Whole sentences, or a cut after a whole word, never inside a number (docs/product.md §2.5: "600 000 en…").
        description: searchSnippet(description),
        ogType: "article",
        // A project without its own link preview yet shows the studio's (decisions 037, 083).
        ogImage: hasAsset(preview, locale) ? preview : undefined,
        jsonLd: [creativeWork, breadcrumbJsonLd(trail, config.origin, locale)],
      }}
    >
      <Breadcrumbs trail={trail} />
      <ProjectPageBody
        project={project}
        locale={locale}
        t={t}
        linkToAllProjects
        detail={
          <Island
            name="project-page-dialog"
            when="interaction"
            props={{ project: detail, labels: projectLabels(t, raw) }}
          />
        }
      />
    </SitePage>
  );
}
