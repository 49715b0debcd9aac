import type { Claim } from "./claims";
import type { ServicePageCopy } from "./page-types";
import type { Localized } from "./types";

/**
 * The four service pages (docs/product.md §2.7): one template, four records.
 * Each: hero with two intro paragraphs, three service cards of three features, four benefit tiles,
 * a three-paragraph body and a call to action to /contact.
 */
export const servicePages: {
  path: string;
  copy: Localized<ServicePageCopy>;
  /** What the page states beyond docs/product.md: the studio confirms or replaces it before launch. */
  claims?: Claim[];
}[] = [
  // ---------------------------------------------------------------------------------------------
  {
    path: "/gamification-digitale",
    copy: {
      fr: {
        hero: {
          badge: "Gamification digitale",
          title: "Transformez vos parcours en",
          highlight: "expériences captivantes",
          intro: [
            "Points, niveaux, défis, récompenses, narration : la gamification emprunte au jeu vidéo ses mécaniques les plus motivantes pour les mettre au service de vos objectifs. Depuis 2006, Ludora conçoit des dispositifs ludiques qui donnent envie à vos clients, à vos collaborateurs ou à vos usagers de revenir, de progresser et de s'impliquer.",
            "Nous ne plaquons pas quelques badges sur une application existante. Nous partons de vos enjeux, de vos publics et de vos données pour construire une boucle d'engagement sur mesure, testée, mesurée et ajustée tout au long de sa vie.",
          ],
        },
        servicesTitle: "Nos offres de gamification",
        servicesIntro:
          "Trois façons de faire entrer le jeu dans votre relation client, votre communication interne ou vos parcours de formation, avec une seule exigence : que chaque mécanique serve un objectif mesurable.",
        services: [
          {
            icon: "target",
            title: "Gamification de la relation client",
            text: "Programmes de fidélité, parcours d'inscription, applications de marque : nous transformons chaque interaction en étape d'une aventure qui donne envie d'aller plus loin.",
            features: [
              "Programmes de fidélité à paliers",
              "Défis, quêtes et récompenses",
              "Parcours d'accueil ludiques",
            ],
          },
          {
            icon: "users",
            title: "Engagement des collaborateurs",
            text: "Intégration des nouveaux arrivants, adoption d'un outil, défis commerciaux ou démarche RSE : le jeu crée l'élan collectif que les campagnes internes peinent souvent à susciter.",
            features: [
              "Défis d'équipe et classements",
              "Accueil et adoption d'outils",
              "Animation de communautés internes",
            ],
          },
          {
            icon: "chart",
            title: "Conception et pilotage de la mécanique",
            text: "Nous définissons la boucle de jeu, l'économie de points et les règles de progression, puis nous suivons les indicateurs pour faire évoluer le dispositif avec vos usagers.",
            features: ["Ateliers de game design", "Tableaux de bord et statistiques", "Tests A/B et itérations"],
          },
        ],
        benefitsTitle: "Ce que la gamification change pour vous",
        benefits: [
          {
            icon: "zap",
            title: "Plus d'engagement",
            text: "Des objectifs clairs, un retour immédiat et une progression visible : les mécaniques de jeu entretiennent la motivation dans la durée.",
          },
          {
            icon: "repeat",
            title: "Des habitudes durables",
            text: "Rendez-vous réguliers, séries et défis hebdomadaires installent de vraies habitudes plutôt que des pics d'audience sans lendemain.",
          },
          {
            icon: "search",
            title: "Des données utiles",
            text: "Chaque action de jeu est un signal mesurable qui vous renseigne sur les attentes, les freins et les préférences de vos publics.",
          },
          {
            icon: "smile",
            title: "Une marque qui fait plaisir",
            text: "Une expérience ludique et soignée laisse un souvenir positif, que vos utilisateurs associent naturellement à votre marque.",
          },
        ],
        body: {
          title: "Une gamification pensée pour vos objectifs",
          paragraphs: [
            "La gamification fonctionne quand elle sert un objectif précis : faire découvrir une offre, accompagner un changement de comportement, faciliter un apprentissage ou fidéliser une communauté. C'est pourquoi chaque projet commence chez nous par un atelier de cadrage, où nous définissons ensemble les comportements à encourager, les publics visés et les indicateurs de réussite.",
            "Nos game designers, designers UX-UI et développeurs travaillent ensuite en équipe intégrée, du prototype à la mise en ligne. Nos 15 experts ont mené plus de 110 projets, des jeux marketing aux [serious games](/serious-games) en passant par l'[e-learning interactif](/elearning-interactif) : cette expérience nous permet de choisir la mécanique juste, sans surenchère de badges ni de classements.",
            "Après le lancement, nous restons à vos côtés pour analyser les résultats, équilibrer la difficulté et proposer de nouveaux contenus. Découvrez des exemples concrets parmi nos [jeux marketing](/jeux-marketing) ou parcourez l'ensemble de [nos réalisations](/nos-realisations).",
          ],
        },
        cta: {
          title: "Un projet de gamification en tête ?",
          text: "Parlons de vos objectifs et de vos publics : nous vous proposerons une première piste de mécanique de jeu, sans engagement.",
          button: "Parlons de votre projet",
          href: "/contact",
        },
      },
      en: {
        hero: {
          badge: "Digital gamification",
          title: "Turn your customer journeys into",
          highlight: "experiences people love",
          intro: [
            "Points, levels, challenges, rewards and storytelling: gamification borrows the most motivating mechanics of video games and puts them to work for your goals. Since 2006, Ludora has designed playful experiences that make your customers, employees and users want to come back, make progress and get involved.",
            "We don't just stick a few badges onto an existing app. We start from your challenges, your audiences and your data to build a tailor-made engagement loop that is tested, measured and fine-tuned throughout its life.",
          ],
        },
        servicesTitle: "Our gamification services",
        servicesIntro:
          "Three ways to bring play into your customer relationship, your internal communication or your training programmes, with one rule: every mechanic has to serve a measurable goal.",
        services: [
          {
            icon: "target",
            title: "Gamified customer experience",
            text: "Loyalty programmes, sign-up flows and branded apps: we turn every interaction into a step in an adventure that makes people want to keep going.",
            features: ["Tiered loyalty programmes", "Challenges, quests and rewards", "Playful onboarding journeys"],
          },
          {
            icon: "users",
            title: "Employee engagement",
            text: "Welcoming new hires, rolling out a new tool, running a sales challenge or a sustainability initiative: play builds the collective momentum that internal campaigns so often struggle to create.",
            features: [
              "Team challenges and leaderboards",
              "Onboarding and tool adoption",
              "Internal community programmes",
            ],
          },
          {
            icon: "chart",
            title: "Game mechanics design and tuning",
            text: "We define the core loop, the points economy and the progression rules, then track the metrics so the experience keeps evolving with your users.",
            features: ["Game design workshops", "Dashboards and analytics", "A/B testing and iteration"],
          },
        ],
        benefitsTitle: "What gamification does for you",
        benefits: [
          {
            icon: "zap",
            title: "Stronger engagement",
            text: "Clear goals, instant feedback and visible progress: game mechanics keep motivation alive over time.",
          },
          {
            icon: "repeat",
            title: "Habits that last",
            text: "Daily check-ins, streaks and weekly challenges build real habits instead of one-off traffic spikes.",
          },
          {
            icon: "search",
            title: "Useful insights",
            text: "Every in-game action is a measurable signal that tells you what your audiences expect, where they get stuck and what they enjoy.",
          },
          {
            icon: "smile",
            title: "A brand people enjoy",
            text: "A well-crafted playful experience leaves a good memory, and users naturally link that feeling to your brand.",
          },
        ],
        body: {
          title: "Gamification built around your goals",
          paragraphs: [
            "Gamification works when it serves a clear purpose: introducing an offer, supporting a change in behaviour, making learning easier or keeping a community loyal. That is why every project starts with a scoping workshop where we agree on the behaviours to encourage, the audiences to reach and the metrics that will define success.",
            "Our game designers, UX-UI designers and developers then work as one integrated team, from prototype to launch. Our 15 experts have delivered more than 110 projects, from marketing games to [serious games](/serious-games) and [interactive e-learning](/elearning-interactif), and that experience helps us pick the right mechanic instead of piling on badges and leaderboards.",
            "After launch we stay with you to analyse the results, balance the difficulty and add fresh content. See real examples among our [marketing games](/jeux-marketing) or browse [all our work](/nos-realisations).",
          ],
        },
        cta: {
          title: "Have a gamification project in mind?",
          text: "Tell us about your goals and your audiences, and we will suggest a first game mechanic to explore, with no strings attached.",
          button: "Let's talk about your project",
          href: "/contact",
        },
      },
    },
  },
  // ---------------------------------------------------------------------------------------------
  {
    path: "/advergaming",
    copy: {
      fr: {
        hero: {
          badge: "Advergaming",
          title: "Des jeux qui font",
          highlight: "vivre votre marque",
          intro: [
            "L'advergaming, c'est le jeu vidéo au service de votre communication : un jeu de marque que le public choisit de lancer, de partager et de relancer. Là où une publicité est subie, un bon jeu est recherché, et chaque minute passée à jouer est une minute passée dans votre univers.",
            "Jeux-concours, expériences événementielles, jeux multijoueurs ou animations en magasin : Ludora conçoit et développe des jeux marketing sur mesure, pensés pour vos objectifs de notoriété, de collecte de contacts ou de conversion.",
          ],
        },
        servicesTitle: "Nos offres d'advergaming",
        servicesIntro:
          "Du petit jeu viral à l'installation interactive qui attire la foule, nous adaptons le format à votre cible, à votre canal de diffusion et à votre calendrier de campagne.",
        services: [
          {
            icon: "gamepad",
            title: "Jeux de marque en ligne",
            text: "Des jeux web et mobiles aux couleurs de votre marque, diffusés sur votre site, sur vos réseaux sociaux ou au cœur de vos campagnes.",
            features: [
              "Jeux-concours et tirages au sort",
              "Collecte de contacts conforme au RGPD",
              "Diffusion web, mobile et réseaux sociaux",
            ],
          },
          {
            icon: "sparkles",
            title: "Expériences événementielles",
            text: "Bornes, doubles écrans, animations en centre commercial ou sur salon : des jeux qui mêlent physique et numérique pour attirer le public et créer l'événement.",
            features: [
              "Installations interactives sur site",
              "Jeux multijoueurs en temps réel",
              "Classements et remise de lots",
            ],
          },
          {
            icon: "megaphone",
            title: "Campagnes et activation",
            text: "Nous accompagnons aussi le lancement : plan de diffusion, contenus pour les réseaux sociaux, suivi des performances et ajustements en cours de campagne.",
            features: [
              "Plan de lancement et campagne d'annonce",
              "Suivi des performances en direct",
              "Optimisation de la conversion",
            ],
          },
        ],
        benefitsTitle: "Pourquoi miser sur l'advergaming",
        benefits: [
          {
            icon: "clock",
            title: "Un temps d'exposition inégalé",
            text: "Un joueur reste plusieurs minutes au contact de votre marque, bien plus longtemps que devant une bannière ou une vidéo.",
          },
          {
            icon: "message",
            title: "Un partage spontané",
            text: "Défis entre amis, scores à battre, invitations : un jeu réussi circule tout seul et élargit votre audience.",
          },
          {
            icon: "user-check",
            title: "Des contacts qualifiés",
            text: "Les joueurs s'inscrivent volontiers pour tenter leur chance ou sauvegarder leur progression, avec un consentement clair et explicite.",
          },
          {
            icon: "heart",
            title: "Une image positive",
            text: "Le plaisir du jeu rejaillit sur la marque : elle est associée à un bon moment plutôt qu'à une interruption.",
          },
        ],
        body: {
          title: "Le jeu, un média à part entière",
          paragraphs: [
            "Un jeu marketing réussi repose sur un équilibre délicat : assez simple pour être compris en quelques secondes, assez riche pour donner envie de rejouer, et toujours fidèle à l'identité de la marque. Nous travaillons la prise en main, le rythme et les récompenses avec autant de soin que le message.",
            "Trois exemples : **ZuperGamer** a réuni plus de 100\u00a0000 joueurs et plus d'un million de parties, **Captain Cloud** fait jouer ensemble les passagers d'une compagnie aérienne européenne en plein vol, et **Le Cube** a animé un centre commercial avec sept mini-jeux sur double écran. Retrouvez-les sur notre page [jeux marketing](/jeux-marketing).",
            "Parce qu'un jeu de marque s'inscrit dans une stratégie plus large, nous pouvons l'intégrer à un programme de [gamification digitale](/gamification-digitale) ou le prolonger par un dispositif de formation. Chaque jeu est développé sur mesure, testé sur tous les écrans et accompagné jusqu'à sa communication de lancement.",
          ],
        },
        cta: {
          title: "Et si votre prochaine campagne était un jeu ?",
          text: "Présentez-nous votre marque, votre cible et votre calendrier : nous imaginerons avec vous le jeu qui fera parler de vous.",
          button: "Imaginer mon jeu de marque",
          href: "/contact",
        },
      },
      en: {
        hero: {
          badge: "Advergaming",
          title: "Games that get people",
          highlight: "playing with your brand",
          intro: [
            "Advergaming puts video games to work for your communication: a branded game that people choose to launch, share and play again. An ad is something people put up with; a good game is something they seek out, and every minute of play is a minute spent in your world.",
            "Online competitions, live event experiences, multiplayer games and in-store activations: Ludora designs and builds custom marketing games around your goals, whether that means awareness, lead generation or conversion.",
          ],
        },
        servicesTitle: "Our advergaming services",
        servicesIntro:
          "From a small viral game to an interactive installation that draws a crowd, we fit the format to your audience, your channel and your campaign calendar.",
        services: [
          {
            icon: "gamepad",
            title: "Online branded games",
            text: "Web and mobile games in your brand colours, played on your website, on your social channels or at the heart of your campaigns.",
            features: [
              "Competitions and prize draws",
              "GDPR-compliant lead capture",
              "Web, mobile and social distribution",
            ],
          },
          {
            icon: "sparkles",
            title: "Live event experiences",
            text: "Kiosks, dual screens, shopping-centre and trade-show activations: games that blend the physical and the digital to pull in visitors and make an event of it.",
            features: [
              "On-site interactive installations",
              "Real-time multiplayer games",
              "Leaderboards and prize giving",
            ],
          },
          {
            icon: "megaphone",
            title: "Campaigns and activation",
            text: "We also handle the launch: distribution plan, social media content, live performance tracking and adjustments while the campaign runs.",
            features: ["Launch plan and teasers", "Live performance tracking", "Conversion optimisation"],
          },
        ],
        benefitsTitle: "Why advergaming works",
        benefits: [
          {
            icon: "clock",
            title: "Unmatched time with your brand",
            text: "Players spend minutes with your brand, far longer than anyone looks at a banner or a video.",
          },
          {
            icon: "message",
            title: "Word of mouth, built in",
            text: "Friendly challenges, scores to beat and invitations: a good game spreads on its own and grows your audience.",
          },
          {
            icon: "user-check",
            title: "Qualified leads",
            text: "Players happily sign up to enter a draw or save their progress, with clear and explicit consent.",
          },
          {
            icon: "heart",
            title: "A positive brand image",
            text: "The fun of the game rubs off on the brand, which becomes linked to a good time rather than an interruption.",
          },
        ],
        body: {
          title: "Games are a medium in their own right",
          paragraphs: [
            "A successful marketing game walks a fine line: simple enough to grasp in seconds, deep enough to make people play again, and always true to the brand. We craft the controls, the pacing and the rewards with as much care as the message itself.",
            "Three examples. **ZuperGamer** brought together more than 100,000 players and over a million games played, **Captain Cloud** lets a European airline's passengers play together in mid-flight, and **Le Cube** livened up a shopping centre with seven mini-games on a dual screen. See them all on our [marketing games](/jeux-marketing) page.",
            "Because a branded game is part of a wider strategy, we can also fold it into a [digital gamification](/gamification-digitale) programme or extend it into a training experience. Every game is custom-built, tested on every screen and supported all the way to its launch communication.",
          ],
        },
        cta: {
          title: "What if your next campaign were a game?",
          text: "Tell us about your brand, your audience and your timeline, and together we will come up with the game that gets people talking.",
          button: "Plan my branded game",
          href: "/contact",
        },
      },
    },
  },
  // ---------------------------------------------------------------------------------------------
  {
    path: "/serious-games",
    copy: {
      fr: {
        hero: {
          badge: "Serious games",
          title: "Apprendre en jouant pour",
          highlight: "retenir durablement",
          intro: [
            "Un serious game utilise les ressorts du jeu vidéo pour former, sensibiliser ou accompagner un changement de comportement. Le joueur n'écoute pas un exposé : il agit, se trompe, recommence et comprend. C'est ce qui rend les messages **durablement mémorisables**.",
            "Santé, éducation, banque, énergie, culture : depuis 2006, Ludora conçoit des serious games pour des institutions, des entreprises et des acteurs publics, avec la même exigence de qualité que pour un jeu grand public.",
          ],
        },
        servicesTitle: "Nos offres de serious games",
        servicesIntro:
          "Former des équipes, accompagner des patients ou sensibiliser le grand public : trois terrains où le jeu rend un message plus clair, plus concret et plus mémorable.",
        services: [
          {
            icon: "graduation",
            title: "Formation professionnelle",
            text: "Simulations, jeux de rôle et quiz scénarisés pour faire monter vos équipes en compétence sur des sujets métiers, réglementaires ou comportementaux.",
            features: [
              "Simulations de situations réelles",
              "Compatibilité SCORM et LMS",
              "Suivi de la progression des apprenants",
            ],
          },
          {
            icon: "heart-pulse",
            title: "Santé et prévention",
            text: "Jeux thérapeutiques, éducation du patient et campagnes de prévention conçus avec des professionnels de santé, pour des publics parfois fragiles.",
            features: [
              "Co-conception avec les soignants",
              "Parcours adaptés à chaque âge",
              "Confidentialité des données",
            ],
          },
          {
            icon: "lightbulb",
            title: "Sensibilisation du grand public",
            text: "Énergie, environnement, citoyenneté, patrimoine : des jeux accessibles qui rendent concret un sujet complexe et donnent envie d'agir.",
            features: [
              "Jeux mobiles et web grand public",
              "Narration et univers illustrés",
              "Mesure de l'impact sur les comportements",
            ],
          },
        ],
        benefitsTitle: "Les bénéfices d'un serious game",
        benefits: [
          {
            icon: "brain",
            title: "Une mémorisation renforcée",
            text: "En faisant agir l'apprenant, le jeu ancre les connaissances : ce que l'on a fait soi-même se retient mieux que ce que l'on a lu.",
          },
          {
            icon: "shield",
            title: "Le droit à l'erreur",
            text: "Le joueur expérimente sans risque, comprend les conséquences de ses choix et corrige sa pratique avant de se retrouver sur le terrain.",
          },
          {
            icon: "trending-up",
            title: "Une motivation qui tient",
            text: "Progression, récompenses et scénario maintiennent l'attention bien au-delà d'un module de formation classique.",
          },
          {
            icon: "gauge",
            title: "Des résultats mesurables",
            text: "Scores, temps de réponse et choix effectués fournissent des indicateurs précis sur l'acquisition des compétences.",
          },
        ],
        body: {
          title: "Le sérieux du fond, le plaisir de la forme",
          paragraphs: [
            "Un bon serious game n'est ni un cours déguisé ni un jeu sans objectif. Nous construisons chaque projet avec vos experts métier : ensemble, nous identifions les messages essentiels, les erreurs fréquentes et les situations à simuler, puis nous les traduisons en mécaniques de jeu où apprendre devient la condition pour progresser.",
            "Cette méthode a fait ses preuves. **Risk Pursuit** a formé plus de 100\u00a0000 collaborateurs d'un groupe bancaire depuis 2018, **Le Roi et la Salamandre** dépasse les 55\u00a0000 téléchargements et **ElectriCity** affiche une économie d'énergie moyenne de 15\u00a0%. Découvrez ces projets et bien d'autres parmi nos [réalisations en serious games](/serious-games-realisations).",
            "Nos serious games se déploient sur mobile, sur le web, en salle de formation ou dans votre plateforme d'apprentissage, et peuvent même dialoguer avec des [objets connectés](/objets-connectes). Pour des parcours de formation plus longs, découvrez aussi notre offre d'[e-learning interactif](/elearning-interactif).",
          ],
        },
        cta: {
          title: "Un message important à faire passer ?",
          text: "Parlez-nous de votre public et de ce qu'il doit retenir : nous vous aiderons à en faire un jeu qui marque les esprits.",
          button: "Concevoir mon serious game",
          href: "/contact",
        },
      },
      en: {
        hero: {
          badge: "Serious games",
          title: "Learn by playing and",
          highlight: "remember for longer",
          intro: [
            "A serious game uses what makes video games compelling to train, raise awareness or support a change in behaviour. Players don't sit through a lecture: they act, get it wrong, try again and understand. That is what makes the **lessons stick**.",
            "Health, education, banking, energy, culture: since 2006, Ludora has designed serious games for institutions, companies and public bodies, with the same standard of quality as a consumer game.",
          ],
        },
        servicesTitle: "Our serious game services",
        servicesIntro:
          "Training teams, supporting patients or reaching the general public: three fields where play makes a message clearer, more concrete and easier to remember.",
        services: [
          {
            icon: "graduation",
            title: "Professional training",
            text: "Simulations, role-play and story-driven quizzes that build your teams' skills on business, regulatory or soft-skill topics.",
            features: ["Real-life scenario simulations", "SCORM and LMS compatibility", "Learner progress tracking"],
          },
          {
            icon: "heart-pulse",
            title: "Health and prevention",
            text: "Therapeutic games, patient education and prevention campaigns designed with healthcare professionals, often for vulnerable audiences.",
            features: ["Co-designed with caregivers", "Age-appropriate journeys", "Data confidentiality"],
          },
          {
            icon: "lightbulb",
            title: "Public awareness",
            text: "Energy, environment, citizenship, heritage: accessible games that make a complex subject tangible and make people want to act.",
            features: [
              "Consumer mobile and web games",
              "Story-led, illustrated worlds",
              "Measuring behavioural impact",
            ],
          },
        ],
        benefitsTitle: "What a serious game gives you",
        benefits: [
          {
            icon: "brain",
            title: "Knowledge that sticks",
            text: "Because learners act rather than watch, the lessons take root: what you have done yourself stays with you longer than what you have read.",
          },
          {
            icon: "shield",
            title: "Room to make mistakes",
            text: "Players experiment safely, see the consequences of their choices and fix their approach before facing the real situation.",
          },
          {
            icon: "trending-up",
            title: "Motivation that lasts",
            text: "Progression, rewards and a storyline hold attention far longer than a standard training module.",
          },
          {
            icon: "gauge",
            title: "Measurable outcomes",
            text: "Scores, response times and choices made give you precise indicators of how skills are being acquired.",
          },
        ],
        body: {
          title: "Serious content, enjoyable form",
          paragraphs: [
            "A good serious game is neither a lecture in disguise nor a game without a purpose. We build every project with your subject-matter experts: together we pin down the key messages, the common mistakes and the situations worth simulating, then turn them into game mechanics where learning is the way to move forward.",
            "The approach has proven itself. **Risk Pursuit** has trained more than 100,000 staff of a banking group since 2018, **Le Roi et la Salamandre** has passed 55,000 downloads and **ElectriCity** shows average energy savings of 15%. Explore these projects and many more among our [serious game projects](/serious-games-realisations).",
            "Our serious games run on mobile, on the web, in the training room or inside your learning platform, and can even talk to [connected objects](/objets-connectes). For longer learning paths, have a look at our [interactive e-learning](/elearning-interactif) offer too.",
          ],
        },
        cta: {
          title: "Got an important message to get across?",
          text: "Tell us about your audience and what they need to remember, and we will help you turn it into a game they won't forget.",
          button: "Design my serious game",
          href: "/contact",
        },
      },
    },
  },
  // ---------------------------------------------------------------------------------------------
  {
    path: "/elearning-interactif",
    copy: {
      fr: {
        hero: {
          badge: "E-learning interactif",
          title: "Des formations en ligne",
          highlight: "que l'on termine",
          intro: [
            "Trop de modules e-learning sont abandonnés au bout de quelques écrans. Nous concevons des parcours de formation interactifs où l'apprenant manipule, choisit, répond et voit immédiatement le résultat de ses actions.",
            "Scénarios à embranchements, mini-jeux, quiz, vidéos interactives : nous combinons les formats les plus efficaces pour chaque objectif pédagogique, et livrons des modules compatibles avec votre LMS, du smartphone à l'ordinateur.",
          ],
        },
        servicesTitle: "Nos offres d'e-learning",
        servicesIntro:
          "Du module ponctuel à la plateforme complète, nous accompagnons vos équipes formation, vos enseignants et vos apprenants avec des contenus aussi rigoureux qu'agréables à suivre.",
        services: [
          {
            icon: "book",
            title: "Modules e-learning sur mesure",
            text: "Conception pédagogique, scénarisation, graphismes et développement de modules interactifs fidèles à votre culture d'entreprise.",
            features: ["Scénarisation pédagogique", "Exports SCORM pour votre LMS", "Lecture sur tous les écrans"],
          },
          {
            icon: "puzzle",
            title: "Quiz et mini-jeux pédagogiques",
            text: "Des formats courts et rejouables pour réviser, s'évaluer ou s'entraîner, idéaux en micro-apprentissage ou en complément d'une formation en présentiel.",
            features: ["Quiz chronométrés et défis", "Banques de questions évolutives", "Classements par équipe"],
          },
          {
            icon: "layers",
            title: "Plateformes et parcours d'apprentissage",
            text: "Pour les projets d'envergure, nous développons des environnements complets : univers virtuels, parcours adaptatifs, espaces enseignants et tableaux de bord.",
            features: ["Parcours adaptatifs", "Espaces formateurs et enseignants", "Statistiques de progression"],
          },
        ],
        benefitsTitle: "Pourquoi rendre vos formations interactives",
        benefits: [
          {
            icon: "check",
            title: "Plus de formations terminées",
            text: "Un parcours rythmé, fait d'objectifs courts et de retours immédiats, donne envie d'aller jusqu'au bout.",
          },
          {
            icon: "brain",
            title: "Des connaissances ancrées",
            text: "Manipuler et se tromper sans risque aide à retenir bien mieux qu'une lecture passive.",
          },
          {
            icon: "smartphone",
            title: "Apprendre partout",
            text: "Des modules pensés pour le mobile, à suivre en quelques minutes entre deux rendez-vous ou dans les transports.",
          },
          {
            icon: "chart",
            title: "Un suivi précis",
            text: "Scores, temps passé et points de blocage remontent dans votre LMS pour piloter vos actions de formation.",
          },
        ],
        body: {
          title: "L'e-learning, version jeu vidéo",
          paragraphs: [
            "Notre savoir-faire vient du jeu vidéo : nous savons capter l'attention, doser la difficulté et récompenser l'effort. Appliqué à la formation, il transforme une obligation en un moment que l'apprenant apprécie, ce qui change tout pour la mémorisation comme pour l'image de la formation dans l'entreprise.",
            "Nous l'avons démontré auprès de publics très différents. **Risk Pursuit**, quiz de formation décliné en quatre versions au format SCORM, a formé plus de 100\u00a0000 collaborateurs d'un groupe bancaire depuis 2018. **Simply-Land**, univers virtuel éducatif, compte 600\u00a0000 enfants inscrits en France, et **Les défis du Pr. Mushi** proposent plus de 350 mini-jeux pour apprendre. Découvrez-les parmi nos [réalisations en e-learning](/elearning-interactif-realisations).",
            "Chaque projet commence par un audit de vos contenus et de vos contraintes techniques. Nous pouvons reprendre des supports existants, les enrichir de [mécaniques de gamification](/gamification-digitale) ou imaginer un véritable [serious game](/serious-games) lorsque l'enjeu le justifie.",
          ],
        },
        cta: {
          title: "Vos formations méritent mieux qu'un diaporama",
          text: "Confiez-nous vos objectifs pédagogiques et vos contraintes : nous vous enverrons une proposition de parcours interactif.",
          button: "Repenser ma formation",
          href: "/contact",
        },
      },
      en: {
        hero: {
          badge: "Interactive e-learning",
          title: "Online courses",
          highlight: "people actually finish",
          intro: [
            "Too many e-learning modules are abandoned after a handful of screens. We design interactive learning paths where learners try things out, make choices, answer questions and immediately see what their actions lead to.",
            "Branching scenarios, mini-games, quizzes and interactive video: we combine the formats that work best for each learning objective, and deliver modules that plug into your LMS and run on anything from a smartphone to a desktop.",
          ],
        },
        servicesTitle: "Our e-learning services",
        servicesIntro:
          "From a single module to a complete platform, we support your training teams, teachers and learners with content that is as rigorous as it is enjoyable.",
        services: [
          {
            icon: "book",
            title: "Custom e-learning modules",
            text: "Instructional design, scripting, artwork and development of interactive modules that reflect your company culture.",
            features: ["Instructional scripting", "SCORM packages for your LMS", "Works on every screen"],
          },
          {
            icon: "puzzle",
            title: "Learning quizzes and mini-games",
            text: "Short, replayable formats to revise, self-assess or practise, ideal for microlearning or alongside classroom training.",
            features: ["Timed quizzes and challenges", "Expandable question banks", "Team leaderboards"],
          },
          {
            icon: "layers",
            title: "Learning platforms and paths",
            text: "For larger programmes we build complete environments: virtual worlds, adaptive paths, teacher areas and dashboards.",
            features: ["Adaptive learning paths", "Trainer and teacher areas", "Progress analytics"],
          },
        ],
        benefitsTitle: "Why make your training interactive",
        benefits: [
          {
            icon: "check",
            title: "Higher completion rates",
            text: "A well-paced path with short goals and instant feedback makes learners want to see it through.",
          },
          {
            icon: "brain",
            title: "Knowledge that takes root",
            text: "Trying things out and making mistakes safely helps people remember far better than passive reading.",
          },
          {
            icon: "smartphone",
            title: "Learn anywhere",
            text: "Mobile-first modules that take a few minutes, between meetings or on the commute.",
          },
          {
            icon: "chart",
            title: "Precise tracking",
            text: "Scores, time spent and sticking points flow into your LMS so you can steer your training programme.",
          },
        ],
        body: {
          title: "E-learning, the video game way",
          paragraphs: [
            "Our know-how comes from video games: we know how to grab attention, pace the difficulty and reward effort. Applied to training, it turns a chore into something learners enjoy, which changes both what they remember and how training is seen across the company.",
            "We have proven it with very different audiences. **Risk Pursuit**, a training quiz delivered in four SCORM versions, has trained more than 100,000 staff of a banking group since 2018. **Simply-Land**, an educational virtual world, has 600,000 children registered in France, and **Les défis du Pr. Mushi** offers more than 350 mini-games to learn with. Explore them in our [e-learning projects](/elearning-interactif-realisations).",
            "Every project starts with a review of your content and your technical constraints. We can take existing material and enrich it with [gamification mechanics](/gamification-digitale), or build a full [serious game](/serious-games) when the stakes call for it.",
          ],
        },
        cta: {
          title: "Your training deserves better than a slideshow",
          text: "Share your learning objectives and constraints, and we will send you a proposal for an interactive learning path.",
          button: "Rethink my training",
          href: "/contact",
        },
      },
    },
  },
];
