import { z } from "zod";
import { richMarkProblem, SITE_PATH, WEB_ADDRESS } from "../../src/content/rich-marks";

/*
 * Content is input (docs/security.md): what the editor saves reaches the site with no developer in between, so
 * each kind of field says here, once, what it accepts. The build refuses the rest naming the file, the field and
 * the language (scripts/compile-content.mjs), and the editor, whose fields are generated from these schemas
 * (scripts/editor-config.mjs), refuses it before saving.
 */

/**
 * The most characters a text may have: generous for what the pages lay out (a title, a paragraph), and what keeps
 * a page's weight bounded (a pasted 5 MB description is refused, not served).
 */
export const MAX_LENGTH = { name: 80, line: 300, long: 1500, rich: 2000, address: 500 } as const;

/** The files the site serves from assets/, by extension: images, captions and fonts. Anything else is refused. */
export const SERVED_ASSETS = {
  image: ["svg", "png", "jpg", "jpeg", "webp", "avif", "gif", "ico"],
  captions: ["vtt"],
  font: ["woff2"],
} as const;

const tooLong = (max: number) => ({
  error: (issue: { input?: unknown }) =>
    `is ${String(issue.input ?? "").length} characters long, more than the ${max} it may have`,
});

/** A string of at most `max` characters: a name, a key, a note for the studio. */
export const boundedString = (max: number) => z.string().max(max, tooLong(max));

/**
 * Markup or an entity (`<b>`, `<script`, `&lt;`) in a text: the site shows a text as written, so it would read as
 * code, never as meant. Written as a pattern a form can test (the editor's).
 */
const NO_MARKUP = /^(?![\s\S]*(?:<[A-Za-z!/?]|&(?:#\d+|#x[\dA-Fa-f]+|[A-Za-z]+);))/;
const noMarkup = "has HTML or an entity (<…>, &…;), which the site would show as written";

/** Text that is not empty, at most `max` characters, without markup. */
export const boundedText = (max: number) =>
  z.string().min(1, "is empty").max(max, tooLong(max)).regex(NO_MARKUP, noMarkup).meta({ text: true });

/** Text that is not empty: a forgotten field reads "is missing", an emptied one "is empty". A line or two. */
export const text = boundedText(MAX_LENGTH.line);

/** A longer text: a quote in full, a note. */
export const longText = boundedText(MAX_LENGTH.long);

/**
 * Inline rich text: plain prose with two markers, `**bold**` and `[link text](/path-or-url)`, a paragraph at
 * most. External links (https…) open in a new tab with rel="noopener". Nothing else is interpreted. The build
 * refuses marks that would show as written (src/content/rich-marks.ts); the editor's field says the same.
 */
export const rich = z
  .string()
  .min(1, "is empty")
  .max(MAX_LENGTH.rich, tooLong(MAX_LENGTH.rich))
  .regex(NO_MARKUP, noMarkup)
  .check((ctx) => {
    const problem = richMarkProblem(ctx.value);
    if (problem) ctx.issues.push({ code: "custom", message: problem, input: ctx.value });
  })
  .meta({ multiline: true, rich: true });

/** A page of this site ("/sante", "/#contact"): never `//host` or `/\host`, which browsers read as another site. */
export const sitePath = z
  .string()
  .max(MAX_LENGTH.address, tooLong(MAX_LENGTH.address))
  .regex(SITE_PATH, "is not a page of this site: it starts with one / (/contact)");

/** An address on the web: `https:` only (never `javascript:`, `data:` or `http:`). A store, a video, a website. */
export const webAddress = z
  .string()
  .max(MAX_LENGTH.address, tooLong(MAX_LENGTH.address))
  .regex(WEB_ADDRESS, "is not a web address starting with https://");

/** A page of this site (`/demos/…`) or an address on the web (https://…). */
export const sitePathOrWebAddress = z
  .string()
  .max(MAX_LENGTH.address, tooLong(MAX_LENGTH.address))
  .regex(
    new RegExp(`${SITE_PATH.source}|${WEB_ADDRESS.source}`),
    "is not a page of this site (/demos/…) or a web address starting with https://",
  );

/**
 * A path under assets/ ending in one of `types`: words, digits, `_`, `-` and dots, in segments that never start
 * with a dot (no `.` or `..`, no hidden file) and no leading `/`, so it stays inside assets/ whatever reads it.
 */
const pathUnderAssets = (types: readonly string[], what: string, meta: { image?: true } = {}) =>
  z
    .string()
    .max(MAX_LENGTH.address, tooLong(MAX_LENGTH.address))
    .regex(
      new RegExp(`^(?:[\\w-][\\w.-]*/)*[\\w-][\\w.-]*\\.(?:${types.join("|")})$`),
      `is not ${what} under assets/ (images/…/name.${types[0]}), without . or .. in it`,
    )
    // The build checks the file is there (scripts/compile-content.mjs); the editor offers an image to upload.
    .meta({ asset: true, ...meta });

/** An image under assets/ ("images/projects/wecare/cover.svg"): the editor offers a file to upload. */
export const assetPath = pathUnderAssets(SERVED_ASSETS.image, "an image", { image: true });

/** A captions file (WebVTT) under assets/. */
export const captionsPath = pathUnderAssets(SERVED_ASSETS.captions, "a .vtt file");
