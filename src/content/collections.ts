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
  pageMetaEntry,
  policyIndexFile,
  portfolioPageCopy,
  servicePage,
  testimonial,
} from "./page-types";
import { policyDocument } from "./policies/types";
import { project, withImages } from "./project-types";

/*
 * Every collection of content data (decision 081): where its files sit under src/content/, the schema each
 * file must meet, and how the files make the value pages read. scripts/compile-content.mjs validates the
 * files against these schemas at build, typesets them and writes build/content/<name>.js, which
 * src/content/site-content.ts imports. Only the build reads this module at run time.
 */

interface ListOptions<T extends z.ZodObject> {
  nameField?: string;
  format?: "yaml" | "markdown";
  onDemand?: true;
  /** What an entry's file may leave out, filled in (a project's images: the ones the build draws). */
  complete?: (value: z.infer<T>) => unknown;
}

/** One file per entry (`<folder>/<name>.yaml`), shown in the order of their `order` field. */
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
    file: entry.extend({ order: z.number().positive() }),
    entry,
    ...options,
  };
}

/** One file per entry, read by the value of its `keyField` (a page's path). */
function record<T extends z.ZodObject, K extends string>(folder: string, entry: T, keyField: K) {
  return { shape: "record" as const, folder, format: "yaml" as const, file: entry, entry, keyField };
}

/** Named files, each with a schema of its own (the copy of pages that have one template each). */
function files<T extends Record<string, z.ZodType>>(folder: string, schemas: T) {
  return { shape: "files" as const, folder, format: "yaml" as const, schemas };
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
  pageMeta: record("page-meta", pageMetaEntry, "path"),
  services: list("services", servicePage, { onDemand: true }),
  achievements: list("achievements", achievementPage, { onDemand: true }),
  /** The legal notice and the privacy policies, in Markdown (src/content/policies/<name>.md). */
  policies: list("policies", policyDocument, { format: "markdown", onDemand: true }),
  pages: files("pages", {
    home: pageFile(homeCopy),
    portfolio: pageFile(portfolioPageCopy),
    "project-privacy": policyIndexFile,
    contact: pageFile(contactPageCopy),
    careers: pageFile(careersPageCopy),
    about: pageFile(aboutPageCopy),
    expertise: pageFile(expertisePageCopy),
  }),
};

type Compiled<C> = C extends { shape: "list"; complete: (value: never) => infer V }
  ? V[]
  : C extends { shape: "list"; entry: infer E extends z.ZodType }
    ? z.infer<E>[]
    : C extends { shape: "record"; entry: infer E extends z.ZodType; keyField: infer K extends string }
      ? Record<string, Omit<z.infer<E>, K>>
      : C extends { shape: "files"; schemas: infer S extends Record<string, z.ZodType> }
        ? { [F in keyof S]: z.infer<S[F]> }
        : never;

/** Each collection validated and typeset, with its claims: what the build and the claims report read. */
export type AuthoredContent = { [K in keyof typeof collections]: Compiled<(typeof collections)[K]> };

/** An entry without its claims, which stay with the build (decision 088). */
type WithoutClaims<T> = T extends { claims?: unknown } ? Omit<T, "claims"> : T;

type Shipped<T> = T extends Array<infer E> ? WithoutClaims<E>[] : { [K in keyof T]: WithoutClaims<T[K]> };

/** What build/content/<name>.js holds for each collection: validated and typeset, claims left out. */
export type CompiledContent = { [K in keyof AuthoredContent]: Shipped<AuthoredContent[K]> };
