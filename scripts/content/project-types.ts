import { z } from "zod";
import { claims } from "./claims";
import { boundedString, captionsPath, MAX_LENGTH, sitePathOrWebAddress, webAddress } from "./inputs";
import { assetPath, localized, rich, text } from "./types";

/** Fixed text panels (context, solution, impact, roles) shown for a few projects. */
const projectPanels = z.strictObject({
  context: rich,
  solution: rich,
  impact: rich,
  /** What the studio did on the project: "Game design", "Unity development"... */
  roles: z.array(text),
});

/**
 * The colours of the cover the build draws while the project has no picture of its own, and of its link
 * previews: a gradient [from, to] (scripts/build-artwork.mjs, decision 037). Left out: the brand's.
 */
const projectArtwork = z.strictObject({
  colours: z.tuple([z.string().regex(/^#[0-9a-f]{6}$/), z.string().regex(/^#[0-9a-f]{6}$/)]),
});

/**
 * A portfolio project (docs/product.md §3.1), one data file per project in src/content/projects/: every text
 * field is written in French and English side by side. Long fields may carry `**Bold heading**` markers:
 * the renderer splits such text into blocks, each bolded segment followed by its paragraph.
 */
export const project = z.strictObject({
  /** URL segment of /project/{slug}: lowercase, digits and hyphens. It names the file, and is the project's identity. */
  slug: boundedString(MAX_LENGTH.name).regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "is not lowercase words joined by hyphens"),
  /** The name the project is known by in each language (often the same). */
  title: localized(text),
  /** Described, never a trademark: "A European airline" / "Une compagnie aérienne européenne". */
  client: localized(text),
  /** e.g. { fr: "Santé + objets connectés", en: "Health + connected objects" } */
  category: localized(text),
  /** Two to four sentences; the card clamps it to three lines. */
  description: localized(rich),
  /** Shown instead of the numbered sections when the project has no objective. */
  fullDescription: localized(rich).optional(),
  /** When present, the six numbered sections 01-06 are shown (all six must then be present). */
  objective: localized(rich).optional(),
  challenges: localized(rich).optional(),
  solution: localized(rich).optional(),
  userEngagement: localized(rich).optional(),
  results: localized(rich).optional(),
  techInnovation: localized(rich).optional(),
  panels: localized(projectPanels).optional(),
  claims,
  /**
   * Cover image, a path under assets/ ("images/projects/wecare/cover.jpg"), 1200×750. Left out: the cover
   * the build draws from the title and `artwork`, `images/projects/<slug>/cover.<locale>.svg` (withImages, below).
   */
  image: assetPath.optional(),
  /**
   * A cover with words on it: one file per language, shown instead of `image` on that language's pages
   * (decision 037). `image` stays the shared, wordless cover (link previews of other pages, the gallery).
   */
  imageWithWords: localized(assetPath).optional(),
  /** Gallery images under assets/, 1200×750 each; left out or empty, the page shows no gallery. */
  images: z.array(assetPath).optional(),
  /**
   * A video (the original videoUrl, docs/product.md §3.1) and its captions, a WebVTT file per language: never
   * one without the other.
   */
  video: z.strictObject({ url: webAddress, captions: localized(captionsPath) }).optional(),
  playStoreUrl: webAddress.optional(),
  appStoreUrl: webAddress.optional(),
  /** A website to test the project: a page of this site (`/demos/…`) or an address (https://…). */
  websiteUrl: sitePathOrWebAddress.optional(),
  /** The project's page shows its website in a frame, in place of its video or cover (docs/product.md §2.4). */
  websiteInFrame: z.boolean().optional(),
  artwork: projectArtwork.optional(),
});
/** A project as pages read it: its images always named, by its entry or by `withImages`. */
export type Project = Omit<z.infer<typeof project>, "image" | "images"> & { image: string; images: string[] };

/**
 * An entry with its images named: those it names, else the cover `npm run build` draws in each language
 * (scripts/build-artwork.mjs, decision 037), and no gallery.
 */
export function withImages(entry: z.infer<typeof project>): Project {
  return { ...entry, image: entry.image ?? `images/projects/${entry.slug}/cover.svg`, images: entry.images ?? [] };
}
