import type { Claim } from "./claims";
import type { Localized, Rich } from "./types";

/**
 * A portfolio project. Static data built into the site (docs/product.md §3.1): every text field is
 * written in French and English side by side. Long fields may carry `**Bold heading**` markers:
 * the renderer splits such text into blocks, each bolded segment followed by its paragraph.
 */
export interface Project {
  id: number;
  /** URL segment of /project/{slug}: lowercase, digits and hyphens. */
  slug: string;
  title: string;
  /** Described, never a trademark: "A European airline" / "Une compagnie aérienne européenne". */
  client: Localized;
  /** e.g. { fr: "Santé + Objets connectés", en: "Health + Connected Objects" } */
  category: Localized;
  /** Two to four sentences; the card clamps it to three lines. */
  description: Localized<Rich>;
  /** Shown instead of the numbered sections when the project has no objective. */
  fullDescription?: Localized<Rich>;
  /** When present, the six numbered sections 01-06 are shown (all six must then be present). */
  objective?: Localized<Rich>;
  challenges?: Localized<Rich>;
  solution?: Localized<Rich>;
  userEngagement?: Localized<Rich>;
  results?: Localized<Rich>;
  techInnovation?: Localized<Rich>;
  /** Fixed text panels (context, solution, impact, roles) shown for a few projects. */
  panels?: Localized<ProjectPanels>;
  /** Cover image, a path under assets/ ("images/projects/wecare/cover.svg"), 1200×750. */
  image: string;
  /** Gallery images under assets/, 1200×750 each; possibly empty. */
  images: string[];
  /**
   * A video (the original videoUrl, docs/product.md §3.1) and its captions, a WebVTT file per language: never
   * one without the other.
   */
  video?: { url: string; captions: Localized<string> };
  playStoreUrl?: string;
  appStoreUrl?: string;
  /** A website to test the project; for project 3 it is shown in an embedded frame. */
  websiteUrl?: string;
  /** What the record states beyond docs/product.md: the studio confirms or replaces it before launch. */
  claims?: Claim[];
}

interface ProjectPanels {
  context: Rich;
  solution: Rich;
  impact: Rich;
  /** What the studio did on the project: "Game design", "Unity development"... */
  roles: string[];
}

export type ProjectDetailField =
  "objective" | "challenges" | "solution" | "userEngagement" | "results" | "techInnovation";

/** The numbered sections of the detail, in order (docs/product.md §2.4: 01 Objective ... 06 Technical Innovation). */
export const projectDetailFields: readonly ProjectDetailField[] = [
  "objective",
  "challenges",
  "solution",
  "userEngagement",
  "results",
  "techInnovation",
];
