import { z } from "zod";
import { boundedString, MAX_LENGTH, rich, sitePath, text } from "./inputs";
import type { Figure } from "../../src/i18n/format";
import { locales, type Locale } from "../../src/i18n/locale-list";
import { iconNames, type IconName } from "../../src/components/icon";

/*
 * The content model as zod schemas (decision 081): the build validates every data file under src/content/
 * against them (scripts/compile-content.mjs), and the types pages read are what they infer.
 */

/**
 * A field's label and hint in the content editor, in every language of the site (a missing one is a type error):
 * `.meta({ label: { fr, en }, hint: { fr, en } })` beside the field; scripts/editor-config.mjs makes the form.
 */
declare module "zod" {
  interface GlobalMeta {
    label?: Record<Locale, string>;
    hint?: Record<Locale, string>;
  }
}

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

/** The icons content may name: those src/components/icon.tsx draws. */
export const iconName = z.enum(iconNames as [IconName, ...IconName[]]).meta({
  label: { fr: "Icône", en: "Icon" },
  hint: { fr: "L’une des icônes du site, par son nom.", en: "One of the site's icons, by its name." },
});

/** A number the site states (src/i18n/format.ts), kept as a number and written each language's way. */
const amount = z.number().meta({ label: { fr: "Nombre", en: "Number" } });
const figure = z
  .discriminatedUnion("kind", [
    z.strictObject({
      // The editor shows the first shape's `kind` as the choice of shape (scripts/editor-config.mjs).
      kind: z.literal("percent").meta({ label: { fr: "Type", en: "Kind" } }),
      value: amount,
      signed: z.boolean().meta({
        label: { fr: "Afficher le signe", en: "Show the sign" },
        hint: { fr: "Écrit le + devant une hausse : +150 % plutôt que 150 %.", en: "Writes +150% rather than 150%." },
      }),
    }),
    z.strictObject({
      kind: z.literal("rating"),
      value: amount,
      outOf: z.number().meta({
        label: { fr: "Note maximale", en: "Out of" },
        hint: { fr: "Le haut de l’échelle : 5 pour une note de 4,8/5.", en: "The top of the scale: 5 for 4.8/5." },
      }),
    }),
    z.strictObject({ kind: z.literal("times"), value: amount }),
    z.strictObject({
      kind: z.literal("count"),
      value: amount,
      plus: z.boolean().meta({
        label: { fr: "Ajouter « + »", en: "Add “+”" },
        hint: { fr: "Ajoute un + après le nombre : 18+.", en: "Adds a + after the number: 18+." },
      }),
      compact: z.boolean().meta({
        label: { fr: "Forme abrégée", en: "Short form" },
        hint: {
          fr: "Écrit un grand nombre en abrégé : 100 M+ plutôt que 100 000 000+.",
          en: "Writes a large number short: 100m+ rather than 100,000,000+.",
        },
      }),
    }),
  ])
  .meta({ label: amount.meta()!.label }) satisfies z.ZodType<Figure>;

/** Where a link leads: a page of this site. */
const linkTarget = {
  label: { fr: "Destination du lien", en: "Link target" },
  hint: {
    fr: "Où mène le lien : une page de ce site, commençant par / (/contact).",
    en: "Where it leads: a page of this site, starting with / (/contact).",
  },
};

const caption = text.meta({ label: { fr: "Libellé", en: "Label" } });

/** A titled card: offering, benefit, sector, technology, method, value... */
export const card = z.strictObject({
  icon: iconName,
  title: text.meta({ label: { fr: "Titre", en: "Title" } }),
  text: rich.meta({ label: { fr: "Texte", en: "Text" } }),
  features: z
    .array(text)
    .meta({ label: { fr: "Points clés", en: "Bullet points" } })
    .optional(),
  link: z
    .strictObject({ href: sitePath.meta(linkTarget), label: caption })
    .meta({
      label: { fr: "Lien", en: "Link" },
      hint: {
        fr: "La page de ce site vers laquelle mène la carte, et le texte du lien.",
        en: "The page of this site the card leads to, and the words of the link.",
      },
    })
    .optional(),
});
export type Card = z.infer<typeof card>;

/** A card that lists `n` features. */
export const cardWithFeatures = (n: number) =>
  card.extend({ features: card.shape.features.unwrap().length(n, `lists ${n} features`) });

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
export const stat = z.strictObject({ icon: iconName, value: figure, label: caption });

/** A result a page reports: shown only with its scope, a claim the studio confirms before launch (decision 101). */
export const resultStat = stat
  .extend({
    scope: text.meta({
      label: { fr: "Périmètre de la mesure", en: "Scope of the measure" },
      hint: {
        fr: "Sous le libellé : ce qui a été mesuré, par rapport à quoi, sur quelle période et quel échantillon (« par rapport aux campagnes classiques du client, 3 opérations, 2022-2024 »). Sans périmètre, pas de chiffre.",
        en: "Under the label: what was measured, against what, over what period and on what sample (‘against the client’s usual campaigns, 3 campaigns, 2022–2024’). No scope, no figure.",
      },
    }),
  })
  .meta({ tile: true });
export type Stat = z.infer<typeof stat> & { scope?: string };

/** A closing call to action block, whose button leads where its page's layout says. */
export const callToActionTo = <H extends "/contact" | "/#contact" | "#contact">(href: H) =>
  z
    .strictObject({
      title: card.shape.title,
      text: card.shape.text,
      button: text.meta({ label: { fr: "Texte du bouton", en: "Button text" } }),
      href: z.literal(href).meta(linkTarget),
    })
    .meta({ label: { fr: "Appel à l’action", en: "Call to action" } });
export type CallToAction = z.infer<ReturnType<typeof callToActionTo>>;

/** A block of prose under a heading. */
export const prose = z.strictObject({
  title: card.shape.title,
  paragraphs: z.array(rich).meta({ label: { fr: "Paragraphes", en: "Paragraphs" } }),
});
export type Prose = z.infer<typeof prose>;

/** What every page hero carries. */
export const hero = z
  .strictObject({
    badge: text.meta({
      label: { fr: "Badge", en: "Badge" },
      hint: { fr: "Le court libellé affiché au-dessus du titre.", en: "The short label above the title." },
    }),
    title: card.shape.title,
    highlight: text
      .meta({
        label: { fr: "Mots mis en valeur", en: "Highlighted words" },
        hint: {
          fr: "Les mots du titre mis en valeur, placés juste après le titre.",
          en: "The words of the title shown highlighted, placed right after the title.",
        },
      })
      .optional(),
    titleEnd: text
      .meta({
        label: { fr: "Fin du titre", en: "End of the title" },
        hint: {
          fr: "Les mots éventuels après ceux mis en valeur, pour finir le titre.",
          en: "Any words after the highlighted ones, to finish the title.",
        },
      })
      .optional(),
    intro: z.array(rich).meta({ label: { fr: "Introduction", en: "Introduction" } }),
  })
  .meta({
    label: { fr: "Bandeau", en: "Hero" },
    hint: {
      fr: "Le haut de la page : badge, titre et introduction.",
      en: "The top of the page: badge, title and intro.",
    },
  });
/** A hero with more fields (a button) or stricter ones, named as a hero is. */
export const heroWith = <S extends z.ZodRawShape>(shape: S) => hero.extend(shape).meta(z.globalRegistry.get(hero)!);
export type Hero = z.infer<typeof hero>;
