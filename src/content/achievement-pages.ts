import { percent, rating } from "../i18n/format";
import { same } from "./claims";
import type { AchievementPage } from "./page-types";

/**
 * The five achievements pages (docs/product.md §2.9; their figures: §9.6).
 * Stat values are those figures, written each language's way by formatFigure.
 */
export const achievementPages: AchievementPage[] = [
  // ---------------------------------------------------------------------------------------------
  {
    path: "/jeux-marketing",
    projects: { slugs: ["captain-cloud", "zupergamer", "le-cube"] },
    layout: "grid",
    copy: {
      fr: {
        hero: {
          badge: "Jeux marketing",
          title: "Des jeux de marque qui",
          highlight: "marquent les esprits",
          intro: [
            "Un jeu marketing réussi ne se contente pas d'attirer l'attention : il la retient, la transforme en émotion et laisse une trace durable. Découvrez comment nous avons aidé des marques à toucher leur public par le jeu, en ligne, en magasin et jusque dans les avions.",
            "Chaque projet présenté ici a été conçu sur mesure, du concept au lancement, par notre équipe de game designers, de designers et de développeurs. Chacun répondait à un brief différent, et chacun a été pensé pour être joué, rejoué et partagé.",
          ],
          button: "Lancer mon jeu de marque",
        },
        cardsTitle: "Ce que le jeu apporte à votre marque",
        cardsIntro:
          "L'[advergaming](/advergaming) agit sur quatre leviers à la fois. Nous concevons chaque jeu pour activer ceux qui comptent le plus pour votre campagne.",
        cards: [
          {
            icon: "zap",
            title: "Engagement",
            text: "Un jeu capte l'attention pendant plusieurs minutes, là où un format publicitaire classique se regarde en quelques secondes. Le joueur choisit de passer ce temps avec votre marque.",
          },
          {
            icon: "trending-up",
            title: "Conversion",
            text: "Bons de réduction à débloquer, lots à gagner, inscription à la newsletter : le jeu guide naturellement vers l'action attendue, au moment où l'envie est la plus forte.",
          },
          {
            icon: "users",
            title: "Communauté",
            text: "Classements, défis entre amis et parties multijoueurs rassemblent vos clients autour d'une expérience commune et leur donnent une raison de revenir.",
          },
          {
            icon: "award",
            title: "Image de marque",
            text: "Un jeu soigné incarne vos valeurs et votre ton. Il donne de votre marque l'image d'une entreprise créative, proche de son public et agréable à fréquenter.",
          },
        ],
        projectsTitle: "Nos projets à la une",
        projectsIntro:
          "Trois jeux, trois contextes : **Captain Cloud**, le jeu multijoueur embarqué d'une compagnie aérienne européenne ; **ZuperGamer**, plus de 100\u00a0000 joueurs et plus d'un million de parties ; **Le Cube**, une animation sur double écran avec sept mini-jeux pour un centre commercial. Cliquez sur un projet pour en découvrir les coulisses.",
        statsTitle: "Des résultats qui se mesurent",
        stats: [
          { icon: "zap", value: percent(200, { signed: true }), label: "Engagement" },
          { icon: "repeat", value: percent(85), label: "Rétention" },
          { icon: "trending-up", value: percent(150, { signed: true }), label: "Conversion" },
          { icon: "star", value: rating(4.8), label: "Satisfaction" },
        ],
        body: {
          title: "Du concept au lancement de votre jeu",
          paragraphs: [
            "Tout commence par votre objectif : faire connaître un produit, animer un point de vente, collecter des contacts ou fidéliser vos clients. Nous en déduisons le format de jeu le plus adapté, la durée d'une partie, la mécanique de récompense et les canaux de diffusion, puis nous vous présentons un prototype jouable dès les premières étapes du projet.",
            "Nos jeux sont pensés pour tous les supports : navigateur, smartphone, bornes interactives, écrans géants ou systèmes de divertissement à bord. Ils intègrent le recueil du consentement exigé par le RGPD, des statistiques en temps réel et des outils d'administration pour piloter la campagne au quotidien.",
            "Envie d'aller plus loin ? Découvrez notre approche de la [gamification digitale](/gamification-digitale) pour prolonger l'expérience dans la durée, ou parcourez l'ensemble de [nos réalisations](/nos-realisations).",
          ],
        },
        cta: {
          title: "Prêt à faire jouer votre public ?",
          text: "Parlez-nous de votre marque et de votre prochaine campagne : nous vous proposerons un concept de jeu adapté à vos objectifs.",
          button: "Démarrer mon projet",
          href: "/contact",
        },
      },
      en: {
        hero: {
          badge: "Marketing games",
          title: "Branded games that",
          highlight: "leave a lasting mark",
          intro: [
            "A great marketing game doesn't just grab attention: it holds it, turns it into emotion and leaves a lasting impression. See how we have helped brands reach their audiences through play, online, in store and even in mid-air.",
            "Every project shown here was custom-made, from concept to launch, by our team of game designers, designers and developers. Each one answered a different brief, and each one was built to be played, replayed and shared.",
          ],
          button: "Launch my branded game",
        },
        cardsTitle: "What games do for your brand",
        cardsIntro:
          "[Advergaming](/advergaming) pulls four levers at once. We design each game around the ones that matter most for your campaign.",
        cards: [
          {
            icon: "zap",
            title: "Engagement",
            text: "A game holds attention for minutes, whereas a standard ad gets a few seconds at best. Players choose to spend that time with your brand.",
          },
          {
            icon: "trending-up",
            title: "Conversion",
            text: "Vouchers to unlock, prizes to win, a newsletter to join: the game leads people naturally to the action you want, right when their interest peaks.",
          },
          {
            icon: "users",
            title: "Community",
            text: "Leaderboards, challenges between friends and multiplayer sessions bring your customers together around a shared experience and give them a reason to return.",
          },
          {
            icon: "award",
            title: "Brand image",
            text: "A polished game embodies your values and your tone of voice. It shows your brand as creative, close to its audience and fun to be around.",
          },
        ],
        projectsTitle: "Featured projects",
        projectsIntro:
          "Three games, three settings: **Captain Cloud**, the in-flight multiplayer game of a European airline; **ZuperGamer**, with more than 100,000 players and over a million games played; and **Le Cube**, a dual-screen shopping-centre attraction with seven mini-games. Click a project to go behind the scenes.",
        statsTitle: "Results you can measure",
        stats: [
          { icon: "zap", value: percent(200, { signed: true }), label: "Engagement" },
          { icon: "repeat", value: percent(85), label: "Retention" },
          { icon: "trending-up", value: percent(150, { signed: true }), label: "Conversion" },
          { icon: "star", value: rating(4.8), label: "Satisfaction" },
        ],
        body: {
          title: "From concept to launch",
          paragraphs: [
            "It all starts with your goal: raising awareness of a product, drawing shoppers into a store, generating leads or building loyalty. From there we work out the right game format, the length of a session, the reward mechanic and the distribution channels, and we put a playable prototype in your hands early in the project.",
            "Our games are built for every screen: browsers, smartphones, interactive kiosks, giant displays and in-flight entertainment systems. They come with GDPR-compliant consent collection, real-time analytics and admin tools so you can run the campaign day to day.",
            "Want to go further? Discover our approach to [digital gamification](/gamification-digitale) to keep the experience going over time, or browse [all our work](/nos-realisations).",
          ],
        },
        cta: {
          title: "Ready to get your audience playing?",
          text: "Tell us about your brand and your next campaign, and we will get back to you with a game concept built around your goals.",
          button: "Start my project",
          href: "/contact",
        },
      },
    },
  },
  // ---------------------------------------------------------------------------------------------
  {
    path: "/serious-games-realisations",
    projects: { categoryContains: ["Serious Game"] },
    layout: "carousel",
    claims: [
      {
        kind: "figure",
        quote: { fr: "Rétention", en: "Retention" },
        note: "The site's one retention figure for serious games, the tile '+75 %' (docs/product.md §9.6): its source (which games, which measure, against what baseline) before launch, or the tile goes. The product document's other figure, 'a 90% improvement in information retention' (§1), contradicted it on this page and is not published until a study supports it (decision 072).",
      },
    ],
    copy: {
      fr: {
        hero: {
          badge: "Serious games",
          title: "Des serious games qui",
          highlight: "font évoluer les pratiques",
          intro: [
            "Former des collaborateurs, accompagner des patients, transmettre des savoirs aux élèves ou sensibiliser les citoyens : nos serious games répondent à des enjeux bien réels. Le joueur agit au lieu d'écouter, et retient ce qu'il a lui-même expérimenté.",
            "Voici une sélection de projets menés pour des acteurs de la santé, de l'éducation, de l'entreprise et du secteur public. Chaque jeu a été conçu avec les experts de nos clients, pour que le plaisir de jouer serve toujours un objectif précis.",
          ],
          button: "Créer mon serious game",
        },
        cardsTitle: "Les secteurs que nous accompagnons",
        cardsIntro:
          "Chaque secteur a ses contraintes, ses publics et son vocabulaire. Nous adaptons nos [serious games](/serious-games) à chacun d'eux, en travaillant main dans la main avec vos experts.",
        cards: [
          {
            icon: "stethoscope",
            title: "Santé",
            text: "Éducation thérapeutique, prévention et accompagnement des patients, y compris les plus jeunes : des jeux conçus avec les soignants, comme **Care Island** et ses six îles pour les adolescents.",
          },
          {
            icon: "graduation",
            title: "Éducation",
            text: "Des jeux pour apprendre, réviser et découvrir le monde, utilisés en classe comme à la maison. **Le Roi et la Salamandre** a dépassé les 55\u00a0000 téléchargements.",
          },
          {
            icon: "briefcase",
            title: "Entreprise",
            text: "Conformité, gestion des risques, relation client ou sécurité : des formations ludiques déployées à grande échelle, à l'image de **Risk Pursuit** et de ses plus de 100\u00a0000 collaborateurs formés depuis 2018.",
          },
          {
            icon: "landmark",
            title: "Secteur public",
            text: "Transition énergétique, citoyenneté, patrimoine culturel : des jeux grand public qui accompagnent les politiques publiques et donnent envie d'agir au quotidien.",
          },
        ],
        projectsTitle: "Nos serious games",
        projectsIntro:
          "Parcourez nos serious games, du **Roi et la Salamandre** à **Medelia** en passant par **Hugues et Gartempe**. Cliquez sur une carte pour découvrir le contexte, la solution et les résultats de chaque projet.",
        statsTitle: "L'impact de nos serious games",
        stats: [
          { icon: "brain", value: percent(90), label: "Apprentissage" },
          { icon: "zap", value: percent(85), label: "Engagement" },
          { icon: "repeat", value: percent(75, { signed: true }), label: "Rétention" },
          { icon: "star", value: rating(4.9), label: "Satisfaction" },
        ],
        body: {
          title: "Pourquoi le jeu fonctionne",
          paragraphs: [
            "Un serious game place l'apprenant en situation : il prend des décisions, en observe les effets et ajuste sa stratégie. Cet apprentissage par l'expérience mobilise l'attention, l'émotion et la répétition, trois leviers essentiels de la mémorisation, là où un support classique se contente souvent d'informer.",
            "Nos projets le montrent à grande échelle : **Risk Pursuit** a formé plus de 100\u00a0000 collaborateurs d'un groupe bancaire depuis 2018, **ElectriCity** affiche une économie d'énergie moyenne de 15\u00a0%, et **Les défis du Pr. Mushi** proposent plus de 350 mini-jeux pour apprendre en s'amusant. Derrière chacun de ces chiffres, il y a des joueurs revenus d'eux-mêmes, parce que le jeu leur en donnait l'envie.",
            "Votre projet concerne la formation en ligne au sens large ? Découvrez nos [réalisations en e-learning interactif](/elearning-interactif-realisations) ou nos jeux dédiés à la [santé](/sante).",
          ],
        },
        cta: {
          title: "Un savoir à transmettre, un comportement à faire évoluer ?",
          text: "Présentez-nous votre public et vos objectifs pédagogiques : nous concevrons ensemble le serious game qui les servira.",
          button: "Parlons-en",
          href: "/contact",
        },
      },
      en: {
        hero: {
          badge: "Serious games",
          title: "Serious games that",
          highlight: "change how people act",
          intro: [
            "Training staff, supporting patients, teaching pupils or raising public awareness: our serious games tackle very real challenges. Players act instead of listening, and remember what they have experienced for themselves.",
            "Here is a selection of projects we have delivered for organisations in health, education, business and the public sector. Each game was designed with our clients' experts, so that the fun always serves a precise goal.",
          ],
          button: "Build my serious game",
        },
        cardsTitle: "The sectors we work with",
        cardsIntro:
          "Every sector has its own constraints, audiences and vocabulary. We tailor our [serious games](/serious-games) to each one, working hand in hand with your experts.",
        cards: [
          {
            icon: "stethoscope",
            title: "Health",
            text: "Therapeutic education, prevention and patient support, including for young people: games designed with caregivers, such as **Care Island** and its six islands for teenagers.",
          },
          {
            icon: "graduation",
            title: "Education",
            text: "Games to learn, revise and discover the world, used in the classroom and at home alike. **Le Roi et la Salamandre** has passed 55,000 downloads.",
          },
          {
            icon: "briefcase",
            title: "Corporate",
            text: "Compliance, risk management, customer relations or safety: playful training rolled out at scale, like **Risk Pursuit**, which has trained more than 100,000 staff since 2018.",
          },
          {
            icon: "landmark",
            title: "Public sector",
            text: "Energy transition, citizenship, cultural heritage: games for the general public that support public policy and make people want to act in their daily lives.",
          },
        ],
        projectsTitle: "Our serious games",
        projectsIntro:
          "Browse our serious games, from **Le Roi et la Salamandre** to **Medelia** and **Hugues et Gartempe**. Click a card to discover the context, the solution and the results of each project.",
        statsTitle: "The impact of our serious games",
        stats: [
          { icon: "brain", value: percent(90), label: "Learning" },
          { icon: "zap", value: percent(85), label: "Engagement" },
          { icon: "repeat", value: percent(75, { signed: true }), label: "Retention" },
          { icon: "star", value: rating(4.9), label: "Satisfaction" },
        ],
        body: {
          title: "Why games work",
          paragraphs: [
            "A serious game puts learners in a realistic situation: they make decisions, see what happens and adjust their strategy. Learning by doing draws on attention, emotion and repetition, three key drivers of memory, where conventional material often stops at simply informing.",
            "Our projects prove it at scale: **Risk Pursuit** has trained more than 100,000 staff of a banking group since 2018, **ElectriCity** shows average energy savings of 15%, and **Les défis du Pr. Mushi** offers more than 350 mini-games for learning through play. Behind each of these figures are players who came back of their own accord, because the game gave them a reason to.",
            "Is your project about online learning in the broader sense? Explore our [interactive e-learning projects](/elearning-interactif-realisations) or our games for [health](/sante).",
          ],
        },
        cta: {
          title: "Knowledge to pass on, a behaviour to change?",
          text: "Tell us about your audience and your learning goals, and together we will design the serious game that meets them.",
          button: "Let's talk",
          href: "/contact",
        },
      },
    },
  },
  // ---------------------------------------------------------------------------------------------
  {
    path: "/objets-connectes",
    projects: { categoryContains: ["Objets connectés", "Connected Objects"] },
    layout: "carousel",
    claims: [
      {
        kind: "project",
        quote: same("Cap Équilibre"),
        note: "An invented project: the product document says only 'a serious game with connected objects at the tail of the list'.",
      },
    ],
    copy: {
      fr: {
        hero: {
          badge: "Objets connectés",
          title: "Quand le jeu",
          highlight: "sort de l'écran",
          intro: [
            "Une brosse à dents, un stylo injecteur, un capteur de pression, une planche d'équilibre : relié à une application, un objet du quotidien devient un partenaire de jeu. Le geste répété, parfois contraignant, se transforme en défi que l'on a envie de relever.",
            "Nous concevons des expériences qui associent objets connectés et applications ludiques, en particulier dans la santé, la rééducation et l'éducation. Du premier prototype à la publication sur les magasins d'applications, nous prenons en charge le jeu, l'application et le dialogue avec l'objet.",
          ],
          button: "Connecter mon projet",
        },
        cardsTitle: "Les technologies que nous maîtrisons",
        cardsIntro:
          "Un jeu connecté doit réagir instantanément et sans faille. Nous choisissons la bonne technologie pour chaque usage, et nous la rendons invisible pour le joueur.",
        cards: [
          {
            icon: "bluetooth",
            title: "Bluetooth",
            text: "Le Bluetooth basse consommation relie capteurs et accessoires au smartphone ou à la tablette, avec une latence assez faible pour piloter un jeu en temps réel.",
          },
          {
            icon: "wifi",
            title: "Wi-Fi",
            text: "Pour les installations fixes et les objets qui transmettent beaucoup de données, le Wi-Fi assure une connexion stable entre l'appareil, le jeu et nos serveurs.",
          },
          {
            icon: "cloud",
            title: "Cloud",
            text: "Les données de jeu sont synchronisées dans le cloud : progression sauvegardée, tableaux de bord pour les familles ou les soignants, contenus mis à jour à distance.",
          },
          {
            icon: "bot",
            title: "Intelligence artificielle",
            text: "L'analyse des signaux des capteurs permet de reconnaître un geste, d'en évaluer la qualité et d'adapter la difficulté du jeu aux capacités de chaque joueur.",
          },
        ],
        projectsTitle: "Nos projets connectés",
        projectsIntro:
          "**Magik** rend le brossage des dents amusant grâce à la réalité augmentée, **My Buddy** accompagne les patients traités par hormone de croissance au moment de leurs injections, **Activ 5** s'appuie sur un capteur de pression et **Hugues et Gartempe** associe serious game et objets connectés. Chaque projet est né d'un dialogue étroit entre nos équipes, les fabricants et les utilisateurs finaux. Faites défiler le carrousel pour les découvrir.",
        statsTitle: "Des bénéfices mesurables",
        stats: [
          { icon: "gauge", value: percent(95), label: "Précision" },
          { icon: "zap", value: percent(300, { signed: true }), label: "Engagement" },
          { icon: "repeat", value: percent(200, { signed: true }), label: "Rétention" },
          { icon: "star", value: rating(4.9), label: "Satisfaction" },
        ],
        body: {
          title: "Un savoir-faire entre matériel et jeu",
          paragraphs: [
            "Concevoir un jeu connecté, c'est faire dialoguer deux mondes : celui du matériel, avec ses capteurs, sa batterie et ses contraintes de fabrication, et celui du jeu, avec son rythme et ses récompenses. Nous travaillons aux côtés des fabricants et de leurs ingénieurs dès la conception, pour que la mesure soit fiable et que le jeu réagisse au moindre geste.",
            "Dans la santé, cette approche change le quotidien : **Cap Équilibre** transforme les exercices sur planche d'équilibre en parties de jeu, et des applications couplées à un objet, comme **Magik** ou **My Buddy**, aident les patients à suivre leur traitement avec plus de régularité. Retrouvez ces deux applications et nos autres projets de santé sur notre page [santé](/sante).",
            "Les objets connectés enrichissent aussi nos [serious games](/serious-games) et nos [jeux marketing](/jeux-marketing) : une installation qui réagit au mouvement ou un accessoire qui déclenche une animation rend l'expérience plus mémorable.",
          ],
        },
        cta: {
          title: "Un objet à rendre ludique ?",
          text: "Que votre produit existe déjà ou qu'il soit encore en conception, parlons de ce qu'un jeu peut lui apporter.",
          button: "Parlons de votre objet",
          href: "/contact",
        },
      },
      en: {
        hero: {
          badge: "Connected objects",
          title: "When play",
          highlight: "steps off the screen",
          intro: [
            "A toothbrush, an injection pen, a pressure sensor, a balance board: connect an everyday object to a game and it becomes a playmate. A repetitive, sometimes tiresome routine turns into a challenge people actually want to take on.",
            "We design experiences that pair connected objects with playful apps, especially in health, rehabilitation and education. From the first prototype to the app store release, we take care of the game, the app and the link with the device.",
          ],
          button: "Connect my project",
        },
        cardsTitle: "The technologies we work with",
        cardsIntro:
          "A connected game has to respond instantly and flawlessly. We pick the right technology for each use, and make it invisible to the player.",
        cards: [
          {
            icon: "bluetooth",
            title: "Bluetooth",
            text: "Bluetooth Low Energy links sensors and accessories to a phone or tablet, with latency low enough to drive a game in real time.",
          },
          {
            icon: "wifi",
            title: "Wi-Fi",
            text: "For fixed installations and devices that send a lot of data, Wi-Fi keeps a stable connection between the device, the game and our servers.",
          },
          {
            icon: "cloud",
            title: "Cloud",
            text: "Game data syncs to the cloud: saved progress, dashboards for families or caregivers, and content updated remotely.",
          },
          {
            icon: "bot",
            title: "Artificial intelligence",
            text: "Analysing sensor signals lets us recognise a movement, assess how well it was done and adapt the game's difficulty to each player's abilities.",
          },
        ],
        projectsTitle: "Our connected projects",
        projectsIntro:
          "**Magik** makes toothbrushing fun with augmented reality, **My Buddy** supports patients on growth hormone treatment at injection time, **Activ 5** is built around a pressure sensor and **Hugues et Gartempe** brings together a serious game and connected objects. Each project grew out of close collaboration between our team, the manufacturers and the end users. Scroll through the carousel to discover them.",
        statsTitle: "Measurable benefits",
        stats: [
          { icon: "gauge", value: percent(95), label: "Precision" },
          { icon: "zap", value: percent(300, { signed: true }), label: "Engagement" },
          { icon: "repeat", value: percent(200, { signed: true }), label: "Retention" },
          { icon: "star", value: rating(4.9), label: "Satisfaction" },
        ],
        body: {
          title: "Where hardware meets play",
          paragraphs: [
            "Designing a connected game means getting two worlds to talk: hardware, with its sensors, batteries and manufacturing constraints, and the game, with its pacing and rewards. We work alongside manufacturers and their engineers from the design stage, so that measurements are reliable and the game responds to the slightest movement.",
            "In health, this approach changes everyday life: **Cap Équilibre** turns balance-board exercises into game sessions, and apps paired with a device, such as **Magik** and **My Buddy**, help patients stick to their treatment more consistently. You will find both, with our other health projects, on our [health](/sante) page.",
            "Connected objects also enrich our [serious games](/serious-games) and our [marketing games](/jeux-marketing): an installation that reacts to movement or an accessory that triggers an animation makes the experience far more memorable.",
          ],
        },
        cta: {
          title: "Got an object to make playful?",
          text: "Whether your product already exists or is still on the drawing board, let's talk about what a game could do for it.",
          button: "Let's talk about your device",
          href: "/contact",
        },
      },
    },
  },
  // ---------------------------------------------------------------------------------------------
  {
    path: "/elearning-interactif-realisations",
    projects: { categoryContains: ["Éducation", "Education"] },
    layout: "carousel",
    copy: {
      fr: {
        hero: {
          badge: "E-learning interactif",
          title: "Des formations qui",
          highlight: "donnent envie d'apprendre",
          intro: [
            "Des élèves de primaire aux collaborateurs d'un grand groupe, nos parcours d'apprentissage interactifs touchent des publics très différents, avec une constante : faire de l'apprenant l'acteur de sa formation. Parce qu'on retient mieux ce que l'on a fait soi-même, chaque écran invite à agir plutôt qu'à lire.",
            "Découvrez nos méthodes et une sélection de projets éducatifs, des jeux pour réviser aux univers virtuels qui accompagnent les enfants tout au long de l'année.",
          ],
          button: "Construire mon parcours",
        },
        cardsTitle: "Nos méthodes pédagogiques",
        cardsIntro:
          "Quatre approches complémentaires, que nous combinons selon votre public et vos objectifs pour concevoir un [e-learning interactif](/elearning-interactif) vraiment efficace.",
        cards: [
          {
            icon: "pointer",
            title: "Apprentissage interactif",
            text: "L'apprenant manipule, choisit et expérimente. Chaque action reçoit un retour immédiat qui l'aide à comprendre ses erreurs et à progresser.",
          },
          {
            icon: "users",
            title: "Apprentissage collaboratif",
            text: "Défis d'équipe, classements et quiz en groupe créent de l'émulation et favorisent l'entraide entre apprenants.",
          },
          {
            icon: "compass",
            title: "Apprentissage adaptatif",
            text: "Le parcours s'ajuste au niveau de chacun : davantage de pratique sur les points difficiles, moins de répétition sur ce qui est déjà acquis.",
          },
          {
            icon: "monitor",
            title: "Apprentissage multimédia",
            text: "Vidéos, animations, illustrations, sons et mini-jeux se répondent pour varier les formats et maintenir l'attention jusqu'au bout.",
          },
        ],
        projectsTitle: "Nos projets éducatifs",
        projectsIntro:
          "Plus de 350 mini-jeux pour **Les défis du Pr. Mushi**, 30 mini-jeux pour **Leo's Journey in Africa**, plus de 55\u00a0000 téléchargements pour **Le Roi et la Salamandre**, sans oublier **Medelia** : découvrez comment nous faisons rimer apprentissage et plaisir. Cliquez sur une carte pour connaître les objectifs, la démarche et les résultats de chaque projet.",
        statsTitle: "Des résultats concrets",
        stats: [
          { icon: "check", value: percent(85, { signed: true }), label: "Taux d'achèvement" },
          { icon: "smile", value: percent(90), label: "Satisfaction" },
          { icon: "repeat", value: percent(150, { signed: true }), label: "Rétention" },
          { icon: "star", value: rating(4.8), label: "Note des apprenants" },
        ],
        body: {
          title: "Apprendre à grande échelle",
          paragraphs: [
            "Nos projets éducatifs sont utilisés à grande échelle. **Simply-Land**, univers virtuel éducatif riche de plus de 100 jeux, compte 600\u00a0000 enfants inscrits en France. Côté entreprise, **Risk Pursuit** a formé plus de 100\u00a0000 collaborateurs d'un groupe bancaire depuis 2018, grâce à un quiz décliné en quatre versions et intégré aux plateformes de formation au format SCORM.",
            "Derrière ces chiffres, une même méthode : partir des objectifs pédagogiques, les découper en petites étapes, puis imaginer pour chacune une activité où l'apprenant agit. Nous testons ensuite les parcours avec de vrais utilisateurs pour ajuster la difficulté, le vocabulaire et la durée des séquences.",
            "Pour des enjeux de formation plus ciblés, découvrez aussi nos [réalisations en serious games](/serious-games-realisations) ou notre offre de [gamification digitale](/gamification-digitale). Et si vous disposez déjà de contenus, nous pouvons les transformer en parcours interactifs sans repartir de zéro.",
          ],
        },
        cta: {
          title: "Un parcours de formation à réinventer ?",
          text: "Parlez-nous de vos apprenants et de vos contenus : nous vous proposerons un format interactif adapté à votre contexte.",
          button: "Parlons-en",
          href: "/contact",
        },
      },
      en: {
        hero: {
          badge: "Interactive e-learning",
          title: "Training that makes people",
          highlight: "want to learn",
          intro: [
            "From primary school pupils to employees of a large corporation, our interactive learning paths reach very different audiences, with one constant: putting learners in charge of their own learning. Because we remember best what we have done ourselves, every screen invites learners to act rather than just read.",
            "Discover our methods and a selection of educational projects, from revision games to virtual worlds that stay with children all year round.",
          ],
          button: "Build my learning path",
        },
        cardsTitle: "Our teaching methods",
        cardsIntro:
          "Four complementary approaches that we combine to suit your audience and goals, so your [interactive e-learning](/elearning-interactif) really works.",
        cards: [
          {
            icon: "pointer",
            title: "Interactive learning",
            text: "Learners try things out, make choices and see what happens. Every action gets instant feedback that helps them understand their mistakes and improve.",
          },
          {
            icon: "users",
            title: "Collaborative learning",
            text: "Team challenges, leaderboards and group quizzes spark friendly competition and encourage learners to help each other.",
          },
          {
            icon: "compass",
            title: "Adaptive learning",
            text: "The path adjusts to each learner's level: more practice on the tricky parts, less repetition of what they already know.",
          },
          {
            icon: "monitor",
            title: "Multimedia learning",
            text: "Video, animation, illustration, sound and mini-games work together to vary the formats and hold attention right to the end.",
          },
        ],
        projectsTitle: "Our education projects",
        projectsIntro:
          "More than 350 mini-games in **Les défis du Pr. Mushi**, 30 mini-games in **Leo's Journey in Africa**, more than 55,000 downloads for **Le Roi et la Salamandre**, and **Medelia** too: see how we bring learning and fun together. Click a card to see the goals, the approach and the results of each project.",
        statsTitle: "Tangible results",
        stats: [
          { icon: "check", value: percent(85, { signed: true }), label: "Completion" },
          { icon: "smile", value: percent(90), label: "Satisfaction" },
          { icon: "repeat", value: percent(150, { signed: true }), label: "Retention" },
          { icon: "star", value: rating(4.8), label: "Learner rating" },
        ],
        body: {
          title: "Learning at scale",
          paragraphs: [
            "Our education projects are used at scale. **Simply-Land**, an educational virtual world with more than 100 games, has 600,000 children registered in France. In the corporate world, **Risk Pursuit** has trained more than 100,000 staff of a banking group since 2018, with a quiz delivered in four versions and plugged into training platforms as SCORM packages.",
            "Behind these figures lies one method: start from the learning objectives, break them down into small steps, then design an activity for each one where the learner takes action. We then test the paths with real users to fine-tune the difficulty, the wording and the length of each sequence.",
            "For more targeted training needs, take a look at our [serious game projects](/serious-games-realisations) or our [digital gamification](/gamification-digitale) offer. And if you already have content, we can turn it into interactive paths without starting from scratch.",
          ],
        },
        cta: {
          title: "A training programme to reinvent?",
          text: "Tell us about your learners and your content, and we will suggest an interactive format that fits your context.",
          button: "Let's talk",
          href: "/contact",
        },
      },
    },
  },
  // ---------------------------------------------------------------------------------------------
  {
    path: "/sante",
    projects: { categoryContains: ["Santé", "Health"] },
    layout: "carousel",
    claims: [
      {
        kind: "project",
        quote: same("Cap Équilibre"),
        note: "An invented project: the product document says only 'a serious game with connected objects at the tail of the list'.",
      },
    ],
    copy: {
      fr: {
        hero: {
          badge: "Santé",
          title: "Le jeu au service de",
          highlight: "la santé",
          intro: [
            "Suivre un traitement, adopter les bons gestes, comprendre sa maladie : en santé, la motivation est souvent décisive. Nos applications et jeux santé rendent ces efforts du quotidien plus simples, plus ludiques et plus réguliers.",
            "Nous les concevons avec des professionnels de santé et des organismes de prévention, pour des patients de tous âges, des enfants aux adultes. Chaque projet associe l'exigence du soin à l'envie de jouer, sans jamais sacrifier l'une à l'autre.",
          ],
          button: "Parler de mon projet santé",
        },
        cardsTitle: "Nos solutions santé",
        cardsIntro:
          "Quatre domaines où le jeu apporte une aide concrète aux patients, aux soignants et aux acteurs de la prévention. Chacun peut faire l'objet d'une application dédiée ou s'intégrer à un dispositif plus large.",
        cards: [
          {
            icon: "shield",
            title: "Prévention",
            text: "Des campagnes et des applications ludiques pour adopter de bonnes habitudes, à l'image de **WeCare**, conçue pour un organisme régional de promotion de la santé.",
          },
          {
            icon: "graduation",
            title: "Formation",
            text: "Des jeux et des modules interactifs pour former les soignants et pour l'éducation thérapeutique des patients, qui apprennent à mieux comprendre et gérer leur traitement.",
          },
          {
            icon: "activity",
            title: "Suivi",
            text: "Des applications, parfois reliées à des objets connectés, qui accompagnent le patient au quotidien et rendent ses progrès visibles, comme **My Buddy** ou **Activ 5**.",
          },
          {
            icon: "handshake",
            title: "Collaboration",
            text: "Des outils qui rapprochent patients, familles et soignants autour d'objectifs communs, pour un accompagnement plus cohérent entre deux consultations.",
          },
        ],
        projectsTitle: "Nos projets santé",
        projectsIntro:
          "**WeCare**, **Care Island** et ses six îles pour les adolescents, **Magik** et sa brosse à dents en réalité augmentée, **My Buddy**, **Activ 5** : faites défiler nos projets et cliquez sur l'un d'eux pour en savoir plus. Chaque fiche raconte l'histoire d'un projet : le besoin de départ, la solution imaginée et ce qu'elle a changé pour les patients.",
        statsTitle: "Un impact mesurable",
        stats: [
          { icon: "zap", value: percent(250, { signed: true }), label: "Engagement" },
          { icon: "check", value: percent(92), label: "Taux d'achèvement" },
          { icon: "repeat", value: percent(180, { signed: true }), label: "Rétention" },
          { icon: "star", value: rating(4.9), label: "Satisfaction" },
        ],
        body: {
          title: "Exigence et bienveillance",
          paragraphs: [
            "Concevoir pour la santé demande une rigueur particulière. Chaque contenu est relu avec les professionnels qui accompagnent les patients, chaque interface est pensée pour des publics parfois fatigués, jeunes ou peu familiers du numérique, et les données personnelles sont traitées avec la plus grande attention.",
            "Le jeu apporte ce que les brochures ne peuvent pas offrir : de la motivation au quotidien. **Care Island** propose aux adolescents un jeu thérapeutique en six îles, **Magik** transforme le brossage des dents en aventure en réalité augmentée, et **Cap Équilibre**, présenté avec nos [projets connectés](/objets-connectes), fait des exercices sur planche d'équilibre un vrai moment de jeu. Parce que le jeu récompense la régularité plutôt que la performance, les patients y reviennent jour après jour, et les soignants disposent d'une vision plus claire du suivi.",
            "Beaucoup de nos projets santé reposent sur des objets connectés ou empruntent aux [serious games](/serious-games) leurs méthodes d'apprentissage. Parcourez aussi [nos réalisations](/nos-realisations) pour découvrir l'ensemble de notre travail.",
          ],
        },
        cta: {
          title: "Un projet en santé ?",
          text: "Organisme de prévention, laboratoire, établissement de soins ou association de patients : parlons de votre public et de vos objectifs.",
          button: "Nous contacter",
          href: "/contact",
        },
      },
      en: {
        hero: {
          badge: "Health",
          title: "Putting play to work for",
          highlight: "better health",
          intro: [
            "Sticking to a treatment, adopting the right habits, understanding an illness: in health, motivation is often what counts most. Our health apps and games make these everyday efforts easier, more enjoyable and more consistent.",
            "We design them with healthcare professionals and prevention bodies, for patients of all ages, from children to adults. Each project combines the demands of care with the fun of play, never sacrificing one for the other.",
          ],
          button: "Discuss my health project",
        },
        cardsTitle: "Our health solutions",
        cardsIntro:
          "Four areas where play brings real help to patients, caregivers and everyone working in prevention. Each can stand alone as a dedicated app or fit into a wider programme of care.",
        cards: [
          {
            icon: "shield",
            title: "Prevention",
            text: "Playful campaigns and apps that help people build healthy habits, like **WeCare**, designed for a regional health promotion body.",
          },
          {
            icon: "graduation",
            title: "Training",
            text: "Games and interactive modules to train caregivers and to support therapeutic patient education, helping patients understand and manage their treatment.",
          },
          {
            icon: "activity",
            title: "Monitoring",
            text: "Apps, sometimes paired with connected objects, that support patients day to day and make their progress visible, such as **My Buddy** and **Activ 5**.",
          },
          {
            icon: "handshake",
            title: "Collaboration",
            text: "Tools that bring patients, families and caregivers together around shared goals, for more consistent support between appointments.",
          },
        ],
        projectsTitle: "Our health projects",
        projectsIntro:
          "**WeCare**, **Care Island** and its six islands for teenagers, **Magik** and its augmented-reality toothbrush, **My Buddy**, **Activ 5**: scroll through our projects and click one to find out more. Each card tells the story of a project: the need, the solution we designed and what it changed for patients.",
        statsTitle: "Measurable impact",
        stats: [
          { icon: "zap", value: percent(250, { signed: true }), label: "Engagement" },
          { icon: "check", value: percent(92), label: "Completion" },
          { icon: "repeat", value: percent(180, { signed: true }), label: "Retention" },
          { icon: "star", value: rating(4.9), label: "Satisfaction" },
        ],
        body: {
          title: "Rigour and care",
          paragraphs: [
            "Designing for health calls for particular rigour. Every piece of content is reviewed with the professionals who care for the patients, every interface is designed for people who may be tired, young or unfamiliar with digital tools, and personal data is handled with the utmost care.",
            "Games bring something a leaflet never can: everyday motivation. **Care Island** offers teenagers a therapeutic game spread over six islands, **Magik** turns toothbrushing into an augmented-reality adventure, and **Cap Équilibre**, shown with our [connected projects](/objets-connectes), makes balance-board exercises a genuine moment of play. Because the game rewards regularity rather than performance, patients come back day after day, and caregivers get a clearer picture of how the treatment is going.",
            "Many of our health projects rely on connected objects or borrow their learning methods from [serious games](/serious-games). Browse [all our work](/nos-realisations) to see everything we do.",
          ],
        },
        cta: {
          title: "Working on a health project?",
          text: "Prevention body, pharmaceutical company, care facility or patient association: let's talk about your audience and your goals.",
          button: "Contact us",
          href: "/contact",
        },
      },
    },
  },
];
