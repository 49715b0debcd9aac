import { z } from "zod";
import { claims } from "./claims";
import { boundedString, longText, MAX_LENGTH } from "./inputs";
import {
  assetPath,
  callToActionTo,
  card,
  cardWithFeatures,
  cards,
  hero,
  heroWith,
  iconName,
  linkedCard,
  localized,
  paragraphs,
  prose,
  reference,
  rich,
  resultStat,
  stat,
  text,
} from "./types";

/*
 * The copy of each page template as zod schemas (decision 081): the data files under src/content/ are
 * validated against them at build, and pages read the types they infer.
 */

/** What a page is called and how search engines and link previews describe it, in one language. */
const pageMetaText = z.strictObject({
  /** Short name for breadcrumbs, the footer and the index of policies. */
  name: text.meta({ label: { fr: "Nom", en: "Name" } }),
  /** Written without the brand, which the document appends. */
  title: card.shape.title,
  description: text.meta({ label: { fr: "Description", en: "Description" } }),
});
export type PageMeta = z.infer<typeof pageMetaText>;

/** A page's title, description and short name in every language: its route's (src/route-table.ts). */
export const pageMeta = localized(pageMetaText).meta({
  label: { fr: "Titre et description", en: "Title and description" },
  hint: {
    fr: "Dans chaque langue : le nom court de la page (fil d’Ariane, pied de page), son titre sans le nom du studio et sa description pour les moteurs de recherche et les aperçus de liens.",
    en: "In each language: the page's short name (breadcrumbs, footer), its title without the studio's name, and its description for search engines and link previews.",
  },
});

/**
 * The address of a page made from data (a service or achievements page): one segment of lowercase words
 * joined by hyphens. `trailingSlash`: a policy's may keep the trailing slash its published address has
 * (decision 004).
 */
export const pagePath = ({ trailingSlash = false } = {}) =>
  boundedString(MAX_LENGTH.name)
    .regex(
      trailingSlash ? /^\/[a-z0-9]+(-[a-z0-9]+)*\/?$/ : /^\/[a-z0-9]+(-[a-z0-9]+)*$/,
      "is not an address like /my-page: lowercase words joined by hyphens",
    )
    .meta({
      label: { fr: "Adresse de la page", en: "Page address" },
      hint: {
        fr: "L’adresse de la page sur le site, commençant par / : des mots en minuscules reliés par des tirets.",
        en: "The page's address on the site, starting with /: lowercase words joined by hyphens.",
      },
    });

/** Three projects whose covers illustrate a page's hero, in the order they fan out: three different ones. */
const heroArt = z
  .array(reference("projects"))
  .length(3, "names three projects")
  .refine((slugs) => new Set(slugs).size === slugs.length, "names a project twice")
  .meta({
    label: { fr: "Projets du bandeau", en: "Hero projects" },
    hint: {
      fr: "Trois projets différents dont les couvertures illustrent le haut de la page.",
      en: "Three different projects whose covers illustrate the top of the page.",
    },
  });

/** A page's copy in every language. */
const pageCopy = <T extends z.ZodType>(copy: T) =>
  localized(copy).meta({
    label: { fr: "Textes de la page", en: "Page text" },
    hint: { fr: "Les textes de la page, dans chaque langue.", en: "The page's text, in each language." },
  });

/**
 * A page with a template of its own (src/content/pages/<name>.yaml): what it is called, its copy in each
 * language, its claims; `art`: its hero shows three projects' covers, which it names.
 */
export const pageFile = <T extends z.ZodType>(copy: T, { art = false } = {}) =>
  z.strictObject({
    meta: pageMeta,
    ...(art ? { heroArt } : {}),
    copy: pageCopy(copy),
    claims,
  });

/** /gamification-digitale, /advergaming, /serious-games, /elearning-interactif: one template. */
const servicePageCopy = z.strictObject({
  hero: heroWith({ intro: paragraphs(2).meta({ label: { fr: "Introduction", en: "Introduction" } }) }),
  servicesTitle: text.meta({ label: { fr: "Titre des offres", en: "Services title" } }),
  servicesIntro: rich.meta({ label: { fr: "Introduction des offres", en: "Services introduction" } }),
  services: cards(3, cardWithFeatures(3)).meta({ label: { fr: "Offres", en: "Services" } }),
  benefitsTitle: text.meta({ label: { fr: "Titre des avantages", en: "Benefits title" } }),
  benefits: cards(4).meta({ label: { fr: "Avantages", en: "Benefits" } }),
  body: prose
    .extend({ paragraphs: prose.shape.paragraphs.length(3, "has 3 paragraphs") })
    .meta({ label: { fr: "Corps de texte", en: "Body text" } }),
  cta: callToActionTo("/contact"),
});

/**
 * A service page (src/content/services/<name>.yaml): its address, what it is called, its hero's projects, its
 * copy in each language, its claims. The route, breadcrumbs, footer link and sitemap entry follow from it.
 */
export const servicePage = z.strictObject({
  path: pagePath(),
  meta: pageMeta,
  /**
   * Its card among the expertise page's offerings, which shows every service page (its name, its description
   * and a link to it): the card's icon, sparkles when none is chosen.
   */
  icon: iconName.optional(),
  heroArt,
  copy: pageCopy(servicePageCopy),
  claims,
});

/** /jeux-marketing, /serious-games-realisations, /objets-connectes, /elearning-interactif-realisations, /sante. */
const achievementPageCopy = z
  .strictObject({
    hero: heroWith({ button: callToActionTo("/contact").shape.button }), // button leads to /contact
    cardsTitle: text.meta({ label: { fr: "Titre des cartes", en: "Cards title" } }),
    cardsIntro: rich.meta({ label: { fr: "Introduction des cartes", en: "Cards introduction" } }),
    /** Benefits, sectors, technologies, methods or solutions. */
    cards: cards(4).meta({ label: { fr: "Cartes", en: "Cards" } }),
    projectsTitle: text.meta({ label: { fr: "Titre des projets", en: "Projects title" } }),
    projectsIntro: rich.meta({ label: { fr: "Introduction des projets", en: "Projects introduction" } }),
    /**
     * Up to four results, each with its scope (docs/product.md §2.9 shows four): a figure no one can source, or
     * whose scope no one can give, is removed, not replaced by an invented one (decision 101). None: no section.
     */
    statsTitle: text.optional().meta({ label: { fr: "Titre des chiffres", en: "Figures title" } }),
    stats: z
      .array(resultStat)
      .max(4, "has more than four figures")
      .optional()
      .meta({ label: { fr: "Chiffres", en: "Figures" } }),
    /** Extra prose so the page is useful on its own. */
    body: prose
      .extend({
        paragraphs: z
          .array(rich)
          .min(2, "has fewer than two paragraphs")
          .max(3, "has more than three paragraphs")
          .meta({ label: { fr: "Paragraphes", en: "Paragraphs" } }),
      })
      .meta({ label: { fr: "Corps de texte", en: "Body text" } }),
    cta: callToActionTo("/contact"),
  })
  .refine((copy) => (copy.statsTitle === undefined) === !copy.stats?.length, {
    message: "is needed with figures, and only then",
    path: ["statsTitle"],
  });

/** An achievements page (src/content/achievements/<name>.yaml). */
export const achievementPage = z.strictObject({
  path: pagePath(),
  meta: pageMeta,
  /** Without art of its own, the page shows its first three projects' covers. */
  heroArt: heroArt.optional(),
  /** Which projects show: featured by slug, or those whose category holds one of the texts, in either language. */
  projects: z
    .strictObject({
      slugs: z
        .array(reference("projects"))
        .min(1, "names no project")
        .optional()
        .meta({
          label: { fr: "Projets mis en avant", en: "Featured projects" },
          hint: {
            fr: "Les projets que la page affiche, choisis un par un.",
            en: "The projects the page shows, chosen one by one.",
          },
        }),
      categoryContains: z
        .array(text)
        .min(1, "has no text to look for")
        .optional()
        .meta({
          label: { fr: "Catégories à afficher", en: "Categories to show" },
          hint: {
            fr: "Affiche tous les projets dont la catégorie contient l’un de ces mots, dans l’une ou l’autre langue.",
            en: "Shows every project whose category contains one of these words, in either language.",
          },
        }),
    })
    .refine(
      (projects) => (projects.slugs === undefined) !== (projects.categoryContains === undefined),
      "names featured projects (slugs) or categories to look for (categoryContains), one of the two",
    )
    .meta({ label: { fr: "Projets", en: "Projects" } }),
  layout: z.enum(["grid", "carousel"]).meta({
    label: { fr: "Disposition", en: "Layout" },
    hint: {
      fr: "La présentation des projets : une grille de cartes, ou un carrousel qui tourne en boucle.",
      en: "How the projects show: a grid of cards, or a carousel that loops.",
    },
  }),
  copy: pageCopy(achievementPageCopy),
  claims,
});

/** /notre-expertise */
export const expertisePageCopy = z.strictObject({
  hero,
  offeringsTitle: text.meta({ label: { fr: "Titre des prestations", en: "Offerings title" } }),
  offeringsIntro: rich.meta({ label: { fr: "Introduction des prestations", en: "Offerings introduction" } }),
  /** The label of each offering's link: the offerings are the service pages, one card each (decision 100). */
  offeringsLink: text.meta({
    label: { fr: "Texte du lien de chaque prestation", en: "Label of each offering's link" },
  }),
  expertiseTitle: text.meta({ label: { fr: "Titre des expertises", en: "Expertise title" } }),
  expertiseIntro: rich.meta({ label: { fr: "Introduction des expertises", en: "Expertise introduction" } }),
  expertise: cards(8).meta({ label: { fr: "Expertises", en: "Expertise" } }),
  body: prose.meta({ label: { fr: "Corps de texte", en: "Body text" } }),
  cta: callToActionTo("/contact"),
});

/** /qui-sommes-nous */
export const aboutPageCopy = z.strictObject({
  hero,
  storyTitle: text.meta({ label: { fr: "Titre de l’histoire", en: "Story title" } }),
  storyIntro: rich.meta({ label: { fr: "Introduction de l’histoire", en: "Story introduction" } }),
  timeline: z
    .array(
      z.strictObject({
        year: z
          .number()
          .int()
          .min(1900)
          .max(2999)
          .meta({
            label: { fr: "Année", en: "Year" },
            hint: {
              fr: "En entier (2014) : la chronologie en affiche les deux derniers chiffres.",
              en: "Written in full (2014): the timeline shows its last two digits.",
            },
          }),
        title: card.shape.title,
        text: card.shape.text,
      }),
    )
    .min(1, "has no year")
    .meta({ label: { fr: "Chronologie", en: "Timeline" } }),
  valuesTitle: text.meta({ label: { fr: "Titre des valeurs", en: "Values title" } }),
  values: z
    .array(
      card.extend({
        color: z.enum(["violet", "pink", "amber", "teal"]).meta({
          label: { fr: "Couleur", en: "Colour" },
          hint: { fr: "La couleur d’accent de la carte.", en: "The card's accent colour." },
        }),
      }),
    )
    .min(1, "has no value")
    .meta({ label: { fr: "Valeurs", en: "Values" } }),
  numbersTitle: text.meta({ label: { fr: "Titre des chiffres du studio", en: "Studio figures title" } }),
  numbers: z
    .array(stat)
    .length(4, "has four figures")
    .meta({ label: { fr: "Chiffres du studio", en: "Studio figures" } }),
  expertiseTitle: text.meta({ label: { fr: "Titre des expertises", en: "Expertise title" } }),
  /** Games, platform, stack. */
  expertise: cards(3).meta({ label: { fr: "Expertises", en: "Expertise" } }),
  differentiatorsTitle: text.meta({
    label: { fr: "Titre de « Ce qui nous distingue »", en: "“What sets us apart” title" },
  }),
  differentiators: cards(6).meta({ label: { fr: "Ce qui nous distingue", en: "What sets us apart" } }),
  /** The page has a contact section of its own. */
  cta: callToActionTo("#contact"),
});

/** /contact */
export const contactPageCopy = z.strictObject({
  hero,
  formTitle: text.meta({ label: { fr: "Titre du formulaire", en: "Form title" } }),
  formIntro: rich.meta({ label: { fr: "Introduction du formulaire", en: "Form introduction" } }),
  detailsTitle: text.meta({ label: { fr: "Titre des coordonnées", en: "Contact details title" } }),
  /** "We reply to every e-mail within 24 hours." */
  replyPromise: text.meta({ label: { fr: "Engagement de délai de réponse", en: "Reply time promise" } }),
  /** "Monday to Friday, 9am-6pm" */
  phoneHours: text.meta({ label: { fr: "Horaires téléphoniques", en: "Phone opening hours" } }),
  locationsTitle: text.meta({ label: { fr: "Titre des implantations", en: "Locations title" } }),
  /** Each city with a line of text. */
  locations: z
    .array(
      z.strictObject({
        city: text.meta({ label: { fr: "Ville", en: "City" } }),
        text: text.meta({ label: { fr: "Texte", en: "Text" } }),
      }),
    )
    .min(1, "has no city")
    .meta({ label: { fr: "Implantations", en: "Locations" } }),
  whyTitle: text.meta({ label: { fr: "Titre de « Pourquoi nous choisir »", en: "“Why choose us” title" } }),
  why: z
    .array(card)
    .min(1, "has no reason")
    .meta({ label: { fr: "Pourquoi nous choisir", en: "Why choose us" } }),
});

/** /careers */
export const careersPageCopy = z.strictObject({
  hero,
  positionsTitle: text.meta({ label: { fr: "Titre des postes ouverts", en: "Open positions title" } }),
  positionsIntro: rich.meta({ label: { fr: "Introduction des postes ouverts", en: "Open positions introduction" } }),
  spontaneousTitle: text.meta({
    label: { fr: "Titre des candidatures spontanées", en: "Speculative applications title" },
  }),
  spontaneous: z.array(rich).meta({
    label: { fr: "Candidatures spontanées", en: "Speculative applications" },
    hint: {
      fr: "Affiché pendant le chargement des offres d’emploi, et conservé si elles ne peuvent pas se charger.",
      en: "Shown while the job listings load, and kept when they cannot load.",
    },
  }),
  spontaneousButton: text.meta({
    label: { fr: "Bouton de candidature spontanée", en: "Speculative application button" },
  }),
  tipsTitle: text.meta({ label: { fr: "Titre des conseils", en: "Tips title" } }),
  tips: z.array(card).meta({ label: { fr: "Conseils", en: "Tips" } }),
  noticesTitle: text.meta({ label: { fr: "Titre des informations aux candidats", en: "Notices title" } }),
  /**
   * Includes: no reply within 15 days means no opening; profiles kept 12 months unless the candidate objects; CV in
   * pdf.
   */
  notices: z.array(rich).meta({ label: { fr: "Informations aux candidats", en: "Notices to applicants" } }),
  lifeTitle: text.meta({ label: { fr: "Titre de « Vie au studio »", en: "“Life at the studio” title" } }),
  life: z.array(card).meta({ label: { fr: "Vie au studio", en: "Life at the studio" } }),
});

/** /nos-realisations */
export const portfolioPageCopy = z
  .strictObject({
    hero,
    projectsTitle: text.meta({ label: { fr: "Titre des projets", en: "Projects title" } }),
    projectsIntro: rich.meta({ label: { fr: "Introduction des projets", en: "Projects introduction" } }),
    categoriesTitle: text.meta({ label: { fr: "Titre des catégories", en: "Categories title" } }),
    /** Each links to an achievements page. */
    categories: cards(4, linkedCard).meta({ label: { fr: "Catégories", en: "Categories" } }),
    /** Results with their scope, as on an achievements page: none, no section (decision 101). */
    metricsTitle: text.optional().meta({ label: { fr: "Titre des chiffres clés", en: "Key figures title" } }),
    metrics: z
      .array(resultStat)
      .max(4, "has more than four figures")
      .optional()
      .meta({ label: { fr: "Chiffres clés", en: "Key figures" } }),
    objectivesTitle: text.meta({ label: { fr: "Titre des objectifs", en: "Objectives title" } }),
    objectives: cards(4).meta({ label: { fr: "Objectifs", en: "Objectives" } }),
    cta: callToActionTo("/#contact"),
  })
  .refine((copy) => (copy.metricsTitle === undefined) === !copy.metrics?.length, {
    message: "is needed with figures, and only then",
    path: ["metricsTitle"],
  });

/** The home page's long copy; its UI labels live in the catalogue. */
export const homeCopy = z.strictObject({
  hero: heroWith({
    button: callToActionTo("/contact").shape.button,
    gameStudioLinkText: text.meta({
      label: { fr: "Texte du lien vers le studio de jeux", en: "Game studio link text" },
    }),
    intro: paragraphs(3).meta({ label: { fr: "Introduction", en: "Introduction" } }),
  }),
  services: z
    .strictObject({
      badge: hero.shape.badge,
      title: card.shape.title,
      subtitle: rich.meta({ label: { fr: "Sous-titre", en: "Subtitle" } }),
      /** In the order of docs/product.md §2.3. */
      ticker: z
        .array(text)
        .min(2, "has fewer than two themes")
        .meta({
          label: { fr: "Thèmes défilants", en: "Scrolling themes" },
          hint: {
            fr: "Les thèmes qui défilent dans un bandeau, dans l’ordre : au moins deux.",
            en: "The themes that scroll past in a band, in order: at least two.",
          },
        }),
      customSentence: rich.meta({
        label: { fr: "Phrase « 100 % sur mesure »", en: "“100% custom” sentence" },
        hint: {
          fr: "La phrase qui dit que le travail est 100 % sur mesure : mettez le 100 % en **gras**.",
          en: "The sentence saying the work is 100% custom: put the 100% in **bold**.",
        },
      }),
      /** Numbered: operational, design, development, communication. */
      cards: cards(4, cardWithFeatures(4)).meta({ label: { fr: "Cartes", en: "Cards" } }),
      cta: callToActionTo("#contact"),
    })
    .meta({ label: { fr: "Offres", en: "Services" } }),
  projects: z
    .strictObject({
      badge: hero.shape.badge,
      title: card.shape.title,
      subtitle: rich.meta({ label: { fr: "Sous-titre", en: "Subtitle" } }),
      allLink: text.meta({ label: { fr: "Lien « Tous les projets »", en: "“All projects” link" } }),
    })
    .meta({ label: { fr: "Projets", en: "Projects" } }),
  clients: z
    .strictObject({
      badge: hero.shape.badge,
      title: card.shape.title,
      subtitle: rich.meta({ label: { fr: "Sous-titre", en: "Subtitle" } }),
      logosTitle: text.meta({ label: { fr: "Titre des logos", en: "Logos title" } }),
      testimonialsTitle: text.meta({ label: { fr: "Titre des témoignages", en: "Testimonials title" } }),
      /** 110+ projects, 32+ clients, 18+ years. */
      counters: z
        .array(
          z.strictObject({
            value: z
              .number()
              .int()
              .nonnegative()
              .meta({ label: { fr: "Nombre", en: "Number" } }),
            suffix: boundedString(MAX_LENGTH.name).meta({
              label: { fr: "Texte après le nombre", en: "Text after the number" },
              hint: {
                fr: "Ce qui suit le nombre, comme + ou % ; il peut rester vide.",
                en: "What follows the number, such as + or %; it may be left empty.",
              },
            }),
            label: text.meta({ label: { fr: "Libellé", en: "Label" } }),
            durationMs: z
              .number()
              .int()
              .positive()
              .max(10_000)
              .meta({
                label: { fr: "Durée du comptage (ms)", en: "Count-up duration (ms)" },
                hint: {
                  fr: "Le temps que met le nombre à défiler jusqu’à sa valeur, en millièmes de seconde : 2000 correspond à deux secondes.",
                  en: "How long the number takes to count up, in thousandths of a second: 2000 is two seconds.",
                },
              }),
          }),
        )
        .length(3, "has three counters")
        .meta({ label: { fr: "Compteurs", en: "Counters" } }),
      cta: callToActionTo("#contact"),
    })
    .meta({ label: { fr: "Clients", en: "Clients" } }),
  team: z
    .strictObject({
      badge: hero.shape.badge,
      title: card.shape.title,
      text: card.shape.text,
      /** 2 project managers, 3 game designers, 7 developers, 3 designers. */
      tiles: z
        .array(
          z.strictObject({
            value: z
              .number()
              .int()
              .nonnegative()
              .meta({ label: { fr: "Nombre", en: "Number" } }),
            label: text.meta({ label: { fr: "Libellé", en: "Label" } }),
            icon: iconName,
          }),
        )
        .length(4, "has four tiles")
        .meta({ label: { fr: "Chiffres de l’équipe", en: "Team figures" } }),
      strengths: z
        .strictObject({
          expertiseTitle: text.meta({ label: { fr: "Titre des expertises", en: "Expertise title" } }),
          expertiseText: rich.meta({ label: { fr: "Texte sur l’expertise", en: "Expertise text" } }),
          collaborationTitle: text.meta({ label: { fr: "Titre sur la collaboration", en: "Collaboration title" } }),
          collaborationText: rich.meta({ label: { fr: "Texte sur la collaboration", en: "Collaboration text" } }),
        })
        .meta({ label: { fr: "Points forts", en: "Strengths" } }),
    })
    .meta({ label: { fr: "Équipe", en: "Team" } }),
  contact: z
    .strictObject({
      badge: hero.shape.badge,
      title: card.shape.title,
      subtitle: rich.meta({ label: { fr: "Sous-titre", en: "Subtitle" } }),
    })
    .meta({ label: { fr: "Contact", en: "Contact" } }),
  /** Visible, useful text for visitors and search engines (replaces the original hidden block). */
  about: prose.meta({ label: { fr: "À propos du studio", en: "About the studio" } }),
});
export type HomeCopy = z.infer<typeof homeCopy>;

export const testimonial = z.strictObject({
  /** A neutral id, sent to the browser: what kind of client, never who (bank, broadcaster…; decision 101). */
  key: boundedString(MAX_LENGTH.name)
    .regex(/^[a-z0-9-]+$/)
    .meta({
      label: { fr: "Identifiant", en: "Identifier" },
      hint: {
        fr: "Un nom court pour cette entrée : des mots en minuscules reliés par des tirets. Il donne aussi son nom au fichier.",
        en: "A short name for this entry: lowercase words joined by hyphens. It names the file too.",
      },
    }),
  name: text.meta({ label: { fr: "Nom", en: "Name" } }),
  title: localized(text).meta({ label: { fr: "Titre", en: "Title" } }),
  company: localized(text).meta({
    label: { fr: "Entreprise", en: "Company" },
    hint: {
      fr: "Décrite, jamais nommée, en minuscules : elle suit l’intitulé du poste (« Responsable formation, un groupe bancaire français »).",
      en: "Described, never named, in lower case: it follows the job title (“Head of learning, a French banking group”).",
    },
  }),
  quote: localized(text).meta({
    label: { fr: "Citation", en: "Quote" },
    hint: {
      fr: "Les mots du client, tels que la carte du témoignage les affiche.",
      en: "The client's words, as the testimonial's card shows them.",
    },
  }),
  fullQuote: localized(longText)
    .optional()
    .meta({
      label: { fr: "Citation complète", en: "Full quote" },
      hint: {
        fr: "Une version longue que les visiteurs peuvent déplier depuis le témoignage ; laissez-la vide si la citation suffit.",
        en: "A longer version visitors can open from the testimonial; leave it empty if the quote says it all.",
      },
    }),
  /** docs/product.md §3.4 shows five on each; a figure, with its claim (decision 101). */
  stars: z
    .number()
    .int()
    .min(1)
    .max(5)
    .optional()
    .meta({
      label: { fr: "Étoiles", en: "Stars" },
      hint: {
        fr: "La note donnée par le client, sur cinq. La page ne l’affiche qu’une fois toutes les affirmations du témoignage confirmées (collection « Lancement »).",
        en: "The rating the client gave, out of five. The page shows it only once every claim of the testimonial is confirmed (the “Launch” collection).",
      },
    }),
  /** What docs/product.md does not give: the studio confirms or replaces it before launch. */
  claims,
});

export const clientLogo = z.strictObject({
  /** Described, not trademarked ("A European airline"). */
  name: localized(text).meta({ label: { fr: "Nom", en: "Name" } }),
  /** "images/clients/01-airline.svg" (decision 037). */
  logo: assetPath.meta({
    label: { fr: "Logo", en: "Logo" },
    hint: {
      fr: "Le fichier du logo, 120 × 80 au plus, sans texte.",
      en: "The logo file, at most 120 × 80, with no words on it.",
    },
  }),
  alt: localized(text).meta({
    label: { fr: "Texte alternatif", en: "Alternative text" },
    hint: {
      fr: "Lu aux personnes qui ne voient pas le logo : décrivez le client sans le nommer.",
      en: "Read out to people who cannot see the logo: describe the client without naming them.",
    },
  }),
  claims,
});

/**
 * The fixed copy of /project-privacy, in each language: its cards are the routes under /project-privacy
 * (src/route-table.ts) and their documents (group, languages), named in the page's language.
 */
const policyIndexCopy = z.strictObject({
  title: card.shape.title,
  intro: rich.meta({ label: { fr: "Introduction", en: "Introduction" } }),
  groups: z
    .strictObject({
      general: text.meta({ label: { fr: "Politique générale", en: "General policy" } }),
      games: text.meta({ label: { fr: "Jeux vidéo", en: "Video games" } }),
      health: text.meta({ label: { fr: "Applications santé", en: "Health apps" } }),
    })
    .meta({ label: { fr: "Noms des groupes", en: "Group names" } }),
  /** Which version prevails and how each is dated (decision 060). */
  versionsNote: text.meta({ label: { fr: "Note sur les versions et leurs dates", en: "Note on versions and dates" } }),
  linkLabel: text.meta({ label: { fr: "Texte du lien", en: "Link text" } }),
  /** Before the links to each language version of a policy (their names are each language's own). */
  versionsLabel: text.meta({ label: { fr: "Avant les liens vers chaque langue", en: "Before the language links" } }),
  contactTitle: text.meta({ label: { fr: "Titre du contact", en: "Contact title" } }),
  contactText: rich.meta({ label: { fr: "Texte du contact", en: "Contact text" } }),
  contactButton: text.meta({ label: { fr: "Bouton de contact", en: "Contact button" } }),
});

/** src/content/pages/project-privacy.yaml: what it is called, and its copy in each language. */
export const policyIndexFile = pageFile(policyIndexCopy);
