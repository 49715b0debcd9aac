import { same } from "./claims";
import type { ClientLogo, Testimonial } from "./page-types";

/**
 * The six testimonials of the home carousel (docs/product.md §3.4, in order). Clients are described, never named,
 * and the keys the page sends to the browser name no one either (decision 072): the product document's keys
 * were client names. People are fictional first names with an initial.
 */
export const testimonials: Testimonial[] = [
  {
    key: "bank",
    name: "Claire M.",
    claims: [
      { kind: "person", quote: same("Claire M."), note: "A real person who agrees to be named, and their job title." },
      {
        kind: "quote",
        quote: {
          fr: "Former plus de 100\u00a0000 collaborateurs aux risques bancaires",
          en: "Our challenge was to train more than 100,000 staff on banking risk",
        },
        note: "The client's own words, approved by them.",
      },
    ],
    title: { fr: "Responsable formation", en: "Head of learning and development" },
    company: { fr: "un groupe bancaire français", en: "a French banking group" },
    quote: {
      fr: "Former plus de 100\u00a0000 collaborateurs aux risques bancaires sans les lasser, c'était notre défi. Le quiz imaginé par Ludora s'intègre à notre plateforme grâce au standard SCORM, et nos équipes en redemandent à chaque nouvelle version.",
      en: "Our challenge was to train more than 100,000 staff on banking risk without boring them. The quiz Ludora designed plugs straight into our learning platform through SCORM, and our teams ask for more with every new version.",
    },
  },
  {
    key: "broadcaster",
    name: "Julien R.",
    claims: [
      { kind: "person", quote: same("Julien R."), note: "A real person who agrees to be named, and their job title." },
      {
        kind: "quote",
        quote: {
          fr: "Ludora a su prolonger l'univers de notre programme jeunesse",
          en: "Ludora extended the world of our children's programme",
        },
        note: "The client's own words, approved by them.",
      },
    ],
    title: { fr: "Chef de projet numérique", en: "Digital project manager" },
    company: { fr: "un groupe audiovisuel", en: "a broadcasting group" },
    quote: {
      fr: "Ludora a su prolonger l'univers de notre programme jeunesse dans un jeu à la fois exigeant et joyeux. Les délais de diffusion étaient serrés, et le studio les a tenus sans rien sacrifier à la qualité.",
      en: "Ludora extended the world of our children's programme into a game that is both demanding and joyful. Our broadcast deadlines were tight, and the studio met them without cutting corners on quality.",
    },
  },
  {
    key: "publisher",
    name: "Sophie L.",
    claims: [
      { kind: "person", quote: same("Sophie L."), note: "A real person who agrees to be named, and their job title." },
      {
        kind: "quote",
        quote: {
          fr: "Transformer nos contenus pédagogiques en centaines de mini-jeux",
          en: "Turning our learning content into hundreds of mini-games",
        },
        note: "The client's own words, approved by them.",
      },
    ],
    title: { fr: "Directrice éditoriale jeunesse", en: "Children's publishing director" },
    company: { fr: "un groupe d'édition", en: "a publishing group" },
    quote: {
      fr: "Transformer nos contenus pédagogiques en centaines de mini-jeux sans trahir les programmes scolaires demandait une vraie rigueur. Les game designers de Ludora ont travaillé main dans la main avec nos auteurs, et les enfants adorent.",
      en: "Turning our learning content into hundreds of mini-games without drifting from the school curriculum took real discipline. Ludora's game designers worked hand in hand with our authors, and children love the result.",
    },
  },
  {
    key: "cultural-institute",
    name: "Karim B.",
    claims: [
      { kind: "person", quote: same("Karim B."), note: "A real person who agrees to be named, and their job title." },
      {
        kind: "quote",
        quote: { fr: "Le jeu conçu pour notre exposition", en: "The game created for our exhibition" },
        note: "The client's own words, approved by them.",
      },
    ],
    title: { fr: "Responsable des publics et de la médiation", en: "Head of visitor engagement" },
    company: { fr: "un institut culturel", en: "a cultural institute" },
    quote: {
      fr: "Le jeu conçu pour notre exposition a donné aux familles une nouvelle manière de découvrir les collections. Ludora a compris nos exigences scientifiques et les a traduites en énigmes que petits et grands résolvent ensemble.",
      en: "The game created for our exhibition gave families a new way to explore the collections. Ludora grasped our scholarly standards and turned them into puzzles that children and adults solve together.",
    },
  },
  {
    key: "services",
    name: "Nathalie D.",
    claims: [
      {
        kind: "person",
        quote: same("Nathalie D."),
        note: "A real person who agrees to be named, and their job title.",
      },
      {
        kind: "quote",
        quote: {
          fr: "Notre jeu-concours a généré plus de contacts qualifiés en un mois que nos campagnes classiques en un trimestre.",
          en: "Our online competition brought in more qualified leads in one month than our usual campaigns did in a quarter.",
        },
        note: "The client's own words, approved by them.",
      },
    ],
    title: { fr: "Directrice marketing", en: "Marketing director" },
    company: { fr: "une entreprise de services", en: "a services company" },
    quote: {
      fr: "Notre jeu-concours a généré plus de contacts qualifiés en un mois que nos campagnes classiques en un trimestre. L'équipe de Ludora a été force de proposition du concept jusqu'au bilan chiffré.",
      en: "Our online competition brought in more qualified leads in one month than our usual campaigns did in a quarter. The Ludora team was full of ideas, from the first concept to the final results report.",
    },
  },
  {
    key: "health",
    name: "Élise V.",
    claims: [
      { kind: "person", quote: same("Élise V."), note: "A real person who agrees to be named, and their job title." },
      {
        kind: "quote",
        quote: {
          fr: "Une application de prévention que les jeunes ouvrent vraiment",
          en: "A prevention app that young people actually open",
        },
        note: "The client's own words, approved by them.",
      },
    ],
    title: { fr: "Chargée de projets en promotion de la santé", en: "Health promotion project lead" },
    company: { fr: "un organisme de promotion de la santé", en: "a health promotion body" },
    quote: {
      fr: "Une application de prévention que les jeunes ouvrent vraiment, et avec plaisir : Ludora a relevé un pari que nous pensions impossible.",
      en: "A prevention app that young people actually open, and enjoy: Ludora pulled off something we thought was impossible.",
    },
    fullQuote: {
      fr: "Une application de prévention que les jeunes ouvrent vraiment, et avec plaisir : Ludora a relevé un pari que nous pensions impossible. Dès les premiers ateliers, l'équipe a pris le temps d'écouter nos professionnels de santé et les adolescents eux-mêmes. Chaque mécanique de jeu a été testée, ajustée, puis validée avec nos experts avant d'être publiée. Le studio a aussi été irréprochable sur la protection des données, un point essentiel pour un public aussi jeune. Aujourd'hui, l'application est devenue un outil que nos équipes utilisent au quotidien sur le terrain.",
      en: "A prevention app that young people actually open, and enjoy: Ludora pulled off something we thought was impossible. From the very first workshops, the team took the time to listen to our health professionals and to the teenagers themselves. Every game mechanic was tested, refined and then approved by our experts before release. The studio was also exemplary on data protection, which matters enormously with such a young audience. Today the app has become a tool our teams rely on every day in the field.",
    },
  },
];

/** The 18 logos of the clients grid (docs/product.md §3.4, in order): illustrative emblems, no trademarks. */
export const clientLogos: ClientLogo[] = [
  {
    name: { fr: "Une compagnie aérienne européenne", en: "A European airline" },
    logo: "images/clients/01-airline.svg",
    alt: {
      fr: "Logo illustratif : compagnie aérienne européenne",
      en: "Illustrative logo: European airline",
    },
  },
  {
    name: { fr: "Une chaîne de télévision payante", en: "A pay-TV channel" },
    logo: "images/clients/02-pay-tv.svg",
    alt: {
      fr: "Logo illustratif : chaîne de télévision payante",
      en: "Illustrative logo: pay-TV channel",
    },
  },
  {
    name: { fr: "Un gestionnaire de monuments nationaux", en: "A national monuments body" },
    logo: "images/clients/03-monuments.svg",
    alt: {
      fr: "Logo illustratif : gestionnaire de monuments nationaux",
      en: "Illustrative logo: national monuments body",
    },
  },
  {
    name: { fr: "Un organisme public de recherche", en: "A public research agency" },
    logo: "images/clients/04-research.svg",
    alt: {
      fr: "Logo illustratif : organisme public de recherche",
      en: "Illustrative logo: public research agency",
    },
  },
  {
    name: { fr: "Un fournisseur d'électricité", en: "An electricity utility" },
    logo: "images/clients/05-utility.svg",
    alt: {
      fr: "Logo illustratif : fournisseur d'électricité",
      en: "Illustrative logo: electricity utility",
    },
  },
  {
    name: { fr: "Un groupe de production audiovisuelle", en: "A TV production group" },
    logo: "images/clients/06-tv-production.svg",
    alt: {
      fr: "Logo illustratif : groupe de production audiovisuelle",
      en: "Illustrative logo: TV production group",
    },
  },
  {
    name: { fr: "Un studio de cinéma", en: "A film studio" },
    logo: "images/clients/07-film-studio.svg",
    alt: {
      fr: "Logo illustratif : studio de cinéma",
      en: "Illustrative logo: film studio",
    },
  },
  {
    name: { fr: "Un quotidien national", en: "A national newspaper" },
    logo: "images/clients/08-newspaper.svg",
    alt: {
      fr: "Logo illustratif : quotidien national",
      en: "Illustrative logo: national newspaper",
    },
  },
  {
    name: { fr: "Une chaîne de télévision publique", en: "A public TV channel" },
    logo: "images/clients/09-public-tv.svg",
    alt: {
      fr: "Logo illustratif : chaîne de télévision publique",
      en: "Illustrative logo: public TV channel",
    },
  },
  {
    name: { fr: "Un groupe d'assurance", en: "An insurance group" },
    logo: "images/clients/10-insurer.svg",
    alt: {
      fr: "Logo illustratif : groupe d'assurance",
      en: "Illustrative logo: insurance group",
    },
  },
  {
    name: { fr: "Un groupe bancaire français", en: "A French banking group" },
    logo: "images/clients/11-bank.svg",
    alt: {
      fr: "Logo illustratif : groupe bancaire français",
      en: "Illustrative logo: French banking group",
    },
  },
  {
    name: { fr: "Un éditeur scolaire", en: "An educational publisher" },
    logo: "images/clients/12-publisher.svg",
    alt: {
      fr: "Logo illustratif : éditeur scolaire",
      en: "Illustrative logo: educational publisher",
    },
  },
  {
    name: { fr: "Un institut culturel", en: "A cultural institute" },
    logo: "images/clients/13-cultural-institute.svg",
    alt: {
      fr: "Logo illustratif : institut culturel",
      en: "Illustrative logo: cultural institute",
    },
  },
  {
    name: { fr: "Un opérateur de télécommunications", en: "A telecom operator" },
    logo: "images/clients/14-telecom.svg",
    alt: {
      fr: "Logo illustratif : opérateur de télécommunications",
      en: "Illustrative logo: telecom operator",
    },
  },
  {
    name: { fr: "Un éditeur de logiciels", en: "A software company" },
    logo: "images/clients/15-software.svg",
    alt: {
      fr: "Logo illustratif : éditeur de logiciels",
      en: "Illustrative logo: software company",
    },
  },
  {
    name: { fr: "Un fabricant d'électronique", en: "An electronics maker" },
    logo: "images/clients/16-electronics.svg",
    alt: {
      fr: "Logo illustratif : fabricant d'électronique",
      en: "Illustrative logo: electronics maker",
    },
  },
  {
    name: { fr: "Une compagnie ferroviaire", en: "A railway company" },
    logo: "images/clients/17-railway.svg",
    alt: {
      fr: "Logo illustratif : compagnie ferroviaire",
      en: "Illustrative logo: railway company",
    },
  },
  {
    name: { fr: "Un studio de cinéma d'animation", en: "An animation film studio" },
    claims: [
      {
        kind: "client",
        quote: { fr: "Un studio de cinéma d'animation", en: "An animation film studio" },
        note: "The product document says only 'a second film studio'.",
      },
    ],
    logo: "images/clients/18-film-studio-2.svg",
    alt: {
      fr: "Logo illustratif : studio de cinéma d'animation",
      en: "Illustrative logo: animation film studio",
    },
  },
];
