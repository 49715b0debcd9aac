import type { PortfolioPageCopy } from "./page-types";
import type { Claim } from "./claims";
import type { Localized } from "./types";
import { percent, rating, times } from "../i18n/format";

/** /nos-realisations (docs/product.md §2.8); metrics from §9.6. */
export const portfolioPage: Localized<PortfolioPageCopy> = {
  fr: {
    hero: {
      badge: "Nos réalisations",
      title: "Plus de 110 projets qui",
      highlight: "font jouer",
      titleEnd: "et qui font agir",
      intro: [
        "Depuis 2006, nous avons conçu des jeux marketing, des serious games, des parcours d'e-learning, des applications santé et des expériences autour des objets connectés pour des marques, des institutions et des entreprises de tous secteurs.",
        "Chacun de ces projets répond à un objectif précis : faire connaître, fidéliser, former ou faire évoluer les comportements. Voici comment nous avons atteint ces objectifs, et ce que cela a changé pour nos clients.",
      ],
    },
    projectsTitle: "Projets à la une",
    projectsIntro:
      "Une sélection de projets récents et emblématiques. Cliquez sur une carte pour découvrir le contexte, les défis rencontrés, la solution imaginée et les **résultats obtenus**.",
    categoriesTitle: "Explorer par domaine",
    categories: [
      {
        icon: "gamepad",
        title: "Jeux marketing",
        text: "Des jeux de marque qui captent l'attention, font parler et transforment les joueurs en clients : jeux-concours, animations événementielles, jeux embarqués. Parmi eux, un jeu multijoueur proposé à bord des avions et une animation sur double écran en centre commercial, avec sept mini-jeux.",
        link: { href: "/jeux-marketing", label: "Voir les jeux marketing" },
      },
      {
        icon: "brain",
        title: "Serious games",
        text: "Des jeux conçus pour apprendre, sensibiliser ou s'entraîner, dans la santé, l'éducation, l'entreprise et le secteur public. L'un d'eux, une aventure éducative, dépasse les 55 000 téléchargements.",
        link: { href: "/serious-games-realisations", label: "Voir les serious games" },
      },
      {
        icon: "graduation",
        title: "E-learning interactif",
        text: "Des parcours de formation ludiques, adaptatifs et mesurables, compatibles avec vos plateformes grâce au standard SCORM.",
        link: { href: "/elearning-interactif-realisations", label: "Voir les projets e-learning" },
      },
      {
        icon: "heart-pulse",
        title: "Santé",
        text: "Des applications de prévention et d'accompagnement des patients, parfois couplées à des objets connectés, conçues avec des professionnels de santé, comme un jeu thérapeutique pour adolescents réparti sur six îles.",
        link: { href: "/sante", label: "Voir les projets santé" },
      },
    ],
    metricsTitle: "Nos résultats en chiffres",
    metrics: [
      { icon: "repeat", value: percent(85), label: "de rétention moyenne des joueurs" },
      {
        icon: "trending-up",
        value: percent(150, { signed: true }),
        label: "de conversion sur les campagnes gamifiées",
      },
      { icon: "clock", value: times(3), label: "de temps passé par rapport à un format classique" },
      { icon: "star", value: rating(4.8), label: "de satisfaction moyenne des utilisateurs" },
    ],
    objectivesTitle: "Quatre objectifs, une même exigence",
    objectives: [
      {
        icon: "megaphone",
        title: "Faire connaître",
        text: "Lancer un produit, animer un salon, marquer les esprits : un jeu bien conçu génère de la visibilité, du partage et du temps passé avec votre marque. L'une de nos plateformes de jeux marketing a ainsi réuni plus de 100 000 joueurs.",
      },
      {
        icon: "heart",
        title: "Captiver et fidéliser",
        text: "Défis, récompenses, progression : les mécaniques de jeu donnent à vos publics une bonne raison de revenir, semaine après semaine. Un monde virtuel éducatif que nous avons créé compte aujourd'hui 600 000 enfants inscrits en France.",
      },
      {
        icon: "graduation",
        title: "Former et transmettre",
        text: "Les serious games font agir plutôt qu'écouter : vos messages clés sont compris, retenus et appliqués. Un quiz de formation conçu pour un groupe bancaire a ainsi formé plus de 100 000 collaborateurs depuis 2018.",
      },
      {
        icon: "activity",
        title: "Changer les comportements",
        text: "Prévention santé, économies d'énergie, gestes à adopter au quotidien : le jeu accompagne les changements durables, pas à pas et sans culpabiliser. Notre jeu dédié à la maîtrise de l'énergie a permis à ses joueurs de réaliser 15% d'économies en moyenne.",
      },
    ],
    cta: {
      title: "Votre projet pourrait être le prochain",
      text: "Racontez-nous votre objectif : nous vous répondons sous 24 heures et vous proposons l'expérience de jeu la plus adaptée.",
      button: "Démarrer un projet",
      href: "/#contact",
    },
  },
  en: {
    hero: {
      badge: "Our work",
      title: "More than 110 projects that",
      highlight: "get people playing",
      titleEnd: "and taking action",
      intro: [
        "Since 2006 we have created marketing games, serious games, e-learning paths, health apps and connected-object experiences for brands, institutions and companies across every sector.",
        "Each project answers a specific goal: raising awareness, building engagement, training people or changing behaviour. Here is how we met those goals, and what it changed for our clients.",
      ],
    },
    projectsTitle: "Featured projects",
    projectsIntro:
      "A selection of recent and landmark projects. Click a card to see the context, the challenges, the solution we came up with and the **results achieved**.",
    categoriesTitle: "Browse by field",
    categories: [
      {
        icon: "gamepad",
        title: "Marketing games",
        text: "Branded games that grab attention, get people talking and turn players into customers: online competitions, event activations and in-flight games. They include a multiplayer game played on board aircraft and a dual-screen shopping-centre activation with seven mini-games.",
        link: { href: "/jeux-marketing", label: "See marketing games" },
      },
      {
        icon: "brain",
        title: "Serious games",
        text: "Games built to teach, raise awareness or train, in healthcare, education, business and the public sector. One of them, an educational adventure, has passed 55,000 downloads.",
        link: { href: "/serious-games-realisations", label: "See serious games" },
      },
      {
        icon: "graduation",
        title: "Interactive e-learning",
        text: "Playful, adaptive and measurable training paths that plug into your learning platforms through SCORM.",
        link: { href: "/elearning-interactif-realisations", label: "See e-learning projects" },
      },
      {
        icon: "heart-pulse",
        title: "Health",
        text: "Prevention and patient support apps, sometimes paired with connected objects, designed together with healthcare professionals, such as a therapeutic game for teenagers set across six islands.",
        link: { href: "/sante", label: "See health projects" },
      },
    ],
    metricsTitle: "Our results in figures",
    metrics: [
      { icon: "repeat", value: percent(85), label: "average player retention" },
      { icon: "trending-up", value: percent(150, { signed: true }), label: "conversion on gamified campaigns" },
      { icon: "clock", value: times(3), label: "more time spent than with a standard format" },
      { icon: "star", value: rating(4.8), label: "average user satisfaction" },
    ],
    objectivesTitle: "Four goals, one standard",
    objectives: [
      {
        icon: "megaphone",
        title: "Raise awareness",
        text: "Launching a product, drawing crowds to a stand, making an impression: a well-made game earns visibility, shares and time spent with your brand. One of our marketing game platforms has brought together more than 100,000 players.",
      },
      {
        icon: "heart",
        title: "Engage and retain",
        text: "Challenges, rewards, progression: game mechanics give your audience a good reason to come back, week after week. An educational virtual world we built now has 600,000 registered children in France.",
      },
      {
        icon: "graduation",
        title: "Train and inform",
        text: "Serious games get people acting rather than listening: your key messages are understood, remembered and put into practice. A training quiz we designed for a banking group has trained more than 100,000 employees since 2018.",
      },
      {
        icon: "activity",
        title: "Change behaviour",
        text: "Health promotion, saving energy, everyday habits: games support lasting change, one step at a time and without guilt-tripping. Players of our energy-saving game cut their consumption by 15% on average.",
      },
    ],
    cta: {
      title: "Your project could be next",
      text: "Tell us what you want to achieve: we reply within 24 hours and suggest the game experience that fits best.",
      button: "Start a project",
      href: "/#contact",
    },
  },
};

/**
 * What the portfolio page states beyond docs/product.md, which gives the four metric values (§9.6), not
 * what each measures. A French site needs a source for each before publishing it (misleading commercial practices).
 */
export const portfolioClaims: Claim[] = [
  {
    kind: "figure",
    quote: { fr: "de rétention moyenne des joueurs", en: "average player retention" },
    note: "85%: measured how, on which projects?",
  },
  {
    kind: "figure",
    quote: { fr: "de conversion sur les campagnes gamifiées", en: "conversion on gamified campaigns" },
    note: "+150%: against what baseline?",
  },
  {
    kind: "figure",
    quote: {
      fr: "de temps passé par rapport à un format classique",
      en: "more time spent than with a standard format",
    },
    note: "3x: against which format?",
  },
  {
    kind: "figure",
    quote: { fr: "de satisfaction moyenne des utilisateurs", en: "average user satisfaction" },
    note: "4.8/5: from which survey?",
  },
];
