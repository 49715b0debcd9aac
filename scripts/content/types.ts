import { z } from "zod";
import { boundedString, MAX_LENGTH, rich, sitePath, text } from "./inputs";
import type { Figure } from "../../src/i18n/format";
import { locales } from "../../src/i18n/locale-list";

/*
 * The content model as zod schemas (decision 081): the build validates every data file under src/content/
 * against them (scripts/compile-content.mjs), and the types pages read are what they infer.
 */

/** A value written in every language of the site, side by side (`{ fr, en }`); a missing one is an error. */
export function localized<T extends z.ZodType>(value: T) {
  return z.strictObject(Object.fromEntries(locales.map((locale) => [locale, value]))) as unknown as z.ZodObject<
    Record<(typeof locales)[number], T>,
    z.core.$strict
  >;
}

// The kinds of field content is checked by (links, paths, bounded text): scripts/content/inputs.ts.
export { assetPath, rich, text } from "./inputs";
export type Rich = string;

/** The icons content may name; each maps to one icon in src/components/icon.tsx. */
export const iconName = z.enum([
  "gamepad",
  "target",
  "users",
  "trophy",
  "chart",
  "brain",
  "heart",
  "shield",
  "zap",
  "sparkles",
  "code",
  "palette",
  "megaphone",
  "settings",
  "bluetooth",
  "wifi",
  "cloud",
  "cpu",
  "book",
  "graduation",
  "briefcase",
  "landmark",
  "stethoscope",
  "activity",
  "rocket",
  "globe",
  "layers",
  "puzzle",
  "star",
  "clock",
  "map-pin",
  "message",
  "check",
  "smartphone",
  "eye",
  "refresh",
  "lightbulb",
  "handshake",
  "award",
  "trending-up",
  "bot",
  "monitor",
  "mail",
  "phone",
  "calendar",
  "file-text",
  "search",
  "lock",
  "smile",
  "flag",
  "compass",
  "infinity",
  "pointer",
  "joystick",
  "leaf",
  "wand",
  "gauge",
  "repeat",
  "user-check",
  "hospital",
  "building",
  "heart-pulse",
]);
export type IconName = z.infer<typeof iconName>;

/** A number the site states (src/i18n/format.ts), kept as a number and written each language's way. */
const figure = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("percent"), value: z.number(), signed: z.boolean() }),
  z.strictObject({ kind: z.literal("rating"), value: z.number(), outOf: z.number() }),
  z.strictObject({ kind: z.literal("times"), value: z.number() }),
  z.strictObject({ kind: z.literal("count"), value: z.number(), plus: z.boolean(), compact: z.boolean() }),
]) satisfies z.ZodType<Figure>;

/** A titled card: offering, benefit, sector, technology, method, value... */
export const card = z.strictObject({
  icon: iconName,
  title: text,
  text: rich,
  /** Bullet points, when the card lists features. */
  features: z.array(text).optional(),
  /** An internal link the card leads to (e.g. a service page), with its label. */
  link: z.strictObject({ href: sitePath, label: text }).optional(),
});
export type Card = z.infer<typeof card>;

/** A card that lists `n` features. */
export const cardWithFeatures = (n: number) =>
  card.extend({ features: z.array(text).length(n, `lists ${n} features`) });

/** A card that leads to a page (a service, an achievements page). */
export const linkedCard = card.extend({ link: card.shape.link.unwrap() });

/** `n` cards, as a layout of `n` columns shows them. */
export function cards<T extends z.ZodType = typeof card>(n: number, each?: T) {
  return z.array((each ?? card) as T).length(n, `has ${n} cards`);
}

/** `n` paragraphs, as the page's layout has them. */
export const paragraphs = (n: number) => z.array(rich).length(n, `has ${n} paragraphs`);

/**
 * A project's slug, or another collection's key, named by an entry: the build refuses one that names nothing
 * (its cross-entry pass, decision 081), and the editor offers the entries there are to choose from.
 */
export const reference = (collection: "projects") =>
  boundedString(MAX_LENGTH.name).min(1, "is empty").meta({ reference: collection });

/** A headline figure: +200 % "engagement". */
export const stat = z.strictObject({ icon: iconName, value: figure, label: text });

/**
 * A result a page reports (a rise, a share, a rating): shown only with its scope, in words under the label, what
 * was measured, against what, over what period and on what sample ("par rapport aux campagnes classiques du
 * client, 3 opérations, 2022-2024"). A result whose scope nobody can give is not shown; one shown is a claim the
 * studio confirms before launch (decision 101).
 */
export const resultStat = stat.extend({ scope: text }).meta({ tile: true });
export type Stat = z.infer<typeof stat> & { scope?: string };

/** A closing call to action block, whose button leads where its page's layout says. */
export const callToActionTo = <H extends "/contact" | "/#contact" | "#contact">(href: H) =>
  z.strictObject({ title: text, text: rich, button: text, href: z.literal(href) });
export type CallToAction = z.infer<ReturnType<typeof callToActionTo>>;

/** A block of prose under a heading. */
export const prose = z.strictObject({ title: text, paragraphs: z.array(rich) });
export type Prose = z.infer<typeof prose>;

/** What every page hero carries. */
export const hero = z.strictObject({
  badge: text,
  title: text,
  /** The part of the title shown highlighted, placed after `title`. */
  highlight: text.optional(),
  /** Text after the highlight. */
  titleEnd: text.optional(),
  intro: z.array(rich),
});
export type Hero = z.infer<typeof hero>;
