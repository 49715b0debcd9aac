import { brand, telUrl } from "../brand";
import type { ContactPageCopy } from "./page-types";
import type { Claim } from "./claims";
import type { Localized } from "./types";

/** /contact (docs/product.md §2.11); reply delay and phone hours from §9.1. */
export const contactPage: Localized<ContactPageCopy> = {
  fr: {
    hero: {
      badge: "Contact",
      title: "Construisons",
      highlight: "votre projet",
      titleEnd: "ensemble",
      intro: [
        "Un jeu marketing pour faire parler de votre marque, un serious game pour former vos équipes, un module d'e-learning enfin captivant, une application santé ou un objet connecté à rendre ludique : quel que soit votre besoin, nous serons ravis d'en discuter.",
        "Inutile d'avoir un cahier des charges complet. Quelques lignes sur votre contexte, vos publics et vos objectifs suffisent pour démarrer. Nous vous répondrons avec des questions précises, de premières idées et, si vous le souhaitez, une proposition d'atelier de cadrage.",
        `Vous préférez en parler de vive voix ? Appelez-nous au [${brand.phoneDisplay}](${telUrl(brand.phone)}) ou écrivez à [${brand.email}](mailto:${brand.email}). Nous pouvons aussi organiser une visioconférence, ou une rencontre à Paris ou à Bordeaux, selon ce qui vous arrange.`,
      ],
    },
    formTitle: "Écrivez-nous",
    formIntro:
      "Remplissez le formulaire ci-dessous. Plus vous nous en dites sur votre projet (publics visés, échéance, budget envisagé), plus notre première réponse sera utile.",
    detailsTitle: "Nos coordonnées",
    replyPromise: "Nous répondons à chaque e-mail sous 24 heures.",
    phoneHours: "Du lundi au vendredi, 9h-18h",
    locationsTitle: "Où nous rencontrer",
    locations: [
      {
        city: "Paris",
        text: "Notre siège social, et la ville où toute l'équipe se retrouve une semaine par mois pour ses ateliers. Nous y rencontrons nos clients sur rendez-vous.",
      },
      {
        city: "Bordeaux",
        text: "Notre point de rencontre dans le Sud-Ouest, pour les ateliers et les présentations avec nos clients de la région.",
      },
    ],
    whyTitle: "Pourquoi choisir Ludora ?",
    why: [
      {
        icon: "award",
        title: "Plus de 18 ans d'expérience",
        text: "Depuis 2006, nous avons mené plus de 110 projets pour des banques, des médias, des éditeurs, des institutions culturelles et des acteurs de la santé. Nous savons ce qui fonctionne, ce qui ne fonctionne pas, et comment éviter les écueils avant qu'ils ne coûtent cher.",
      },
      {
        icon: "users",
        title: "Une équipe complète, sans sous-traitance",
        text: "Chefs de projet, game designers, développeurs et designers travaillent ensemble sur votre projet. Vous gardez un interlocuteur unique du premier atelier jusqu'au lancement, et vous voyez le projet avancer grâce à une version jouable toutes les deux semaines.",
      },
      {
        icon: "wand",
        title: "Des expériences 100% sur mesure",
        text: "Nous ne recyclons ni gabarit ni jeu existant : chaque mécanique est imaginée pour vos publics et vos objectifs, puis testée avec de vrais utilisateurs avant sa mise en ligne.",
      },
      {
        icon: "chart",
        title: "Des résultats mesurés",
        text: "Engagement, mémorisation, conversion : nous définissons les indicateurs avec vous dès le départ et vous livrons des statistiques claires pour piloter l'expérience après son lancement et décider, chiffres en main, des prochaines évolutions.",
      },
    ],
  },
  en: {
    hero: {
      badge: "Contact",
      title: "Let's build",
      highlight: "your project",
      titleEnd: "together",
      intro: [
        "A marketing game to get people talking about your brand, a serious game to train your teams, an e-learning course that finally holds attention, a health app or a connected object that needs a playful touch: whatever you have in mind, we would love to hear about it.",
        "You don't need a full brief. A few lines about your context, your audience and your goals are enough to get started. We will get back to you with focused questions, some first ideas and, if you like, a proposal for a scoping workshop.",
        `Would you rather talk it through? Call us on [${brand.phone}](${telUrl(brand.phone)}) or e-mail [${brand.email}](mailto:${brand.email}). We can also set up a video call, or meet you in Paris or Bordeaux, whichever suits you best.`,
      ],
    },
    formTitle: "Send us a message",
    formIntro:
      "Fill in the form below. The more you tell us about your project (target audience, deadline, expected budget), the more useful our first reply will be.",
    detailsTitle: "How to reach us",
    replyPromise: "We reply to every e-mail within 24 hours.",
    phoneHours: "Monday to Friday, 9am–6pm",
    locationsTitle: "Where to meet us",
    locations: [
      {
        city: "Paris",
        text: "Our registered office, and the city where the whole team gets together one week a month for workshops. We meet clients there by appointment.",
      },
      {
        city: "Bordeaux",
        text: "Our meeting point in south-west France, for workshops and presentations with clients in the region.",
      },
    ],
    whyTitle: "Why choose Ludora?",
    why: [
      {
        icon: "award",
        title: "More than 18 years of experience",
        text: "Since 2006 we have delivered more than 110 projects for banks, media groups, publishers, cultural institutions and healthcare organisations. We know what works, what doesn't, and how to steer clear of pitfalls before they become expensive.",
      },
      {
        icon: "users",
        title: "A complete in-house team",
        text: "Project managers, game designers, developers and designers work side by side on your project, with nothing outsourced. You keep one point of contact from the first workshop to launch day, and a playable build every two weeks shows you exactly where things stand.",
      },
      {
        icon: "wand",
        title: "100% custom experiences",
        text: "We never recycle templates or existing games: every mechanic is designed for your audience and your goals, then tested with real users before it goes live.",
      },
      {
        icon: "chart",
        title: "Measured results",
        text: "Engagement, recall, conversion: we set the metrics with you from the outset and hand you clear analytics so you can steer the experience after launch and plan its next steps on solid evidence.",
      },
    ],
  },
};

/** What the contact page states beyond docs/product.md. */
export const contactClaims: Claim[] = [
  {
    kind: "practice",
    quote: { fr: "Nous y rencontrons nos clients sur rendez-vous.", en: "We meet clients there by appointment." },
    note: "Where clients are received in Paris: the team is 100% remote and the registered office is an address.",
  },
  {
    kind: "practice",
    quote: {
      fr: "Notre point de rencontre dans le Sud-Ouest",
      en: "Our meeting point in south-west France",
    },
    note: "What the studio has in Bordeaux (the product document names the city only).",
  },
  { kind: "practice", quote: { fr: "sans sous-traitance", en: "with nothing outsourced" } },
  {
    kind: "practice",
    quote: { fr: "une version jouable toutes les deux semaines", en: "a playable build every two weeks" },
  },
];
