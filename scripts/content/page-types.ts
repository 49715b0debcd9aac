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
  name: text,
  /** Written without the brand, which the document appends. */
  title: text,
  description: text,
});
export type PageMeta = z.infer<typeof pageMetaText>;

/** A page's title, description and short name in every language: its route's (src/route-table.ts). */
export const pageMeta = localized(pageMetaText);

/**
 * The address of a page made from data (a service or achievements page): one segment of lowercase words
 * joined by hyphens. `trailingSlash`: a policy's may keep the trailing slash its published address has
 * (decision 004).
 */
export const pagePath = ({ trailingSlash = false } = {}) =>
  boundedString(MAX_LENGTH.name).regex(
    trailingSlash ? /^\/[a-z0-9]+(-[a-z0-9]+)*\/?$/ : /^\/[a-z0-9]+(-[a-z0-9]+)*$/,
    "is not an address like /my-page: lowercase words joined by hyphens",
  );

/** Three projects whose covers illustrate a page's hero, in the order they fan out: three different ones. */
const heroArt = z
  .array(reference("projects"))
  .length(3, "names three projects")
  .refine((slugs) => new Set(slugs).size === slugs.length, "names a project twice");

/**
 * A page with a template of its own (src/content/pages/<name>.yaml): what it is called, its copy in each
 * language, its claims; `art`: its hero shows three projects' covers, which it names.
 */
export const pageFile = <T extends z.ZodType>(copy: T, { art = false } = {}) =>
  z.strictObject({
    meta: pageMeta,
    ...(art ? { heroArt } : {}),
    copy: localized(copy),
    claims,
  });

/** /gamification-digitale, /advergaming, /serious-games, /elearning-interactif: one template. */
const servicePageCopy = z.strictObject({
  hero: hero.extend({ intro: paragraphs(2) }),
  servicesTitle: text,
  servicesIntro: rich,
  services: cards(3, cardWithFeatures(3)),
  benefitsTitle: text,
  benefits: cards(4),
  body: prose.extend({ paragraphs: paragraphs(3) }),
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
  copy: localized(servicePageCopy),
  claims,
});

/** /jeux-marketing, /serious-games-realisations, /objets-connectes, /elearning-interactif-realisations, /sante. */
const achievementPageCopy = z
  .strictObject({
    hero: hero.extend({ button: text }), // button leads to /contact
    cardsTitle: text,
    cardsIntro: rich,
    /** Benefits, sectors, technologies, methods or solutions. */
    cards: cards(4),
    projectsTitle: text,
    projectsIntro: rich,
    /**
     * Up to four results, each with its scope (docs/product.md §2.9 shows four): a figure no one can source, or
     * whose scope no one can give, is removed, not replaced by an invented one (decision 101). None: no section.
     */
    statsTitle: text.optional(),
    stats: z.array(resultStat).max(4, "has more than four figures").optional(),
    /** Extra prose so the page is useful on its own. */
    body: prose.extend({
      paragraphs: z.array(rich).min(2, "has fewer than two paragraphs").max(3, "has more than three paragraphs"),
    }),
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
      slugs: z.array(reference("projects")).min(1, "names no project").optional(),
      categoryContains: z.array(text).min(1, "has no text to look for").optional(),
    })
    .refine(
      (projects) => (projects.slugs === undefined) !== (projects.categoryContains === undefined),
      "names featured projects (slugs) or categories to look for (categoryContains), one of the two",
    ),
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
  /** The label of each offering's link: the offerings are the service pages, one card each (decision 100). */
  offeringsLink: text,
  expertiseTitle: text,
  expertiseIntro: rich,
  expertise: cards(8),
  body: prose,
  cta: callToActionTo("/contact"),
});

/** /qui-sommes-nous */
export const aboutPageCopy = z.strictObject({
  hero,
  storyTitle: text,
  storyIntro: rich,
  /** A year's entry shows its last two digits. */
  timeline: z
    .array(z.strictObject({ year: z.number().int().min(1900).max(2999), title: text, text: rich }))
    .min(1, "has no year"),
  valuesTitle: text,
  values: z.array(card.extend({ color: z.enum(["violet", "pink", "amber", "teal"]) })).min(1, "has no value"),
  numbersTitle: text,
  numbers: z.array(stat).length(4, "has four figures"),
  expertiseTitle: text,
  /** Games, platform, stack. */
  expertise: cards(3),
  differentiatorsTitle: text,
  differentiators: cards(6),
  /** The page has a contact section of its own. */
  cta: callToActionTo("#contact"),
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
  /** Each city with a line of text. */
  locations: z.array(z.strictObject({ city: text, text })).min(1, "has no city"),
  whyTitle: text,
  why: z.array(card).min(1, "has no reason"),
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
export const portfolioPageCopy = z
  .strictObject({
    hero,
    projectsTitle: text,
    projectsIntro: rich,
    categoriesTitle: text,
    /** Each links to an achievements page. */
    categories: cards(4, linkedCard),
    /** Results with their scope, as on an achievements page: none, no section (decision 101). */
    metricsTitle: text.optional(),
    metrics: z.array(resultStat).max(4, "has more than four figures").optional(),
    objectivesTitle: text,
    objectives: cards(4),
    cta: callToActionTo("/#contact"),
  })
  .refine((copy) => (copy.metricsTitle === undefined) === !copy.metrics?.length, {
    message: "is needed with figures, and only then",
    path: ["metricsTitle"],
  });

/** The home page's long copy; its UI labels live in the catalogue. */
export const homeCopy = z.strictObject({
  hero: hero.extend({ button: text, gameStudioLinkText: text, intro: paragraphs(3) }),
  services: z.strictObject({
    badge: text,
    title: text,
    subtitle: rich,
    /** The themes of the ticker, in the order of docs/product.md §2.3. */
    ticker: z.array(text).min(2, "has fewer than two themes"),
    /** The sentence highlighting "100%" (custom). Put the 100% inside **bold**. */
    customSentence: rich,
    /** Numbered: operational, design, development, communication. */
    cards: cards(4, cardWithFeatures(4)),
    cta: callToActionTo("#contact"),
  }),
  projects: z.strictObject({ badge: text, title: text, subtitle: rich, allLink: text }),
  clients: z.strictObject({
    badge: text,
    title: text,
    subtitle: rich,
    logosTitle: text,
    testimonialsTitle: text,
    /** 110+ projects, 32+ clients, 18+ years. */
    counters: z
      .array(
        z.strictObject({
          value: z.number().int().nonnegative(),
          suffix: boundedString(MAX_LENGTH.name),
          label: text,
          durationMs: z.number().int().positive().max(10_000),
        }),
      )
      .length(3, "has three counters"),
    cta: callToActionTo("#contact"),
  }),
  team: z.strictObject({
    badge: text,
    title: text,
    text: rich,
    /** 2 project managers, 3 game designers, 7 developers, 3 designers. */
    tiles: z
      .array(
        z.strictObject({
          value: z.number().int().nonnegative(),
          label: text,
          icon: iconName,
        }),
      )
      .length(4, "has four tiles"),
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
  /** A neutral id, sent to the browser: what kind of client, never who (bank, broadcaster…; decision 101). */
  key: boundedString(MAX_LENGTH.name).regex(/^[a-z0-9-]+$/),
  name: text,
  title: localized(text),
  /** Described, not trademarked, in lower case: it follows the title ("Head of learning, a French banking group"). */
  company: localized(text),
  quote: localized(text),
  fullQuote: localized(longText).optional(),
  /**
   * The rating the client gave, in stars out of five (docs/product.md §3.4 shows five on each). A figure, with
   * its claim: the page shows it only once the studio has confirmed every claim of the testimonial (decision 101).
   */
  stars: z.number().int().min(1).max(5).optional(),
  /** What docs/product.md does not give: the studio confirms or replaces it before launch. */
  claims,
});

export const clientLogo = z.strictObject({
  /** Described, not trademarked ("A European airline"). */
  name: localized(text),
  /** Logo under assets/, "images/clients/01-airline.svg", at most 120×80; no words (decision 037). */
  logo: assetPath,
  alt: localized(text),
  claims,
});

/**
 * The fixed copy of /project-privacy, in each language: its cards are the routes under /project-privacy
 * (src/route-table.ts) and their documents (group, languages), named in the page's language.
 */
const policyIndexCopy = z.strictObject({
  title: text,
  intro: rich,
  groups: z.strictObject({ general: text, games: text, health: text }),
  /** Which version prevails and how each is dated (decision 060). */
  versionsNote: text,
  linkLabel: text,
  /** Before the links to each language version of a policy (their names are each language's own). */
  versionsLabel: text,
  contactTitle: text,
  contactText: rich,
  contactButton: text,
});

/** src/content/pages/project-privacy.yaml: what it is called, and its copy in each language. */
export const policyIndexFile = pageFile(policyIndexCopy);
