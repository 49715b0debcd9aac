import { z } from "zod";
import {
  aboutPageCopy,
  achievementPage,
  careersPageCopy,
  clientLogo,
  contactPageCopy,
  expertisePageCopy,
  homeCopy,
  pageFile,
  policyIndexFile,
  portfolioPageCopy,
  servicePage,
  testimonial,
} from "./page-types";
import { confirmationsFile } from "./claims";
import { policyDocument } from "./policy-types";
import type { PageRoute, SitemapEntry } from "../../src/content/route-types";
import { project, withImages } from "./project-types";
import { legacyRedirects } from "../../src/routes/legacy-redirects";

/*
 * Every collection of content data (decision 081): where its files sit under src/content/, the schema each
 * file must meet, and how the files make the value pages read. scripts/compile-content.mjs validates the
 * files against these schemas at build, typesets them and writes build/content/<name>.js, which
 * src/content/site-content.ts imports. Only the build reads this module at run time.
 */

interface ListOptions<T extends z.ZodObject> {
  /** The field that names the entry's file (`projects/<slug>.yaml`); the build checks they agree. */
  nameField?: string;
  format?: "yaml" | "markdown";
  onDemand?: true;
  /** What an entry's file may leave out, filled in (a project's cover: the one the build draws). */
  complete?: (value: z.infer<T>) => unknown;
}

/**
 * One file per entry (`<folder>/<name>.yaml`), shown in the order of their `order` field; an entry without
 * one comes after those that have one (a new entry goes at the end), by file name.
 */
function list<T extends z.ZodObject, O extends ListOptions<T> = Record<never, never>>(
  folder: string,
  entry: T,
  options: O = {} as O,
) {
  return {
    shape: "list" as const,
    folder,
    format: "yaml" as "yaml" | "markdown",
    // A place, not a rank: 2.5 slips an entry between the second and the third without renumbering the others.
    file: entry.extend({
      order: z
        .number()
        .positive()
        .optional()
        .meta({
          label: { fr: "Position dans la liste", en: "Position in the list" },
          hint: {
            fr: "Sa place dans la liste. Laissez ce champ vide pour placer l’entrée à la fin ; 2,5 la place entre la deuxième et la troisième.",
            en: "Its place in the list. Leave it empty to put the entry at the end; 2.5 puts it between the second and the third.",
          },
        }),
    }),
    entry,
    ...options,
  };
}

/**
 * Named files, each with a schema of its own (the copy of pages that have one template each). `buildOnly`: read
 * by the build and the preflight, never written for the Worker (decision 101).
 */
function files<T extends Record<string, z.ZodType>>(folder: string, schemas: T, { buildOnly = false } = {}) {
  return { shape: "files" as const, folder, format: "yaml" as const, schemas, buildOnly };
}

/**
 * `onDemand`: the collection is read the first time a page of its template is rendered, not when an isolate
 * starts (decision 087): the copy of one template (services, achievements) and the long policies, which most
 * isolates never show. What every page shows, or the route table reads, is evaluated at start-up.
 */
export const collections = {
  projects: list("projects", project, { nameField: "slug", complete: withImages }),
  testimonials: list("testimonials", testimonial, { nameField: "key" }),
  clientLogos: list("client-logos", clientLogo),
  services: list("services", servicePage, { onDemand: true }),
  achievements: list("achievements", achievementPage, { onDemand: true }),
  /** The legal notice and the privacy policies, in Markdown (src/content/policies/<name>.md). */
  policies: list("policies", policyDocument, { format: "markdown", onDemand: true }),
  pages: files("pages", {
    home: pageFile(homeCopy),
    portfolio: pageFile(portfolioPageCopy, { art: true }),
    "project-privacy": policyIndexFile,
    contact: pageFile(contactPageCopy),
    careers: pageFile(careersPageCopy, { art: true }),
    about: pageFile(aboutPageCopy, { art: true }),
    expertise: pageFile(expertisePageCopy, { art: true }),
  }),
  /** What the studio confirms before launch (decision 101): no page shows it, the preflight reads it. */
  launch: files("launch", { confirmations: confirmationsFile }, { buildOnly: true }),
};

/**
 * Addresses the Worker answers itself (its routes under src/routes/, the static assets, the not-found page) or
 * redirects (src/routes/legacy-redirects.ts): no page of a collection takes them, in the build
 * (scripts/compile-content.mjs) or the editor.
 */
export const RESERVED_PATHS = [
  "/api",
  "/admin",
  "/assets",
  "/demos",
  "/project",
  "/404",
  // A redirect's first segment: /author for /author/admin/.
  ...new Set(Object.keys(legacyRedirects).map((path) => `/${path.split("/")[1]}`)),
];

const weekly = (priority: number) => ({ priority, changefreq: "weekly" as const });
const monthly = (priority: number) => ({ priority, changefreq: "monthly" as const });
const yearly = (priority: number) => ({ priority, changefreq: "yearly" as const });

/** Where a page sits in the site, beside its address, title and art, which its entry gives. */
type Place = Pick<PageRoute, "template" | "footer" | "parent"> & { sitemap: Omit<SitemapEntry, "lastmod"> };
type PageName = keyof (typeof collections)["pages"]["schemas"];
type PageCollection = "services" | "achievements" | "policies";

/**
 * The site's pages, in the order the footer and the index of policies list them (decision 100): a page with
 * a template of its own at its fixed address, or every entry of a collection that makes pages. The compiler
 * makes the route table from it (build/content/routes.js): a service, achievements page or policy added
 * in the editor gets its address, title, breadcrumbs, footer link and sitemap entry from its file.
 */
export const siteMap: (
  | ({ page: PageName; path: string } & Place)
  | { collection: PageCollection; only?: (entry: { category?: string }) => boolean; place: Place }
)[] = [
  { page: "home", path: "/", template: "home", footer: null, sitemap: weekly(1.0) },
  {
    page: "expertise",
    path: "/notre-expertise",
    template: "expertise",
    footer: { column: "expertise" },
    sitemap: monthly(0.9),
  },
  {
    collection: "services",
    place: { template: "service", parent: "/notre-expertise", footer: { column: "expertise" }, sitemap: monthly(0.8) },
  },
  {
    page: "portfolio",
    path: "/nos-realisations",
    template: "portfolio",
    footer: { column: "realisations" },
    sitemap: monthly(0.9),
  },
  {
    collection: "achievements",
    place: {
      template: "achievement",
      parent: "/nos-realisations",
      footer: { column: "realisations" },
      sitemap: monthly(0.7),
    },
  },
  {
    page: "about",
    path: "/qui-sommes-nous",
    template: "about",
    footer: { column: "company", label: "footer.about" },
    sitemap: monthly(0.7),
  },
  {
    page: "contact",
    path: "/contact",
    template: "contact",
    footer: { column: "contact", label: "footer.contactForm" },
    sitemap: monthly(0.8),
  },
  { page: "careers", path: "/careers", template: "careers", footer: { column: "contact" }, sitemap: monthly(0.6) },
  // The site's own legal notice and policy; an app's or a game's policy has a category and sits under the index.
  {
    collection: "policies",
    only: (doc) => !doc.category,
    place: { template: "policy", footer: { column: "legal" }, sitemap: yearly(0.4) },
  },
  {
    page: "project-privacy",
    path: "/project-privacy",
    template: "policy-index",
    footer: { column: "legal" },
    sitemap: yearly(0.4),
  },
  {
    collection: "policies",
    only: (doc) => Boolean(doc.category),
    place: { template: "policy", parent: "/project-privacy", footer: null, sitemap: yearly(0.3) },
  },
];

type Compiled<C> = C extends { shape: "list"; complete: (value: never) => infer V }
  ? V[]
  : C extends { shape: "list"; entry: infer E extends z.ZodType }
    ? z.infer<E>[]
    : C extends { shape: "files"; schemas: infer S extends Record<string, z.ZodType> }
      ? { [F in keyof S]: z.infer<S[F]> }
      : never;

/** Each collection validated and typeset, with its claims: what the build and the claims report read. */
export type AuthoredContent = { [K in keyof typeof collections]: Compiled<(typeof collections)[K]> };

/** An entry without its claims, which stay with the build (decision 101). */
type WithoutClaims<T> = T extends { claims?: unknown } ? Omit<T, "claims" | "meta" | "heroArt"> : T;

type Shipped<T> = T extends Array<infer E> ? WithoutClaims<E>[] : { [K in keyof T]: WithoutClaims<T[K]> };

/**
 * What build/content/<name>.js holds for each collection but the build's own (`launch`): validated and typeset,
 * claims left out; and the route table the site map makes of them.
 */
export type CompiledContent = { [K in Exclude<keyof AuthoredContent, "launch">]: Shipped<AuthoredContent[K]> } & {
  routes: PageRoute[];
};
