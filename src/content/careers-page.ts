import { brand } from "../brand";
import type { CareersPageCopy } from "./page-types";
import type { Claim } from "./claims";
import type { Localized } from "./types";

/** /careers (docs/product.md §2.12); delays and retention from §9.1. */
export const careersPage: Localized<CareersPageCopy> = {
  fr: {
    hero: {
      badge: "Carrières",
      title: "Créez avec nous des jeux",
      highlight: "qui ont du sens",
      intro: [
        "Chez Ludora, nous concevons des jeux marketing, des serious games, des parcours d'e-learning et des applications santé utilisés par des millions de personnes. Pour continuer à grandir, nous cherchons des talents curieux, exigeants et bienveillants.",
        "Notre équipe travaille **100% à distance** depuis toute l'Europe et se retrouve **une semaine par mois à Paris**. Vous choisissez où vous vivez ; nous vous offrons des projets variés et une équipe qui aime transmettre.",
      ],
    },
    positionsTitle: "Nos offres d'emploi",
    positionsIntro:
      "Développeurs, game designers, designers, chefs de projet : retrouvez ci-dessous nos postes à pourvoir, mis à jour en continu. Chaque offre précise les missions, le profil recherché et le déroulement des entretiens.",
    spontaneousTitle: "Candidature spontanée",
    spontaneous: [
      "Vous ne trouvez pas le poste qui vous correspond ? Nous lisons avec attention toutes les candidatures spontanées, car nos meilleurs recrutements ne sont pas toujours passés par une offre.",
      `Envoyez votre **CV au format PDF** à **${brand.careersEmail}**, accompagné de quelques lignes sur ce qui vous motive et, si vous en avez un, d'un lien vers votre portfolio ou vos projets personnels.`,
    ],
    spontaneousButton: "Envoyer ma candidature",
    tipsTitle: "Conseils pour votre candidature",
    tips: [
      {
        icon: "file-text",
        title: "Un CV clair et à jour",
        text: "Une à deux pages, au format PDF, qui mettent en avant vos expériences les plus récentes et les technologies ou outils que vous maîtrisez vraiment.",
      },
      {
        icon: "palette",
        title: "Montrez vos réalisations",
        text: "Portfolio, dépôt de code, jeu prototypé lors d'une game jam : un projet concret nous en dit souvent plus qu'une longue liste de compétences.",
      },
      {
        icon: "message",
        title: "Parlez-nous de vous",
        text: "Expliquez en quelques lignes pourquoi le jeu vous passionne et ce que vous aimeriez apporter à l'équipe. Pas besoin de formules toutes faites.",
      },
      {
        icon: "search",
        title: "Renseignez-vous sur nous",
        text: "Parcourez [nos réalisations](/nos-realisations) et dites-nous quel projet vous a marqué, ou ce que vous auriez fait autrement.",
      },
    ],
    noticesTitle: "Informations importantes",
    notices: [
      "Sans réponse de notre part dans un délai de **15 jours**, c'est qu'aucun poste correspondant à votre profil n'est disponible pour le moment.",
      `Nous conservons votre profil pendant **12 mois** afin de pouvoir vous recontacter si un poste vous correspond, sauf si vous vous y opposez : il suffit de nous écrire à ${brand.careersEmail}.`,
      "Merci d'envoyer votre CV **au format PDF** uniquement ; les autres formats ne peuvent pas être traités.",
      "Les données de votre candidature sont utilisées uniquement pour le recrutement, comme le précise notre [politique de confidentialité](/privacy-policy).",
    ],
    lifeTitle: "La vie au studio",
    life: [
      {
        icon: "globe",
        title: "Le télétravail pour de bon",
        text: "Vous travaillez d'où vous voulez en Europe, avec des horaires pensés pour s'accorder entre fuseaux voisins et des outils partagés qui gardent toute l'équipe connectée.",
      },
      {
        icon: "calendar",
        title: "Une semaine par mois à Paris",
        text: "Chaque mois, toute l'équipe se retrouve à Paris pour des ateliers de conception, des sessions de tests croisés et quelques parties endiablées après le travail.",
      },
      {
        icon: "graduation",
        title: "Apprendre en continu",
        text: "Veille partagée, game jams internes, temps consacré à l'IA générative ou à un nouveau moteur : ici, progresser fait partie du travail.",
      },
    ],
  },
  en: {
    hero: {
      badge: "Careers",
      title: "Help us make games",
      highlight: "that matter",
      intro: [
        "At Ludora we design marketing games, serious games, e-learning paths and health apps used by millions of people. To keep growing, we are looking for curious, rigorous and generous people.",
        "Our team works **100% remotely** from all over Europe and meets up **one week a month in Paris**. You choose where you live; we offer varied projects and a team that loves to share what it knows.",
      ],
    },
    positionsTitle: "Open positions",
    positionsIntro:
      "Developers, game designers, designers, project managers: our current openings are listed below and kept up to date. Each one describes the role, the profile we are after and how the interviews work.",
    spontaneousTitle: "Speculative applications",
    spontaneous: [
      "Can't find the role for you? We read every speculative application carefully: some of our best hires never went through a job ad.",
      `Send your **CV in PDF format** to **${brand.careersEmail}**, with a few lines about what drives you and, if you have one, a link to your portfolio or personal projects.`,
    ],
    spontaneousButton: "Send my application",
    tipsTitle: "Tips for your application",
    tips: [
      {
        icon: "file-text",
        title: "A clear, up-to-date CV",
        text: "One or two pages in PDF format, highlighting your most recent experience and the tools and technologies you genuinely know well.",
      },
      {
        icon: "palette",
        title: "Show your work",
        text: "A portfolio, a code repository, a game you built at a game jam: one concrete project often tells us more than a long list of skills.",
      },
      {
        icon: "message",
        title: "Tell us about yourself",
        text: "Explain in a few lines why games excite you and what you would like to bring to the team. No need for stock phrases.",
      },
      {
        icon: "search",
        title: "Get to know us",
        text: "Browse [our work](/nos-realisations) and tell us which project caught your eye, or what you would have done differently.",
      },
    ],
    noticesTitle: "Important information",
    notices: [
      "If you have not heard from us within **15 days**, it means no position matching your profile is available at the moment.",
      `We keep your profile for **12 months** so we can get back to you if a suitable role opens, unless you object: just write to ${brand.careersEmail}.`,
      "Please send your CV **in PDF format** only; we cannot process other formats.",
      "Your application data is used for recruitment only, as set out in our [privacy policy](/privacy-policy).",
    ],
    lifeTitle: "Life at the studio",
    life: [
      {
        icon: "globe",
        title: "Remote for good",
        text: "Work from wherever you like in Europe, with hours that suit neighbouring time zones and shared tools that keep the whole team connected.",
      },
      {
        icon: "calendar",
        title: "One week a month in Paris",
        text: "Every month the whole team gets together in Paris for design workshops, sessions where we playtest each other's work and a few fiercely contested games after hours.",
      },
      {
        icon: "graduation",
        title: "Always learning",
        text: "Knowledge-sharing sessions, in-house game jams, time set aside to explore generative AI or a new engine: here, growing your skills is part of the job.",
      },
    ],
  },
};

/** What the careers page states beyond docs/product.md. */
export const careersClaims: Claim[] = [
  {
    kind: "practice",
    quote: {
      fr: "game jams internes, temps consacré à l'IA générative",
      en: "in-house game jams, time set aside to explore generative AI",
    },
  },
  {
    kind: "practice",
    quote: {
      fr: "avec des horaires pensés pour s'accorder entre fuseaux voisins",
      en: "with hours that suit neighbouring time zones",
    },
  },
];
