import type { ExpertisePageCopy } from "./page-types";
import type { Localized } from "./types";

/** /notre-expertise (docs/product.md §2.6): four offering cards, eight expertise tiles, a CTA to /contact. */
export const expertisePage: Localized<ExpertisePageCopy> = {
  fr: {
    hero: {
      badge: "Notre expertise",
      title: "Le jeu au service de",
      highlight: "vos objectifs",
      intro: [
        "Depuis 2006, Ludora imagine, conçoit et développe des expériences ludiques pour les marques, les institutions et les acteurs de la santé et de l'éducation. Nos 15 experts ont mené plus de 110 projets, et les jeux auxquels nous avons contribué cumulent plus de 100 millions de téléchargements.",
        "Captiver un public, transmettre un savoir, faire évoluer un comportement : quel que soit votre objectif, nous le traduisons en mécaniques de jeu claires, mesurables et agréables, du premier atelier jusqu'au lancement.",
      ],
    },
    offeringsTitle: "Nos quatre offres",
    offeringsIntro:
      "Quatre portes d'entrée vers le jeu, qui se combinent librement selon vos besoins. Chacune est détaillée sur une page dédiée, avec nos méthodes et des exemples concrets.",
    offerings: [
      {
        icon: "trophy",
        title: "Gamification digitale",
        text: "Points, défis, niveaux et récompenses pour rendre vos parcours clients, vos programmes de fidélité et vos outils internes plus motivants.",
        link: { href: "/gamification-digitale", label: "Découvrir" },
      },
      {
        icon: "gamepad",
        title: "Advergaming",
        text: "Des jeux de marque en ligne, en magasin ou lors d'événements, qui créent un temps d'exposition inégalé et une image positive de votre marque.",
        link: { href: "/advergaming", label: "Découvrir" },
      },
      {
        icon: "brain",
        title: "Serious games",
        text: "Des jeux pour former, sensibiliser ou accompagner des patients : le joueur agit, se trompe, recommence, et retient ce qu'il a vécu.",
        link: { href: "/serious-games", label: "Découvrir" },
      },
      {
        icon: "graduation",
        title: "E-learning interactif",
        text: "Des modules et des parcours de formation interactifs, compatibles avec votre LMS, que les apprenants ont envie de terminer.",
        link: { href: "/elearning-interactif", label: "Découvrir" },
      },
    ],
    expertiseTitle: "Huit savoir-faire, une seule équipe",
    expertiseIntro:
      "Chefs de projet, game designers, développeurs et designers travaillent en équipe intégrée : vous avez un seul interlocuteur, de la stratégie à la mise en ligne.",
    expertise: [
      {
        icon: "trophy",
        title: "Gamification",
        text: "Des boucles d'engagement sur mesure qui motivent vos utilisateurs et installent des habitudes durables.",
      },
      {
        icon: "gamepad",
        title: "Advergaming",
        text: "Des jeux marketing qui attirent, se partagent et transforment les joueurs en clients.",
      },
      {
        icon: "brain",
        title: "Serious games",
        text: "Des simulations et des jeux pédagogiques où apprendre devient la condition pour progresser.",
      },
      {
        icon: "graduation",
        title: "E-learning interactif",
        text: "Des formations en ligne rythmées, mesurables et accessibles sur tous les écrans.",
      },
      {
        icon: "bluetooth",
        title: "Objets connectés",
        text: "Des jeux qui dialoguent avec des capteurs, des brosses à dents ou des planches d'équilibre pour rendre le geste ludique.",
      },
      {
        icon: "heart-pulse",
        title: "Applications santé",
        text: "Des applications de prévention, d'éducation thérapeutique et de suivi conçues avec les professionnels de santé.",
      },
      {
        icon: "palette",
        title: "Design UX-UI",
        text: "Des interfaces claires et des univers graphiques soignés, pensés pour chaque âge et chaque public.",
      },
      {
        icon: "rocket",
        title: "Développement et communication de lancement",
        text: "Un développement web, mobile et multiplateforme robuste, puis une communication de lancement pour trouver votre public.",
      },
    ],
    body: {
      title: "Une équipe complète, du concept au lancement",
      paragraphs: [
        "Chaque projet commence par l'écoute : vos objectifs, vos publics, vos contraintes techniques et réglementaires. Nous proposons ensuite un concept de jeu, un prototype jouable et un plan de production, pour que vous puissiez juger sur pièce avant de vous engager plus loin.",
        "Notre équipe de 15 experts, répartis en Europe et réunis une semaine par mois à Paris, couvre toute la chaîne : game design, design UX-UI, développement, tests et communication. Cette organisation nous permet de rester réactifs tout en garantissant la qualité d'un studio de jeu vidéo.",
        "Pour voir ce que ces savoir-faire donnent concrètement, parcourez [nos réalisations](/nos-realisations), de nos [jeux marketing](/jeux-marketing) à nos projets autour des [objets connectés](/objets-connectes) et de la [santé](/sante). Et pour mieux nous connaître, rendez-vous sur la page [Qui sommes-nous ?](/qui-sommes-nous).",
      ],
    },
    cta: {
      title: "Parlons de votre projet",
      text: "Une idée, un besoin, une simple question ? Décrivez-nous votre contexte : nous vous répondons sous 24 heures avec de premières pistes.",
      button: "Nous contacter",
      href: "/contact",
    },
  },
  en: {
    hero: {
      badge: "Our expertise",
      title: "Play that works for",
      highlight: "your goals",
      intro: [
        "Since 2006, Ludora has imagined, designed and built playful experiences for brands, institutions and organisations in health and education. Our 15 experts have delivered more than 110 projects, and the games we have worked on add up to more than 100 million downloads.",
        "Engaging an audience, passing on knowledge, changing a behaviour: whatever your goal, we turn it into game mechanics that are clear, measurable and enjoyable, from the first workshop all the way to launch.",
      ],
    },
    offeringsTitle: "Our four offerings",
    offeringsIntro:
      "Four ways into play, which you can freely combine to fit your needs. Each has its own page with our methods and real examples.",
    offerings: [
      {
        icon: "trophy",
        title: "Digital gamification",
        text: "Points, challenges, levels and rewards that make your customer journeys, loyalty programmes and internal tools more engaging.",
        link: { href: "/gamification-digitale", label: "Explore" },
      },
      {
        icon: "gamepad",
        title: "Advergaming",
        text: "Branded games online, in store or at events, giving your brand unmatched time with its audience and a positive image.",
        link: { href: "/advergaming", label: "Explore" },
      },
      {
        icon: "brain",
        title: "Serious games",
        text: "Games that train, raise awareness or support patients: players act, get it wrong, try again and remember what they have experienced.",
        link: { href: "/serious-games", label: "Explore" },
      },
      {
        icon: "graduation",
        title: "Interactive e-learning",
        text: "Interactive modules and learning paths that plug into your LMS and that learners actually want to finish.",
        link: { href: "/elearning-interactif", label: "Explore" },
      },
    ],
    expertiseTitle: "Eight skills, one team",
    expertiseIntro:
      "Project managers, game designers, developers and designers work as one integrated team, so you have a single point of contact from strategy to launch.",
    expertise: [
      {
        icon: "trophy",
        title: "Gamification",
        text: "Tailor-made engagement loops that motivate your users and build lasting habits.",
      },
      {
        icon: "gamepad",
        title: "Advergaming",
        text: "Marketing games that draw people in, get shared and turn players into customers.",
      },
      {
        icon: "brain",
        title: "Serious games",
        text: "Simulations and educational games where learning is the way to move forward.",
      },
      {
        icon: "graduation",
        title: "Interactive e-learning",
        text: "Well-paced, measurable online training that works on every screen.",
      },
      {
        icon: "bluetooth",
        title: "Connected objects",
        text: "Games that talk to sensors, toothbrushes or balance boards to make everyday routines fun.",
      },
      {
        icon: "heart-pulse",
        title: "Health apps",
        text: "Prevention, therapeutic education and monitoring apps designed with healthcare professionals.",
      },
      {
        icon: "palette",
        title: "UX-UI design",
        text: "Clear interfaces and carefully crafted visual worlds, designed for every age and every audience.",
      },
      {
        icon: "rocket",
        title: "Development and launch communication",
        text: "Solid web, mobile and cross-platform development, followed by launch communication that helps you find your audience.",
      },
    ],
    body: {
      title: "A complete team, from concept to launch",
      paragraphs: [
        "Every project starts with listening: your goals, your audiences, your technical and regulatory constraints. We then propose a game concept, a playable prototype and a production plan, so you can try it for yourself before committing further.",
        "Our team of 15 experts, spread across Europe and meeting in Paris one week every month, covers every stage: game design, UX-UI design, development, testing and communication. This setup keeps us nimble while delivering the quality you would expect from a video game studio.",
        "To see what these skills look like in practice, browse [our work](/nos-realisations), from our [marketing games](/jeux-marketing) to our projects around [connected objects](/objets-connectes) and [health](/sante). And to get to know us better, visit our [About us](/qui-sommes-nous) page.",
      ],
    },
    cta: {
      title: "Let's talk about your project",
      text: "An idea, a need, or just a question? Tell us about your context and we will get back to you within 24 hours with some initial recommendations.",
      button: "Contact us",
      href: "/contact",
    },
  },
};
