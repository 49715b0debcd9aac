import type { MessageKey } from "../i18n/fr";
import type { Locale, Localized } from "../i18n/locale-list";
import type { PageMeta } from "../../scripts/content/page-types";

/*
 * What a route is (src/route-table.ts holds the table): the build makes each from the content's site map
 * (collections.ts), so these types sit with the content, which the route table reads.
 */

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

export interface SitemapEntry {
  priority: number;
  changefreq: "weekly" | "monthly" | "yearly";
  /**
   * A policy's: per language, the date its page shows. A page without one has none in the sitemap: a date
   * nothing vouches for would teach crawlers to ignore the others (decision 100).
   */
  lastmod?: Partial<Record<Locale, string>>;
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

export interface PageRoute {
  /** The canonical path; policy URLs keep their trailing slash (docs/product.md §2.2, decision 004). */
  path: string;
  template: PageTemplate;
  /**
   * Its footer column, in route-table order; null for a page linked from elsewhere (the home page is the
   * logo, app policies are listed on /project-privacy).
   */
  footer: FooterPlace | null;
  /** Its title, description and short name in each language, from its entry. */
  meta: Localized<PageMeta>;
  /** The page above this one in the breadcrumb trail (home is always first). */
  parent?: string;
  /** Three projects whose covers illustrate its hero, by slug, in the order they fan out. */
  heroArt?: readonly string[];
  sitemap: SitemapEntry;
}
