import { z } from "zod";
import { claims } from "./claims";
import { locales } from "../i18n/locale-list";
import { callToAction, card, hero, iconName, localized, prose, rich, stat, text } from "./types";

/*
 * The copy of each page template as zod schemas (decision 081): the data files under src/content/ are
 * validated against them at build, and pages read the types they infer.
 */

/** What a page is called and how search engines and link previews describe it, in one language. */
const pageMetaText = z.strictObject({
  /** Short name for breadcrumbs, the footer and the index of policies. */
  name: text,
  /** Written without the brand, which the document appends. */
  title: text,
  description: text,
});
export type PageMeta = z.infer<typeof pageMetaText>;

/** A page's title, description and short name in every language, by its path (src/route-table.ts reads it). */
export const pageMetaEntry = localized(pageMetaText).extend({ path: z.string().regex(/^\/[a-z0-9/-]*$/) });

/** A page with a template of its own (src/content/pages/<name>.yaml): its copy in each language, its claims. */
export const pageFile = <T extends z.ZodType>(copy: T) => z.strictObject({ copy: localized(copy), claims });

/** /gamification-digitale, /advergaming, /serious-games, /elearning-interactif: one template. */
/** @public Until its collection moves to data files (decision 081). */
export const servicePageCopy = z.strictObject({
  hero, // badge, title (+highlight), exactly two intro paragraphs
  servicesTitle: text,
  servicesIntro: rich,
  /** Exactly three cards, each with exactly three `features`. */
  services: z.array(card),
  benefitsTitle: text,
  /** Exactly four benefit tiles. */
  benefits: z.array(card),
  /** A three-paragraph text block. */
  body: prose,
  cta: callToAction, // href "/contact"
});

/** A service page (src/content/services/<name>.yaml): its path, its copy in each language, its claims. */
export const servicePage = z.strictObject({ path: text, copy: localized(servicePageCopy), claims });

/** /jeux-marketing, /serious-games-realisations, /objets-connectes, /elearning-interactif-realisations, /sante. */
const achievementPageCopy = z.strictObject({
  hero: hero.extend({ button: text }), // button leads to /contact
  cardsTitle: text,
  cardsIntro: rich,
  /** Exactly four cards: benefits, sectors, technologies, methods or solutions. */
  cards: z.array(card),
  projectsTitle: text,
  projectsIntro: rich,
  statsTitle: text,
  /** Exactly four stats, with the values of docs/product.md §9.6. */
  stats: z.array(stat),
  /** Extra prose so the page is useful on its own (two or three paragraphs). */
  body: prose,
  cta: callToAction, // href "/contact"
});

/** An achievements page (src/content/achievements/<name>.yaml). */
export const achievementPage = z.strictObject({
  path: text,
  /** Which projects show: by slug (featured) or by category text in either language. */
  projects: z.union([z.strictObject({ slugs: z.array(text) }), z.strictObject({ categoryContains: z.array(text) })]),
  /** Grid of cards, or the looping carousel. */
  layout: z.enum(["grid", "carousel"]),
  copy: localized(achievementPageCopy),
  claims,
});

/** /notre-expertise */
export const expertisePageCopy = z.strictObject({
  hero,
  offeringsTitle: text,
  offeringsIntro: rich,
  /** Exactly four offering cards, each linking to one of the four service pages. */
  offerings: z.array(card),
  expertiseTitle: text,
  expertiseIntro: rich,
  /** Exactly eight expertise tiles. */
  expertise: z.array(card),
  body: prose,
  cta: callToAction, // href "/contact"
});

/** /qui-sommes-nous */
export const aboutPageCopy = z.strictObject({
  hero,
  storyTitle: text,
  storyIntro: rich,
  /** Years 2006, 2014, 2020, 2024. */
  timeline: z.array(z.strictObject({ year: z.number().int(), title: text, text: rich })),
  valuesTitle: text,
  values: z.array(card.extend({ color: z.enum(["violet", "pink", "amber", "teal"]) })),
  numbersTitle: text,
  /** 18+ years, 15 experts, 100m+ downloads, 100% remote. */
  numbers: z.array(stat),
  expertiseTitle: text,
  /** Three items: games, platform, stack. */
  expertise: z.array(card),
  differentiatorsTitle: text,
  /** Six: long-term vision, product culture, distributed team, advanced tech stack, full custom, test and learn. */
  differentiators: z.array(card),
  cta: callToAction, // href "#contact" (the page has a contact section)
});

/** /contact */
export const contactPageCopy = z.strictObject({
  hero,
  formTitle: text,
  formIntro: rich,
  detailsTitle: text,
  /** "We reply to every e-mail within 24 hours." */
  replyPromise: text,
  /** "Monday to Friday, 9am-6pm" */
  phoneHours: text,
  locationsTitle: text,
  /** Paris and Bordeaux, each with a line of text. */
  locations: z.array(z.strictObject({ city: text, text })),
  whyTitle: text,
  why: z.array(card),
});

/** /careers */
export const careersPageCopy = z.strictObject({
  hero,
  positionsTitle: text,
  positionsIntro: rich,
  /** Shown while the job widget loads, and kept when it cannot load. */
  spontaneousTitle: text,
  spontaneous: z.array(rich),
  spontaneousButton: text,
  tipsTitle: text,
  tips: z.array(card),
  noticesTitle: text,
  /**
   * Includes: no reply within 15 days means no opening; profiles kept 12 months unless the candidate objects; CV in
   * pdf.
   */
  notices: z.array(rich),
  lifeTitle: text,
  life: z.array(card),
});

/** /nos-realisations */
export const portfolioPageCopy = z.strictObject({
  hero,
  projectsTitle: text,
  projectsIntro: rich,
  categoriesTitle: text,
  /** Four category cards, each linking to an achievements page. */
  categories: z.array(card),
  metricsTitle: text,
  /** 85%, +150%, 3x, 4.8/5. */
  metrics: z.array(stat),
  objectivesTitle: text,
  /** Four objective blocks. */
  objectives: z.array(card),
  cta: callToAction, // href "/#contact"
});

/** The home page's long copy; its UI labels live in the catalogue. */
export const homeCopy = z.strictObject({
  hero: hero.extend({ button: text, gameStudioLinkText: text }),
  services: z.strictObject({
    badge: text,
    title: text,
    subtitle: rich,
    /** The eight themes of the ticker, in the order of docs/product.md §2.3. */
    ticker: z.array(text),
    /** The sentence highlighting "100%" (custom). Put the 100% inside **bold**. */
    customSentence: rich,
    /** Four numbered cards: operational, design, development, communication; four features each. */
    cards: z.array(card),
    cta: callToAction, // href "#contact"
  }),
  projects: z.strictObject({ badge: text, title: text, subtitle: rich, allLink: text }),
  clients: z.strictObject({
    badge: text,
    title: text,
    subtitle: rich,
    logosTitle: text,
    testimonialsTitle: text,
    /** Labels of the three counters: 110+ projects, 32+ clients, 18+ years. */
    counters: z.array(
      z.strictObject({ value: z.number(), suffix: z.string(), label: text, durationMs: z.number().int().positive() }),
    ),
    cta: callToAction, // href "#contact"
  }),
  team: z.strictObject({
    badge: text,
    title: text,
    text: rich,
    /** 2 project managers, 3 game designers, 7 developers, 3 designers. */
    tiles: z.array(z.strictObject({ value: z.number(), label: text, icon: iconName })),
    strengths: z.strictObject({
      expertiseTitle: text,
      expertiseText: rich,
      collaborationTitle: text,
      collaborationText: rich,
    }),
  }),
  contact: z.strictObject({ badge: text, title: text, subtitle: rich }),
  /** Visible, useful text for visitors and search engines (replaces the original hidden block). */
  about: prose,
});
export type HomeCopy = z.infer<typeof homeCopy>;

export const testimonial = z.strictObject({
  /** A neutral id, sent to the browser: what kind of client, never who (bank, broadcaster…; decision 072). */
  key: z.string().regex(/^[a-z0-9-]+$/),
  name: text,
  title: localized(text),
  /** Described, not trademarked, in lower case: it follows the title ("Head of learning, a French banking group"). */
  company: localized(text),
  quote: localized(text),
  fullQuote: localized(text).optional(),
  /** What docs/product.md does not give: the studio confirms or replaces it before launch. */
  claims,
});

export const clientLogo = z.strictObject({
  /** Described, not trademarked ("A European airline"). */
  name: localized(text),
  /** Logo under assets/, "images/clients/01-airline.svg", at most 120×80; no words (decision 037). */
  logo: text,
  alt: localized(text),
  claims,
});

/**
 * The fixed copy of /project-privacy, written in one language whatever the site's language (the product
 * document has it in French): its cards are the routes under /project-privacy (src/route-table.ts) and their
 * documents (group, languages).
 */
const policyIndexCopy = z.strictObject({
  title: text,
  intro: rich,
  groups: z.strictObject({ general: text, games: text, health: text }),
  /** Which version prevails and how each is dated (decision 072). */
  versionsNote: text,
  linkLabel: text,
  /** Before the links to each language version of a policy (their names are each language's own). */
  versionsLabel: text,
  contactTitle: text,
  contactText: rich,
  contactButton: text,
});

/** src/content/pages/project-privacy.yaml: the copy under the one language it is written in. */
export const policyIndexFile = z.strictObject({
  copy: z
    .partialRecord(z.enum(locales), policyIndexCopy)
    .refine((copy) => Object.keys(copy).length === 1, "is written in exactly one language"),
});
