import { z } from "zod";
import { claims } from "./claims";
import { boundedString, captionsPath, MAX_LENGTH, sitePathOrWebAddress, webAddress } from "./inputs";
import { assetPath, localized, rich, text } from "./types";
import type { Locale } from "../../src/i18n/locale-list";

/** Fixed text panels (context, solution, impact, roles) shown for a few projects. */
const projectPanels = z.strictObject({
  context: rich.meta({ label: { fr: "Contexte", en: "Context" } }),
  solution: rich.meta({ label: { fr: "Solution", en: "Solution" } }),
  impact: rich.meta({ label: { fr: "Impact", en: "Impact" } }),
  roles: z.array(text).meta({
    label: { fr: "Rôles du studio", en: "Studio's roles" },
    hint: {
      fr: "Ce que le studio a fait sur le projet : « Game design », « Développement Unity »…",
      en: "What the studio did on the project: “Game design”, “Unity development”…",
    },
  }),
});

/**
 * The colours of the cover the build draws while the project has no picture of its own, and of its link
 * previews: a gradient [from, to] (scripts/build-artwork.mjs, decision 037). Left out: the brand's.
 */
const projectArtwork = z.strictObject({
  colours: z.tuple([z.string().regex(/^#[0-9a-f]{6}$/), z.string().regex(/^#[0-9a-f]{6}$/)]).meta({
    label: { fr: "Couleurs du dégradé", en: "Gradient colours" },
    hint: {
      fr: "Les deux couleurs du dégradé de la couverture, en codes comme #7c3aed, de la première à la seconde.",
      en: "The cover's two gradient colours, as codes such as #7c3aed, from the first to the second.",
    },
  }),
});

/** One of the six numbered sections of a project's page, from the objective to the technical innovation. */
const section = (label: Record<Locale, string>) => localized(rich).meta({ label }).optional();

/**
 * A portfolio project (docs/product.md §3.1), one data file per project in src/content/projects/: every text
 * field is written in French and English side by side. Long fields may carry `**Bold heading**` markers:
 * the renderer splits such text into blocks, each bolded segment followed by its paragraph.
 */
export const project = z.strictObject({
  /** URL segment of /project/{slug}: lowercase, digits and hyphens. It names the file, and is the project's identity. */
  slug: boundedString(MAX_LENGTH.name)
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "is not lowercase words joined by hyphens")
    .meta({
      label: { fr: "Slug de l’URL", en: "URL slug" },
      hint: {
        fr: "La fin de l’adresse de la page (/project/…) : des mots en minuscules reliés par des tirets. Ce slug donne aussi son nom au fichier et ne change plus une fois la page publiée.",
        en: "The end of the page's address (/project/…): lowercase words joined by hyphens. It names the file too, and stays as it is once published.",
      },
    }),
  /** The name the project is known by in each language (often the same). */
  title: localized(text).meta({ label: { fr: "Titre", en: "Title" } }),
  /** Described, never a trademark: "A European airline" / "Une compagnie aérienne européenne". */
  client: localized(text).meta({ label: { fr: "Client", en: "Client" } }),
  /** e.g. { fr: "Santé + objets connectés", en: "Health + connected objects" } */
  category: localized(text).meta({ label: { fr: "Catégorie", en: "Category" } }),
  /** Two to four sentences; the card clamps it to three lines. */
  description: localized(rich).meta({ label: { fr: "Description", en: "Description" } }),
  fullDescription: localized(rich)
    .optional()
    .meta({
      label: { fr: "Description complète", en: "Full description" },
      hint: {
        fr: "Affichée à la place des six sections numérotées quand le projet n’a pas d’objectif.",
        en: "Shown instead of the six numbered sections when the project has no objective.",
      },
    }),
  objective: localized(rich)
    .optional()
    .meta({
      label: { fr: "Objectif", en: "Objective" },
      hint: {
        fr: "Une fois l’objectif rempli, la page affiche six sections numérotées, de l’objectif à l’innovation technique : remplissez-les toutes.",
        en: "Once it is filled in, the page shows six numbered sections, from objective to technical innovation: fill them all in.",
      },
    }),
  challenges: section({ fr: "Défis", en: "Challenges" }),
  solution: section({ fr: "Solution", en: "Solution" }),
  userEngagement: section({ fr: "Engagement des utilisateurs", en: "User engagement" }),
  results: section({ fr: "Résultats", en: "Results" }),
  techInnovation: section({ fr: "Innovation technique", en: "Technical innovation" }),
  panels: localized(projectPanels)
    .optional()
    .meta({
      label: { fr: "Encadrés", en: "Text panels" },
      hint: {
        fr: "Contexte, solution, impact et rôles du studio, affichés pour quelques projets.",
        en: "Context, solution, impact and the studio's roles, shown for a few projects.",
      },
    }),
  claims,
  /** "images/projects/wecare/cover.jpg"; left out, the build draws it from the title and `artwork` (withImages). */
  image: assetPath.optional().meta({
    label: { fr: "Image de couverture", en: "Cover image" },
    hint: {
      fr: "La couverture, 1200 × 750, sans texte (un seul fichier pour toutes les langues). Si ce champ reste vide, le site en dessine une.",
      en: "The cover, 1200 × 750, with no words on it (one file for every language). Left empty, the site draws one.",
    },
  }),
  /** `image` stays the shared, wordless cover: link previews of other pages, the gallery (decision 037). */
  imageWithWords: localized(assetPath)
    .optional()
    .meta({
      label: { fr: "Couverture avec texte", en: "Cover with words" },
      hint: {
        fr: "Seulement pour une couverture qui porte du texte : un fichier par langue, affiché à la place de la couverture.",
        en: "Only for a cover that has words on it: one file per language, shown instead of the cover.",
      },
    }),
  images: z
    .array(assetPath)
    .optional()
    .meta({
      label: { fr: "Galerie", en: "Gallery" },
      hint: {
        fr: "Les images de la galerie, 1200 × 750 chacune, sans texte. Si la galerie reste vide, la page n’en montre pas.",
        en: "Gallery images, 1200 × 750 each, with no words on them. Left empty, the page shows no gallery.",
      },
    }),
  /** The original videoUrl (docs/product.md §3.1), with its captions. */
  video: z
    .strictObject({
      url: webAddress.meta({
        label: { fr: "Adresse de la vidéo", en: "Video address" },
        hint: {
          fr: "L’adresse de la vidéo, commençant par https://.",
          en: "The video's address, starting with https://.",
        },
      }),
      captions: localized(captionsPath).meta({
        label: { fr: "Fichiers de sous-titres", en: "Subtitle files" },
        hint: { fr: "Un fichier de sous-titres (.vtt) par langue.", en: "One subtitle file (.vtt) per language." },
      }),
    })
    .optional()
    .meta({
      label: { fr: "Vidéo", en: "Video" },
      hint: {
        fr: "L’adresse de la vidéo et ses fichiers de sous-titres : remplissez les deux, ou aucun.",
        en: "The video's address and its subtitle files: fill in both, or neither.",
      },
    }),
  playStoreUrl: webAddress.optional().meta({
    label: { fr: "Lien Google Play", en: "Google Play link" },
    hint: {
      fr: "La page du projet sur Google Play : son adresse, commençant par https://.",
      en: "The project's page on Google Play: its address, starting with https://.",
    },
  }),
  appStoreUrl: webAddress.optional().meta({
    label: { fr: "Lien App Store", en: "App Store link" },
    hint: {
      fr: "La page du projet sur l’App Store : son adresse, commençant par https://.",
      en: "The project's page on the App Store: its address, starting with https://.",
    },
  }),
  websiteUrl: sitePathOrWebAddress.optional().meta({
    label: { fr: "Site à tester", en: "Website to try" },
    hint: {
      fr: "Où les visiteurs peuvent essayer le projet : une page de ce site (/demos/…) ou une adresse (https://…).",
      en: "Where visitors can try the project: a page of this site (/demos/…) or an address (https://…).",
    },
  }),
  /** docs/product.md §2.4. */
  websiteInFrame: z
    .boolean()
    .optional()
    .meta({
      label: { fr: "Afficher le site dans la page", en: "Show the website on the page" },
      hint: {
        fr: "Affiche le site du projet dans un cadre sur sa page, à la place de sa vidéo ou de sa couverture.",
        en: "Shows the project's website in a frame on its page, in place of its video or cover.",
      },
    }),
  artwork: projectArtwork.optional().meta({
    label: { fr: "Couverture dessinée", en: "Drawn cover" },
    hint: {
      fr: "Les couleurs de la couverture dessinée, utilisée tant que le projet n’a pas d’image à lui, et de ses aperçus de lien.",
      en: "The colours of the drawn cover, used while the project has no picture of its own, and of its link previews.",
    },
  }),
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
