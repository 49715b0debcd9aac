import { brand } from "../../brand";
import { dataProtectionOfficer, dataProtectionOfficerClaim, shareCapital } from "./legal-facts";
import type { PolicyDocument } from "./types";

/** Privacy policy of the therapeutic game for teenagers "Care Island" (English and French, April 2025). */
export const careIslandPolicy: PolicyDocument = {
  path: "/privacy-policy-promotion-sante-care-island/",
  reference: "fr",
  category: "health",
  claims: [
    dataProtectionOfficerClaim,
    { kind: "retention", quote: { fr: "13 mois", en: "13 months" } },
    { kind: "retention", quote: { fr: "6 mois", en: "6 months" } },
    { kind: "retention", quote: { fr: "90 jours", en: "90 days" } },
    {
      kind: "figure",
      quote: { fr: "moins de 10 joueurs", en: "fewer than 10 players" },
      note: "The threshold below which statistics are not reported.",
    },
    {
      kind: "practice",
      quote: { fr: "l'acceptez tous les deux", en: "both agree to it" },
      note: "The under-16 consent screen must collect the player's agreement and a parent's, together (joint consent, Article 45 of the loi Informatique et Libertés).",
    },
    {
      kind: "certification",
      quote: { fr: "certifié pour l'hébergement de données de santé", en: "certified to host health data" },
      note: "Counsel to confirm that the statistics of a therapeutic game are health data (CJEU C-184/20 reads special categories broadly); the policy takes the protective reading: explicit consent (GDPR Art. 9(2)(a)) and an HDS-certified host (Code de la santé publique L.1111-8). Name the host and check its certificate, or change both statements if counsel decides otherwise. A DPIA (Art. 35) is expected for sensitive data about minors: record it.",
    },
  ],
  versions: {
    en: {
      updated: "2025-04-01",
      intro: [
        `This privacy policy explains how **Care Island**, a therapeutic game for teenagers, handles personal data. Care Island is designed, developed and published by ${brand.legalName} for a regional health promotion body, the same programme that offers the WeCare app.`,
        "In Care Island you travel across six islands and take part in activities about how you feel. What you share in those activities is personal, and may say something about your health. That is why the game was built so that **your answers never leave your phone**: no account, no advertising, no chat, no tracking.",
        `This policy is written first for you, the player. Your parents can read it too: they will find the same answers here. If you have a question, you can write to us at **${brand.privacyEmail}**.`,
      ],
      sections: [
        {
          id: "1-who-we-are",
          heading: "1. Who is responsible for your data",
          blocks: [
            {
              type: "p",
              text: `The data controller for Care Island is **${brand.legalName}**, a French simplified joint-stock company (société par actions simplifiée) with a share capital of ${shareCapital("en")}, whose registered office is at ${brand.registeredOffice}.`,
            },
            { type: "p", text: dataProtectionOfficer.en },
            {
              type: "p",
              text: "The regional health promotion body that commissioned the game funds it and helped design its content. It has no access to what you do or write in the game: it only receives the anonymous, aggregated reports described in section 5.",
            },
            {
              type: "p",
              text: `You can contact us about your data by e-mail at **${brand.privacyEmail}** or by post at ${brand.legalName}, Privacy, ${brand.registeredOffice}.`,
            },
          ],
        },
        {
          id: "2-about-the-game",
          heading: "2. How Care Island is designed",
          blocks: [
            {
              type: "p",
              text: "Care Island takes teenagers on a journey across six islands. Each island explores a theme of well-being, such as emotions, stress or self-confidence, through mini-games, stories and short activities. It can be played alone, at home, or as part of a support programme at school, in a youth centre or in a care setting.",
            },
            {
              type: "p",
              text: "Privacy is part of the design of the game:",
            },
            {
              type: "list",
              items: [
                "**no account**: you play under a nickname of your choice, stored on your phone only;",
                "**no advertising** and no in-app purchases;",
                "**no chat** and no contact with other players;",
                "**no location, contacts, camera, microphone or photos**: the game does not ask for these permissions;",
                "**no advertising identifier** and no third-party tracking tool;",
                "**no one reads your answers**: not us, not the health promotion body, and not the professional who may have recommended the game to you.",
              ],
            },
          ],
        },
        {
          id: "3-data-we-process",
          heading: "3. The data involved",
          blocks: [
            {
              type: "p",
              text: "Most of the data used by Care Island stays on your phone, where only you can see it. The table below shows what the game uses and where it goes.",
            },
            {
              type: "table",
              caption: "Data used by Care Island",
              head: ["Category", "What it includes", "Does it leave your phone?"],
              rows: [
                [
                  "**Game progress**",
                  "Islands unlocked, activities completed, items collected, avatar and nickname",
                  "No",
                ],
                [
                  "**Your answers in activities**",
                  "Mood check-ins, choices made in stories, personal notes in your island logbook",
                  "No, never",
                ],
                [
                  "**Age bracket and language**",
                  "Whether you are under 16 or 16 and over, asked at first launch; language of the game",
                  "Only the age bracket, and only if pseudonymous statistics are turned on",
                ],
                [
                  "**Reminders**",
                  "Days and times you chose to be reminded to play",
                  "No: reminders are scheduled on your phone",
                ],
                [
                  "**Pseudonymous statistics** (optional)",
                  "Islands started and completed, length of sessions, app version, device model and operating system, age bracket, linked to a random identifier created by the game",
                  "Yes, to our servers in France, only if statistics are turned on",
                ],
                [
                  "**Crash reports** (optional)",
                  "Technical information about an error: app version, device model, operating system, error trace",
                  "Yes, to our servers in France, only if statistics are turned on",
                ],
                [
                  "**Messages to our support**",
                  "Your e-mail address and what you write to us",
                  "Yes, if you choose to write to us",
                ],
              ],
            },
            {
              type: "p",
              text: "The random statistics identifier is not linked to your name, your phone number or your advertising identifier. You can see it, and generate a new one, in **Settings > Privacy**. Because this identifier is sent with every statistic, the statistics are pseudonymous, not anonymous: they are still personal data, which is why you can ask us to see them or erase them (section 7).",
            },
          ],
        },
        {
          id: "4-purposes-legal-bases",
          heading: "4. Why we use data and on what legal basis",
          blocks: [
            {
              type: "table",
              caption: "Purposes of processing and legal bases",
              head: ["Purpose", "Data used", "Legal basis (GDPR)"],
              rows: [
                [
                  "Let you play, save your progress and adapt activities to your age",
                  "Game progress, answers, age bracket, language (on your phone only)",
                  "This processing takes place only on your phone; we receive none of this data",
                ],
                [
                  "Remind you to play, if you wish",
                  "Reminder settings (on your phone only)",
                  "Your choice, through your phone's notification permission",
                ],
                [
                  "Evaluate the programme and improve the game with pseudonymous statistics",
                  "Pseudonymous statistics",
                  "Your explicit consent and, if you are under 16, a parent's consent given together with yours (GDPR Art. 6(1)(a), 8 and 9(2)(a); Article 45 of the French Data Protection Act)",
                ],
                [
                  "Find and fix bugs",
                  "Crash reports",
                  "Your explicit consent, given with the statistics option (Art. 6(1)(a) and 9(2)(a))",
                ],
                [
                  "Answer your questions and requests",
                  "Messages to our support",
                  "Our legitimate interest in answering you (Art. 6(1)(f)) and, for rights requests, our legal obligation (Art. 6(1)(c))",
                ],
              ],
            },
            {
              type: "p",
              text: "The statistics option is off until you turn it on; if you are under 16, you and one of your parents turn it on together, on the parents' screen (section 8). How someone uses a therapeutic game can say something about their health, so we treat these statistics as health data: we ask for your explicit consent, and they are kept by a host certified to host health data (section 5). You can turn the option off at any time in **Settings > Privacy**: nothing more is sent from that moment, and this does not affect what was done before. The game makes no decision about you based solely on automated processing.",
            },
          ],
        },
        {
          id: "5-sharing-hosting",
          heading: "5. Who receives data, and where it is hosted",
          blocks: [
            {
              type: "p",
              text: "Pseudonymous statistics and crash reports are stored on servers located in France, run by a hosting provider established in the European Union, certified to host health data (HDS certification, Article L.1111-8 of the French Public Health Code) and bound by a contract that meets the requirements of Article 28 GDPR. They are not transferred outside the European Union.",
            },
            {
              type: "p",
              text: "The only recipients are:",
            },
            {
              type: "list",
              items: [
                "the members of the Ludora Studio team who maintain and improve the game;",
                "our hosting provider, acting on our instructions only;",
                "the regional health promotion body, which receives aggregated reports only, for example the number of players who completed each island, by age bracket. Figures concerning fewer than 10 players are never reported, so that no one can be recognised;",
                "public authorities, only where the law obliges us to disclose data.",
              ],
            },
            {
              type: "p",
              text: "We never sell or rent data, and we never share it with advertisers or data brokers.",
            },
          ],
        },
        {
          id: "6-retention",
          heading: "6. How long data is kept",
          blocks: [
            {
              type: "table",
              caption: "Retention periods",
              head: ["Data", "Retention period"],
              rows: [
                [
                  "Progress, answers, logbook and settings on your phone",
                  "Until you use **Settings > Erase my progress** or uninstall the game",
                ],
                [
                  "Pseudonymous statistics linked to the random identifier",
                  "13 months, after which they are only kept in aggregated form",
                ],
                ["Crash reports", "90 days"],
                ["Server security logs, including IP addresses", "6 months"],
                ["Messages to our support", "12 months after our last exchange"],
                ["Aggregated reports", "No limit, as they contain no personal data"],
              ],
            },
            {
              type: "p",
              text: "When a period ends, data is deleted or irreversibly anonymised. Deletion requests sent to us by e-mail are handled within 30 days.",
            },
          ],
        },
        {
          id: "7-your-rights",
          heading: "7. Your rights",
          blocks: [
            {
              type: "p",
              text: "Under the GDPR and the French Data Protection Act (loi Informatique et Libertés), you have the right to:",
            },
            {
              type: "list",
              items: [
                "**access** the data we hold about you and receive a copy of it;",
                "**rectify** inaccurate data;",
                "**erase** your data;",
                "**restrict** the use of your data;",
                "**object** to processing based on our legitimate interest;",
                "**port** the data you provided to us to another service;",
                "**withdraw your consent** at any time, by turning off the statistics option;",
                "**give instructions** on what should happen to your data after your death.",
              ],
            },
            {
              type: "p",
              text: `Because your answers and progress never reach us, you control them directly on your phone. For the statistics, send your random identifier (shown in **Settings > Privacy**) with your request to **${brand.privacyEmail}**, so that we can find the data linked to it. We answer within one month. If you write to us yourself, we answer you, and we do not contact your parents without your agreement. A parent or legal guardian can also exercise these rights for a player under 15.`,
            },
            {
              type: "p",
              text: "If you believe your rights are not respected, you can lodge a complaint with the French data protection authority, the CNIL: [www.cnil.fr](https://www.cnil.fr), 3, place de Fontenoy, TSA 80715, 75334 Paris Cedex 07, France.",
            },
          ],
        },
        {
          id: "8-teenagers-parents",
          heading: "8. Teenagers and parental consent",
          blocks: [
            {
              type: "p",
              text: "Care Island is made for teenagers. Playing it does not require giving us any personal data, whatever your age.",
            },
            {
              type: "p",
              text: "At first launch, the game asks whether you are under 16 or 16 and over. From 16, you decide for yourself whether to turn on pseudonymous statistics. Under 16, the option stays off unless you and one of your parents or your legal guardian both agree to it on the parents' screen of the game, which explains in a few lines what is collected and why. This is the joint consent that French law requires below the age of 15 (Article 45 of the French Data Protection Act), and we apply it up to 16.",
            },
            {
              type: "p",
              text: `A parent or guardian can withdraw their agreement at any time in **Settings > Privacy** or by writing to **${brand.privacyEmail}**. If we learn that statistics from a player under 16 were collected without that agreement, we delete them.`,
            },
          ],
        },
        {
          id: "9-support-and-help",
          heading: "9. Care Island is not an emergency service",
          blocks: [
            {
              type: "p",
              text: "Care Island helps you think about how you feel, but it is not a monitoring or alert tool: nobody reads your answers, so nobody can react to them. The game does not replace a doctor, a psychologist or a trusted adult.",
            },
            {
              type: "list",
              items: [
                "If you or someone near you is in danger, call the European emergency number **112**.",
                "In France, if you are having thoughts of suicide or are worried about someone, call **3114**, the national suicide prevention line, free of charge, 24 hours a day.",
              ],
            },
          ],
        },
        {
          id: "10-security",
          heading: "10. Security",
          blocks: [
            {
              type: "p",
              text: "To protect data, we apply the following measures:",
            },
            {
              type: "list",
              items: [
                "your answers and logbook are stored in the game's private storage on your phone, which other apps cannot read;",
                "statistics and crash reports are sent over encrypted connections (TLS) and never contain your answers or notes;",
                "access to our servers is restricted to authorised team members, with strong authentication and access logs;",
                "the game is tested before each release and kept up to date.",
              ],
            },
            {
              type: "p",
              text: "If a data breach were likely to put your rights at risk, we would notify the CNIL within 72 hours and, where the risk is high, inform the people concerned as far as we can reach them.",
            },
          ],
        },
        {
          id: "11-changes",
          heading: "11. Changes to this policy",
          blocks: [
            {
              type: "p",
              text: "We may update this policy when the game, the programme or the law changes. The date of the current version is shown at the top of this page. If a change concerns the data collected, we will tell you in the game before it applies, and we will ask for consent again where the law requires it.",
            },
          ],
        },
        {
          id: "12-contact",
          heading: "12. Contact",
          blocks: [
            {
              type: "list",
              items: [
                `E-mail: **${brand.privacyEmail}**`,
                `Post: ${brand.legalName}, Privacy, ${brand.registeredOffice}`,
                "French data protection authority: CNIL, [www.cnil.fr](https://www.cnil.fr)",
              ],
            },
          ],
        },
      ],
    },
    fr: {
      updated: "2025-04-01",
      intro: [
        `La présente politique de confidentialité explique comment **Care Island**, jeu thérapeutique destiné aux adolescents, traite les données personnelles. Care Island est conçu, développé et édité par ${brand.legalName} pour un organisme régional de promotion de la santé, dans le même programme que l'application WeCare.`,
        "Dans Care Island, tu voyages sur six îles et tu participes à des activités sur ce que tu ressens. Ce que tu y confies est personnel et peut en dire long sur ta santé. C'est pourquoi le jeu a été pensé pour que **tes réponses ne quittent jamais ton téléphone** : pas de compte, pas de publicité, pas de messagerie, pas de pistage.",
        `Ce texte s'adresse d'abord à toi, qui joues. Tes parents peuvent le lire aussi : ils y trouveront les mêmes réponses. Pour toute question, écris-nous à **${brand.privacyEmail}**.`,
      ],
      sections: [
        {
          id: "1-who-we-are",
          heading: "1. Qui est responsable des données",
          blocks: [
            {
              type: "p",
              text: `Le responsable du traitement des données de Care Island est **${brand.legalName}**, société par actions simplifiée au capital de ${shareCapital("fr")}, dont le siège social est situé au ${brand.registeredOffice}.`,
            },
            { type: "p", text: dataProtectionOfficer.fr },
            {
              type: "p",
              text: "L'organisme régional de promotion de la santé qui a commandé le jeu le finance et a participé à la conception de ses contenus. Il n'a aucun accès à ce que tu fais ou écris dans le jeu : il reçoit uniquement les bilans anonymes et agrégés décrits à la section 5.",
            },
            {
              type: "p",
              text: `Pour toute question sur les données, écris-nous à **${brand.privacyEmail}** ou par courrier à ${brand.legalName}, Données personnelles, ${brand.registeredOffice}.`,
            },
          ],
        },
        {
          id: "2-about-the-game",
          heading: "2. Un jeu conçu pour protéger ta vie privée",
          blocks: [
            {
              type: "p",
              text: "Care Island emmène les adolescents dans un voyage à travers six îles. Chaque île aborde un thème du bien-être, comme les émotions, le stress ou la confiance en soi, à travers des mini-jeux, des histoires et de courtes activités. On peut y jouer seul, chez soi, ou dans le cadre d'un accompagnement au collège, au lycée, dans une structure jeunesse ou un lieu de soins.",
            },
            {
              type: "p",
              text: "La protection de ta vie privée fait partie de la conception du jeu :",
            },
            {
              type: "list",
              items: [
                "**pas de compte** : tu joues sous le pseudo de ton choix, enregistré uniquement sur ton téléphone ;",
                "**pas de publicité** et pas d'achats intégrés ;",
                "**pas de messagerie** ni de contact avec d'autres joueurs ;",
                "**ni localisation, ni contacts, ni caméra, ni micro, ni photos** : le jeu ne demande aucune de ces autorisations ;",
                "**pas d'identifiant publicitaire** ni d'outil de pistage tiers ;",
                "**personne ne lit tes réponses** : ni nous, ni l'organisme de promotion de la santé, ni le professionnel qui t'a peut-être conseillé le jeu.",
              ],
            },
          ],
        },
        {
          id: "3-data-we-process",
          heading: "3. Les données concernées",
          blocks: [
            {
              type: "p",
              text: "L'essentiel des données utilisées par Care Island reste sur ton téléphone, où personne d'autre que toi ne peut les voir. Le tableau ci-dessous indique ce que le jeu utilise et où ces données vont.",
            },
            {
              type: "table",
              caption: "Données utilisées par Care Island",
              head: ["Catégorie", "Contenu", "Envoyé hors de ton téléphone ?"],
              rows: [
                ["**Progression**", "Îles débloquées, activités terminées, objets récoltés, avatar et pseudo", "Non"],
                [
                  "**Tes réponses aux activités**",
                  "Météo de ton humeur, choix faits dans les histoires, notes personnelles dans ton carnet de bord",
                  "Non, jamais",
                ],
                [
                  "**Tranche d'âge et langue**",
                  "Moins de 16 ans ou 16 ans et plus (question posée au premier lancement) ; langue du jeu",
                  "Seulement la tranche d'âge, et seulement si les statistiques pseudonymisées sont activées",
                ],
                [
                  "**Rappels**",
                  "Jours et heures auxquels tu as choisi de recevoir un rappel pour jouer",
                  "Non : les rappels sont programmés sur ton téléphone",
                ],
                [
                  "**Statistiques pseudonymisées** (facultatives)",
                  "Îles commencées et terminées, durée des sessions, version du jeu, modèle d'appareil et système d'exploitation, tranche d'âge, associés à un identifiant aléatoire créé par le jeu",
                  "Oui, vers nos serveurs en France, uniquement si les statistiques sont activées",
                ],
                [
                  "**Rapports de plantage** (facultatifs)",
                  "Informations techniques sur une erreur : version du jeu, modèle d'appareil, système d'exploitation, trace de l'erreur",
                  "Oui, vers nos serveurs en France, uniquement si les statistiques sont activées",
                ],
                [
                  "**Messages à notre support**",
                  "Ton adresse e-mail et le contenu de ton message",
                  "Oui, si tu choisis de nous écrire",
                ],
              ],
            },
            {
              type: "p",
              text: "L'identifiant aléatoire des statistiques n'est relié ni à ton nom, ni à ton numéro de téléphone, ni à ton identifiant publicitaire. Tu peux le consulter, et en générer un nouveau, dans **Réglages > Confidentialité**. Comme cet identifiant accompagne chaque statistique, les statistiques sont pseudonymisées, et non anonymes : ce sont toujours des données personnelles, c'est pourquoi tu peux demander à les consulter ou à les faire effacer (section 7).",
            },
          ],
        },
        {
          id: "4-purposes-legal-bases",
          heading: "4. Pourquoi ces données sont utilisées et sur quelle base légale",
          blocks: [
            {
              type: "table",
              caption: "Finalités des traitements et bases légales",
              head: ["Finalité", "Données utilisées", "Base légale (RGPD)"],
              rows: [
                [
                  "Te permettre de jouer, enregistrer ta progression et adapter les activités à ton âge",
                  "Progression, réponses, tranche d'âge, langue (sur ton téléphone uniquement)",
                  "Ce traitement a lieu uniquement sur ton téléphone ; nous ne recevons aucune de ces données",
                ],
                [
                  "T'inviter à jouer, si tu le souhaites",
                  "Réglages des rappels (sur ton téléphone uniquement)",
                  "Ton choix, via l'autorisation de notifications de ton téléphone",
                ],
                [
                  "Évaluer le programme et améliorer le jeu grâce à des statistiques pseudonymisées",
                  "Statistiques pseudonymisées",
                  "Ton consentement explicite et, si tu as moins de 16 ans, celui de l'un de tes parents, donné avec le tien (art. 6.1.a, 8 et 9.2.a du RGPD ; article 45 de la loi Informatique et Libertés)",
                ],
                [
                  "Détecter et corriger les anomalies",
                  "Rapports de plantage",
                  "Ton consentement explicite, donné avec l'option des statistiques (art. 6.1.a et 9.2.a)",
                ],
                [
                  "Répondre à tes questions et à tes demandes",
                  "Messages à notre support",
                  "Notre intérêt légitime à te répondre (art. 6.1.f) et, pour l'exercice de tes droits, notre obligation légale (art. 6.1.c)",
                ],
              ],
            },
            {
              type: "p",
              text: "L'option des statistiques reste désactivée tant que tu ne l'as pas activée ; avant 16 ans, toi et l'un de tes parents l'activez ensemble, sur l'écran parents (section 8). La façon dont on utilise un jeu thérapeutique peut en dire quelque chose sur sa santé : nous traitons donc ces statistiques comme des données de santé, nous te demandons un consentement explicite, et elles sont conservées par un hébergeur certifié pour l'hébergement de données de santé (section 5). Tu peux désactiver l'option à tout moment dans **Réglages > Confidentialité** : plus rien n'est envoyé à partir de ce moment, sans remettre en cause ce qui a été fait auparavant. Le jeu ne prend aucune décision te concernant sur la seule base d'un traitement automatisé.",
            },
          ],
        },
        {
          id: "5-sharing-hosting",
          heading: "5. Qui reçoit les données, et où sont-elles hébergées ?",
          blocks: [
            {
              type: "p",
              text: "Les statistiques pseudonymisées et les rapports de plantage sont stockés sur des serveurs situés en France, exploités par un hébergeur établi dans l'Union européenne, certifié pour l'hébergement de données de santé (certification HDS, article L.1111-8 du Code de la santé publique) et lié par un contrat conforme à l'article 28 du RGPD. Ils ne sont pas transférés hors de l'Union européenne.",
            },
            {
              type: "p",
              text: "Les seuls destinataires sont :",
            },
            {
              type: "list",
              items: [
                "les membres de l'équipe de Ludora Studio chargés de maintenir et d'améliorer le jeu ;",
                "notre hébergeur, qui agit uniquement sur nos instructions ;",
                "l'organisme régional de promotion de la santé, qui reçoit seulement des bilans agrégés, par exemple le nombre de joueurs ayant terminé chaque île, par tranche d'âge. Les chiffres portant sur moins de 10 joueurs ne sont jamais communiqués, pour que personne ne puisse être reconnu ;",
                "les autorités publiques, uniquement lorsque la loi nous oblige à leur communiquer des données.",
              ],
            },
            {
              type: "p",
              text: "Nous ne vendons ni ne louons jamais de données, et nous ne les partageons jamais avec des annonceurs ou des courtiers en données.",
            },
          ],
        },
        {
          id: "6-retention",
          heading: "6. Durée de conservation",
          blocks: [
            {
              type: "table",
              caption: "Durées de conservation",
              head: ["Données", "Durée de conservation"],
              rows: [
                [
                  "Progression, réponses, carnet de bord et réglages sur ton téléphone",
                  "Jusqu'à ce que tu utilises **Réglages > Effacer ma progression** ou que tu désinstalles le jeu",
                ],
                [
                  "Statistiques pseudonymisées associées à l'identifiant aléatoire",
                  "13 mois, puis conservation sous forme agrégée uniquement",
                ],
                ["Rapports de plantage", "90 jours"],
                ["Journaux de sécurité des serveurs, adresses IP comprises", "6 mois"],
                ["Messages à notre support", "12 mois après notre dernier échange"],
                ["Bilans agrégés", "Sans limite, car ils ne contiennent aucune donnée personnelle"],
              ],
            },
            {
              type: "p",
              text: "À l'issue de ces durées, les données sont supprimées ou anonymisées de manière irréversible. Les demandes de suppression envoyées par e-mail sont traitées sous 30 jours.",
            },
          ],
        },
        {
          id: "7-your-rights",
          heading: "7. Tes droits",
          blocks: [
            {
              type: "p",
              text: "Conformément au RGPD et à la loi Informatique et Libertés, tu as le droit :",
            },
            {
              type: "list",
              items: [
                "d'**accéder** aux données que nous détenons sur toi et d'en recevoir une copie ;",
                "de **rectifier** des données inexactes ;",
                "de faire **effacer** tes données ;",
                "de **limiter** l'utilisation de tes données ;",
                "de t'**opposer** aux traitements fondés sur notre intérêt légitime ;",
                "de **récupérer** les données que tu nous as fournies pour les transmettre à un autre service (portabilité) ;",
                "de **retirer ton consentement** à tout moment, en désactivant l'option des statistiques ;",
                "de **définir des directives** sur le sort de tes données après ton décès.",
              ],
            },
            {
              type: "p",
              text: `Comme tes réponses et ta progression ne nous parviennent jamais, tu les maîtrises directement sur ton téléphone. Pour les statistiques, joins à ta demande ton identifiant aléatoire (visible dans **Réglages > Confidentialité**) et envoie-la à **${brand.privacyEmail}**, afin que nous retrouvions les données qui y sont associées. Nous répondons dans un délai d'un mois. Si tu nous écris toi-même, c'est à toi que nous répondons, et nous ne contactons pas tes parents sans ton accord. Un parent ou un représentant légal peut aussi exercer ces droits pour un joueur de moins de 15 ans.`,
            },
            {
              type: "p",
              text: "Si tu estimes que tes droits ne sont pas respectés, tu peux adresser une réclamation à la CNIL, autorité française de protection des données : [www.cnil.fr](https://www.cnil.fr), 3, place de Fontenoy, TSA 80715, 75334 Paris Cedex 07.",
            },
          ],
        },
        {
          id: "8-teenagers-parents",
          heading: "8. Adolescents et consentement parental",
          blocks: [
            {
              type: "p",
              text: "Care Island est fait pour les adolescents. Pour y jouer, tu n'as à nous transmettre aucune donnée personnelle, quel que soit ton âge.",
            },
            {
              type: "p",
              text: "Au premier lancement, le jeu te demande si tu as moins de 16 ans ou 16 ans et plus. Dès 16 ans, tu décides toi-même d'activer ou non les statistiques pseudonymisées. Avant 16 ans, l'option reste désactivée, sauf si l'un de tes parents ou ton représentant légal et toi l'acceptez tous les deux sur l'écran parents du jeu, qui explique en quelques lignes ce qui est collecté et pourquoi. C'est le consentement conjoint que la loi française impose avant 15 ans (article 45 de la loi Informatique et Libertés), et nous l'appliquons jusqu'à 16 ans.",
            },
            {
              type: "p",
              text: `Un parent ou un représentant légal peut retirer son accord à tout moment dans **Réglages > Confidentialité** ou en écrivant à **${brand.privacyEmail}**. Si nous apprenons que des statistiques d'un joueur de moins de 16 ans ont été collectées sans cet accord, nous les supprimons.`,
            },
          ],
        },
        {
          id: "9-support-and-help",
          heading: "9. Care Island n'est pas un service d'urgence",
          blocks: [
            {
              type: "p",
              text: "Care Island t'aide à réfléchir à ce que tu ressens, mais ce n'est ni un outil de surveillance ni un outil d'alerte : personne ne lit tes réponses, donc personne ne peut y réagir. Le jeu ne remplace pas un médecin, un psychologue ou un adulte de confiance.",
            },
            {
              type: "list",
              items: [
                "Si tu es en danger, ou si quelqu'un près de toi l'est, appelle le **112**, le numéro d'urgence européen.",
                "Si tu as des idées suicidaires ou si tu t'inquiètes pour quelqu'un, appelle le **3114**, numéro national de prévention du suicide, gratuit, 24 heures sur 24.",
              ],
            },
          ],
        },
        {
          id: "10-security",
          heading: "10. Sécurité",
          blocks: [
            {
              type: "p",
              text: "Pour protéger les données, nous appliquons les mesures suivantes :",
            },
            {
              type: "list",
              items: [
                "tes réponses et ton carnet de bord sont enregistrés dans l'espace de stockage privé du jeu sur ton téléphone, inaccessible aux autres applications ;",
                "les statistiques et rapports de plantage sont envoyés par des connexions chiffrées (TLS) et ne contiennent jamais tes réponses ni tes notes ;",
                "l'accès à nos serveurs est réservé aux membres habilités de l'équipe, avec authentification forte et journalisation des accès ;",
                "le jeu est testé avant chaque version et maintenu à jour.",
              ],
            },
            {
              type: "p",
              text: "Si une violation de données était susceptible de présenter un risque pour tes droits, nous la notifierions à la CNIL dans les 72 heures et, en cas de risque élevé, nous en informerions les personnes concernées dans la mesure où nous pouvons les joindre.",
            },
          ],
        },
        {
          id: "11-changes",
          heading: "11. Modifications de la présente politique",
          blocks: [
            {
              type: "p",
              text: "Nous pouvons mettre à jour cette politique lorsque le jeu, le programme ou la réglementation évoluent. La date de la version en vigueur figure en haut de cette page. Si une modification concerne les données collectées, nous te prévenons dans le jeu avant qu'elle ne s'applique et nous redemandons le consentement lorsque la loi l'exige.",
            },
          ],
        },
        {
          id: "12-contact",
          heading: "12. Nous contacter",
          blocks: [
            {
              type: "list",
              items: [
                `E-mail : **${brand.privacyEmail}**`,
                `Courrier : ${brand.legalName}, Données personnelles, ${brand.registeredOffice}`,
                "Autorité de protection des données : CNIL, [www.cnil.fr](https://www.cnil.fr)",
              ],
            },
          ],
        },
      ],
    },
  },
};
