import type { WebPage } from "schema-dts";
import type { MessageKey } from "./i18n/fr";
import type { Localized } from "./i18n/locale-list";
import { typesetLocalized } from "./i18n/typography";

/** The page templates: one React component each in src/pages/. */
export type PageTemplate =
  | "home"
  | "contact"
  | "careers"
  | "expertise"
  | "service"
  | "portfolio"
  | "achievement"
  | "about"
  | "policy"
  | "policy-index";

/**
 * What each kind of page is to a crawler: the schema.org type of the page in its JSON-LD (decision 051).
 * A new template chooses here; its page adds what the page is about (src/pages/structured-data.ts).
 */
export const schemaTypeOf = {
  home: "WebPage",
  contact: "ContactPage",
  careers: "WebPage",
  expertise: "CollectionPage",
  service: "WebPage",
  portfolio: "CollectionPage",
  achievement: "CollectionPage",
  about: "AboutPage",
  policy: "WebPage",
  "policy-index": "CollectionPage",
} as const satisfies Record<PageTemplate, WebPage["@type"]>;

export interface PageMeta {
  title: string;
  description: string;
  /** Short name for breadcrumbs. */
  name: string;
}

export interface SitemapEntry {
  priority: number;
  changefreq: "weekly" | "monthly" | "yearly";
  lastmod: string;
}

/** The footer's columns of site pages, in the order they show (src/components/footer.tsx). */
export const footerColumns = ["expertise", "realisations", "contact", "company", "legal"] as const;
export type FooterColumn = (typeof footerColumns)[number];

/** Where a page is linked from the footer. */
export interface FooterPlace {
  column: FooterColumn;
  /** The catalogue key of its link text, when the footer names the page otherwise than its `meta.name`. */
  label?: MessageKey;
}

interface RouteFields {
  /** The canonical path; policy URLs keep their trailing slash (docs/product.md §2.2, decision 004). */
  path: string;
  /**
   * Its footer column, in route-table order; null for a page linked from elsewhere (the home page is the
   * logo, app policies are listed on /project-privacy). Required, so a new page is placed deliberately.
   */
  footer: FooterPlace | null;
  meta: Localized<PageMeta>;
  /** The page above this one in the breadcrumb trail (home is always first). */
  parent?: string;
  sitemap: SitemapEntry;
}

/** Three projects whose covers illustrate a page's hero, by slug, in the order they fan out. */
export type HeroArt = readonly [string, string, string];

/** The templates whose hero shows project covers: a page of these names its three. */
type TemplateWithArt = "service" | "expertise" | "portfolio" | "about" | "careers";

export type PageRoute = RouteFields &
  (
    | { template: TemplateWithArt; heroArt: HeroArt }
    /** Without art of its own, an achievement page shows its first three projects. */
    | { template: "achievement"; heroArt?: HeroArt }
    | { template: Exclude<PageTemplate, TemplateWithArt | "achievement">; heroArt?: undefined }
  );

const weekly = (priority: number, lastmod = "2025-01-11"): SitemapEntry => ({
  priority,
  changefreq: "weekly",
  lastmod,
});
const monthly = (priority: number, lastmod = "2025-01-09"): SitemapEntry => ({
  priority,
  changefreq: "monthly",
  lastmod,
});
const yearly = (priority: number, lastmod = "2025-01-09"): SitemapEntry => ({
  priority,
  changefreq: "yearly",
  lastmod,
});

/**
 * The single route table (docs/product.md §2.2): the router, the sitemap, titles, descriptions, breadcrumbs, hreflang, the footer,
 * hero art, policy headings and the cards of /project-privacy all derive from it (decision 052). Project
 * pages (/project/{slug}) derive from the project list. Titles are written without the brand: the document
 * appends it.
 */
const routes: PageRoute[] = [
  {
    path: "/",
    template: "home",
    footer: null,
    sitemap: weekly(1.0),
    meta: {
      fr: {
        name: "Accueil",
        title: "Studio de gamification digitale, serious games et advergaming",
        description:
          "Studio français de gamification depuis 2006 : jeux marketing, serious games, e-learning interactif, objets connectés et applications santé, de l'idée au lancement.",
      },
      en: {
        name: "Home",
        title: "Digital gamification studio, serious games and advergaming",
        description:
          "French gamification studio since 2006: marketing games, serious games, interactive e-learning, connected objects and health apps, from idea to launch.",
      },
    },
  },
  {
    path: "/notre-expertise",
    template: "expertise",
    footer: { column: "expertise" },
    heroArt: ["captain-cloud", "care-island", "medelia"],
    sitemap: monthly(0.9),
    meta: {
      fr: {
        name: "Notre expertise",
        title: "Notre expertise · Gamification, serious games, e-learning",
        description:
          "Quatre offres et huit expertises pour concevoir, développer et lancer des expériences ludiques qui mobilisent vos publics et servent vos objectifs.",
      },
      en: {
        name: "Our expertise",
        title: "Our expertise · Gamification, serious games, e-learning",
        description:
          "Four offerings and eight areas of expertise to design, build and launch playful experiences that engage your audiences and serve your goals.",
      },
    },
  },
  {
    path: "/gamification-digitale",
    template: "service",
    footer: { column: "expertise" },
    heroArt: ["wecare", "electricity", "activ-5"],
    parent: "/notre-expertise",
    sitemap: monthly(0.8),
    meta: {
      fr: {
        name: "Gamification digitale",
        title: "Gamification digitale · Captivez vos publics",
        description:
          "Mécaniques de jeu, progression et récompenses au service de vos plateformes, programmes de fidélité et parcours utilisateurs : la gamification sur mesure.",
      },
      en: {
        name: "Digital gamification",
        title: "Digital gamification · Engage your audiences",
        description:
          "Game mechanics, progression and rewards for your platforms, loyalty programmes and user journeys: custom gamification that drives engagement.",
      },
    },
  },
  {
    path: "/advergaming",
    template: "service",
    footer: { column: "expertise" },
    heroArt: ["captain-cloud", "le-cube", "zupergamer"],
    parent: "/notre-expertise",
    sitemap: monthly(0.8),
    meta: {
      fr: {
        name: "Advergaming",
        title: "Advergaming · Jeux marketing pour les marques",
        description:
          "Des jeux marketing qui font vivre votre marque : campagnes, animations en magasin, jeux-concours et plateformes de jeu qui captivent et font vendre.",
      },
      en: {
        name: "Advergaming",
        title: "Advergaming · Marketing games for brands",
        description:
          "Marketing games that get people playing with your brand: campaigns, in-store activations, online competitions and gaming platforms that engage audiences and convert.",
      },
    },
  },
  {
    path: "/serious-games",
    template: "service",
    footer: { column: "expertise" },
    heroArt: ["le-roi-et-la-salamandre", "risk-pursuit", "medelia"],
    parent: "/notre-expertise",
    sitemap: monthly(0.8),
    meta: {
      fr: {
        name: "Serious games",
        title: "Serious games · Former et sensibiliser par le jeu",
        description:
          "Des serious games sur mesure pour former, sensibiliser et faire changer les comportements, avec une amélioration de 90 % de la rétention de l'information.",
      },
      en: {
        name: "Serious games",
        title: "Serious games · Train and raise awareness through play",
        description:
          "Custom serious games that train, raise awareness and change behaviour, with a 90% improvement in information retention.",
      },
    },
  },
  {
    path: "/elearning-interactif",
    template: "service",
    footer: { column: "expertise" },
    heroArt: ["les-defis-du-pr-mushi", "simply-land", "leos-journey-in-africa"],
    parent: "/notre-expertise",
    sitemap: monthly(0.8),
    meta: {
      fr: {
        name: "E-learning interactif",
        title: "E-learning interactif · Formations engageantes",
        description:
          "Modules e-learning interactifs, scénarisés et compatibles SCORM : des formations que vos collaborateurs suivent jusqu'au bout et dont ils retiennent l'essentiel.",
      },
      en: {
        name: "Interactive e-learning",
        title: "Interactive e-learning · Training people finish",
        description:
          "Interactive, story-driven, SCORM-compatible e-learning modules: training your people actually complete and remember.",
      },
    },
  },
  {
    path: "/nos-realisations",
    template: "portfolio",
    footer: { column: "realisations" },
    heroArt: ["zupergamer", "wecare", "leos-journey-in-africa"],
    sitemap: monthly(0.9),
    meta: {
      fr: {
        name: "Nos réalisations",
        title: "Nos réalisations · Portfolio de jeux et d'applications",
        description:
          "Jeux marketing, serious games, applications santé et objets connectés : découvrez les projets conçus par le studio et leurs résultats.",
      },
      en: {
        name: "Our work",
        title: "Our work · Portfolio of games and apps",
        description:
          "Marketing games, serious games, health apps and connected objects: explore the projects the studio has built and the results they delivered.",
      },
    },
  },
  {
    path: "/jeux-marketing",
    template: "achievement",
    footer: { column: "realisations" },
    parent: "/nos-realisations",
    sitemap: monthly(0.7),
    meta: {
      fr: {
        name: "Jeux marketing",
        title: "Jeux marketing · Nos réalisations en advergaming",
        description:
          "Jeux en vol, animations en centre commercial, plateformes de jeu de marque : nos jeux marketing et leurs résultats d'engagement et de conversion.",
      },
      en: {
        name: "Marketing games",
        title: "Marketing games · Our advergaming work",
        description:
          "In-flight games, shopping-centre activations, branded gaming platforms: our marketing games and the engagement and conversion they delivered.",
      },
    },
  },
  {
    path: "/serious-games-realisations",
    template: "achievement",
    footer: { column: "realisations" },
    parent: "/nos-realisations",
    sitemap: monthly(0.7),
    meta: {
      fr: {
        name: "Serious games",
        title: "Serious games · Nos réalisations",
        description:
          "Santé, éducation, entreprise, secteur public : les serious games du studio, leurs publics et leur impact sur l'apprentissage.",
      },
      en: {
        name: "Serious games",
        title: "Serious games · Our work",
        description:
          "Health, education, corporate, public sector: the studio's serious games, who they serve and their impact on learning.",
      },
    },
  },
  {
    path: "/objets-connectes",
    template: "achievement",
    footer: { column: "realisations" },
    parent: "/nos-realisations",
    sitemap: monthly(0.7),
    meta: {
      fr: {
        name: "Objets connectés",
        title: "Objets connectés · Jeux et capteurs",
        description:
          "Brosse à dents, stylo injecteur, capteur de pression, planche d'équilibre : des jeux qui dialoguent avec des objets connectés pour motiver et mesurer.",
      },
      en: {
        name: "Connected objects",
        title: "Connected objects · Games and sensors",
        description:
          "Toothbrush, injection pen, pressure sensor, balance board: games that talk to connected objects to motivate people and measure progress.",
      },
    },
  },
  {
    path: "/elearning-interactif-realisations",
    template: "achievement",
    footer: { column: "realisations" },
    parent: "/nos-realisations",
    sitemap: monthly(0.6),
    meta: {
      fr: {
        name: "E-learning",
        title: "E-learning interactif · Nos réalisations",
        description:
          "Mondes virtuels éducatifs, centaines de mini-jeux, quiz de formation SCORM : nos réalisations en e-learning interactif et leurs résultats.",
      },
      en: {
        name: "E-learning",
        title: "Interactive e-learning · Our work",
        description:
          "Educational virtual worlds, hundreds of mini-games, SCORM training quizzes: our interactive e-learning work and its results.",
      },
    },
  },
  {
    path: "/sante",
    template: "achievement",
    footer: { column: "realisations" },
    parent: "/nos-realisations",
    sitemap: monthly(0.7),
    meta: {
      fr: {
        name: "Santé",
        title: "Santé · Applications et jeux thérapeutiques",
        description:
          "Prévention, formation, suivi, collaboration : applications de promotion de la santé et jeux thérapeutiques conçus avec les soignants.",
      },
      en: {
        name: "Health",
        title: "Health · Apps and therapeutic games",
        description:
          "Prevention, training, monitoring, collaboration: health-promotion apps and therapeutic games designed together with care professionals.",
      },
    },
  },
  {
    path: "/qui-sommes-nous",
    template: "about",
    footer: { column: "company", label: "footer.about" },
    heroArt: ["care-island", "electricity", "hugues-et-gartempe"],
    sitemap: monthly(0.7),
    meta: {
      fr: {
        name: "Qui sommes-nous",
        title: "Qui sommes-nous · Un studio de gamification depuis 2006",
        description:
          "15 experts répartis en Europe, plus de 18 ans d'expérience et plus de 100 millions de téléchargements : l'histoire, les valeurs et la méthode du studio.",
      },
      en: {
        name: "About us",
        title: "About us · A gamification studio since 2006",
        description:
          "15 experts across Europe, over 18 years of experience and more than 100 million downloads: the studio's story, values and way of working.",
      },
    },
  },
  {
    path: "/contact",
    template: "contact",
    footer: { column: "contact", label: "footer.contactForm" },
    sitemap: monthly(0.8),
    meta: {
      fr: {
        name: "Contact",
        title: "Contact · Parlons de votre projet",
        description:
          "Écrivez-nous : réponse sous 24 heures. Téléphone du lundi au vendredi, 9h-18h. Nous vous rencontrons à Paris et à Bordeaux.",
      },
      en: {
        name: "Contact",
        title: "Contact · Let's talk about your project",
        description:
          "Write to us: we reply within 24 hours. Phone Monday to Friday, 9am–6pm. We meet clients in Paris and Bordeaux.",
      },
    },
  },
  {
    path: "/careers",
    template: "careers",
    footer: { column: "contact" },
    heroArt: ["le-cube", "simply-land", "magik"],
    sitemap: monthly(0.6),
    meta: {
      fr: {
        name: "Carrières",
        title: "Carrières · Rejoignez le studio",
        description:
          "Offres d'emploi, candidature spontanée et conseils : rejoignez une équipe de 15 passionnés de jeu, de design et de technologie.",
      },
      en: {
        name: "Careers",
        title: "Careers · Join the studio",
        description:
          "Job openings, speculative applications and tips: join a team of 15 people passionate about games, design and technology.",
      },
    },
  },
  {
    path: "/legal-notice",
    template: "policy",
    footer: { column: "legal" },
    sitemap: yearly(0.3),
    meta: {
      fr: {
        name: "Mentions légales",
        title: "Mentions légales",
        description:
          "Éditeur, hébergeur, propriété intellectuelle, données personnelles et cookies : les mentions légales du site du studio Ludora.",
      },
      en: {
        name: "Legal notice",
        title: "Legal notice (in French)",
        description:
          "Publisher, host, intellectual property, personal data and cookies: the legal notice of the Ludora studio website, written in French.",
      },
    },
  },
  {
    path: "/privacy-policy",
    template: "policy",
    footer: { column: "legal" },
    sitemap: yearly(0.4, "2025-07-01"),
    meta: {
      fr: {
        name: "Politique de confidentialité",
        title: "Politique de confidentialité du site",
        description:
          "Données collectées, finalités, cookies, partenaires, conservation, droits et contact : la politique de confidentialité du site, mise à jour en juillet 2025.",
      },
      en: {
        name: "Privacy policy",
        title: "Website privacy policy (in French)",
        description:
          "Data collected, purposes, cookies, partners, retention, your rights and contact: the website privacy policy, updated July 2025, written in French.",
      },
    },
  },
  {
    path: "/project-privacy",
    template: "policy-index",
    footer: { column: "legal" },
    sitemap: yearly(0.4),
    meta: {
      fr: {
        name: "Confidentialité des applications",
        title: "Politiques de confidentialité des applications et jeux",
        description:
          "Retrouvez la politique de confidentialité de chaque jeu et application du studio : politique générale, jeux vidéo et applications santé.",
      },
      en: {
        name: "App privacy policies",
        title: "Privacy policies of our apps and games (in French)",
        description:
          "The privacy policy of each of the studio's games and apps, listed in French: the general policy, video games and health apps.",
      },
    },
  },
  {
    path: "/privacy/",
    template: "policy",
    footer: null,
    parent: "/project-privacy",
    sitemap: yearly(0.3, "2025-04-01"),
    meta: {
      fr: {
        name: "Politique générale",
        title: "Politique générale de confidentialité des applications",
        description:
          "Ce qui s'applique à toutes les applications et à tous les jeux du studio : données minimales, publicité, mesure d'audience, mineurs et vos droits.",
      },
      en: {
        name: "General policy",
        title: "General privacy policy for our apps",
        description:
          "What applies to all of the studio's apps and games: minimal data, advertising, analytics, children and your rights.",
      },
    },
  },
  {
    path: "/privacy-policy-promotion-sante/",
    template: "policy",
    footer: null,
    parent: "/project-privacy",
    sitemap: yearly(0.3, "2025-04-01"),
    meta: {
      fr: {
        name: "WeCare",
        title: "Politique de confidentialité de l'application WeCare",
        description:
          "Comment l'application de promotion de la santé WeCare traite vos données : minimisation, hébergement en France, conservation et droits.",
      },
      en: {
        name: "WeCare",
        title: "WeCare app privacy policy",
        description:
          "How the WeCare health-promotion app handles your data: minimisation, hosting in France, retention and your rights.",
      },
    },
  },
  {
    path: "/privacy-policy-promotion-sante-care-island/",
    template: "policy",
    footer: null,
    parent: "/project-privacy",
    sitemap: yearly(0.3, "2025-04-01"),
    meta: {
      fr: {
        name: "Care Island",
        title: "Politique de confidentialité du jeu Care Island",
        description:
          "Care Island, le jeu thérapeutique pour adolescents : ce qu'il fait de tes données, pourquoi tes réponses restent sur ton téléphone et quels sont tes droits.",
      },
      en: {
        name: "Care Island",
        title: "Care Island game privacy policy",
        description:
          "Care Island, the therapeutic game for teenagers: what it does with your data, why your answers stay on your phone, and your rights.",
      },
    },
  },
  {
    path: "/privacy-policy-climbing-blocks/",
    template: "policy",
    footer: null,
    parent: "/project-privacy",
    sitemap: yearly(0.3, "2025-03-01"),
    meta: {
      fr: {
        name: "Climbing Block",
        title: "Politique de confidentialité de Climbing Block",
        description:
          "Données et publicité dans le jeu gratuit Climbing Block : identifiants publicitaires, partenaires, enfants de moins de 13 ans et vos droits.",
      },
      en: {
        name: "Climbing Block",
        title: "Climbing Block privacy policy",
        description:
          "Data and advertising in the free game Climbing Block: advertising identifiers, partners, children under 13 and your rights.",
      },
    },
  },
  {
    path: "/privacy-thorn-busters-9-mondes/",
    template: "policy",
    footer: null,
    parent: "/project-privacy",
    sitemap: yearly(0.3, "2025-03-01"),
    meta: {
      fr: {
        name: "9 mondes",
        title: "Politique de confidentialité de 9 mondes",
        description:
          "Les données traitées par le jeu « Thorn Busters : 9 mondes », leur usage, leur conservation, la protection des moins de 16 ans et vos droits.",
      },
      en: {
        name: "9 mondes",
        title: "9 mondes privacy policy",
        description:
          "The data processed by the game 'Thorn Busters: 9 mondes', how it is used and kept, protection of children under 16 and your rights.",
      },
    },
  },
  {
    path: "/privacy-titan-survivor/",
    template: "policy",
    footer: null,
    parent: "/project-privacy",
    sitemap: yearly(0.3, "2025-07-02"),
    meta: {
      fr: {
        name: "Titan Survivor",
        title: "Politique de confidentialité de Titan Survivor",
        description:
          "Politique du jeu Titan Survivor, mise à jour le 2 juillet 2025 : données traitées, usage, conservation, moins de 16 ans et vos droits.",
      },
      en: {
        name: "Titan Survivor",
        title: "Titan Survivor privacy policy",
        description:
          "Titan Survivor privacy policy, updated 2 July 2025: the data processed, its use, retention, children under 16 and your rights.",
      },
    },
  },
];

/** The route table, its French titles and descriptions typeset (src/i18n/typography.ts). */
export const pageRoutes: PageRoute[] = typesetLocalized(routes);

/** The path the 404 page renders (and is memoised) under, whatever the unknown path was. */
export const NOT_FOUND_PATH = "/404";

const byPath = new Map(pageRoutes.map((route) => [route.path, route]));

export function findPageRoute(path: string): PageRoute | undefined {
  return byPath.get(path);
}
