import type {
  ImageData,
  ProjectCardData,
  ProjectDetailData,
  ProjectLabels,
} from "../../client/components/project-types";
import { splitBoldBlocks } from "../content/rich";
import type { Locale } from "../i18n/locale-list";
import type { Translator } from "../i18n/translator";
import { assetUrl, linkIn } from "../render/assets";
import type { Project } from "../../scripts/content/project-types";
import { projectDetailFields } from "../content/project-detail-fields";

const COVER = { width: 1200, height: 750 };

/** Where every project's detail in one language is served, as one file the project cards open (decision 082). */
export const projectDetailsUrl = (locale: Locale) => `/project-details/${locale}`;

/** An image of the project in the page's language: its variant for that language, if any (decision 037). */
function image(path: string, locale: Locale, alt: string): ImageData {
  return { src: assetUrl(path, locale), ...COVER, alt };
}

/** What a project card shows, in one language. */
export function projectCard(project: Project, locale: Locale, t: Translator["t"]): ProjectCardData {
  return {
    slug: project.slug,
    title: project.title[locale],
    client: project.client[locale],
    category: project.category[locale],
    description: project.description[locale],
    image: image(
      project.imageWithWords?.[locale] ?? project.image,
      locale,
      t("project.coverAlt", { title: project.title[locale], category: project.category[locale] }),
    ),
  };
}

/** Everything the project detail shows, in one language (docs/product.md §2.4). */
export function projectDetail(project: Project, locale: Locale, t: Translator["t"]): ProjectDetailData {
  const card = projectCard(project, locale, t);
  const sections = project.objective
    ? projectDetailFields.flatMap((field, i) => {
        const text = project[field]?.[locale];
        if (!text) return [];
        return [
          {
            number: String(i + 1).padStart(2, "0"),
            title: t(`project.section.${field}`),
            blocks: splitBoldBlocks(text),
          },
        ];
      })
    : [];
  const summaryText = project.fullDescription?.[locale] || project.description[locale];
  const summary = summaryText ? splitBoldBlocks(summaryText) : [{ body: t("project.notAvailable") }];
  // A stand-in page of ours is shown in the page's language; a real site as it is (decision 037).
  const website = project.websiteUrl && linkIn(project.websiteUrl, locale);
  return {
    ...card,
    links: { playStore: project.playStoreUrl, appStore: project.appStoreUrl, website },
    // A project may show its website in a frame (docs/product.md §2.4); otherwise the video if any, else the cover.
    media:
      project.websiteInFrame && website
        ? { kind: "website", url: website }
        : project.video
          ? {
              kind: "video",
              url: project.video.url,
              captions: { src: project.video.captions[locale], lang: locale },
              poster: card.image.src,
            }
          : { kind: "image", image: card.image },
    sections,
    summary,
    panels: project.panels?.[locale],
    gallery: project.images.map((path, i) =>
      image(
        path,
        locale,
        t("project.galleryAlt", { title: project.title[locale], n: i + 1, total: project.images.length }),
      ),
    ),
  };
}

/** Each project's detail in one language, by slug: what the project cards open. */
export const detailsBySlug = (projects: Project[], locale: Locale, t: Translator["t"]) =>
  Object.fromEntries(projects.map((project) => [project.slug, projectDetail(project, locale, t)]));

export function projectLabels(t: Translator["t"], raw: Translator["raw"]): ProjectLabels {
  return {
    learnMore: t("project.learnMore"),
    client: t("project.client"),
    close: t("project.close"),
    captions: t("project.captions"),
    playStore: "Google Play",
    appStore: "App Store",
    testProject: t("project.test"),
    newTab: t("footer.externalHint"),
    websiteTitle: raw("project.websiteTitle"),
    gallery: t("project.gallery"),
    openImage: raw("project.openImage"),
    viewer: t("project.viewer"),
    previous: t("project.previousImage"),
    next: t("project.nextImage"),
    imageOf: raw("project.imageOf"),
    panels: {
      context: t("project.panel.context"),
      solution: t("project.panel.solution"),
      impact: t("project.panel.impact"),
      roles: t("project.panel.roles"),
    },
  };
}
