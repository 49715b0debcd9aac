import type { Project } from "./project-types";
import type { Localized } from "./types";

/*
 * The portfolio: static data built into the site (docs/product.md §3.1). The order of this list is the
 * order shown everywhere (the portfolio page shows the first six). Clients are always described,
 * never named. Figures follow docs/product.md §3.1 and §9.7 exactly.
 */

const health: Localized = { fr: "Santé", en: "Health" };
const marketingGames: Localized = { fr: "Jeux marketing", en: "Marketing games" };
const healthConnected: Localized = {
  fr: "Santé + objets connectés",
  en: "Health + connected objects",
};
const educationSerious: Localized = {
  fr: "Éducation + serious game",
  en: "Education + serious game",
};
const education: Localized = { fr: "Éducation", en: "Education" };
const energy: Localized = { fr: "Énergie", en: "Energy" };
const seriousConnected: Localized = {
  fr: "Serious game + objets connectés",
  en: "Serious game + connected objects",
};
const socialMedia: Localized = { fr: "Réseaux sociaux", en: "Social media" };

const regionalHealthBody: Localized = {
  fr: "Un organisme régional de promotion de la santé",
  en: "A regional health promotion body",
};

export const projects: Project[] = [
  {
    id: 1,
    slug: "wecare",
    title: "WeCare",
    client: regionalHealthBody,
    category: health,
    description: {
      fr: "WeCare est une application de promotion de la santé qui accompagne chacun au quotidien grâce à des défis simples et encourageants. Alimentation, activité physique, sommeil, gestion du stress : l'application transforme les bons réflexes en petites victoires. Elle est disponible gratuitement sur l'App Store et Google Play.",
      en: "WeCare is a health-promotion app that supports people in their daily lives through simple, encouraging challenges. Food, physical activity, sleep and stress: the app turns healthy habits into small wins. It is available free of charge on the app stores.",
    },
    objective: {
      fr: "Donner au grand public un outil concret pour adopter des comportements favorables à la santé, sans culpabiliser ni faire la morale. L'organisme souhaitait relayer ses campagnes de prévention au plus près des habitants de sa région, directement dans leur poche.",
      en: "Give the general public a practical tool to adopt healthier behaviours, without guilt or lecturing. The client wanted to bring its prevention campaigns closer to the people of its region, right into their pockets.",
    },
    challenges: {
      fr: "Les messages de prévention souffrent souvent d'une image austère et d'une faible mémorisation. Il fallait toucher des publics très différents, des jeunes actifs aux seniors, tout en respectant une exigence forte de rigueur scientifique et de protection des données de santé.",
      en: "Prevention messages often suffer from a dull image and poor recall. The app had to reach very different audiences, from young workers to seniors, while meeting strict standards of scientific accuracy and health-data protection.",
    },
    solution: {
      fr: "Nous avons conçu un parcours de défis courts et personnalisables, validés par les experts de l'organisme et regroupés par thématiques de santé. Chaque défi relevé fait progresser un profil illustré et débloque des conseils pratiques. Un ton chaleureux et des illustrations douces rendent la prévention accessible et positive.",
      en: "We designed a path of short, customisable challenges, approved by the client's experts and grouped by health topic. Each completed challenge grows an illustrated profile and unlocks practical tips. A warm tone and soft illustrations make prevention feel approachable and positive.",
    },
    userEngagement: {
      fr: "Des rappels discrets, des séries de jours consécutifs et des badges thématiques encouragent la régularité sans pression. Les utilisateurs choisissent eux-mêmes leurs objectifs et leur rythme, ce qui renforce leur sentiment d'autonomie.",
      en: "Gentle reminders, day streaks and themed badges encourage regular use without pressure. Users pick their own goals and pace, which strengthens their sense of ownership.",
    },
    results: {
      fr: "Publiée sur l'App Store et sur Google Play, WeCare offre à l'organisme un canal direct et durable vers les habitants de sa région. Les campagnes saisonnières de prévention peuvent désormais être relayées dans l'application sous forme de défis dédiés.",
      en: "Published on the App Store and Google Play, WeCare gives the client a direct, lasting channel to the people of its region. Seasonal prevention campaigns can now be relayed inside the app as dedicated challenges.",
    },
    techInnovation: {
      fr: "Une application mobile multiplateforme, accompagnée d'un back-office qui permet aux équipes de l'organisme de publier de nouveaux défis sans développement. Les données personnelles sont réduites au strict minimum et traitées dans le respect du RGPD, avec des notifications locales et un fonctionnement hors connexion.",
      en: "A cross-platform mobile app with a back office that lets the client's teams publish new challenges without any development. Personal data is kept to a strict minimum and handled in line with the GDPR, with local notifications and offline use.",
    },
    claims: [
      {
        kind: "project",
        quote: { fr: "Publiée sur l'App Store et sur Google Play", en: "Published on the App Store and Google Play" },
        note: "Where the app is published, and its store links.",
      },
    ],
    image: "images/projects/wecare/cover.svg",
    images: [
      "images/projects/wecare/gallery-1.svg",
      "images/projects/wecare/gallery-2.svg",
      "images/projects/wecare/gallery-3.svg",
      "images/projects/wecare/gallery-4.svg",
    ],
    playStoreUrl: "https://play.google.com/store/apps/details?id=example.ludora.wecare",
    appStoreUrl: "https://apps.apple.com/app/id0000000001",
  },
  {
    id: 2,
    slug: "care-island",
    title: "Care Island",
    client: regionalHealthBody,
    category: health,
    description: {
      fr: "Care Island est un jeu thérapeutique pour adolescents qui les invite à explorer six îles, chacune consacrée à une dimension de leur bien-être. Conçu avec des professionnels de santé, il aide les jeunes à mettre des mots sur leurs émotions et à adopter des stratégies concrètes pour aller mieux.",
      en: "Care Island is a therapeutic game for teenagers that invites them to explore six islands, each devoted to one aspect of their well-being. Designed with health professionals, it helps young people put words to their emotions and adopt practical strategies to feel better.",
    },
    objective: {
      fr: "Proposer aux adolescents un outil d'accompagnement qui leur parle vraiment, en complément du suivi assuré par les soignants. Le jeu devait favoriser l'expression des émotions et l'apprentissage de compétences psychosociales dans un cadre sécurisant.",
      en: "Offer teenagers a support tool that truly speaks to them, alongside the care provided by health professionals. The game had to encourage emotional expression and the learning of life skills in a safe setting.",
    },
    challenges: {
      fr: "**Un public exigeant** Les adolescents repèrent immédiatement un contenu qui les infantilise ou qui leur fait la morale. L'univers, le ton et les mécaniques devaient soutenir la comparaison avec les jeux qu'ils pratiquent au quotidien. **Des contraintes cliniques** Chaque mini-jeu devait reposer sur des approches validées et être relu par des professionnels de santé, sans jamais se substituer à une prise en charge.",
      en: "**A demanding audience** Teenagers instantly spot content that talks down to them or preaches. The world, tone and mechanics had to stand up to the games they play every day. **Clinical constraints** Every mini-game had to rest on validated approaches and be reviewed by health professionals, without ever replacing actual care.",
    },
    solution: {
      fr: "Nous avons imaginé un archipel de six îles à explorer librement, chacune abordant un thème : émotions, sommeil, relations, confiance en soi, gestion du stress et projection dans l'avenir. Des personnages attachants guident le joueur à travers des activités courtes, des choix narratifs et des exercices de respiration intégrés au gameplay.",
      en: "We created an archipelago of six islands to explore freely, each tackling a theme: emotions, sleep, relationships, self-esteem, stress management and looking ahead. Endearing characters guide players through short activities, narrative choices and breathing exercises woven into the gameplay.",
    },
    userEngagement: {
      fr: "Le joueur personnalise son avatar et son refuge, qui s'enrichit au fil des îles visitées. Un journal intime lui permet de garder une trace de ses ressentis, et la progression non linéaire respecte son rythme.",
      en: "Players customise their avatar and their own shelter, which grows richer with each island they visit. A private journal lets them keep track of how they feel, and the non-linear progression respects their pace.",
    },
    results: {
      fr: "Care Island est publié dans les magasins d'applications et sert de support aux professionnels qui accompagnent les adolescents. Il prolonge l'action de l'organisme auprès d'un public difficile à toucher par les canaux de prévention classiques.",
      en: "Care Island is published on the app stores and supports the professionals who work with teenagers. It extends the client's reach to an audience that traditional prevention channels struggle to engage.",
    },
    techInnovation: {
      fr: "Le jeu fonctionne hors connexion et le journal reste sur l'appareil : seuls des statistiques pseudonymisées et des rapports de plantage, facultatifs et envoyés avec consentement, quittent le téléphone. Son architecture modulaire permet d'ajouter de nouvelles activités sur chaque île sans refondre l'ensemble.",
      en: "The game runs offline and the journal stays on the device: only optional pseudonymised statistics and crash reports, sent with consent, leave the phone. Its modular architecture makes it possible to add new activities to any island without rebuilding the whole game.",
    },
    claims: [
      {
        kind: "project",
        quote: {
          fr: "chacune abordant un thème : émotions, sommeil, relations",
          en: "each tackling a theme: emotions, sleep, relationships",
        },
        note: "The themes of the six islands.",
      },
    ],
    image: "images/projects/care-island/cover.svg",
    images: [
      "images/projects/care-island/gallery-1.svg",
      "images/projects/care-island/gallery-2.svg",
      "images/projects/care-island/gallery-3.svg",
      "images/projects/care-island/gallery-4.svg",
      "images/projects/care-island/gallery-5.svg",
    ],
    playStoreUrl: "https://play.google.com/store/apps/details?id=example.ludora.careisland",
    appStoreUrl: "https://apps.apple.com/app/id0000000002",
  },
  {
    id: 4,
    slug: "captain-cloud",
    title: "Captain Cloud",
    client: { fr: "Une compagnie aérienne européenne", en: "A European airline" },
    category: marketingGames,
    description: {
      fr: "Captain Cloud est un jeu multijoueur embarqué qui transforme le temps de vol en partie géante entre passagers. Chacun joue depuis l'écran de son siège, avec des classements par destination et un classement mondial qui prolongent l'expérience bien après l'atterrissage.",
      en: "Captain Cloud is an in-flight multiplayer game that turns flight time into a giant match between passengers. Everyone plays from their seat-back screen, with rankings by destination and a global leaderboard that keep the experience going long after landing.",
    },
    objective: {
      fr: "Offrir aux passagers un divertissement à bord original, partagé et fidèle à l'image de la compagnie. Le jeu devait renforcer l'attachement à la marque et donner une raison de revenir jouer, vol après vol.",
      en: "Give passengers an original, shared in-flight entertainment experience that reflects the airline's brand. The game had to strengthen brand attachment and give people a reason to come back and play, flight after flight.",
    },
    challenges: {
      fr: "Les systèmes de divertissement embarqués imposent des ressources matérielles limitées, des écrans variés et une connectivité intermittente. Le jeu devait aussi s'adresser à tous les passagers, de l'enfant au voyageur d'affaires, dans plusieurs langues et sans tutoriel fastidieux.",
      en: "In-flight entertainment systems come with limited hardware, varied screens and intermittent connectivity. The game also had to appeal to every passenger, from children to business travellers, in several languages and without a tedious tutorial.",
    },
    solution: {
      fr: "**Une partie à l'échelle de l'avion** Les passagers d'un même vol s'affrontent en temps réel sur le réseau de bord, dans des manches courtes aux commandes simples. **Des classements qui voyagent** Les scores sont synchronisés à l'arrivée pour alimenter un classement par destination et un classement mondial, qui font de chaque vol une nouvelle occasion de grimper. **Une identité de marque affirmée** L'univers graphique reprend les codes de la compagnie, autour d'un héros aviateur léger et plein d'humour.",
      en: "**A match the size of the plane** Passengers on the same flight compete in real time over the onboard network, in short rounds with simple controls. **Rankings that travel** Scores are synchronised on arrival to feed a leaderboard per destination and a global leaderboard, making every flight a new chance to climb. **A strong brand identity** The visual world draws on the airline's identity, led by a light-hearted aviator hero.",
    },
    userEngagement: {
      fr: "Le classement par destination crée une rivalité bon enfant entre les lignes, tandis que le classement mondial récompense les voyageurs réguliers. Les parties courtes s'insèrent naturellement entre deux services à bord.",
      en: "Destination rankings spark friendly rivalry between routes, while the global leaderboard rewards frequent flyers. Short rounds fit naturally between meal and drink services.",
    },
    results: {
      fr: "Captain Cloud est devenu un rendez-vous ludique à bord et un support de communication pour la compagnie. Les classements donnent à la marque une présence qui se prolonge au-delà du vol lui-même.",
      en: "Captain Cloud has become a playful onboard fixture and a communication asset for the airline. The rankings give the brand a presence that lasts beyond the flight itself.",
    },
    techInnovation: {
      fr: "Le moteur multijoueur fonctionne sur le réseau local de l'avion, sans dépendre d'une connexion Internet, puis synchronise les résultats une fois au sol. Le rendu a été optimisé pour des terminaux embarqués aux performances modestes.",
      en: "The multiplayer engine runs on the aircraft's local network without relying on an Internet connection, then syncs results once on the ground. Rendering was optimised for onboard terminals with modest performance.",
    },
    panels: {
      fr: {
        context:
          "Une compagnie aérienne européenne souhaitait renouveler son offre de divertissement à bord avec une expérience sociale, capable de réunir des passagers qui ne se connaissent pas. Le jeu devait aussi prolonger le lien avec la marque après le vol.",
        solution:
          "Nous avons conçu Captain Cloud, un jeu multijoueur embarqué où tous les passagers d'un vol s'affrontent depuis leur siège. Les scores alimentent un **classement par destination** et un **classement mondial**.",
        impact:
          "Chaque vol devient une compétition amicale, et les classements incitent les voyageurs à revenir jouer lors de leurs prochains trajets. La marque gagne un point de contact ludique et mémorable.",
        roles: [
          "Game design",
          "Direction artistique",
          "Développement multijoueur",
          "Intégration embarquée",
          "Tests et recette",
        ],
      },
      en: {
        context:
          "A European airline wanted to refresh its in-flight entertainment with a social experience that brings together passengers who have never met. The game also had to extend the bond with the brand beyond the flight.",
        solution:
          "We designed Captain Cloud, an in-flight multiplayer game in which every passenger on a flight competes from their seat. Scores feed **rankings by destination** and a **global leaderboard**.",
        impact:
          "Every flight becomes a friendly competition, and the rankings encourage travellers to play again on their next trips. The brand gains a playful, memorable touchpoint.",
        roles: [
          "Game design",
          "Art direction",
          "Multiplayer development",
          "Onboard integration",
          "QA and acceptance testing",
        ],
      },
    },
    claims: [
      {
        kind: "client",
        quote: { fr: "Une compagnie aérienne européenne", en: "A European airline" },
        note: "The product document says 'an airline'.",
      },
      {
        kind: "project",
        quote: {
          fr: "Captain Cloud est devenu un rendez-vous ludique à bord",
          en: "Captain Cloud has become a playful onboard fixture",
        },
        note: "An outcome the product document does not give.",
      },
    ],
    image: "images/projects/captain-cloud/cover.svg",
    images: [
      "images/projects/captain-cloud/gallery-1.svg",
      "images/projects/captain-cloud/gallery-2.svg",
      "images/projects/captain-cloud/gallery-3.svg",
      "images/projects/captain-cloud/gallery-4.svg",
    ],
  },
  {
    id: 5,
    slug: "magik",
    title: "Magik",
    client: {
      fr: "Un fabricant de produits d'hygiène bucco-dentaire",
      en: "An oral-care products manufacturer",
    },
    category: healthConnected,
    description: {
      fr: "Magik transforme le brossage des dents en aventure grâce à la réalité augmentée. Devant l'écran, l'enfant voit son reflet affronter de petits monstres qu'il chasse en se brossant bien les dents, pendant toute la durée recommandée.",
      en: "Magik turns toothbrushing into an adventure through augmented reality. In front of the screen, children watch their reflection battle little monsters that they chase away by brushing properly, for the full recommended time.",
    },
    objective: {
      fr: "Aider les enfants à acquérir une bonne routine de brossage, en durée comme en technique, et épargner aux parents une bataille quotidienne. Le jeu devait aussi mettre en valeur la brosse à dents connectée du fabricant.",
      en: "Help children build a good brushing routine, in both duration and technique, and spare parents a daily battle. The game also had to showcase the manufacturer's connected toothbrush.",
    },
    challenges: {
      fr: "Le brossage est une activité répétitive que les enfants délaissent vite. Le jeu devait détecter les zones brossées avec suffisamment de fiabilité et rester amusant soir après soir, dans une salle de bains, avec un téléphone posé devant le miroir.",
      en: "Brushing is a repetitive task that children quickly give up on. The game had to detect brushed areas reliably and stay fun night after night, in a bathroom, with a phone propped up in front of the mirror.",
    },
    solution: {
      fr: "La caméra du téléphone suit le visage de l'enfant et superpose en réalité augmentée des masques et des créatures à chasser. Les données de la brosse connectée indiquent quelles zones ont été nettoyées, et chaque monstre disparaît quand le quadrant correspondant a été suffisamment brossé.",
      en: "The phone's camera tracks the child's face and overlays augmented-reality masks and creatures to chase. Data from the connected brush shows which areas have been cleaned, and each monster vanishes once the matching quadrant has been brushed enough.",
    },
    userEngagement: {
      fr: "Des collections de masques, des récompenses quotidiennes et un calendrier de brossage partagé avec les parents entretiennent la motivation. L'enfant attend le moment du brossage au lieu de le repousser.",
      en: "Mask collections, daily rewards and a brushing calendar shared with parents keep motivation high. Children look forward to brushing time instead of putting it off.",
    },
    results: {
      fr: "Magik apporte au fabricant un argument différenciant pour sa gamme enfant et installe un rituel positif dans les familles. Les parents disposent d'un suivi simple des habitudes de brossage.",
      en: "Magik gives the manufacturer a distinctive selling point for its children's range and sets up a positive ritual in families. Parents get a simple way to follow brushing habits.",
    },
    techInnovation: {
      fr: "Le jeu combine le suivi facial en temps réel sur mobile et les données de mouvement transmises en Bluetooth Low Energy par la brosse. Les deux flux sont fusionnés pour estimer la zone brossée avec une latence imperceptible pour l'enfant.",
      en: "The game combines real-time face tracking on mobile with motion data sent by the brush over Bluetooth Low Energy. Both streams are merged to estimate the brushed area with a latency the child never notices.",
    },
    claims: [
      {
        kind: "client",
        quote: { fr: "Un fabricant de produits d'hygiène bucco-dentaire", en: "An oral-care products manufacturer" },
      },
      {
        kind: "project",
        quote: {
          fr: "transmises en Bluetooth Low Energy par la brosse",
          en: "sent by the brush over Bluetooth Low Energy",
        },
        note: "The product document says 'AR toothbrush': how the brush talks to the game.",
      },
    ],
    image: "images/projects/magik/cover.svg",
    images: [
      "images/projects/magik/gallery-1.svg",
      "images/projects/magik/gallery-2.svg",
      "images/projects/magik/gallery-3.svg",
    ],
  },
  {
    id: 6,
    slug: "my-buddy",
    title: "My Buddy",
    client: {
      fr: "Un laboratoire pharmaceutique international",
      en: "An international pharmaceutical company",
    },
    category: healthConnected,
    description: {
      fr: "My Buddy est un jeu associé à un stylo d'injection d'hormone de croissance, conçu pour les enfants sous traitement. Un petit compagnon virtuel grandit au rythme des injections et transforme un geste médical quotidien en moment de complicité.",
      en: "My Buddy is a game linked to a growth-hormone injection pen, designed for children undergoing treatment. A small virtual companion grows with each injection and turns a daily medical routine into a moment of connection.",
    },
    objective: {
      fr: "Améliorer l'observance du traitement chez les enfants, pour qui les injections quotidiennes sont souvent vécues comme une contrainte. Le jeu devait aussi rassurer les familles et faciliter le dialogue avec l'équipe soignante.",
      en: "Improve treatment adherence among children, who often experience daily injections as a burden. The game also had to reassure families and make dialogue with the care team easier.",
    },
    challenges: {
      fr: "**Un sujet sensible** Le jeu s'adresse à des enfants qui vivent un traitement long : il devait dédramatiser sans minimiser, et ne jamais culpabiliser en cas d'oubli. **Un cadre médical strict** Les informations issues du stylo connecté sont des données de santé, soumises à des exigences élevées de sécurité et de confidentialité. **Des âges très variés** Le traitement concerne aussi bien de jeunes enfants que des préadolescents, aux attentes très différentes.",
      en: "**A sensitive subject** The game is for children going through a long treatment: it had to ease anxiety without trivialising it, and never make them feel guilty about a missed dose. **A strict medical framework** Information from the connected pen is health data, subject to demanding security and privacy requirements. **A wide age range** The treatment concerns young children as well as pre-teens, with very different expectations.",
    },
    solution: {
      fr: "Chaque injection enregistrée par le stylo connecté nourrit et fait évoluer le compagnon de l'enfant, qui découvre de nouveaux décors et de nouvelles activités. L'univers évolue avec l'âge du joueur, et un espace parents présente clairement l'historique des injections.",
      en: "Each injection recorded by the connected pen feeds the child's companion and helps it grow, unlocking new settings and activities. The world adapts as the player grows, and a parents' area presents the injection history clearly.",
    },
    userEngagement: {
      fr: "Le lien affectif avec le compagnon est au cœur de la motivation : l'enfant veut le voir grandir, lui aussi. Des mini-jeux courts, des surprises régulières et des messages encourageants accompagnent les jours plus difficiles.",
      en: "The emotional bond with the companion drives motivation: children want to see it grow, just like them. Short mini-games, regular surprises and encouraging messages help them through the harder days.",
    },
    results: {
      fr: "My Buddy offre aux familles un soutien ludique au quotidien, et aux équipes soignantes une meilleure visibilité sur la régularité du traitement. Il montre comment un dispositif médical peut devenir le point de départ d'une expérience positive.",
      en: "My Buddy gives families playful day-to-day support and gives care teams a clearer view of how regularly the treatment is taken. It shows how a medical device can become the starting point of a positive experience.",
    },
    techInnovation: {
      fr: "L'application se synchronise en Bluetooth avec le stylo d'injection pour récupérer la date et la dose de chaque prise. Les données sont chiffrées et hébergées conformément aux exigences applicables aux données de santé.",
      en: "The app syncs with the injection pen over Bluetooth to retrieve the date and dose of each injection. Data is encrypted and hosted in line with the requirements that apply to health data.",
    },
    claims: [
      {
        kind: "client",
        quote: { fr: "Un laboratoire pharmaceutique international", en: "An international pharmaceutical company" },
      },
    ],
    image: "images/projects/my-buddy/cover.svg",
    images: [
      "images/projects/my-buddy/gallery-1.svg",
      "images/projects/my-buddy/gallery-2.svg",
      "images/projects/my-buddy/gallery-3.svg",
    ],
  },
  {
    id: 100,
    slug: "le-cube",
    title: "Le Cube",
    client: { fr: "Un groupe de centres commerciaux", en: "A shopping-centre group" },
    category: marketingGames,
    description: {
      fr: "Le Cube est une animation événementielle pour centres commerciaux : une structure à double écran où les visiteurs s'affrontent sur sept mini-jeux. Installée dans les allées, elle attire les familles, crée de l'affluence et met en avant les enseignes partenaires.",
      en: "Le Cube is an event attraction for shopping centres: a dual-screen structure where visitors compete across seven mini-games. Set up in the centre's walkways, it draws families, builds footfall and puts partner stores in the spotlight.",
    },
    objective: {
      fr: "Créer un temps fort capable de faire venir et de retenir les visiteurs dans les centres commerciaux du groupe, tout en générant des contacts qualifiés pour les enseignes. L'animation devait pouvoir circuler d'un centre à l'autre et se réinventer à chaque opération.",
      en: "Create a highlight that brings visitors into the group's shopping centres and keeps them there, while generating qualified leads for the stores. The attraction had to tour from one centre to another and feel fresh for every campaign.",
    },
    challenges: {
      fr: "Une animation en galerie marchande doit se comprendre en quelques secondes, absorber un flux continu de joueurs et fonctionner des journées entières sans intervention technique. Elle devait aussi s'adapter à des opérations commerciales différentes d'un centre à l'autre.",
      en: "A shopping-centre attraction has to be understood in seconds, handle a constant flow of players and run for entire days without technical intervention. It also had to adapt to different promotions from one centre to the next.",
    },
    solution: {
      fr: "**Deux écrans, deux joueurs** Le Cube oppose deux joueurs face à face, chacun devant son écran, pendant que le public suit la partie. **Sept mini-jeux** Adresse, rapidité, mémoire : les sept mini-jeux s'enchaînent en sessions courtes, accessibles à tous les âges. **Une animation personnalisable** Habillage, lots et questions s'adaptent à chaque opération et aux enseignes partenaires du centre.",
      en: "**Two screens, two players** Le Cube pits two players face to face, each at their own screen, while the crowd follows the match. **Seven mini-games** Skill, speed, memory: the seven mini-games follow one another in short sessions suited to every age. **A customisable attraction** Branding, prizes and questions adapt to each campaign and to the centre's partner stores.",
    },
    userEngagement: {
      fr: "Le duel en face à face et le public qui se rassemble autour de la structure créent une émulation immédiate. Les gains instantanés et les tableaux des meilleurs scores du jour incitent à rejouer et à revenir.",
      en: "Face-to-face duels and the crowd that gathers around the structure create a buzz straight away. Instant-win prizes and daily high-score boards encourage people to play again and come back.",
    },
    results: {
      fr: "Le Cube a fait de chaque opération un moment fédérateur dans les allées, avec des files de joueurs et de nombreux spectateurs. Les enseignes partenaires gagnent en visibilité et le centre recueille, pour ses campagnes, les coordonnées de joueurs qui ont accepté d'être recontactés.",
      en: "Le Cube turned each campaign into a crowd-pleasing moment in the walkways, with queues of players and plenty of onlookers. Partner stores gain visibility and the centre collects opted-in contacts for its campaigns.",
    },
    techInnovation: {
      fr: "Une application dédiée pilote les deux écrans de manière synchronisée, avec un back-office pour paramétrer les jeux, les lots et les statistiques de fréquentation. Le système redémarre seul en cas d'incident et fonctionne sans connexion permanente.",
      en: "A dedicated application drives both screens in sync, with a back office to set up games, prizes and attendance statistics. The system recovers on its own after any incident and runs without a permanent connection.",
    },
    claims: [
      { kind: "client", quote: { fr: "Un groupe de centres commerciaux", en: "A shopping-centre group" } },
      {
        kind: "project",
        quote: {
          fr: "avec des files de joueurs et de nombreux spectateurs",
          en: "with queues of players and plenty of onlookers",
        },
        note: "An outcome the product document does not give.",
      },
    ],
    image: "images/projects/le-cube/cover.svg",
    images: [
      "images/projects/le-cube/gallery-1.svg",
      "images/projects/le-cube/gallery-2.svg",
      "images/projects/le-cube/gallery-3.svg",
      "images/projects/le-cube/gallery-4.svg",
    ],
  },
  {
    id: 7,
    slug: "activ-5",
    title: "Activ 5",
    client: {
      fr: "Un fabricant d'équipements de fitness connectés",
      en: "A connected fitness equipment manufacturer",
    },
    category: healthConnected,
    description: {
      fr: "Activ 5 propose des jeux d'exercice pilotés par un capteur de pression qui tient dans la main. En poussant, en tirant ou en serrant le capteur, l'utilisateur contrôle des mini-jeux qui rendent le renforcement musculaire ludique, partout et en quelques minutes.",
      en: "Activ 5 offers exercise games driven by a handheld pressure sensor. By pushing, pulling or squeezing the sensor, users control mini-games that make strength training fun, anywhere and in just a few minutes.",
    },
    objective: {
      fr: "Donner envie de pratiquer régulièrement des exercices isométriques, y compris aux personnes peu sportives ou qui manquent de temps. Les jeux devaient révéler tout le potentiel du capteur du fabricant.",
      en: "Make people want to do isometric exercises regularly, including those who are not sporty or are short on time. The games had to reveal the full potential of the manufacturer's sensor.",
    },
    challenges: {
      fr: "Un exercice isométrique ne produit aucun mouvement visible : il fallait traduire une force en action de jeu lisible et gratifiante. Les jeux devaient aussi s'adapter à des niveaux de force très différents, du patient en rééducation au sportif confirmé.",
      en: "An isometric exercise produces no visible movement: we had to turn force into readable, rewarding game actions. The games also had to adapt to very different strength levels, from rehabilitation patients to seasoned athletes.",
    },
    solution: {
      fr: "Nous avons créé une série de mini-jeux où la pression exercée dirige un personnage, fait voler un engin ou remplit une jauge. Un calibrage initial mesure la force de chaque utilisateur pour que la difficulté soit toujours juste, quel que soit son niveau.",
      en: "We built a series of mini-games in which the pressure applied steers a character, flies a craft or fills a gauge. An initial calibration measures each user's strength so the difficulty always feels right, whatever their level.",
    },
    userEngagement: {
      fr: "Les séances courtes, les records personnels et les programmes progressifs donnent des repères clairs. Le jeu rend visible un effort qui, sans lui, resterait abstrait.",
      en: "Short sessions, personal bests and progressive programmes provide clear milestones. The game makes an otherwise abstract effort visible.",
    },
    results: {
      fr: "Activ 5 complète l'offre du fabricant par une expérience logicielle stimulante, qui donne une raison de reprendre le capteur chaque jour. Les jeux servent aussi de démonstration lors des présentations du produit.",
      en: "Activ 5 complements the manufacturer's offer with an engaging software experience that gives users a reason to pick up the sensor every day. The games also serve as a demo whenever the product is presented.",
    },
    techInnovation: {
      fr: "Le capteur transmet en continu des mesures de force en Bluetooth Low Energy, filtrées puis normalisées selon le calibrage de chaque utilisateur. Cette couche d'abstraction permet de brancher de nouveaux mini-jeux sur le même modèle d'entrée.",
      en: "The sensor streams force readings over Bluetooth Low Energy, which are filtered and then normalised against each user's calibration. This abstraction layer lets new mini-games plug into the same input model.",
    },
    claims: [
      {
        kind: "client",
        quote: {
          fr: "Un fabricant d'équipements de fitness connectés",
          en: "A connected fitness equipment manufacturer",
        },
      },
    ],
    image: "images/projects/activ-5/cover.svg",
    images: [
      "images/projects/activ-5/gallery-1.svg",
      "images/projects/activ-5/gallery-2.svg",
      "images/projects/activ-5/gallery-3.svg",
    ],
  },
  {
    id: 8,
    slug: "le-roi-et-la-salamandre",
    title: "Le Roi et la Salamandre",
    client: {
      fr: "Une institution nationale du patrimoine",
      en: "A national heritage institution",
    },
    category: educationSerious,
    description: {
      fr: "Le Roi et la Salamandre est un jeu éducatif qui plonge les joueurs au cœur de la Renaissance, à la découverte d'un patrimoine exceptionnel. Énigmes, exploration et personnages historiques font de l'histoire une aventure à vivre. Le jeu a été téléchargé plus de 55\u00a0000 fois.",
      en: "Le Roi et la Salamandre is an educational game that takes players into the heart of the Renaissance and its remarkable heritage. Puzzles, exploration and historical figures turn history into an adventure. The game has been downloaded over 55,000 times.",
    },
    objective: {
      fr: "Faire découvrir l'histoire et le patrimoine de la Renaissance au jeune public, avant, pendant ou après la visite des monuments. Le jeu devait transmettre des connaissances fiables tout en donnant envie d'en savoir plus.",
      en: "Introduce young audiences to Renaissance history and heritage, before, during or after a visit to the monuments. The game had to pass on reliable knowledge while sparking the curiosity to learn more.",
    },
    challenges: {
      fr: "Il fallait concilier rigueur historique et plaisir de jeu, sous le regard attentif des conservateurs. Le jeu devait aussi captiver les enfants comme les adultes qui les accompagnent, sans jamais ressembler à un manuel scolaire.",
      en: "We had to reconcile historical accuracy with fun, under the watchful eye of curators. The game also had to captivate children and the adults with them, without ever feeling like a textbook.",
    },
    solution: {
      fr: "Le joueur accompagne une salamandre espiègle chargée d'une mission royale, à travers des décors inspirés de lieux réels. Chaque énigme s'appuie sur un élément d'architecture, un objet ou un personnage d'époque, et débloque une fiche documentaire illustrée.",
      en: "Players follow a mischievous salamander on a royal mission through settings inspired by real places. Each puzzle is built around a piece of architecture, an object or a period figure, and unlocks an illustrated fact sheet.",
    },
    userEngagement: {
      fr: "La narration, les fiches à collectionner et des énigmes à la difficulté progressive retiennent l'attention jusqu'au dénouement. Le jeu se prête aussi bien à une découverte en famille qu'à une utilisation en classe.",
      en: "Storytelling, collectible fact sheets and puzzles of growing difficulty hold attention all the way to the ending. The game works just as well for family discovery as for classroom use.",
    },
    results: {
      fr: "Avec plus de 55\u00a0000 téléchargements, Le Roi et la Salamandre prolonge la mission de médiation culturelle de l'institution bien au-delà de ses murs. Il est devenu un support de découverte apprécié des familles et des enseignants.",
      en: "With over 55,000 downloads, Le Roi et la Salamandre extends the institution's cultural outreach well beyond its walls. It has become a popular discovery tool for families and teachers.",
    },
    techInnovation: {
      fr: "Les décors ont été reconstitués à partir de documents d'archives et de relevés fournis par l'institution. Le jeu, multiplateforme, fonctionne hors connexion afin de pouvoir être utilisé sur place, y compris dans les zones mal couvertes.",
      en: "The settings were rebuilt from archive documents and surveys provided by the institution. The cross-platform game runs offline so it can be used on site, including in areas with poor coverage.",
    },
    claims: [
      {
        kind: "client",
        quote: { fr: "Une institution nationale du patrimoine", en: "A national heritage institution" },
      },
      {
        kind: "project",
        quote: { fr: "au cœur de la Renaissance", en: "into the heart of the Renaissance" },
        note: "The game's period.",
      },
    ],
    image: "images/projects/le-roi-et-la-salamandre/cover.svg",
    images: [
      "images/projects/le-roi-et-la-salamandre/gallery-1.svg",
      "images/projects/le-roi-et-la-salamandre/gallery-2.svg",
      "images/projects/le-roi-et-la-salamandre/gallery-3.svg",
      "images/projects/le-roi-et-la-salamandre/gallery-4.svg",
    ],
  },
  {
    id: 9,
    slug: "les-defis-du-pr-mushi",
    // A no-break space: a title bypasses the typesetter, and "Pr." must not end a line (decision 070).
    title: "Les défis du Pr.\u00a0Mushi",
    client: { fr: "Un éditeur scolaire", en: "An educational publisher" },
    category: education,
    description: {
      fr: "Les défis du Pr. Mushi rassemblent plus de 350 mini-jeux pour réviser les apprentissages de l'école primaire. Guidés par un professeur farfelu, les enfants s'entraînent en français, en mathématiques et en découverte du monde, à leur rythme.",
      en: "Les défis du Pr. Mushi brings together over 350 mini-games to practise what children learn in primary school. Guided by a quirky professor, children work on French, maths and the world around them, at their own pace.",
    },
    objective: {
      fr: "Proposer aux élèves du primaire un outil d'entraînement motivant, aligné sur les programmes scolaires et utilisable à la maison comme en classe. L'éditeur souhaitait prolonger ses ouvrages par une offre numérique que les enfants aient vraiment envie d'ouvrir.",
      en: "Give primary-school pupils a motivating practice tool, aligned with the national curriculum, that works at home as well as in class. The publisher wanted to extend its books with a digital offer that children would genuinely want to open.",
    },
    challenges: {
      fr: "Couvrir l'ensemble des notions du primaire demandait un volume de contenu considérable, sans sacrifier la variété ni la qualité. Chaque exercice devait être pédagogiquement juste et adapté à l'âge de l'enfant.",
      en: "Covering every primary-school topic meant a huge volume of content, without sacrificing variety or quality. Every exercise had to be pedagogically sound and suited to the child's age.",
    },
    solution: {
      fr: "Nous avons conçu une bibliothèque de mécaniques de jeu réutilisables, alimentées par les contenus des auteurs de l'éditeur. Cette approche a permis de produire plus de 350 mini-jeux variés, classés par niveau et par compétence, sous la houlette du Pr. Mushi.",
      en: "We designed a library of reusable game mechanics fed with content from the publisher's authors. This approach produced over 350 varied mini-games, sorted by level and skill, under Pr. Mushi's guidance.",
    },
    userEngagement: {
      fr: "Défis quotidiens, étoiles à collectionner et progression visible sur une carte entretiennent l'envie de revenir. Parents et enseignants suivent les compétences travaillées et les points à renforcer.",
      en: "Daily challenges, stars to collect and progress shown on a map keep children coming back. Parents and teachers can follow the skills practised and the areas that need more work.",
    },
    results: {
      fr: "Le programme offre à l'éditeur un catalogue de plus de 350 mini-jeux couvrant tout le cycle primaire, décliné sur plusieurs supports. Les enfants révisent en jouant, sans avoir l'impression de faire leurs devoirs.",
      en: "The programme gives the publisher a catalogue of over 350 mini-games covering the whole of primary school, available on several devices. Children revise while playing, without feeling like it's homework.",
    },
    techInnovation: {
      fr: "Un moteur de gabarits piloté par les données génère les mini-jeux à partir de fichiers de contenu, ce qui permet aux équipes éditoriales d'en créer de nouveaux sans développement. Les résultats alimentent un suivi par compétence.",
      en: "A data-driven template engine generates the mini-games from content files, so editorial teams can create new ones without development. Results feed a skill-by-skill progress tracker.",
    },
    claims: [{ kind: "client", quote: { fr: "Un éditeur scolaire", en: "An educational publisher" } }],
    image: "images/projects/les-defis-du-pr-mushi/cover.svg",
    images: [
      "images/projects/les-defis-du-pr-mushi/gallery-1.svg",
      "images/projects/les-defis-du-pr-mushi/gallery-2.svg",
      "images/projects/les-defis-du-pr-mushi/gallery-3.svg",
      "images/projects/les-defis-du-pr-mushi/gallery-4.svg",
    ],
  },
  {
    id: 10,
    slug: "electricity",
    title: "ElectriCity",
    client: { fr: "Un fournisseur d'électricité européen", en: "A European electricity utility" },
    category: energy,
    description: {
      fr: "ElectriCity est un jeu de conquête de territoire qui récompense les économies d'énergie bien réelles. Grâce aux données des compteurs communicants, chaque kilowattheure économisé à la maison permet de gagner du terrain dans le jeu. Les joueurs ont réalisé en moyenne 15\u00a0% d'économies.",
      en: "ElectriCity is a territory-conquest game that rewards real energy savings. Using smart-meter data, every kilowatt-hour saved at home helps players gain ground in the game. Players achieved 15% savings on average.",
    },
    objective: {
      fr: "Encourager les foyers à réduire durablement leur consommation d'électricité, en rendant les économies visibles, concrètes et motivantes. Le fournisseur voulait aussi valoriser les données des compteurs communicants auprès de ses clients.",
      en: "Encourage households to cut their electricity use for good, by making savings visible, tangible and motivating. The utility also wanted to show its customers the value of their smart-meter data.",
    },
    challenges: {
      fr: "La consommation d'énergie est invisible et les conseils d'économie lassent vite. Il fallait relier le jeu à des données de consommation fiables, respecter la vie privée des foyers et maintenir l'intérêt sur plusieurs mois.",
      en: "Energy use is invisible and saving tips quickly wear thin. We had to connect the game to reliable consumption data, protect households' privacy and keep interest going for months.",
    },
    solution: {
      fr: "Les joueurs forment des équipes qui se disputent les quartiers d'une ville virtuelle. Les économies mesurées par les compteurs communicants, comparées à la consommation habituelle de chaque foyer, se transforment en ressources pour conquérir et défendre des territoires.",
      en: "Players form teams that compete for the districts of a virtual city. Savings measured by smart meters, compared with each household's usual consumption, become resources to conquer and hold territory.",
    },
    userEngagement: {
      fr: "L'esprit d'équipe et la rivalité entre quartiers entretiennent la motivation dans la durée. Des défis hebdomadaires et des conseils ciblés aident chaque foyer à trouver de nouvelles marges d'économie.",
      en: "Team spirit and rivalry between districts keep motivation up over time. Weekly challenges and targeted tips help each household find new ways to save.",
    },
    results: {
      fr: "**15\u00a0% d'économies en moyenne** Les foyers participants ont réduit leur consommation d'électricité de 15\u00a0% en moyenne. **Des habitudes qui s'installent** Au-delà des chiffres, le jeu a ancré de nouveaux réflexes du quotidien, de l'extinction des veilles au réglage du chauffage.",
      en: "**15% average savings** Participating households cut their electricity use by 15% on average. **Habits that stick** Beyond the figures, the game embedded new everyday habits, from switching off standby devices to adjusting the heating.",
    },
    techInnovation: {
      fr: "Avec le consentement des foyers, la plateforme récupère les relevés des compteurs communicants et calcule les économies par rapport à une consommation de référence propre à chacun. Le jeu, disponible sur le web et sur mobile, met à jour la carte des territoires en quasi temps réel.",
      en: "With households' consent, the platform collects smart-meter readings and computes savings against each home's own baseline. Available on the web and on mobile, the game updates the territory map in near real time.",
    },
    panels: {
      fr: {
        context:
          "Un fournisseur d'électricité européen voulait aider ses clients à mieux maîtriser leur consommation, en s'appuyant sur les données des compteurs communicants. Les conseils classiques ne suffisaient plus à faire changer les habitudes.",
        solution:
          "ElectriCity, un jeu de **conquête de territoire** où chaque économie d'énergie mesurée à la maison devient une ressource pour gagner des quartiers avec son équipe.",
        impact:
          "Les foyers participants ont réalisé **15\u00a0% d'économies en moyenne**. Le jeu a rendu tangibles des efforts jusque-là invisibles.",
        roles: [
          "Game design",
          "Design UX-UI",
          "Développement web et mobile",
          "Intégration des données de compteurs",
          "Animation de la communauté",
        ],
      },
      en: {
        context:
          "A European electricity utility wanted to help its customers take control of their consumption, using smart-meter data. Conventional advice was no longer enough to change habits.",
        solution:
          "ElectriCity, a **territory-conquest game** in which every energy saving measured at home becomes a resource to win districts with your team.",
        impact:
          "Participating households achieved **15% average savings**. The game gave households a tangible result for an effort that had been invisible until then.",
        roles: [
          "Game design",
          "UX-UI design",
          "Web and mobile development",
          "Smart-meter data integration",
          "Community management",
        ],
      },
    },
    claims: [
      { kind: "client", quote: { fr: "Un fournisseur d'électricité européen", en: "A European electricity utility" } },
    ],
    image: "images/projects/electricity/cover.svg",
    images: [
      "images/projects/electricity/gallery-1.svg",
      "images/projects/electricity/gallery-2.svg",
      "images/projects/electricity/gallery-3.svg",
    ],
  },
  {
    id: 11,
    slug: "leos-journey-in-africa",
    title: "Leo’s Journey in Africa",
    client: {
      fr: "Une fondation de protection de la faune sauvage",
      en: "A wildlife conservation foundation",
    },
    category: education,
    description: {
      fr: "Leo's Journey in Africa est un jeu éducatif consacré à la protection de la faune sauvage. À travers 30 mini-jeux, sur mobile et en ligne, les joueurs suivent Leo dans un voyage à la rencontre des espèces menacées. Le jeu compte plus de 50\u00a0000 téléchargements.",
      en: "Leo's Journey in Africa is an educational game about wildlife conservation. Across 30 mini-games, on mobile and online, players follow Leo on a journey to meet endangered species. The game has over 50,000 downloads.",
    },
    objective: {
      fr: "Sensibiliser les enfants et les familles aux enjeux de la conservation et à la fragilité des écosystèmes africains, en prolongeant l'action de terrain de la fondation. Le jeu devait transformer la curiosité pour les animaux en envie d'agir.",
      en: "Raise awareness among children and families of conservation issues and the fragility of African ecosystems, extending the foundation's work in the field. The game had to turn curiosity about animals into a desire to act.",
    },
    challenges: {
      fr: "Ce sujet grave devait être abordé sans angoisser un jeune public. Les informations scientifiques sur les espèces et leurs habitats devaient rester exactes, et le jeu devait être accessible aussi bien sur mobile que depuis un navigateur.",
      en: "This serious topic had to be tackled without frightening young players. Scientific information about species and their habitats had to stay accurate, and the game had to be playable on mobile as well as in a browser.",
    },
    solution: {
      fr: "Leo, un jeune explorateur, traverse savanes, forêts et zones humides et relève les défis de 30 mini-jeux inspirés des missions réelles des équipes de conservation : soigner, recenser, protéger, replanter. Chaque étape fait découvrir une espèce et les menaces qui pèsent sur elle.",
      en: "Leo, a young explorer, crosses savannahs, forests and wetlands, taking on 30 mini-games inspired by real conservation missions: healing, counting, protecting, replanting. Each stage introduces a species and the threats it faces.",
    },
    userEngagement: {
      fr: "Un carnet de voyage à compléter, des animaux à recueillir dans un refuge virtuel et des défis adaptés à l'âge donnent envie d'aller jusqu'au bout. Le jeu suggère aussi des gestes concrets à adopter à la maison et à l'école.",
      en: "A travel journal to complete, animals to shelter in a virtual sanctuary and age-appropriate challenges make players want to see it through. The game also suggests practical actions to take at home and at school.",
    },
    results: {
      fr: "Avec plus de 50\u00a0000 téléchargements, le jeu a porté le message de la fondation auprès d'un large public familial. Sa version en ligne en fait aussi un support pédagogique pour les enseignants.",
      en: "With over 50,000 downloads, the game has carried the foundation's message to a wide family audience. Its online version also makes it a teaching resource for schools.",
    },
    techInnovation: {
      fr: "Une base de code unique produit la version mobile et la version web, avec une progression synchronisée entre les deux. Les 30 mini-jeux partagent un socle technique commun qui a permis d'en accélérer la production.",
      en: "A single codebase produces both the mobile and web versions, with progress synced between them. The 30 mini-games share a common technical foundation that sped up their production.",
    },
    panels: {
      fr: {
        context:
          "Une fondation de protection de la faune sauvage souhaitait sensibiliser le jeune public à la conservation des espèces africaines, au-delà de ses canaux habituels.",
        solution:
          "Un jeu d'aventure éducatif de **30 mini-jeux**, disponible **sur mobile et en ligne**, où Leo découvre les espèces menacées et les gestes qui les protègent.",
        impact:
          "Plus de **50\u00a0000 téléchargements**, et un outil utilisé en famille comme en classe pour parler de biodiversité. Le message de la fondation touche désormais un public qu'elle atteignait difficilement.",
        roles: [
          "Game design",
          "Écriture narrative",
          "Illustration et animation",
          "Développement mobile et web",
          "Publication dans les magasins d'applications",
        ],
      },
      en: {
        context:
          "A wildlife conservation foundation wanted to raise young people's awareness of African species conservation, beyond its usual channels.",
        solution:
          "An educational adventure game made up of **30 mini-games**, available **on mobile and online**, in which Leo discovers endangered species and the actions that protect them.",
        impact:
          "Over **50,000 downloads**, and a tool used by families and in classrooms to talk about biodiversity. The foundation's message now reaches an audience it used to struggle to engage.",
        roles: [
          "Game design",
          "Narrative writing",
          "Illustration and animation",
          "Mobile and web development",
          "App store publishing",
        ],
      },
    },
    claims: [
      {
        kind: "client",
        quote: { fr: "Une fondation de protection de la faune sauvage", en: "A wildlife conservation foundation" },
      },
    ],
    image: "images/projects/leos-journey-in-africa/cover.svg",
    images: [
      "images/projects/leos-journey-in-africa/gallery-1.svg",
      "images/projects/leos-journey-in-africa/gallery-2.svg",
      "images/projects/leos-journey-in-africa/gallery-3.svg",
      "images/projects/leos-journey-in-africa/gallery-4.svg",
    ],
  },
  {
    id: 12,
    slug: "hugues-et-gartempe",
    title: "Hugues et Gartempe",
    client: { fr: "Un musée d'art et d'histoire", en: "An art and history museum" },
    category: seriousConnected,
    description: {
      fr: "Hugues et Gartempe est un serious game de médiation culturelle qui transforme la visite d'un musée en enquête. Munis d'une lanterne connectée, les enfants suivent Hugues, apprenti enlumineur, et Gartempe, sa gargouille bavarde, à la recherche d'indices cachés dans les salles.",
      en: "Hugues et Gartempe is a cultural-outreach serious game that turns a museum visit into an investigation. Carrying a connected lantern, children follow Hugues, an apprentice illuminator, and Gartempe, his chatty gargoyle, in search of clues hidden in the galleries.",
    },
    objective: {
      fr: "Rendre les collections médiévales du musée accessibles et vivantes pour les 7-12 ans, et donner aux familles une raison de revenir. Le dispositif devait encourager l'observation attentive des œuvres plutôt que le regard rivé sur un écran.",
      en: "Make the museum's medieval collections accessible and lively for 7- to 12-year-olds, and give families a reason to come back. The set-up had to encourage close observation of the works rather than eyes glued to a screen.",
    },
    challenges: {
      fr: "Les écrans détournent souvent l'attention des œuvres qu'ils sont censés mettre en valeur. Il fallait aussi un objet robuste, simple à prêter à l'accueil et compatible avec les contraintes de conservation des salles.",
      en: "Screens often draw attention away from the very works they are meant to showcase. We also needed a sturdy object that is easy to lend at the front desk and compatible with the galleries' conservation constraints.",
    },
    solution: {
      fr: "Une lanterne connectée, sans écran, réagit par la lumière, le son et la vibration à l'approche de balises discrètes placées près des œuvres. Gartempe donne ses indices à voix haute, et l'enfant doit observer l'œuvre pour résoudre l'énigme et faire avancer l'enquête de Hugues.",
      en: "A screen-free connected lantern responds with light, sound and vibration as it nears discreet beacons placed by the works. Gartempe gives spoken clues, and children must study the work to solve the riddle and move Hugues's investigation forward.",
    },
    userEngagement: {
      fr: "Le duo de personnages, plein d'humour, crée un lien immédiat avec les enfants, et l'enquête donne un fil conducteur à toute la visite. En fin de parcours, un diplôme d'enlumineur personnalisé récompense les jeunes visiteurs.",
      en: "The witty pair of characters connects with children straight away, and the investigation gives the whole visit a common thread. At the end of the trail, a personalised illuminator's diploma rewards young visitors.",
    },
    results: {
      fr: "Le parcours a renouvelé l'offre familiale du musée et redonné aux enfants le goût d'observer les œuvres. De nouvelles enquêtes peuvent être ajoutées au fil des expositions temporaires.",
      en: "The trail has refreshed the museum's family offer and given children a taste for looking closely at the works. New investigations can be added as temporary exhibitions come and go.",
    },
    techInnovation: {
      fr: "La lanterne embarque un microcontrôleur, un détecteur de balises Bluetooth, une LED et un petit haut-parleur, le tout rechargé sur une station d'accueil. Le scénario se paramètre depuis un outil simple, sans intervention sur le matériel.",
      en: "The lantern houses a microcontroller, a Bluetooth beacon detector, an LED and a small speaker, all recharged on a docking station. The storyline is configured from a simple tool, with no change to the hardware.",
    },
    claims: [
      { kind: "client", quote: { fr: "Un musée d'art et d'histoire", en: "An art and history museum" } },
      {
        kind: "project",
        quote: { fr: "Munis d'une lanterne connectée", en: "Carrying a connected lantern" },
        note: "The connected object the game uses.",
      },
      {
        kind: "figure",
        quote: { fr: "pour les 7-12 ans", en: "for 7- to 12-year-olds" },
        note: "The target age range.",
      },
    ],
    image: "images/projects/hugues-et-gartempe/cover.svg",
    images: [
      "images/projects/hugues-et-gartempe/gallery-1.svg",
      "images/projects/hugues-et-gartempe/gallery-2.svg",
      "images/projects/hugues-et-gartempe/gallery-3.svg",
    ],
  },
  {
    id: 13,
    slug: "medelia",
    title: "Medelia",
    client: {
      fr: "Une école de formation aux métiers de la santé",
      en: "A healthcare training school",
    },
    category: educationSerious,
    description: {
      fr: "Medelia est un serious game de formation médicale qui place les étudiants face à des cas cliniques simulés. Interrogatoire, examen, diagnostic et prise en charge : chaque décision influe sur l'évolution du patient virtuel.",
      en: "Medelia is a medical-training serious game that puts students in front of simulated clinical cases. History-taking, examination, diagnosis and treatment: every decision affects how the virtual patient's condition evolves.",
    },
    objective: {
      fr: "Permettre aux étudiants en santé de s'entraîner au raisonnement clinique sans aucun risque pour les patients, aussi souvent que nécessaire, en complément des stages et des cours. L'école voulait aussi disposer d'un outil d'évaluation formative partagé par tous ses formateurs.",
      en: "Let healthcare students practise clinical reasoning with no risk to patients, as often as they need, alongside placements and lectures. The school also wanted a formative assessment tool shared by all its trainers.",
    },
    challenges: {
      fr: "**La rigueur médicale** Chaque cas devait être conçu et validé par des formateurs, avec des symptômes, des examens et des évolutions cohérents. **Le réalisme sans la lourdeur** La simulation devait rester fluide et prenante, sans noyer l'étudiant sous les écrans et les menus. **Une évaluation juste** Il fallait mesurer la qualité du raisonnement, et pas seulement la bonne réponse finale.",
      en: "**Medical accuracy** Every case had to be designed and validated by trainers, with consistent symptoms, tests and outcomes. **Realism without the burden** The simulation had to stay smooth and engaging, without drowning students in screens and menus. **Fair assessment** We had to measure the quality of the reasoning, not just the final answer.",
    },
    solution: {
      fr: "Medelia propose des cas cliniques scénarisés dans lesquels l'étudiant dialogue avec le patient, prescrit des examens et choisit une prise en charge. Le patient virtuel réagit en temps réel, et un débriefing détaillé revient sur chaque décision après la session.",
      en: "Medelia offers scripted clinical cases in which students talk with the patient, order tests and choose a treatment. The virtual patient responds in real time, and a detailed debrief reviews every decision after the session.",
    },
    userEngagement: {
      fr: "Des niveaux de difficulté progressifs, des scores par compétence et de nouveaux cas ajoutés régulièrement entretiennent la motivation. Les étudiants rejouent volontiers un cas pour affiner leur démarche.",
      en: "Progressive difficulty levels, skill-based scores and new cases added regularly keep motivation high. Students happily replay a case to refine their approach.",
    },
    results: {
      fr: "L'école dispose d'un outil d'entraînement accessible à tout moment, qui complète la simulation en présentiel. Les formateurs suivent la progression de leurs groupes et concentrent leurs séances sur les points faibles repérés.",
      en: "The school now has a practice tool available at any time, complementing in-person simulation. Trainers follow their groups' progress and focus their sessions on the weak spots identified.",
    },
    techInnovation: {
      fr: "Un moteur de scénarios cliniques, fondé sur des règles physiologiques simplifiées, permet aux formateurs de créer eux-mêmes de nouveaux cas. Les traces d'apprentissage sont exportées vers la plateforme de formation de l'école.",
      en: "A clinical scenario engine, built on simplified physiological rules, lets trainers create new cases themselves. Learning records are exported to the school's learning platform.",
    },
    claims: [
      {
        kind: "client",
        quote: { fr: "Une école de formation aux métiers de la santé", en: "A healthcare training school" },
      },
    ],
    image: "images/projects/medelia/cover.svg",
    images: [
      "images/projects/medelia/gallery-1.svg",
      "images/projects/medelia/gallery-2.svg",
      "images/projects/medelia/gallery-3.svg",
    ],
  },
  {
    id: 3,
    slug: "zupergamer",
    title: "ZuperGamer",
    client: { fr: "Un opérateur de télécommunications", en: "A telecom operator" },
    category: marketingGames,
    description: {
      fr: "ZuperGamer est une plateforme de jeux en ligne aux couleurs d'une marque, qui fédère une communauté autour de tournois, de défis et de récompenses. Elle a réuni plus de 100\u00a0000 joueurs pour plus d'un million de parties jouées.",
      en: "ZuperGamer is a branded online gaming platform that brings a community together around tournaments, challenges and rewards. It has brought together over 100,000 players, who have played over a million games.",
    },
    objective: {
      fr: "Créer un lieu de rendez-vous ludique et durable pour les clients et prospects de la marque, afin de renforcer la relation et de recueillir des contacts qualifiés. La plateforme devait faire vivre la marque au quotidien, bien au-delà d'une campagne ponctuelle.",
      en: "Create a lasting, playful meeting place for the brand's customers and prospects, to strengthen the relationship and gather qualified leads. The platform had to keep the brand present day after day, well beyond a one-off campaign.",
    },
    challenges: {
      fr: "Une plateforme de jeux doit se renouveler sans cesse pour retenir sa communauté. Elle devait aussi encaisser de forts pics d'audience lors des tournois et garantir l'équité des classements.",
      en: "A gaming platform has to keep reinventing itself to hold on to its community. It also had to handle sharp traffic peaks during tournaments and guarantee fair rankings.",
    },
    solution: {
      fr: "Nous avons développé une plateforme web qui regroupe un catalogue de jeux instantanés, des tournois programmés et un système de points échangeables contre des récompenses. L'habillage, les lots et le calendrier s'adaptent aux temps forts marketing de la marque.",
      en: "We built a web platform combining a catalogue of instant games, scheduled tournaments and a points system redeemable for rewards. Branding, prizes and the schedule adapt to the brand's key marketing moments.",
    },
    userEngagement: {
      fr: "Profils de joueurs, succès, classements hebdomadaires et défis entre amis font de chaque visite une occasion de progresser. Le calendrier des tournois donne aux joueurs des rendez-vous réguliers.",
      en: "Player profiles, achievements, weekly leaderboards and challenges between friends make every visit a chance to progress. The tournament calendar gives players regular dates to look forward to.",
    },
    results: {
      fr: "ZuperGamer a fédéré plus de 100\u00a0000 joueurs et dépassé le million de parties jouées. La marque dispose d'une communauté engagée et d'un canal direct pour ses opérations.",
      en: "ZuperGamer has brought together over 100,000 players and passed a million games played. The brand now has an engaged community and a direct channel for its campaigns.",
    },
    techInnovation: {
      fr: "Les jeux HTML5 et WebGL se lancent instantanément dans le navigateur, sans installation. Une architecture élastique absorbe les pics des tournois, et des contrôles côté serveur protègent les classements contre la triche.",
      en: "HTML5 and WebGL games launch instantly in the browser, with nothing to install. A scalable architecture absorbs tournament peaks, and server-side checks protect the leaderboards from cheating.",
    },
    claims: [{ kind: "client", quote: { fr: "Un opérateur de télécommunications", en: "A telecom operator" } }],
    image: "images/projects/zupergamer/cover.svg",
    images: [
      "images/projects/zupergamer/gallery-1.svg",
      "images/projects/zupergamer/gallery-2.svg",
      "images/projects/zupergamer/gallery-3.svg",
      "images/projects/zupergamer/gallery-4.svg",
    ],
    websiteUrl: "/demos/zupergamer.html",
  },
  {
    id: 14,
    slug: "next-freeze",
    title: "Next Freeze",
    client: { fr: "Un studio de cinéma international", en: "An international film studio" },
    category: socialMedia,
    description: {
      fr: "Pour la sortie d'un film, Next Freeze a invité les internautes à relever des défis givrés sur les réseaux sociaux et à partager leurs exploits pour tenter de remporter des lots exclusifs.",
      en: "For a film release, Next Freeze invited fans to take on frosty challenges on social media and share their feats for a chance to win exclusive prizes.",
    },
    fullDescription: {
      fr: "**Le principe** Pendant les semaines précédant la sortie du film, Next Freeze proposait chaque jour un nouveau défi à relever directement sur les réseaux sociaux : figer l'instant parfait, repérer des indices dans les bandes-annonces, deviner la suite de l'intrigue. **La mécanique virale** Chaque participation pouvait être partagée et invitait les amis à tenter leur chance, si bien que la campagne a circulé de communauté en communauté. **Notre rôle** Nous avons conçu le concept, le game design et des formats adaptés à chaque réseau, puis accompagné l'animation de la campagne jusqu'à la sortie en salles.",
      en: "**The idea** In the weeks leading up to the film's release, Next Freeze offered a new challenge every day, played directly on social media: freeze the perfect moment, spot clues in the trailers, guess what happens next. **The viral loop** Every entry could be shared and invited friends to try their luck, so the campaign spread from one community to the next. **Our role** We created the concept, the game design and formats tailored to each network, then supported the campaign's community management right up to the cinema release.",
    },
    claims: [
      { kind: "client", quote: { fr: "Un studio de cinéma international", en: "An international film studio" } },
      {
        kind: "project",
        quote: { fr: "Pour la sortie d'un film", en: "For a film release" },
        note: "What the campaign was for.",
      },
    ],
    image: "images/projects/next-freeze/cover.svg",
    images: [],
  },
  {
    id: 15,
    slug: "les-gardiens-du-parc",
    title: "Les Gardiens du Parc",
    client: { fr: "Un parc naturel régional", en: "A regional nature park" },
    category: education,
    description: {
      fr: "Les Gardiens du Parc est un jeu de découverte qui invite les familles à explorer un parc naturel en devenant ses gardiens le temps d'une balade. En chemin, petits et grands observent la faune et la flore, résolvent des énigmes et apprennent les bons gestes pour préserver les paysages.",
      en: "Les Gardiens du Parc is a discovery game that invites families to explore a nature park by becoming its guardians for the length of a walk. Along the way, children and adults observe wildlife and plants, solve riddles and learn how to help protect the landscape.",
    },
    claims: [
      {
        kind: "project",
        quote: { fr: "Les Gardiens du Parc est un jeu de découverte", en: "Les Gardiens du Parc is a discovery game" },
        note: "The whole record: the product document gives nothing beyond the slug.",
      },
      { kind: "client", quote: { fr: "Un parc naturel régional", en: "A regional nature park" } },
    ],
    image: "images/projects/les-gardiens-du-parc/cover.svg",
    images: [
      "images/projects/les-gardiens-du-parc/gallery-1.svg",
      "images/projects/les-gardiens-du-parc/gallery-2.svg",
      "images/projects/les-gardiens-du-parc/gallery-3.svg",
    ],
  },
  {
    id: 16,
    slug: "risk-pursuit",
    title: "Risk Pursuit",
    client: { fr: "Un groupe bancaire français", en: "A French banking group" },
    claims: [
      {
        kind: "client",
        quote: { fr: "Un groupe bancaire français", en: "A French banking group" },
        note: "The product document says 'a banking group': is it French?",
      },
    ],
    category: educationSerious,
    description: {
      fr: "Risk Pursuit est un quiz de formation conçu pour un groupe bancaire, qui rend ludique l'apprentissage de la culture du risque. Livré au format SCORM et décliné en quatre versions, il a permis de former plus de 100\u00a0000 collaborateurs depuis 2018.",
      en: "Risk Pursuit is a training quiz designed for a banking group that makes learning about risk culture fun. Delivered as SCORM packages in four versions, it has trained more than 100,000 staff since 2018.",
    },
    objective: {
      fr: "Diffuser une culture commune du risque auprès de l'ensemble des collaborateurs du groupe, des agences aux fonctions support, et s'assurer que les notions clés sont réellement comprises. Le dispositif devait aussi fournir un suivi fiable des formations réalisées.",
      en: "Spread a shared risk culture across all of the group's staff, from branches to support functions, and make sure key concepts are truly understood. The programme also had to provide reliable tracking of completed training.",
    },
    challenges: {
      fr: "Les formations réglementaires sont souvent perçues comme une obligation fastidieuse. Le module devait toucher plus de 100\u00a0000 personnes aux métiers variés, s'intégrer aux plateformes de formation existantes et suivre l'évolution de la réglementation.",
      en: "Compliance training is often seen as a tedious obligation. The module had to reach more than 100,000 people in varied roles, plug into existing learning platforms and keep pace with changing regulations.",
    },
    solution: {
      fr: "**Un quiz de plateau** Risk Pursuit reprend les codes des jeux de plateau de culture générale : les joueurs avancent en répondant à des questions réparties par familles de risques. **Quatre versions** Le jeu a été décliné en quatre versions pour accompagner l'évolution des contenus et des publics du groupe. **Un format SCORM** Chaque version est livrée sous forme de paquet SCORM, déployé directement sur les plateformes de formation des entités du groupe.",
      en: "**A board-game quiz** Risk Pursuit takes its cues from trivia board games: players move forward by answering questions grouped by risk family. **Four versions** The game was released in four versions to keep up with the group's changing content and audiences. **SCORM packages** Each version is delivered as a SCORM package, deployed straight onto the learning platforms of the group's entities.",
    },
    userEngagement: {
      fr: "Les parties courtes, les explications après chaque réponse et la possibilité de rejouer pour améliorer son score transforment l'obligation en défi. L'émulation entre équipes a fait du quiz un sujet de conversation dans les services.",
      en: "Short games, explanations after every answer and the option to replay for a better score turn an obligation into a challenge. Friendly competition between teams made the quiz a talking point across departments.",
    },
    results: {
      fr: "Plus de 100\u00a0000 collaborateurs ont été formés avec Risk Pursuit depuis 2018. Le groupe dispose d'un format éprouvé, qu'il peut actualiser à chaque évolution réglementaire.",
      en: "More than 100,000 staff have been trained with Risk Pursuit since 2018. The group has a proven format that it can update whenever regulations change.",
    },
    techInnovation: {
      fr: "Développé en HTML5, le module fonctionne dans tous les navigateurs du parc informatique du groupe et remonte les scores et le taux d'achèvement via SCORM. Les questions sont gérées dans des fichiers de contenu, ce qui simplifie les mises à jour et les traductions.",
      en: "Built in HTML5, the module runs in every browser across the group's IT estate and reports scores and completion through SCORM. Questions live in content files, which makes updates and translations simpler.",
    },
    image: "images/projects/risk-pursuit/cover.svg",
    images: [
      "images/projects/risk-pursuit/gallery-1.svg",
      "images/projects/risk-pursuit/gallery-2.svg",
      "images/projects/risk-pursuit/gallery-3.svg",
    ],
  },
  {
    id: 18,
    slug: "simply-land",
    title: "Simply-Land",
    client: {
      fr: "Un éditeur de contenus éducatifs pour enfants",
      en: "A children's educational content publisher",
    },
    category: education,
    description: {
      fr: "Simply-Land est un monde virtuel éducatif pour enfants, où l'on apprend en explorant, en jouant et en créant. Riche de plus de 100 jeux, il compte 600\u00a0000 enfants inscrits en France.",
      en: "Simply-Land is an educational virtual world for children, where they learn by exploring, playing and creating. It offers over 100 games and has 600,000 registered children in France.",
    },
    objective: {
      fr: "Offrir aux enfants un espace en ligne sûr, stimulant et éducatif, et aux parents l'assurance d'un temps d'écran utile. L'éditeur voulait réunir ses contenus dans un univers unique où chaque jeu donne envie d'en découvrir un autre.",
      en: "Give children a safe, stimulating and educational online space, and give parents the reassurance of meaningful screen time. The publisher wanted to bring its content together in one world where every game leads to the next.",
    },
    challenges: {
      fr: "Un monde virtuel pour enfants doit conjuguer liberté d'exploration, sécurité absolue et valeur pédagogique. Il fallait aussi produire suffisamment de contenus pour que l'univers reste vivant dans la durée.",
      en: "A virtual world for children has to combine freedom to explore, complete safety and educational value. It also needed enough content to keep the world alive over time.",
    },
    solution: {
      fr: "Nous avons bâti un univers de quartiers thématiques, chacun rassemblant des jeux liés à une discipline : lecture, calcul, sciences, arts et langues. Chaque enfant possède un avatar et une maison à décorer avec les récompenses gagnées en apprenant.",
      en: "We built a world of themed districts, each gathering games linked to one subject: reading, numbers, science, arts and languages. Every child has an avatar and a house to decorate with rewards earned by learning.",
    },
    userEngagement: {
      fr: "La personnalisation de l'avatar et de la maison, les événements saisonniers et l'arrivée régulière de nouveaux jeux donnent envie de revenir. Les interactions sociales sont strictement encadrées pour garantir la sécurité des enfants.",
      en: "Customising the avatar and house, seasonal events and a steady stream of new games keep children coming back. Social interactions are tightly moderated to keep children safe.",
    },
    results: {
      fr: "**Une large audience** Simply-Land compte 600\u00a0000 enfants inscrits en France. **Un catalogue riche** Plus de 100 jeux éducatifs couvrent les grandes disciplines de l'école, dans un univers unique et cohérent. **La confiance des parents** Un espace dédié permet aux parents de suivre les activités de leur enfant et d'encadrer son temps de jeu.",
      en: "**A wide audience** Simply-Land has 600,000 registered children in France. **A rich catalogue** Over 100 educational games cover the main school subjects, within a single, consistent world. **Parents' trust** A dedicated area lets parents follow their child's activities and manage playing time.",
    },
    techInnovation: {
      fr: "La plateforme web repose sur une architecture conçue pour de nombreuses connexions simultanées, avec un moteur de monde partagé et des jeux intégrés sous forme de modules. La modération combine filtres automatiques et phrases prédéfinies.",
      en: "The web platform rests on an architecture built for many simultaneous connections, with a shared-world engine and games plugged in as modules. Moderation combines automatic filters with predefined phrases.",
    },
    claims: [
      {
        kind: "client",
        quote: {
          fr: "Un éditeur de contenus éducatifs pour enfants",
          en: "A children's educational content publisher",
        },
      },
    ],
    image: "images/projects/simply-land/cover.svg",
    images: [
      "images/projects/simply-land/gallery-1.svg",
      "images/projects/simply-land/gallery-2.svg",
      "images/projects/simply-land/gallery-3.svg",
      "images/projects/simply-land/gallery-4.svg",
    ],
  },
  {
    id: 19,
    slug: "cap-equilibre",
    title: "Cap Équilibre",
    client: {
      fr: "Un centre de rééducation fonctionnelle",
      en: "A physical rehabilitation centre",
    },
    category: seriousConnected,
    description: {
      fr: "Cap Équilibre est un serious game de rééducation de l'équilibre qui se joue sur une planche d'équilibre connectée. En déplaçant le poids de son corps, le patient pilote un voilier et enchaîne des exercices conçus avec les kinésithérapeutes.",
      en: "Cap Équilibre is a balance-rehabilitation serious game played on a connected balance board. By shifting their body weight, patients steer a sailing boat through exercises designed with physiotherapists.",
    },
    objective: {
      fr: "Rendre les séances de rééducation de l'équilibre plus motivantes et mesurables, pour des patients qui se remettent d'une chute, d'un accident ou d'une intervention chirurgicale. Les kinésithérapeutes avaient besoin d'un outil qui suive précisément l'évolution de chacun.",
      en: "Make balance rehabilitation sessions more motivating and measurable for patients recovering from a fall, an accident or surgery. Physiotherapists needed a tool that precisely tracks each patient's progress.",
    },
    challenges: {
      fr: "Les exercices d'équilibre sont répétitifs, et le patient perçoit difficilement ses propres progrès. Le jeu devait s'adapter à des capacités très variables, garantir la sécurité et fournir aux soignants des mesures exploitables.",
      en: "Balance exercises are repetitive, and patients struggle to see their own progress. The game had to adapt to very different abilities, guarantee safety and give therapists usable measurements.",
    },
    solution: {
      fr: "Le patient se tient sur une planche connectée qui mesure la répartition de son poids, et pilote ainsi un voilier le long d'un parcours en mer. Le kinésithérapeute règle l'amplitude, la durée et la difficulté de chaque exercice selon le programme de rééducation.",
      en: "Patients stand on a connected board that measures their weight distribution, and use it to sail a boat along a course at sea. The physiotherapist sets the range, length and difficulty of each exercise according to the rehabilitation programme.",
    },
    userEngagement: {
      fr: "Des parcours variés, des bouées à atteindre et des progrès affichés séance après séance donnent au patient des objectifs concrets. Le jeu transforme un effort répété en une navigation dont le patient voit l'avancée.",
      en: "Varied courses, buoys to reach and progress shown session after session give patients concrete goals. The game turns repeated effort into a voyage whose progress they can see.",
    },
    results: {
      fr: "Le centre dispose d'un outil qui rend les séances plus attractives et objective les progrès de chaque patient. Les soignants s'appuient sur les mesures recueillies pour ajuster le programme de rééducation.",
      en: "The centre has a tool that makes sessions more appealing and measures each patient's progress objectively. Therapists rely on the data collected to fine-tune the rehabilitation programme.",
    },
    techInnovation: {
      fr: "La planche transmet en temps réel la position du centre de pression, que le jeu convertit en commandes de navigation grâce à un calibrage propre à chaque patient. Les comptes rendus de séance sont exportables vers le dossier de soins.",
      en: "The board streams the position of the centre of pressure in real time, which the game turns into sailing controls using a per-patient calibration. Session reports can be exported to the patient's care record.",
    },
    claims: [
      {
        kind: "project",
        quote: {
          fr: "Cap Équilibre est un serious game de rééducation de l'équilibre",
          en: "Cap Équilibre is a balance-rehabilitation serious game",
        },
        note: "The whole record: the product document says only 'a serious game with connected objects at the tail of the list'.",
      },
      {
        kind: "client",
        quote: { fr: "Un centre de rééducation fonctionnelle", en: "A physical rehabilitation centre" },
      },
    ],
    image: "images/projects/cap-equilibre/cover.svg",
    images: [
      "images/projects/cap-equilibre/gallery-1.svg",
      "images/projects/cap-equilibre/gallery-2.svg",
      "images/projects/cap-equilibre/gallery-3.svg",
    ],
  },
];
