import type { Claim } from "./claims";
import type { CallToAction, Card, Hero, IconName, Localized, Prose, Rich, Stat } from "./types";

/** /gamification-digitale, /advergaming, /serious-games, /elearning-interactif: one template. */
export interface ServicePageCopy {
  hero: Hero; // badge, title (+highlight), exactly two intro paragraphs
  servicesTitle: string;
  servicesIntro: Rich;
  /** Exactly three cards, each with exactly three `features`. */
  services: Card[];
  benefitsTitle: string;
  /** Exactly four benefit tiles. */
  benefits: Card[];
  /** A three-paragraph text block. */
  body: Prose;
  cta: CallToAction; // href "/contact"
}

/** /jeux-marketing, /serious-games-realisations, /objets-connectes, /elearning-interactif-realisations, /sante. */
interface AchievementPageCopy {
  hero: Hero & { button: string }; // button leads to /contact
  cardsTitle: string;
  cardsIntro: Rich;
  /** Exactly four cards: benefits, sectors, technologies, methods or solutions. */
  cards: Card[];
  projectsTitle: string;
  projectsIntro: Rich;
  statsTitle: string;
  /** Exactly four stats, with the values of docs/product.md §9.6. */
  stats: Stat[];
  /** Extra prose so the page is useful on its own (two or three paragraphs). */
  body: Prose;
  cta: CallToAction; // href "/contact"
}

export interface AchievementPage {
  path: string;
  /** Which projects show: by slug (featured) or by category text in either language. */
  projects: { slugs: string[] } | { categoryContains: string[] };
  /** Grid of cards, or the looping carousel. */
  layout: "grid" | "carousel";
  copy: Localized<AchievementPageCopy>;
  /** What the page states beyond docs/product.md: the studio confirms or replaces it before launch. */
  claims?: Claim[];
}

/** /notre-expertise */
export interface ExpertisePageCopy {
  hero: Hero;
  offeringsTitle: string;
  offeringsIntro: Rich;
  /** Exactly four offering cards, each linking to one of the four service pages. */
  offerings: Card[];
  expertiseTitle: string;
  expertiseIntro: Rich;
  /** Exactly eight expertise tiles. */
  expertise: Card[];
  body: Prose;
  cta: CallToAction; // href "/contact"
}

/** /qui-sommes-nous */
export interface AboutPageCopy {
  hero: Hero;
  storyTitle: string;
  storyIntro: Rich;
  /** Years 2006, 2014, 2020, 2024. */
  timeline: { year: number; title: string; text: Rich }[];
  valuesTitle: string;
  values: (Card & { color: "violet" | "pink" | "amber" | "teal" })[];
  numbersTitle: string;
  /** 18+ years, 15 experts, 100m+ downloads, 100% remote. */
  numbers: Stat[];
  expertiseTitle: string;
  /** Three items: games, platform, stack. */
  expertise: Card[];
  differentiatorsTitle: string;
  /** Six: long-term vision, product culture, distributed team, advanced tech stack, full custom, test and learn. */
  differentiators: Card[];
  cta: CallToAction; // href "#contact" (the page has a contact section)
}

/** /contact */
export interface ContactPageCopy {
  hero: Hero;
  formTitle: string;
  formIntro: Rich;
  detailsTitle: string;
  /** "We reply to every e-mail within 24 hours." */
  replyPromise: string;
  /** "Monday to Friday, 9am-6pm" */
  phoneHours: string;
  locationsTitle: string;
  /** Paris and Bordeaux, each with a line of text. */
  locations: { city: string; text: string }[];
  whyTitle: string;
  why: Card[];
}

/** /careers */
export interface CareersPageCopy {
  hero: Hero;
  positionsTitle: string;
  positionsIntro: Rich;
  /** Shown while the job widget loads, and kept when it cannot load. */
  spontaneousTitle: string;
  spontaneous: Rich[];
  spontaneousButton: string;
  tipsTitle: string;
  tips: Card[];
  noticesTitle: string;
  /** Includes: no reply within 15 days means no opening; profiles kept 12 months unless the candidate objects; CV in pdf. */
  notices: Rich[];
  lifeTitle: string;
  life: Card[];
}

/** /nos-realisations */
export interface PortfolioPageCopy {
  hero: Hero;
  projectsTitle: string;
  projectsIntro: Rich;
  categoriesTitle: string;
  /** Four category cards, each linking to an achievements page. */
  categories: Card[];
  metricsTitle: string;
  /** 85%, +150%, 3x, 4.8/5. */
  metrics: Stat[];
  objectivesTitle: string;
  /** Four objective blocks. */
  objectives: Card[];
  cta: CallToAction; // href "/#contact"
}

/** The home page's long copy; its UI labels live in the catalogue. */
export interface HomeCopy {
  hero: Hero & { button: string; gameStudioLinkText: string };
  services: {
    badge: string;
    title: string;
    subtitle: Rich;
    /** The eight themes of the ticker, in the order of docs/product.md §2.3. */
    ticker: string[];
    /** The sentence highlighting "100%" (custom). Put the 100% inside **bold**. */
    customSentence: Rich;
    /** Four numbered cards: operational, design, development, communication; four features each. */
    cards: Card[];
    cta: CallToAction; // href "#contact"
  };
  projects: { badge: string; title: string; subtitle: Rich; allLink: string };
  clients: {
    badge: string;
    title: string;
    subtitle: Rich;
    logosTitle: string;
    testimonialsTitle: string;
    /** Labels of the three counters: 110+ projects, 32+ clients, 18+ years. */
    counters: { value: number; suffix: string; label: string; durationMs: number }[];
    cta: CallToAction; // href "#contact"
  };
  team: {
    badge: string;
    title: string;
    text: Rich;
    /** 2 project managers, 3 game designers, 7 developers, 3 designers. */
    tiles: { value: number; label: string; icon: IconName }[];
    strengths: { expertiseTitle: string; expertiseText: Rich; collaborationTitle: string; collaborationText: Rich };
  };
  contact: { badge: string; title: string; subtitle: Rich };
  /** Visible, useful text for visitors and search engines (replaces the original hidden block). */
  about: Prose;
}

export interface Testimonial {
  /** A neutral id, sent to the browser: what kind of client, never who (bank, broadcaster…; decision 072). */
  key: string;
  name: string;
  title: Localized;
  /** Described, not trademarked, in lower case: it follows the title ("Head of learning, a French banking group"). */
  company: Localized;
  quote: Localized;
  fullQuote?: Localized;
  /** What docs/product.md does not give: the studio confirms or replaces it before launch. */
  claims?: Claim[];
}

export interface ClientLogo {
  /** Described, not trademarked ("A European airline"). */
  name: Localized;
  /** Logo under assets/, "images/clients/01-airline.svg", at most 120×80; no words (decision 037). */
  logo: string;
  alt: Localized;
  claims?: Claim[];
}
