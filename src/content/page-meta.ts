import type { Localized } from "../i18n/locale-list";

/** What a page is called and how search engines and link previews describe it, in each language. */
export interface PageMeta {
  title: string;
  description: string;
  /** Short name for breadcrumbs, the footer and the index of policies. */
  name: string;
}

/**
 * Every page's title, description and short name, by path (the route table, src/route-table.ts, takes each from
 * here). Titles are written without the brand, which the document appends; text with plain spaces, typeset where
 * the route table is built.
 */
export const pageMeta = {
  "/": {
    fr: {
      name: "Accueil",
      title: "Studio de gamification digitale, serious games et advergaming",
      description:
        "Studio de gamification depuis 2006 : jeux marketing, serious games, e-learning interactif, objets connectés et applications santé, de l'idée au lancement.",
    },
    en: {
      name: "Home",
      title: "Digital gamification studio, serious games and advergaming",
      description:
        "French gamification studio since 2006: marketing games, serious games, interactive e-learning, connected objects and health apps, from idea to launch.",
    },
  },
  "/notre-expertise": {
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
  "/gamification-digitale": {
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
  "/advergaming": {
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
        "Marketing games that get people playing with your brand: campaigns, in-store activations, online competitions and gaming platforms that engage and sell.",
    },
  },
  "/serious-games": {
    fr: {
      name: "Serious games",
      title: "Serious games · Former et sensibiliser par le jeu",
      description:
        "Des serious games sur mesure pour former, sensibiliser et faire changer les comportements : le joueur agit, se trompe, recommence et retient.",
    },
    en: {
      name: "Serious games",
      title: "Serious games · Train and raise awareness through play",
      description:
        "Custom serious games that train, raise awareness and change behaviour: players act, get it wrong, try again and remember.",
    },
  },
  "/elearning-interactif": {
    fr: {
      name: "E-learning interactif",
      title: "E-learning interactif · Des formations suivies jusqu'au bout",
      description:
        "Des modules e-learning scénarisés et compatibles SCORM : des formations que vos équipes suivent jusqu'au bout et dont elles retiennent l'essentiel.",
    },
    en: {
      name: "Interactive e-learning",
      title: "Interactive e-learning · Training people finish",
      description:
        "Interactive, story-driven, SCORM-compatible e-learning modules: training your people actually complete and remember.",
    },
  },
  "/nos-realisations": {
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
  "/jeux-marketing": {
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
  "/serious-games-realisations": {
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
  "/objets-connectes": {
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
  "/elearning-interactif-realisations": {
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
  "/sante": {
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
        "Prevention, training, monitoring, collaboration: health-promotion apps and therapeutic games designed together with healthcare professionals.",
    },
  },
  "/qui-sommes-nous": {
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
  "/contact": {
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
  "/careers": {
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
  "/legal-notice": {
    fr: {
      name: "Mentions légales",
      title: "Mentions légales",
      description:
        "Éditeur, hébergeur, propriété intellectuelle, données personnelles et cookies : les mentions légales du site du studio Ludora.",
    },
    en: {
      name: "Legal notice",
      title: "Legal notice",
      description:
        "Publisher, host, intellectual property, personal data and cookies: the legal notice of the Ludora studio website.",
    },
  },
  "/privacy-policy": {
    fr: {
      name: "Politique de confidentialité",
      title: "Politique de confidentialité du site",
      description:
        "Données collectées, finalités, cookies, partenaires, conservation, droits et contact : la politique de confidentialité du site du studio.",
    },
    en: {
      name: "Privacy policy",
      title: "Website privacy policy",
      description:
        "Data collected, purposes, cookies, partners, retention, your rights and contact: the privacy policy of the studio's website.",
    },
  },
  "/project-privacy": {
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
  "/privacy/": {
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
  "/privacy-policy-promotion-sante/": {
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
  "/privacy-policy-promotion-sante-care-island/": {
    fr: {
      name: "Care Island",
      title: "Politique de confidentialité du jeu Care Island",
      description:
        "Care Island, le jeu thérapeutique pour adolescents : ce qu'il fait de tes données, pourquoi tes réponses restent sur ton téléphone, et tes droits.",
    },
    en: {
      name: "Care Island",
      title: "Care Island game privacy policy",
      description:
        "Care Island, the therapeutic game for teenagers: what it does with your data, why your answers stay on your phone, and your rights.",
    },
  },
  "/privacy-policy-climbing-blocks/": {
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
  "/privacy-thorn-busters-9-mondes/": {
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
  "/privacy-titan-survivor/": {
    fr: {
      name: "Titan Survivor",
      title: "Politique de confidentialité de Titan Survivor",
      description:
        "La politique de confidentialité du jeu Titan Survivor : données traitées, usage, conservation, moins de 16 ans et vos droits.",
    },
    en: {
      name: "Titan Survivor",
      title: "Titan Survivor privacy policy",
      description:
        "Titan Survivor privacy policy, updated 2 July 2025: the data processed, its use, retention, children under 16 and your rights.",
    },
  },
} as const satisfies Record<string, Localized<PageMeta>>;
