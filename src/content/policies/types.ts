import type { Locale } from "../../i18n/locale-list";
import type { Claim } from "../claims";
import type { Rich } from "../types";

/** A block of a policy section. */
export type PolicyBlock =
  | { type: "p"; text: Rich }
  | { type: "list"; items: Rich[] }
  | { type: "table"; caption: string; head: string[]; rows: Rich[][] };

export interface PolicySection {
  /** Anchor id, unique within the document: lowercase, digits and hyphens ("6-retention"). */
  id: string;
  heading: string;
  blocks: PolicyBlock[];
  subsections?: PolicySection[];
}

/** One language version of a policy document. Its title is the route's `meta[lang].title` (src/route-table.ts). */
export interface PolicyText {
  /** ISO date this version was last published or updated ("2025-07-01"): each version carries its own (decision 072). */
  updated: string;
  /** Paragraphs before the first section. */
  intro: Rich[];
  sections: PolicySection[];
}

export interface PolicyDocument {
  /** Route path, with its trailing slash where docs/product.md §2.2 gives one. */
  path: string;
  /**
   * Its group on /project-privacy, where an app's or a game's policy (a route under /project-privacy) is
   * listed with its route's French name and description. Absent for the site's own legal notice and policy.
   */
  category?: PolicyCategory;
  /** The languages it is written in; the first is the original. */
  versions: Partial<Record<Locale, PolicyText>>;
  /**
   * The version that prevails where two versions differ: French, for a French company's texts read by
   * French visitors and players (loi Toubon; decision 072). Each version says so at its top.
   */
  reference: Locale;
  /** Vendors, certifications and periods docs/product.md does not give: the studio confirms them before launch. */
  claims?: Claim[];
}

export type PolicyCategory = "general" | "health" | "games";

/** The date of a document's most recent version: its `dateModified` for search engines. */
export function lastUpdated(doc: PolicyDocument): string {
  return Object.values(doc.versions)
    .map((version) => version!.updated)
    .sort()
    .at(-1)!;
}
