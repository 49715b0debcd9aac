import type { WebPage } from "schema-dts";
import type { MessageKey } from "./i18n/fr";
import type { Localized } from "./i18n/locale-list";
import { pageMeta } from "./content/site-content";
import type { PageMeta } from "./content/page-types";

/** The page templates: one React component each in src/pages/. */
export type PageTemplate =
  | "home"
  | "contact"
  | "careers"
  | "expertise"
  | "service"
  | "portfolio"
  | "achievement"
  | "about"
  | "policy"
  | "policy-index";

/**
 * What each kind of page is to a crawler: the schema.org type of the page in its JSON-LD (decision 051).
 * A new template chooses here; its page adds what the page is about (src/pages/structured-data.ts).
 */
export const schemaTypeOf = {
  home: "WebPage",
  contact: "ContactPage",
  careers: "WebPage",
  expertise: "CollectionPage",
  service: "WebPage",
  portfolio: "CollectionPage",
  achievement: "CollectionPage",
  about: "AboutPage",
  policy: "WebPage",
  "policy-index": "CollectionPage",
} as const satisfies Record<PageTemplate, WebPage["@type"]>;

export interface SitemapEntry {
  priority: number;
  changefreq: "weekly" | "monthly" | "yearly";
  lastmod: string;
}

/** The footer's columns of site pages, in the order they show (src/components/footer.tsx). */
export const footerColumns = ["expertise", "realisations", "contact", "company", "legal"] as const;
export type FooterColumn = (typeof footerColumns)[number];

/** Where a page is linked from the footer. */
interface FooterPlace {
  column: FooterColumn;
  /** The catalogue key of its link text, when the footer names the page otherwise than its `meta.name`. */
  label?: MessageKey;
}

interface RouteFields {
  /** The canonical path; policy URLs keep their trailing slash (docs/product.md §2.2, decision 004). */
  path: string;
  /**
   * Its footer column, in route-table order; null for a page linked from elsewhere (the home page is the
   * logo, app policies are listed on /project-privacy). Required, so a new page is placed deliberately.
   */
  footer: FooterPlace | null;
  meta: Localized<PageMeta>;
  /** The page above this one in the breadcrumb trail (home is always first). */
  parent?: string;
  sitemap: SitemapEntry;
}

/** Three projects whose covers illustrate a page's hero, by slug, in the order they fan out. */
type HeroArt = readonly [string, string, string];

/** The templates whose hero shows project covers: a page of these names its three. */
type TemplateWithArt = "service" | "expertise" | "portfolio" | "about" | "careers";

export type PageRoute = RouteFields &
  (
    | { template: TemplateWithArt; heroArt: HeroArt }
    /** Without art of its own, an achievement page shows its first three projects. */
    | { template: "achievement"; heroArt?: HeroArt }
    | { template: Exclude<PageTemplate, TemplateWithArt | "achievement">; heroArt?: undefined }
  );

const weekly = (priority: number, lastmod = "2025-01-11"): SitemapEntry => ({
  priority,
  changefreq: "weekly",
  lastmod,
});
const monthly = (priority: number, lastmod = "2025-01-09"): SitemapEntry => ({
  priority,
  changefreq: "monthly",
  lastmod,
});
const yearly = (priority: number, lastmod = "2025-01-09"): SitemapEntry => ({
  priority,
  changefreq: "yearly",
  lastmod,
});

/** A page's title, description and name, from src/content/page-meta/ (a missing one stops every test at once). */
function metaOf(path: string): Localized<PageMeta> {
  const meta = pageMeta[path];
  if (!meta) throw new Error(`No page meta for "${path}": add src/content/page-meta/<name>.yaml with path: ${path}`);
  return meta;
}

/**
 * The single route table (docs/product.md §2.2): the router, the sitemap, titles, descriptions, breadcrumbs, hreflang, the footer,
 * hero art, policy headings and the cards of /project-privacy all derive from it (decision 052). Project
 * pages (/project/{slug}) derive from the project list. Titles are written without the brand: the document
 * appends it; they, the descriptions and the names come typeset from src/content/page-meta/ (decision 081).
 */
export const pageRoutes: PageRoute[] = [
  {
    path: "/",
    template: "home",
    footer: null,
    sitemap: weekly(1.0),
    meta: metaOf("/"),
  },
  {
    path: "/notre-expertise",
    template: "expertise",
    footer: { column: "expertise" },
    heroArt: ["captain-cloud", "care-island", "medelia"],
    sitemap: monthly(0.9),
    meta: metaOf("/notre-expertise"),
  },
  {
    path: "/gamification-digitale",
    template: "service",
    footer: { column: "expertise" },
    heroArt: ["wecare", "electricity", "activ-5"],
    parent: "/notre-expertise",
    sitemap: monthly(0.8),
    meta: metaOf("/gamification-digitale"),
  },
  {
    path: "/advergaming",
    template: "service",
    footer: { column: "expertise" },
    heroArt: ["captain-cloud", "le-cube", "zupergamer"],
    parent: "/notre-expertise",
    sitemap: monthly(0.8),
    meta: metaOf("/advergaming"),
  },
  {
    path: "/serious-games",
    template: "service",
    footer: { column: "expertise" },
    heroArt: ["le-roi-et-la-salamandre", "risk-pursuit", "medelia"],
    parent: "/notre-expertise",
    sitemap: monthly(0.8),
    meta: metaOf("/serious-games"),
  },
  {
    path: "/elearning-interactif",
    template: "service",
    footer: { column: "expertise" },
    heroArt: ["les-defis-du-pr-mushi", "simply-land", "leos-journey-in-africa"],
    parent: "/notre-expertise",
    sitemap: monthly(0.8),
    meta: metaOf("/elearning-interactif"),
  },
  {
    path: "/nos-realisations",
    template: "portfolio",
    footer: { column: "realisations" },
    heroArt: ["zupergamer", "wecare", "leos-journey-in-africa"],
    sitemap: monthly(0.9),
    meta: metaOf("/nos-realisations"),
  },
  {
    path: "/jeux-marketing",
    template: "achievement",
    footer: { column: "realisations" },
    parent: "/nos-realisations",
    sitemap: monthly(0.7),
    meta: metaOf("/jeux-marketing"),
  },
  {
    path: "/serious-games-realisations",
    template: "achievement",
    footer: { column: "realisations" },
    parent: "/nos-realisations",
    sitemap: monthly(0.7),
    meta: metaOf("/serious-games-realisations"),
  },
  {
    path: "/objets-connectes",
    template: "achievement",
    footer: { column: "realisations" },
    parent: "/nos-realisations",
    sitemap: monthly(0.7),
    meta: metaOf("/objets-connectes"),
  },
  {
    path: "/elearning-interactif-realisations",
    template: "achievement",
    footer: { column: "realisations" },
    parent: "/nos-realisations",
    sitemap: monthly(0.6),
    meta: metaOf("/elearning-interactif-realisations"),
  },
  {
    path: "/sante",
    template: "achievement",
    footer: { column: "realisations" },
    parent: "/nos-realisations",
    sitemap: monthly(0.7),
    meta: metaOf("/sante"),
  },
  {
    path: "/qui-sommes-nous",
    template: "about",
    footer: { column: "company", label: "footer.about" },
    heroArt: ["care-island", "electricity", "hugues-et-gartempe"],
    sitemap: monthly(0.7),
    meta: metaOf("/qui-sommes-nous"),
  },
  {
    path: "/contact",
    template: "contact",
    footer: { column: "contact", label: "footer.contactForm" },
    sitemap: monthly(0.8),
    meta: metaOf("/contact"),
  },
  {
    path: "/careers",
    template: "careers",
    footer: { column: "contact" },
    heroArt: ["le-cube", "simply-land", "magik"],
    sitemap: monthly(0.6),
    meta: metaOf("/careers"),
  },
  {
    path: "/legal-notice",
    template: "policy",
    footer: { column: "legal" },
    sitemap: yearly(0.3),
    meta: metaOf("/legal-notice"),
  },
  {
    path: "/privacy-policy",
    template: "policy",
    footer: { column: "legal" },
    sitemap: yearly(0.4, "2025-07-01"),
    meta: metaOf("/privacy-policy"),
  },
  {
    path: "/project-privacy",
    template: "policy-index",
    footer: { column: "legal" },
    sitemap: yearly(0.4),
    meta: metaOf("/project-privacy"),
  },
  {
    path: "/privacy/",
    template: "policy",
    footer: null,
    parent: "/project-privacy",
    sitemap: yearly(0.3, "2025-04-01"),
    meta: metaOf("/privacy/"),
  },
  {
    path: "/privacy-policy-promotion-sante/",
    template: "policy",
    footer: null,
    parent: "/project-privacy",
    sitemap: yearly(0.3, "2025-04-01"),
    meta: metaOf("/privacy-policy-promotion-sante/"),
  },
  {
    path: "/privacy-policy-promotion-sante-care-island/",
    template: "policy",
    footer: null,
    parent: "/project-privacy",
    sitemap: yearly(0.3, "2025-04-01"),
    meta: metaOf("/privacy-policy-promotion-sante-care-island/"),
  },
  {
    path: "/privacy-policy-climbing-blocks/",
    template: "policy",
    footer: null,
    parent: "/project-privacy",
    sitemap: yearly(0.3, "2025-03-01"),
    meta: metaOf("/privacy-policy-climbing-blocks/"),
  },
  {
    path: "/privacy-thorn-busters-9-mondes/",
    template: "policy",
    footer: null,
    parent: "/project-privacy",
    sitemap: yearly(0.3, "2025-03-01"),
    meta: metaOf("/privacy-thorn-busters-9-mondes/"),
  },
  {
    path: "/privacy-titan-survivor/",
    template: "policy",
    footer: null,
    parent: "/project-privacy",
    sitemap: yearly(0.3, "2025-07-02"),
    meta: metaOf("/privacy-titan-survivor/"),
  },
];

/** The path the 404 page renders (and is memoised) under, whatever the unknown path was. */
export const NOT_FOUND_PATH = "/404";

const byPath = new Map(pageRoutes.map((route) => [route.path, route]));

export function findPageRoute(path: string): PageRoute | undefined {
  return byPath.get(path);
}
