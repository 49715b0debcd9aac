import type { HomeCopy } from "./page-types";
import type { Claim } from "./claims";
import type { Localized } from "./types";

/** The home page's long copy (docs/product.md §2.3); counters and tiles follow §9.4 and §9.5. */
export const homeCopy: Localized<HomeCopy> = {
  fr: {
    hero: {
      badge: "Studio de gamification digitale depuis 2006",
      title: "Des expériences",
      highlight: "ludiques",
      titleEnd: "qui captivent, forment et fidélisent",
      intro: [
        "Ludora conçoit et développe des **expériences digitales gamifiées** pour les marques, les institutions et les entreprises : **jeux marketing**, **serious games**, **e-learning interactif**, expériences autour des **objets connectés** et des **applications santé**.",
        "Nos 15 experts réunissent en une seule équipe le game design, le design UX-UI, le développement et la communication de lancement. Plus de **110 projets** livrés et plus de **100 millions de téléchargements** cumulés, notamment avec notre studio de jeux [Ludora Games](https://games.ludora.example).",
        "Chaque projet est **fait sur mesure** : nous partons de vos objectifs, qu'il s'agisse de notoriété, de conversion, de formation ou de prévention, pour imaginer la mécanique de jeu qui fera réellement agir vos publics. Puis nous en mesurons les effets.",
      ],
      button: "Parlons de votre projet",
      gameStudioLinkText: "Découvrir Ludora Games",
    },
    services: {
      badge: "Nos services",
      title: "Du concept au lancement, un seul partenaire",
      subtitle:
        "Nous vous accompagnons à chaque étape de votre projet gamifié : la stratégie, le **game design**, le **développement** et la **communication** qui le fait connaître.",
      ticker: [
        "Jeux marketing",
        "Dispositifs connectés",
        "Serious games",
        "E-learning interactif",
        "Escape games digitaux",
        "Plateformes gamifiées",
        "Simulateurs immersifs",
        "Mécaniques de fidélisation",
      ],
      customSentence:
        "Ni gabarit recyclé ni solution en marque blanche : nos expériences sont conçues à **100%** sur mesure, pour vos publics et vos objectifs.",
      cards: [
        {
          icon: "compass",
          title: "Conseil et pilotage opérationnel",
          text: "Nous cadrons le projet avec vous : objectifs, publics, contraintes, budget et calendrier. Un chef de projet dédié reste votre interlocuteur unique jusqu'au lancement, et au-delà.",
          features: [
            "Atelier de cadrage et recommandation stratégique",
            "Définition des indicateurs de réussite",
            "Planning, budget et suivi de production",
            "Un chef de projet dédié du début à la fin",
          ],
        },
        {
          icon: "palette",
          title: "Game design et design UX-UI",
          text: "Nos game designers imaginent la mécanique qui donne envie de jouer, puis de revenir ; nos designers la rendent claire, accessible et fidèle à votre identité.",
          features: [
            "Concept de jeu et boucles d'engagement",
            "Parcours utilisateur et maquettes interactives",
            "Direction artistique, illustration et animation",
            "Tests utilisateurs sur prototype",
          ],
        },
        {
          icon: "code",
          title: "Développement web, mobile et connecté",
          text: "Nos développeurs construisent des expériences robustes sur le web, sur mobile, sur borne et avec des objets connectés, grâce à un code testé, sécurisé et pensé pour durer.",
          features: [
            "Applications iOS et Android",
            "Jeux web en WebGL et expériences 3D",
            "Intégration d'objets connectés et de capteurs",
            "Back-office, statistiques et export SCORM",
          ],
        },
        {
          icon: "megaphone",
          title: "Communication et lancement",
          text: "Un bon jeu mérite d'être joué. Nous préparons son lancement et le faisons vivre pour qu'il trouve son public, puis nous mesurons les résultats obtenus.",
          features: [
            "Plan de lancement et kit de communication",
            "Bandes-annonces vidéo et visuels pour les réseaux sociaux",
            "Animation de communauté et de concours",
            "Rapports d'audience et recommandations",
          ],
        },
      ],
      cta: {
        title: "Un projet en tête ?",
        text: "Décrivez-nous votre idée, même à l'état d'intuition : nous vous répondons sous **24 heures** avec de premières pistes concrètes.",
        button: "Demander un premier échange",
        href: "#contact",
      },
    },
    projects: {
      badge: "Réalisations",
      title: "Des projets qui ont fait leurs preuves",
      subtitle:
        "Jeu multijoueur à bord des avions, serious games pour la santé, mondes éducatifs pour les enfants : découvrez une sélection de projets menés avec nos clients.",
      allLink: "Voir toutes nos réalisations",
    },
    clients: {
      badge: "Ils nous font confiance",
      title: "Des clients fidèles, des projets qui durent",
      subtitle:
        "Banques, médias, éditeurs, institutions culturelles, acteurs de la santé : depuis plus de **18 ans**, des organisations de toutes tailles nous confient le soin de captiver leurs publics.",
      logosTitle: "Quelques-unes des organisations que nous avons accompagnées",
      testimonialsTitle: "Ce que nos clients disent de nous",
      counters: [
        { value: 110, suffix: "+", label: "Projets réalisés", durationMs: 2500 },
        { value: 32, suffix: "+", label: "Clients accompagnés", durationMs: 2000 },
        { value: 18, suffix: "+", label: "Années d'expérience", durationMs: 1800 },
      ],
      cta: {
        title: "Et si votre projet était le prochain ?",
        text: "Rejoignez les marques et les institutions qui ont choisi le jeu pour parler à leurs publics.",
        button: "Contactez-nous",
        href: "#contact",
      },
    },
    team: {
      badge: "Notre équipe",
      title: "15 experts, une même passion pour le jeu",
      text: "Répartie dans toute l'Europe et réunie **une semaine par mois à Paris**, notre équipe rassemble tous les métiers nécessaires pour mener un projet de bout en bout, sans sous-traitance.",
      tiles: [
        { value: 2, label: "Chefs de projet", icon: "briefcase" },
        { value: 3, label: "Game designers", icon: "joystick" },
        { value: 7, label: "Développeurs", icon: "code" },
        { value: 3, label: "Designers", icon: "palette" },
      ],
      strengths: {
        expertiseTitle: "Une expertise rare",
        expertiseText:
          "Nous faisons des jeux depuis 2006 : jeux grand public téléchargés des millions de fois, serious games relus par des professionnels de santé, modules de formation déployés dans de grands groupes. Cette double culture, **jeu vidéo** et **projet d'entreprise**, est notre marque de fabrique.",
        collaborationTitle: "Une collaboration transparente",
        collaborationText:
          "Vous suivez le projet en temps réel : versions jouables toutes les deux semaines, outils partagés, interlocuteur unique. Les décisions se prennent **avec vous**, sur la base de tests et de chiffres, pas d'impressions.",
      },
    },
    contact: {
      badge: "Contact",
      title: "Parlons de votre projet",
      subtitle:
        "Un jeu marketing, une formation à réinventer, un objet connecté à rendre ludique ? Écrivez-nous : nous répondons à chaque message sous **24 heures**.",
    },
    about: {
      title: "Ludora, studio de gamification digitale à Paris et Bordeaux",
      paragraphs: [
        "Ludora est un studio français spécialisé dans la **gamification digitale**. Depuis 2006, nous concevons des **jeux marketing** (advergaming), des **serious games**, des modules d'**e-learning interactif**, des expériences autour des **objets connectés** et des **applications santé**, du conseil initial jusqu'à la communication de lancement, en passant par le design UX-UI et le développement. Le détail de nos offres est présenté sur la page [Notre expertise](/notre-expertise).",
        "Notre équipe de 15 experts (chefs de projet, game designers, développeurs et designers) travaille à distance depuis toute l'Europe et se retrouve une semaine par mois à **Paris**. Nous rencontrons nos clients à Paris et à **Bordeaux**, et travaillons partout en France comme à l'international, en français comme en anglais.",
        "Nos réalisations couvrent des secteurs très variés : transport aérien, banque et assurance, édition, audiovisuel, culture, énergie et santé. Un jeu multijoueur proposé à bord des avions, un quiz de formation suivi par plus de 100 000 collaborateurs d'un groupe bancaire, un monde virtuel éducatif qui compte 600 000 enfants inscrits : autant de projets uniques, à découvrir dans [nos réalisations](/nos-realisations).",
        "Vous cherchez une agence de gamification, un studio de serious games ou un partenaire capable de développer une application ludique de A à Z ? [Contactez-nous](/contact) : nous vous répondons sous 24 heures.",
      ],
    },
  },
  en: {
    hero: {
      badge: "Digital gamification studio since 2006",
      title: "We build",
      highlight: "playful experiences",
      titleEnd: "that engage, train and retain",
      intro: [
        "Ludora designs and builds **gamified digital experiences** for brands, institutions and companies: **marketing games**, **serious games**, **interactive e-learning**, **connected-object** experiences and **health apps**.",
        "Our 15 experts cover game design, UX-UI design, development and launch communication in a single team. We have shipped more than **110 projects** and our games have passed **100 million downloads**, many of them through our sister game studio [Ludora Games](https://games.ludora.example).",
        "Every project is **built from scratch for you**: we start from your goal, whether awareness, conversion, training or prevention, and design the game mechanic that will actually get your audience to act. Then we measure what it achieved.",
      ],
      button: "Tell us about your project",
      gameStudioLinkText: "Visit Ludora Games",
    },
    services: {
      badge: "Our services",
      title: "From first idea to launch day, one partner",
      subtitle:
        "We take your gamified project through every stage: strategy, **game design**, **development** and the **communication** that gets people playing.",
      ticker: [
        "Marketing games",
        "Connected devices",
        "Serious games",
        "Interactive e-learning",
        "Digital escape games",
        "Gamified platforms",
        "Immersive simulators",
        "Loyalty mechanics",
      ],
      customSentence:
        "No recycled templates, no white-label kits: every experience we build is **100%** custom-made for your audience and your goals.",
      cards: [
        {
          icon: "compass",
          title: "Consulting and project management",
          text: "We scope the project with you: goals, audiences, constraints, budget and timeline. A dedicated project manager stays your single point of contact through launch and beyond.",
          features: [
            "Scoping workshop and strategic recommendation",
            "Success metrics defined up front",
            "Schedule, budget and production tracking",
            "One dedicated project manager from start to finish",
          ],
        },
        {
          icon: "palette",
          title: "Game design and UX-UI design",
          text: "Our game designers craft the mechanic that makes people want to play, and come back; our designers make it clear, accessible and true to your brand.",
          features: [
            "Game concept and engagement loops",
            "User journeys and interactive mock-ups",
            "Art direction, illustration and animation",
            "User testing on prototypes",
          ],
        },
        {
          icon: "code",
          title: "Web, mobile and connected development",
          text: "Our developers build solid experiences for the web, mobile, kiosks and connected objects, with code that is tested, secure and made to last.",
          features: [
            "iOS and Android apps",
            "WebGL web games and 3D experiences",
            "Connected-object and sensor integration",
            "Back office, analytics and SCORM export",
          ],
        },
        {
          icon: "megaphone",
          title: "Communication and launch",
          text: "A good game deserves players. We prepare the launch and keep the experience alive so it finds its audience, then we report on the results.",
          features: [
            "Launch plan and communication kit",
            "Video trailers and social media visuals",
            "Community and competition management",
            "Audience reports and recommendations",
          ],
        },
      ],
      cta: {
        title: "Got a project in mind?",
        text: "Tell us about your idea, even if it is only a first idea: we reply within **24 hours** with a few concrete first thoughts.",
        button: "Book a first call",
        href: "#contact",
      },
    },
    projects: {
      badge: "Our work",
      title: "Projects that delivered",
      subtitle:
        "An in-flight multiplayer game, serious games for health, educational worlds for children: here is a selection of projects we built with our clients.",
      allLink: "See all our work",
    },
    clients: {
      badge: "They trust us",
      title: "Loyal clients, lasting projects",
      subtitle:
        "Banks, media groups, publishers, cultural institutions, healthcare providers: for more than **18 years**, organisations of every size have trusted us to win their audiences over.",
      logosTitle: "Some of the organisations we have worked with",
      testimonialsTitle: "What our clients say",
      counters: [
        { value: 110, suffix: "+", label: "Projects delivered", durationMs: 2500 },
        { value: 32, suffix: "+", label: "Clients", durationMs: 2000 },
        { value: 18, suffix: "+", label: "Years of experience", durationMs: 1800 },
      ],
      cta: {
        title: "Could your project be next?",
        text: "Join the brands and institutions that chose play as a way to reach their audiences.",
        button: "Get in touch",
        href: "#contact",
      },
    },
    team: {
      badge: "Our team",
      title: "15 experts who share a passion for games",
      text: "Spread across Europe and meeting **one week a month in Paris**, our team covers every skill a project needs from start to finish, with nothing outsourced.",
      tiles: [
        { value: 2, label: "Project managers", icon: "briefcase" },
        { value: 3, label: "Game designers", icon: "joystick" },
        { value: 7, label: "Developers", icon: "code" },
        { value: 3, label: "Designers", icon: "palette" },
      ],
      strengths: {
        expertiseTitle: "Rare expertise",
        expertiseText:
          "We have been making games since 2006: consumer games downloaded millions of times, serious games reviewed by healthcare professionals, training modules rolled out across large corporations. That dual culture, **video games** and **business projects**, is what sets us apart.",
        collaborationTitle: "Open collaboration",
        collaborationText:
          "You follow the project as it happens: a playable build every two weeks, shared tools and a single point of contact. Decisions are made **with you**, based on tests and data rather than hunches.",
      },
    },
    contact: {
      badge: "Contact",
      title: "Let's talk about your project",
      subtitle:
        "A marketing game, a training course to reinvent, a connected object to make playful? Write to us: we answer every message within **24 hours**.",
    },
    about: {
      title: "Ludora, a digital gamification studio in Paris and Bordeaux",
      paragraphs: [
        "Ludora is a French studio specialising in **digital gamification**. Since 2006 we have been creating **marketing games** (advergaming), **serious games**, **interactive e-learning** modules, **connected-object** experiences and **health apps**, covering everything from initial consulting through UX-UI design and development to launch communication. You will find each offering in detail on our [expertise page](/notre-expertise).",
        "Our team of 15 experts (project managers, game designers, developers and designers) works remotely from across Europe and gets together one week every month in **Paris**. We meet clients in Paris and **Bordeaux**, and work throughout France and internationally, in French and in English.",
        "Our work spans a wide range of sectors: air travel, banking and insurance, publishing, broadcasting, culture, energy and healthcare. A multiplayer game played on board aircraft, a training quiz taken by more than 100,000 employees of a banking group, an educational virtual world with 600,000 registered children: every project is different, and you can browse them all in [our portfolio](/nos-realisations).",
        "Looking for a gamification agency, a serious games studio or a partner who can build a playful app end to end? [Get in touch](/contact): we will reply within 24 hours.",
      ],
    },
  },
};

/** What the home page states beyond docs/product.md (the testimonials and logos carry their own). */
export const homeClaims: Claim[] = [
  {
    kind: "figure",
    quote: { fr: "notamment avec notre studio de jeux", en: "many of them through our sister game studio" },
    note: "How many of the 100 million downloads came through the sister game studio.",
  },
  {
    kind: "practice",
    quote: { fr: "sans sous-traitance", en: "with nothing outsourced" },
  },
  {
    kind: "practice",
    quote: {
      fr: "serious games relus par des professionnels de santé",
      en: "serious games reviewed by healthcare professionals",
    },
  },
  {
    kind: "practice",
    quote: { fr: "versions jouables toutes les deux semaines", en: "a playable build every two weeks" },
  },
];
