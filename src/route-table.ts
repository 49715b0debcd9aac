import type { WebPage } from "schema-dts";
import routesData from "../build/content/routes";
import type { PageRoute, PageTemplate } from "./content/route-types";
import { withTestLocale } from "./i18n/test-locale";

export {
  footerColumns,
  type FooterColumn,
  type PageRoute,
  type PageTemplate,
  type SitemapEntry,
} from "./content/route-types";

/**
 * What each kind of page is to a crawler: the schema.org type of the page in its JSON-LD (decision 051).
 * A new template chooses here; its page adds what the page is about (src/components/structured-data.ts).
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

/**
 * The single route table (docs/product.md §2.2): the router, the sitemap, titles, descriptions, breadcrumbs,
 * hreflang, the footer, hero art, policy headings and the cards of /project-privacy all derive from it
 * (decision 100). The build makes it from the content's site map (scripts/content/collections.ts): a page's
 * address, names and art come from its data file, so a page added in the editor is routed with no code.
 * Project pages (/project/{slug}) derive from the project list.
 */
export const pageRoutes: PageRoute[] = withTestLocale(routesData);

/** The path the 404 page renders (and is memoised) under, whatever the unknown path was. */
export const NOT_FOUND_PATH = "/404";

const byPath = new Map(pageRoutes.map((route) => [route.path, route]));

export function findPageRoute(path: string): PageRoute | undefined {
  return byPath.get(path);
}
