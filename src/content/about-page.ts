import type { AboutPageCopy } from "./page-types";
import { type Claim, same } from "./claims";
import type { Localized } from "./types";
import { count, percent } from "../i18n/format";

/** /qui-sommes-nous (docs/product.md §2.10). */
export const aboutPage: Localized<AboutPageCopy> = {
  fr: {
    hero: {
      badge: "Qui sommes-nous",
      title: "Un studio qui prend le jeu",
      highlight: "très au sérieux",
      titleEnd: "depuis 2006",
      intro: [
        "Ludora est né d'une conviction simple : le jeu est l'un des moyens les plus puissants pour capter l'attention, transmettre un savoir et donner envie d'agir. Depuis plus de 18 ans, nous mettons cette conviction au service des marques, des institutions et des entreprises.",
        "Nos **15 experts** sont répartis dans toute l'Europe et se retrouvent **une semaine par mois à Paris** pour concevoir, tester et décider ensemble. Cette organisation nous permet de réunir les meilleurs talents, où qu'ils vivent.",
      ],
    },
    storyTitle: "Notre histoire",
    storyIntro:
      "Des premiers jeux de marque aux applications santé d'aujourd'hui, chaque étape nous a appris quelque chose que nous mettons désormais au service de nos clients.",
    timeline: [
      {
        year: 2006,
        title: "Les premiers jeux de marque",
        text: "Le studio voit le jour à Paris avec une idée alors neuve : utiliser le **jeu vidéo** pour faire vivre des marques en ligne. Nos premiers jeux marketing trouvent très vite leur public.",
      },
      {
        year: 2014,
        title: "Cap sur le mobile et le serious game",
        text: "Avec l'essor des smartphones, nous développons nos propres jeux mobiles et nos premiers **serious games** pour l'éducation et la formation. Nos titres touchent désormais des millions de joueurs.",
      },
      {
        year: 2020,
        title: "Une équipe distribuée en Europe",
        text: "Nous faisons le choix d'une organisation **100% à distance**, rythmée par une semaine commune chaque mois à Paris. Le studio s'ouvre aux objets connectés et aux applications santé.",
      },
      {
        year: 2024,
        title: "L'ère de l'IA générative",
        text: "Plus de **100 millions de téléchargements** cumulés. Nous intégrons l'**IA générative** à nos outils de production et à nos expériences, pour des jeux plus personnalisés et des délais plus courts.",
      },
    ],
    valuesTitle: "Nos valeurs",
    values: [
      {
        icon: "sparkles",
        title: "Le plaisir avant tout",
        text: "Un jeu qui n'amuse pas ne transmet rien. Nous soignons chaque détail pour que l'expérience soit d'abord un vrai moment de plaisir.",
        color: "violet",
      },
      {
        icon: "target",
        title: "L'impact mesurable",
        text: "Nous fixons des objectifs avec vous dès le départ et nous les mesurons : engagement, mémorisation, conversion ou changement de comportement.",
        color: "pink",
      },
      {
        icon: "handshake",
        title: "La transparence",
        text: "Budget, planning, difficultés : nous disons les choses clairement et tôt. Vous voyez le projet avancer, version après version.",
        color: "amber",
      },
      {
        icon: "shield",
        title: "La responsabilité",
        text: "Accessibilité, protection des données, respect des plus jeunes : nous concevons des expériences dont nous pouvons être fiers.",
        color: "teal",
      },
    ],
    numbersTitle: "Ludora en chiffres",
    numbers: [
      { icon: "calendar", value: count(18, { plus: true }), label: "années d'expérience" },
      { icon: "users", value: count(15), label: "experts passionnés" },
      {
        icon: "gamepad",
        value: count(100_000_000, { plus: true, compact: true }),
        label: "téléchargements de nos jeux",
      },
      { icon: "globe", value: percent(100), label: "à distance, partout en Europe" },
    ],
    expertiseTitle: "Ce que nous maîtrisons",
    expertise: [
      {
        icon: "gamepad",
        title: "Des jeux qui marchent",
        text: "Jeux mobiles grand public, jeux marketing, serious games : nous savons concevoir des boucles de jeu qui retiennent les joueurs, car nous publions aussi nos propres titres avec [Ludora Games](https://games.ludora.example).",
      },
      {
        icon: "layers",
        title: "Des plateformes complètes",
        text: "Au-delà du jeu, nous livrons tout ce qui l'entoure : back-office, tableaux de bord, gestion des utilisateurs, intégration à vos outils de formation ou de CRM.",
      },
      {
        icon: "cpu",
        title: "Un socle technique moderne",
        text: "Moteur de jeu, WebGL, Node.js, Firebase, IA générative et objets connectés : nous choisissons les bonnes technologies pour chaque projet, et notre moteur [Ludora Engine](https://engine.ludora.example) accélère la production.",
      },
    ],
    differentiatorsTitle: "Ce qui nous distingue",
    differentiators: [
      {
        icon: "compass",
        title: "Une vision à long terme",
        text: "Nous concevons des expériences qui vivent des années, pas des feux de paille : mises à jour, nouvelles saisons et nouvelles versions prolongent leur impact bien après le lancement.",
      },
      {
        icon: "lightbulb",
        title: "Une culture produit",
        text: "Nous pensons comme un éditeur de jeux : chaque fonctionnalité doit servir l'utilisateur final, et chaque décision s'appuie sur ses usages réels.",
      },
      {
        icon: "globe",
        title: "Une équipe distribuée",
        text: "Nos experts vivent aux quatre coins de l'Europe et se réunissent une semaine par mois à Paris. Nous recrutons les meilleurs profils, sans contrainte géographique.",
      },
      {
        icon: "code",
        title: "Des technologies maîtrisées de bout en bout",
        text: "Un moteur de jeu comme Unity, **WebGL** pour le web, **Node.js** côté serveur, **Firebase** pour les services en ligne des applications mobiles, l'**IA générative** et les API tierces : nous intervenons sur toute la chaîne.",
      },
      {
        icon: "wand",
        title: "Du 100% sur mesure",
        text: "Aucun gabarit recyclé : chaque concept, chaque illustration et chaque ligne de code sont créés pour votre projet et vos publics.",
      },
      {
        icon: "refresh",
        title: "Tester et apprendre",
        text: "Prototypes rapides, tests utilisateurs, itérations : nous validons les idées sur le terrain avant d'investir, puis nous améliorons l'expérience en continu après le lancement.",
      },
    ],
    cta: {
      title: "Envie de travailler avec nous ?",
      text: "Parlez-nous de votre projet : nous vous répondons sous 24 heures et vous proposons un premier échange sans engagement.",
      button: "Nous contacter",
      href: "#contact",
    },
  },
  en: {
    hero: {
      badge: "About us",
      title: "A studio that has taken play",
      highlight: "seriously",
      titleEnd: "since 2006",
      intro: [
        "Ludora grew out of a simple belief: games are one of the most powerful ways to hold attention, pass on knowledge and move people to act. For more than 18 years we have put that belief to work for brands, institutions and companies.",
        "Our **15 experts** live all over Europe and meet up **one week every month in Paris** to design, test and decide together. Working this way lets us bring the best people on board, wherever they happen to live.",
      ],
    },
    storyTitle: "Our story",
    storyIntro:
      "From our first branded games to today's health apps, every chapter taught us something we now bring to our clients' projects.",
    timeline: [
      {
        year: 2006,
        title: "The first branded games",
        text: "The studio opens in Paris with what was then a fresh idea: using **video games** to give brands a playful presence online. Our first marketing games quickly find their audience.",
      },
      {
        year: 2014,
        title: "Going mobile, getting serious",
        text: "As smartphones take off, we launch our own mobile games and our first **serious games** for education and training. Our titles now reach millions of players.",
      },
      {
        year: 2020,
        title: "A team spread across Europe",
        text: "We go **fully remote**, with a shared week in Paris every month to keep us close. The studio branches out into connected objects and health apps.",
      },
      {
        year: 2024,
        title: "The generative AI era",
        text: "Our games pass **100 million downloads**. We bring **generative AI** into our production tools and our experiences, for more personal games and shorter lead times.",
      },
    ],
    valuesTitle: "Our values",
    values: [
      {
        icon: "sparkles",
        title: "Fun comes first",
        text: "A game that isn't fun gets nothing across. We sweat every detail so the experience is, above all, genuinely enjoyable.",
        color: "violet",
      },
      {
        icon: "target",
        title: "Measurable impact",
        text: "We agree on goals with you from day one and we measure them: engagement, recall, conversion or behaviour change.",
        color: "pink",
      },
      {
        icon: "handshake",
        title: "Openness",
        text: "Budget, schedule, hurdles: we speak plainly and early. You watch the project take shape, build after build.",
        color: "amber",
      },
      {
        icon: "shield",
        title: "Responsibility",
        text: "Accessibility, data protection, care for young players: we build experiences we can be proud of.",
        color: "teal",
      },
    ],
    numbersTitle: "Ludora in numbers",
    numbers: [
      { icon: "calendar", value: count(18, { plus: true }), label: "years of experience" },
      { icon: "users", value: count(15), label: "dedicated experts" },
      { icon: "gamepad", value: count(100_000_000, { plus: true, compact: true }), label: "game downloads" },
      { icon: "globe", value: percent(100), label: "remote, all over Europe" },
    ],
    expertiseTitle: "What we do best",
    expertise: [
      {
        icon: "gamepad",
        title: "Games that work",
        text: "Consumer mobile games, marketing games, serious games: we know how to build gameplay loops that keep players coming back, because we also publish our own titles with [Ludora Games](https://games.ludora.example).",
      },
      {
        icon: "layers",
        title: "Complete platforms",
        text: "Beyond the game itself, we deliver everything around it: back office, dashboards, user management and integration with your learning or CRM tools.",
      },
      {
        icon: "cpu",
        title: "A modern tech stack",
        text: "Game engine, WebGL, Node.js, Firebase, generative AI and connected objects: we pick the right technology for each project, and our own [Ludora Engine](https://engine.ludora.example) speeds up production.",
      },
    ],
    differentiatorsTitle: "What makes us different",
    differentiators: [
      {
        icon: "compass",
        title: "A long-term view",
        text: "We build experiences that last for years, not one-off stunts: updates, new seasons and new versions keep them working long after launch.",
      },
      {
        icon: "lightbulb",
        title: "A product culture",
        text: "We think like a game publisher: every feature has to serve the end user, and every decision rests on how people really play.",
      },
      {
        icon: "globe",
        title: "A distributed team",
        text: "Our experts live all over Europe and get together one week a month in Paris. We hire the best people, wherever they are.",
      },
      {
        icon: "code",
        title: "Technology we know inside out",
        text: "A game engine such as Unity, **WebGL** for the web, **Node.js** on the server, **Firebase** as a mobile backend, **generative AI** and third-party APIs: we handle it all, end to end.",
      },
      {
        icon: "wand",
        title: "100% custom work",
        text: "No recycled templates: every concept, every illustration and every line of code is created for your project and your audience.",
      },
      {
        icon: "refresh",
        title: "Test and learn",
        text: "Fast prototypes, user testing, iteration: we prove ideas in the field before investing, then keep improving after launch.",
      },
    ],
    cta: {
      title: "Want to work with us?",
      text: "Tell us about your project: we will reply within 24 hours and set up a first, no-obligation conversation.",
      button: "Contact us",
      href: "#contact",
    },
  },
};

/** What the about page states beyond docs/product.md §2.10, which gives the timeline's years, not its events. */
export const aboutClaims: Claim[] = [
  {
    kind: "history",
    quote: { fr: "Le studio voit le jour à Paris", en: "The studio opens in Paris" },
    note: "2006: where and how the studio started.",
  },
  {
    kind: "history",
    quote: { fr: "nous développons nos propres jeux mobiles", en: "we launch our own mobile games" },
    note: "2014: own mobile games and first serious games.",
  },
  {
    kind: "history",
    quote: { fr: "Nous faisons le choix d'une organisation **100% à distance**", en: "We go **fully remote**" },
    note: "2020: the year the team went remote, and the move into connected objects and health apps.",
  },
  {
    kind: "history",
    quote: {
      fr: "Nous intégrons l'**IA générative** à nos outils de production",
      en: "We bring **generative AI** into our production tools",
    },
    note: "2024: generative AI in production.",
  },
  {
    kind: "vendor",
    quote: same("Unity"),
    note: "The product document names no products: 'a game engine, a web graphics technology, a server runtime, a mobile backend'.",
  },
  { kind: "vendor", quote: same("Node.js") },
  { kind: "vendor", quote: same("Firebase") },
  {
    kind: "practice",
    quote: { fr: "nous publions aussi nos propres titres avec", en: "we also publish our own titles with" },
  },
];
