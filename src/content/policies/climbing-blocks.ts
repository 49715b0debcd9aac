import { brand } from "../../brand";
import { same } from "../claims";
import { dataProtectionOfficer, dataProtectionOfficerClaim, firebaseProcessors, shareCapital } from "./legal-facts";
import type { PolicyDocument } from "./types";

/** Privacy policy of the ad-supported game "Climbing Block" (English, March 2025, and its French version). */
export const climbingBlocksPolicy: PolicyDocument = {
  path: "/privacy-policy-climbing-blocks/",
  reference: "fr",
  category: "games",
  claims: [
    dataProtectionOfficerClaim,
    {
      kind: "practice",
      quote: {
        fr: "Exécution du contrat (conditions d'utilisation du jeu)",
        en: "Performance of the contract (the terms of use of the game)",
      },
      note: "A contract basis needs terms of use the player can read: publish the game's terms and link them from this policy.",
    },
    {
      kind: "vendor",
      quote: same("AdMob"),
      note: "The ad networks and tools the game really uses.",
    },
    { kind: "vendor", quote: same("Unity Ads") },
    { kind: "vendor", quote: same("AppLovin") },
    { kind: "vendor", quote: same("Google Analytics") },
    { kind: "vendor", quote: same("Firebase Crashlytics") },
    {
      kind: "certification",
      quote: { en: "IAB Europe Transparency & Consent", fr: "Transparency & Consent Framework d'IAB Europe" },
      note: "Whether the game's consent tool is registered with the IAB framework.",
    },
    {
      kind: "practice",
      quote: {
        en: "Our legitimate interest in providing a stable game",
        fr: "Notre intérêt légitime à proposer un jeu stable",
      },
      note: "Crash reports without consent: the crash SDK keeps an identifier on the device. Counsel to confirm that this is strictly necessary (art. 82 of the loi Informatique et Libertés); otherwise ask for consent, as 9 mondes does.",
    },
    { kind: "retention", quote: { en: "14 months", fr: "14 mois" } },
    { kind: "retention", quote: { en: "6 months", fr: "6 mois" } },
    { kind: "retention", quote: { en: "90 days", fr: "90 jours" } },
  ],
  versions: {
    en: {
      updated: "2025-03-01",
      intro: [
        `This privacy policy explains what personal data is processed when you play **Climbing Block**, a free casual climbing game for mobile devices published by ${brand.legalName}.`,
        "Climbing Block is free because it shows advertising. Showing ads involves sharing some technical information about your device with advertising partners, and in some cases using your device's advertising identifier. This policy tells you exactly what is shared, with whom, and how you can refuse personalised advertising at any time.",
        "The game does not ask you to create an account and does not collect your name, e-mail address, contacts, photos or precise location.",
      ],
      sections: [
        {
          id: "1-who-we-are",
          heading: "1. Who we are",
          blocks: [
            {
              type: "p",
              text: `Climbing Block is published by **${brand.legalName}**, a French simplified joint-stock company (société par actions simplifiée) with a share capital of ${shareCapital("en")}, whose registered office is at ${brand.registeredOffice} (referred to as ‘we’ or ‘us’).`,
            },
            { type: "p", text: dataProtectionOfficer.en },
            {
              type: "p",
              text: "We are the data controller for the processing described in this policy. The advertising partners listed in section 5 act as separate controllers for the data they collect through their own technology to deliver and measure ads; their own privacy policies apply to that processing.",
            },
            {
              type: "p",
              text: `You can contact us about your data at **${brand.privacyEmail}**.`,
            },
          ],
        },
        {
          id: "2-data-we-collect",
          heading: "2. The data collected",
          blocks: [
            {
              type: "table",
              caption: "Categories of data collected when you play Climbing Block",
              head: ["Category", "Examples", "Collected by"],
              rows: [
                [
                  "**Device and connection data**",
                  "Device model, operating system and version, language, screen size, app version, time zone, IP address (which reveals your approximate country or city)",
                  "Us and our partners",
                ],
                [
                  "**Advertising identifiers**",
                  "Google Advertising ID on Android; Apple's IDFA on iOS, only if you allow tracking; vendor or app-set identifiers used when the advertising ID is not available",
                  "Our advertising partners",
                ],
                [
                  "**Ad interaction data**",
                  "Ads displayed, clicks, rewarded videos watched to the end, installs of an advertised app",
                  "Our advertising partners",
                ],
                [
                  "**Gameplay data**",
                  "Levels reached, scores, length of play sessions, settings",
                  "Stored on your device; sent to our analytics tool only with your consent",
                ],
                [
                  "**Crash diagnostics**",
                  "Error trace, device state at the time of a crash, app version",
                  "Us, through our crash-reporting tool",
                ],
                [
                  "**Your privacy choices**",
                  "Consent or refusal for each purpose and partner, stored as a consent string",
                  "Stored on your device and passed to our partners",
                ],
                ["**Support messages**", "Your e-mail address and what you write to us", "Us, only if you contact us"],
              ],
            },
            {
              type: "p",
              text: "We do not collect your name, your precise (GPS) location, your contacts, your photos or any payment information.",
            },
          ],
        },
        {
          id: "3-how-we-use-data",
          heading: "3. How the data is used and on what legal basis",
          blocks: [
            {
              type: "table",
              caption: "Purposes and legal bases",
              head: ["Purpose", "Legal basis (GDPR)"],
              rows: [
                [
                  "Run the game, save your progress and settings on your device",
                  "Performance of the contract (the terms of use of the game) (Art. 6(1)(b))",
                ],
                [
                  "Show personalised ads based on your interests and measure their performance",
                  "Your consent (Art. 6(1)(a)), collected as required by Article 82 of the French Data Protection Act",
                ],
                [
                  "Show non-personalised ads, chosen according to context (the game, approximate country, type of device), limit how often the same ad appears and prevent ad fraud",
                  "Our legitimate interest in funding a free game (Art. 6(1)(f)); where this requires reading or storing information on your device, your consent",
                ],
                [
                  "Give you in-game rewards when you choose to watch a rewarded video",
                  "Performance of the contract (the terms of use of the game) (Art. 6(1)(b))",
                ],
                [
                  "Understand how the game is played and improve it with usage statistics",
                  "Your consent (Art. 6(1)(a))",
                ],
                ["Detect and fix crashes", "Our legitimate interest in providing a stable game (Art. 6(1)(f))"],
                [
                  "Answer your messages and requests",
                  "Our legitimate interest (Art. 6(1)(f)) and, for rights requests, our legal obligation (Art. 6(1)(c))",
                ],
              ],
            },
            {
              type: "p",
              text: "We never sell your data. We do not use it to make any decision producing legal or similarly significant effects about you.",
            },
          ],
        },
        {
          id: "4-advertising",
          heading: "4. How advertising works in Climbing Block",
          blocks: [
            {
              type: "p",
              text: "Climbing Block displays banner ads, full-screen ads between levels and, if you choose, rewarded videos that unlock bonuses. Each time an ad is needed, the game sends a request to our mediation platform, which asks several advertising networks which ad to show.",
            },
            {
              type: "list",
              items: [
                "**If you accept personalised advertising**, the networks may use your advertising identifier and information about your use of other apps to show ads that match your interests, and to measure whether an ad led to an app install.",
                "**If you refuse**, you still see ads, but they are non-personalised or limited: they are chosen according to the context and are not based on a profile of your interests.",
                "**On iOS**, your IDFA is only accessed if you tap ‘Allow’ in the system's tracking prompt. You can change this at any time in Settings > Privacy & Security > Tracking.",
              ],
            },
            {
              type: "p",
              text: "In the European Economic Area, the United Kingdom and Switzerland, your choices are collected at first launch through a consent message that follows the IAB Europe Transparency & Consent Framework. It lets you accept or refuse each purpose and each partner, and it is as easy to refuse as to accept.",
            },
          ],
        },
        {
          id: "5-partners",
          heading: "5. Advertising partners and service providers",
          blocks: [
            {
              type: "p",
              text: "The following advertising partners may receive data from the game when an ad is requested or displayed. Each of them processes this data under its own privacy policy, which we invite you to read.",
            },
            {
              type: "table",
              caption: "Advertising partners",
              head: ["Partner", "Role", "Data it may receive", "Privacy policy"],
              rows: [
                [
                  "**Google AdMob** (Google Ireland Limited, Google LLC)",
                  "Mediation platform and advertising network",
                  "Advertising identifier, IP address, device data, ad interactions, consent string",
                  "[Google Privacy Policy](https://policies.google.com/privacy) and [How Google uses information from apps](https://policies.google.com/technologies/partner-sites)",
                ],
                [
                  "**Unity Ads** (Unity Technologies)",
                  "Video and rewarded video advertising network",
                  "Advertising identifier, IP address, device data, ad interactions, consent string",
                  "[Unity privacy policy](https://unity.com/legal/game-player-and-app-user-privacy-policy)",
                ],
                [
                  "**AppLovin** (AppLovin Corporation)",
                  "Advertising network",
                  "Advertising identifier, IP address, device data, ad interactions, consent string",
                  "[AppLovin privacy policy](https://www.applovin.com/privacy/)",
                ],
              ],
            },
            {
              type: "p",
              text: "We also use the following service providers, which act on our behalf (processors):",
            },
            {
              type: "table",
              caption: "Service providers",
              head: ["Provider", "Purpose", "Privacy information"],
              rows: [...firebaseProcessors.en],
            },
            {
              type: "p",
              text: "Apart from these partners and providers, data may only be disclosed to public authorities when the law obliges us to, or to a buyer of the game in the event of a sale, who would then be bound by this policy.",
            },
          ],
        },
        {
          id: "6-your-choices",
          heading: "6. Your privacy choices",
          blocks: [
            {
              type: "list",
              items: [
                "**Change your consent at any time**: open the game's settings and tap **Privacy settings** to display the consent message again, then accept or refuse each purpose and partner.",
                "**Reset or delete your advertising identifier**: on Android, in Settings > Google > Ads (the exact path depends on your device); on iOS, turn off tracking for the game in Settings > Privacy & Security > Tracking.",
                "**Turn off usage statistics**: refuse the statistics purpose in the privacy settings of the game.",
                "**Stop all collection**: uninstalling the game stops any further collection of data by us and by our partners through the game.",
              ],
            },
            {
              type: "p",
              text: "Refusing personalised advertising does not stop you from playing: the game works exactly the same way, only the ads are less targeted.",
            },
          ],
        },
        {
          id: "7-retention-security",
          heading: "7. Data retention and security",
          blocks: [
            {
              type: "table",
              caption: "Retention periods",
              head: ["Data", "Retention period"],
              rows: [
                ["Game progress and settings", "On your device, until you uninstall the game"],
                [
                  "Your privacy choices",
                  "On your device; we ask you again after 6 months, or earlier if our partners or purposes change",
                ],
                ["Usage statistics", "14 months"],
                ["Crash reports", "90 days"],
                ["Data collected by advertising partners", "The period set out in each partner's privacy policy"],
                ["Support messages", "12 months after our last exchange"],
              ],
            },
            {
              type: "p",
              text: "When a period ends, data is deleted or anonymised. Deletion requests sent to us by e-mail are handled within 30 days, unless the law requires us to keep some data longer.",
            },
            {
              type: "p",
              text: "Data sent by the game travels over encrypted connections (TLS). Access to our analytics and crash-reporting consoles is restricted to authorised team members, with strong authentication. We review the SDKs included in the game before each release and keep them up to date.",
            },
          ],
        },
        {
          id: "8-international-transfers",
          heading: "8. International transfers",
          blocks: [
            {
              type: "p",
              text: `Some of our partners and providers are based in the United States or process data there. These transfers are covered by the European Commission's adequacy decision on the EU-US Data Privacy Framework, for companies certified under it, or by the standard contractual clauses adopted by the European Commission, together with additional safeguards where needed. To obtain a copy of these safeguards, write to ${brand.privacyEmail}.`,
            },
          ],
        },
        {
          id: "9-your-rights",
          heading: "9. Your rights",
          blocks: [
            {
              type: "p",
              text: "Under the GDPR and the French Data Protection Act, you have the right to access your data, to rectify it, to have it erased, to restrict its processing, to object to processing based on our legitimate interest, to data portability, to withdraw your consent at any time, and to give instructions on what should happen to your data after your death.",
            },
            {
              type: "p",
              text: `As the game has no account, we need a way to find your data: include the player identifier shown in **Settings > Privacy settings** in your request and send it to **${brand.privacyEmail}**. We answer within one month. For data collected by an advertising partner, you can also contact the partner directly using the links in section 5.`,
            },
            {
              type: "p",
              text: "If you believe your rights are not respected, you can lodge a complaint with the French data protection authority, the CNIL: [www.cnil.fr](https://www.cnil.fr), or with the supervisory authority of the country where you live.",
            },
          ],
        },
        {
          id: "10-children",
          heading: "10. Children",
          blocks: [
            {
              type: "p",
              text: "Climbing Block is a general-audience game and is not directed at children under 13. We do not knowingly collect personal data from children under 13.",
            },
            {
              type: "p",
              text: `If you are a parent or guardian and believe that your child under 13 has provided personal data through the game, contact us at **${brand.privacyEmail}**: we will delete it and ask our partners to do the same.`,
            },
            {
              type: "p",
              text: "If you are under 16, ask a parent or guardian before accepting personalised advertising, and accept it only together with them: in France, a child under 15 can only give consent jointly with a holder of parental authority (Article 45 of the French Data Protection Act), and we ask the same up to 16. If they do not agree, refuse it: you can keep playing normally, with non-personalised ads.",
            },
          ],
        },
        {
          id: "11-changes",
          heading: "11. Changes to this policy",
          blocks: [
            {
              type: "p",
              text: "We may update this policy, for example when we add or remove an advertising partner. The date of the current version is shown at the top of this page. When a change affects how your data is used, we announce it in the game and show the consent message again so that you can review your choices, as the law requires. Minor changes, such as a clarification, are published on this page with a new date.",
            },
          ],
        },
        {
          id: "12-contact",
          heading: "12. Contact",
          blocks: [
            {
              type: "p",
              text: "For any question about this policy or about your data:",
            },
            {
              type: "list",
              items: [
                `e-mail: **${brand.privacyEmail}**;`,
                `post: ${brand.legalName}, Privacy, ${brand.registeredOffice};`,
                "supervisory authority: CNIL, [www.cnil.fr](https://www.cnil.fr).",
              ],
            },
          ],
        },
      ],
    },
    fr: {
      updated: "2026-11-24",
      intro: [
        `La présente politique de confidentialité explique quelles données personnelles sont traitées lorsque vous jouez à **Climbing Block**, jeu mobile d'escalade gratuit et grand public édité par ${brand.legalName}.`,
        "Climbing Block est gratuit parce qu'il affiche de la publicité. Pour diffuser des annonces, le jeu transmet certaines informations techniques sur votre appareil à des partenaires publicitaires et, dans certains cas, utilise l'identifiant publicitaire de votre appareil. Cette politique vous indique précisément ce qui est partagé, avec qui, et comment refuser à tout moment la publicité personnalisée.",
        "Le jeu ne vous demande pas de créer de compte et ne collecte ni votre nom, ni votre adresse e-mail, ni vos contacts, ni vos photos, ni votre position précise.",
      ],
      sections: [
        {
          id: "1-who-we-are",
          heading: "1. Qui sommes-nous ?",
          blocks: [
            {
              type: "p",
              text: `Climbing Block est édité par **${brand.legalName}**, société par actions simplifiée au capital de ${shareCapital("fr")}, dont le siège social est situé au ${brand.registeredOffice} (« nous »).`,
            },
            { type: "p", text: dataProtectionOfficer.fr },
            {
              type: "p",
              text: "Nous sommes responsables des traitements décrits dans la présente politique. Les partenaires publicitaires présentés à la section 5 agissent en qualité de responsables de traitement distincts pour les données qu'ils collectent au moyen de leurs propres technologies afin de diffuser et de mesurer les annonces : leurs propres politiques de confidentialité s'appliquent à ces traitements.",
            },
            {
              type: "p",
              text: `Pour toute question sur vos données, écrivez-nous à **${brand.privacyEmail}**.`,
            },
          ],
        },
        {
          id: "2-data-we-collect",
          heading: "2. Les données collectées",
          blocks: [
            {
              type: "table",
              caption: "Catégories de données collectées lorsque vous jouez à Climbing Block",
              head: ["Catégorie", "Exemples", "Collectées par"],
              rows: [
                [
                  "**Données de l'appareil et de connexion**",
                  "Modèle d'appareil, système d'exploitation et version, langue, taille d'écran, version du jeu, fuseau horaire, adresse IP (qui permet de situer approximativement votre pays ou votre ville)",
                  "Nous et nos partenaires",
                ],
                [
                  "**Identifiants publicitaires**",
                  "Identifiant publicitaire Google sur Android ; IDFA d'Apple sur iOS, uniquement si vous autorisez le suivi ; identifiants propres à l'éditeur ou à l'application, utilisés lorsque l'identifiant publicitaire n'est pas disponible",
                  "Nos partenaires publicitaires",
                ],
                [
                  "**Données d'interaction avec les annonces**",
                  "Annonces affichées, clics, vidéos récompensées regardées jusqu'au bout, installations d'une application promue",
                  "Nos partenaires publicitaires",
                ],
                [
                  "**Données de jeu**",
                  "Niveaux atteints, scores, durée des parties, réglages",
                  "Enregistrées sur votre appareil ; envoyées à notre outil de mesure d'audience uniquement avec votre consentement",
                ],
                [
                  "**Rapports de plantage**",
                  "Trace de l'erreur, état de l'appareil au moment du plantage, version du jeu",
                  "Nous, par notre outil de remontée d'erreurs",
                ],
                [
                  "**Vos choix de confidentialité**",
                  "Consentement ou refus pour chaque finalité et chaque partenaire, enregistrés sous forme de chaîne de consentement",
                  "Enregistrés sur votre appareil et transmis à nos partenaires",
                ],
                [
                  "**Messages au support**",
                  "Votre adresse e-mail et le contenu de votre message",
                  "Nous, uniquement si vous nous écrivez",
                ],
              ],
            },
            {
              type: "p",
              text: "Nous ne collectons ni votre nom, ni votre position précise (GPS), ni vos contacts, ni vos photos, ni aucune donnée de paiement.",
            },
          ],
        },
        {
          id: "3-how-we-use-data",
          heading: "3. Utilisation des données et bases légales",
          blocks: [
            {
              type: "table",
              caption: "Finalités et bases légales",
              head: ["Finalité", "Base légale (RGPD)"],
              rows: [
                [
                  "Faire fonctionner le jeu, enregistrer votre progression et vos réglages sur votre appareil",
                  "Exécution du contrat (conditions d'utilisation du jeu) (art. 6.1.b)",
                ],
                [
                  "Afficher des publicités personnalisées selon vos centres d'intérêt et mesurer leurs performances",
                  "Votre consentement (art. 6.1.a), recueilli comme l'exige l'article 82 de la loi Informatique et Libertés",
                ],
                [
                  "Afficher des publicités non personnalisées, choisies selon le contexte (le jeu, le pays approximatif, le type d'appareil), limiter la répétition d'une même annonce et prévenir la fraude publicitaire",
                  "Notre intérêt légitime à financer un jeu gratuit (art. 6.1.f) ; lorsque cela nécessite de lire ou d'écrire des informations sur votre appareil, votre consentement",
                ],
                [
                  "Vous remettre des récompenses dans le jeu lorsque vous choisissez de regarder une vidéo récompensée",
                  "Exécution du contrat (conditions d'utilisation du jeu) (art. 6.1.b)",
                ],
                [
                  "Comprendre comment le jeu est utilisé et l'améliorer grâce à des statistiques d'utilisation",
                  "Votre consentement (art. 6.1.a)",
                ],
                ["Détecter et corriger les plantages", "Notre intérêt légitime à proposer un jeu stable (art. 6.1.f)"],
                [
                  "Répondre à vos messages et à vos demandes",
                  "Notre intérêt légitime (art. 6.1.f) et, pour l'exercice de vos droits, notre obligation légale (art. 6.1.c)",
                ],
              ],
            },
            {
              type: "p",
              text: "Nous ne vendons jamais vos données. Nous ne les utilisons pour prendre aucune décision produisant des effets juridiques à votre égard ou vous affectant de manière significative.",
            },
          ],
        },
        {
          id: "4-advertising",
          heading: "4. Le fonctionnement de la publicité dans Climbing Block",
          blocks: [
            {
              type: "p",
              text: "Climbing Block affiche des bannières, des publicités plein écran entre les niveaux et, si vous le choisissez, des vidéos récompensées qui débloquent des bonus. Chaque fois qu'une annonce doit s'afficher, le jeu envoie une requête à notre plateforme de médiation, qui interroge plusieurs réseaux publicitaires pour choisir l'annonce à diffuser.",
            },
            {
              type: "list",
              items: [
                "**Si vous acceptez la publicité personnalisée**, les réseaux peuvent utiliser votre identifiant publicitaire et des informations sur votre utilisation d'autres applications pour vous montrer des annonces adaptées à vos centres d'intérêt, et pour mesurer si une annonce a conduit à l'installation d'une application.",
                "**Si vous la refusez**, vous voyez toujours des publicités, mais elles sont non personnalisées ou limitées : elles sont choisies selon le contexte et ne reposent sur aucun profil de vos centres d'intérêt.",
                "**Sur iOS**, votre IDFA n'est consulté que si vous touchez « Autoriser » dans la demande de suivi affichée par le système. Vous pouvez modifier ce choix à tout moment dans Réglages > Confidentialité et sécurité > Suivi.",
              ],
            },
            {
              type: "p",
              text: "Dans l'Espace économique européen, au Royaume-Uni et en Suisse, vos choix sont recueillis au premier lancement par un message de consentement conforme au Transparency & Consent Framework d'IAB Europe. Il vous permet d'accepter ou de refuser chaque finalité et chaque partenaire, et il est aussi simple de refuser que d'accepter.",
            },
          ],
        },
        {
          id: "5-partners",
          heading: "5. Partenaires publicitaires et prestataires",
          blocks: [
            {
              type: "p",
              text: "Les partenaires publicitaires suivants peuvent recevoir des données du jeu lorsqu'une annonce est demandée ou affichée. Chacun traite ces données selon sa propre politique de confidentialité, que nous vous invitons à lire.",
            },
            {
              type: "table",
              caption: "Partenaires publicitaires",
              head: ["Partenaire", "Rôle", "Données qu'il peut recevoir", "Politique de confidentialité"],
              rows: [
                [
                  "**Google AdMob** (Google Ireland Limited, Google LLC)",
                  "Plateforme de médiation et réseau publicitaire",
                  "Identifiant publicitaire, adresse IP, données de l'appareil, interactions avec les annonces, chaîne de consentement",
                  "[Règles de confidentialité de Google](https://policies.google.com/privacy?hl=fr) et [utilisation des informations des applications par Google](https://policies.google.com/technologies/partner-sites?hl=fr)",
                ],
                [
                  "**Unity Ads** (Unity Technologies)",
                  "Réseau publicitaire de vidéos et de vidéos récompensées",
                  "Identifiant publicitaire, adresse IP, données de l'appareil, interactions avec les annonces, chaîne de consentement",
                  "[Politique de confidentialité de Unity](https://unity.com/legal/game-player-and-app-user-privacy-policy) (en anglais)",
                ],
                [
                  "**AppLovin** (AppLovin Corporation)",
                  "Réseau publicitaire",
                  "Identifiant publicitaire, adresse IP, données de l'appareil, interactions avec les annonces, chaîne de consentement",
                  "[Politique de confidentialité d'AppLovin](https://www.applovin.com/privacy/) (en anglais)",
                ],
              ],
            },
            {
              type: "p",
              text: "Nous faisons également appel aux prestataires suivants, qui agissent pour notre compte (sous-traitants) :",
            },
            {
              type: "table",
              caption: "Prestataires",
              head: ["Prestataire", "Finalité", "Informations sur la confidentialité"],
              rows: [...firebaseProcessors.fr],
            },
            {
              type: "p",
              text: "En dehors de ces partenaires et prestataires, des données ne peuvent être communiquées qu'aux autorités publiques, lorsque la loi nous y oblige, ou à l'acquéreur du jeu en cas de cession, qui serait alors tenu de respecter la présente politique.",
            },
          ],
        },
        {
          id: "6-your-choices",
          heading: "6. Vos choix en matière de confidentialité",
          blocks: [
            {
              type: "list",
              items: [
                "**Modifier votre consentement à tout moment** : ouvrez les réglages du jeu et touchez **Paramètres de confidentialité** pour afficher de nouveau le message de consentement, puis acceptez ou refusez chaque finalité et chaque partenaire.",
                "**Réinitialiser ou supprimer votre identifiant publicitaire** : sur Android, dans Paramètres > Google > Annonces (le chemin exact dépend de votre appareil) ; sur iOS, désactivez le suivi pour le jeu dans Réglages > Confidentialité et sécurité > Suivi.",
                "**Désactiver les statistiques d'utilisation** : refusez la finalité correspondante dans les paramètres de confidentialité du jeu.",
                "**Mettre fin à toute collecte** : la désinstallation du jeu arrête toute nouvelle collecte de données, par nous comme par nos partenaires, au moyen du jeu.",
              ],
            },
            {
              type: "p",
              text: "Refuser la publicité personnalisée ne vous empêche pas de jouer : le jeu fonctionne exactement de la même façon, seules les annonces sont moins ciblées.",
            },
          ],
        },
        {
          id: "7-retention-security",
          heading: "7. Conservation et sécurité des données",
          blocks: [
            {
              type: "table",
              caption: "Durées de conservation",
              head: ["Données", "Durée de conservation"],
              rows: [
                ["Progression et réglages du jeu", "Sur votre appareil, jusqu'à la désinstallation du jeu"],
                [
                  "Vos choix de confidentialité",
                  "Sur votre appareil ; nous vous les redemandons au bout de 6 mois, ou plus tôt si nos partenaires ou nos finalités changent",
                ],
                ["Statistiques d'utilisation", "14 mois"],
                ["Rapports de plantage", "90 jours"],
                [
                  "Données collectées par les partenaires publicitaires",
                  "La durée indiquée dans la politique de confidentialité de chaque partenaire",
                ],
                ["Messages au support", "12 mois après notre dernier échange"],
              ],
            },
            {
              type: "p",
              text: "À l'issue de ces durées, les données sont supprimées ou anonymisées. Les demandes de suppression envoyées par e-mail sont traitées sous 30 jours, sauf si la loi nous impose de conserver certaines données plus longtemps.",
            },
            {
              type: "p",
              text: "Les données envoyées par le jeu circulent par des connexions chiffrées (TLS). L'accès à nos consoles de mesure d'audience et de remontée d'erreurs est réservé aux membres habilités de l'équipe, avec authentification forte. Nous examinons les kits de développement (SDK) intégrés au jeu avant chaque version et les maintenons à jour.",
            },
          ],
        },
        {
          id: "8-international-transfers",
          heading: "8. Transferts hors de l'Union européenne",
          blocks: [
            {
              type: "p",
              text: `Certains de nos partenaires et prestataires sont établis aux États-Unis ou y traitent des données. Ces transferts sont encadrés par la décision d'adéquation de la Commission européenne relative au cadre de protection des données UE–États-Unis, pour les entreprises certifiées, ou par les clauses contractuelles types adoptées par la Commission européenne, complétées si nécessaire par des garanties supplémentaires. Pour obtenir une copie de ces garanties, écrivez-nous à ${brand.privacyEmail}.`,
            },
          ],
        },
        {
          id: "9-your-rights",
          heading: "9. Vos droits",
          blocks: [
            {
              type: "p",
              text: "Conformément au RGPD et à la loi Informatique et Libertés, vous disposez d'un droit d'accès à vos données, d'un droit de rectification, d'un droit à l'effacement, d'un droit à la limitation du traitement, d'un droit d'opposition aux traitements fondés sur notre intérêt légitime et d'un droit à la portabilité. Vous pouvez aussi retirer votre consentement à tout moment et définir des directives relatives au sort de vos données après votre décès.",
            },
            {
              type: "p",
              text: `Comme le jeu ne vous demande pas de créer de compte, nous avons besoin d'un moyen de retrouver vos données : indiquez dans votre demande l'identifiant de joueur affiché dans **Réglages > Paramètres de confidentialité**, puis envoyez-la à **${brand.privacyEmail}**. Nous répondons dans un délai d'un mois. Pour les données collectées par un partenaire publicitaire, vous pouvez aussi vous adresser directement à lui grâce aux liens de la section 5.`,
            },
            {
              type: "p",
              text: "Si vous estimez que vos droits ne sont pas respectés, vous pouvez introduire une réclamation auprès de la CNIL, autorité française de protection des données ([www.cnil.fr](https://www.cnil.fr)), ou de l'autorité de contrôle de votre pays de résidence.",
            },
          ],
        },
        {
          id: "10-children",
          heading: "10. Enfants",
          blocks: [
            {
              type: "p",
              text: "Climbing Block est un jeu grand public qui ne s'adresse pas aux enfants de moins de 13 ans. Nous ne collectons pas sciemment de données personnelles concernant des enfants de moins de 13 ans.",
            },
            {
              type: "p",
              text: `Si vous êtes parent ou tuteur et pensez que votre enfant de moins de 13 ans nous a transmis des données personnelles par l'intermédiaire du jeu, écrivez-nous à **${brand.privacyEmail}** : nous les supprimerons et demanderons à nos partenaires d'en faire autant.`,
            },
            {
              type: "p",
              text: "Si vous avez moins de 16 ans, parlez-en à l'un de vos parents ou à votre tuteur avant d'accepter la publicité personnalisée, et ne l'acceptez qu'avec son accord : en France, un mineur de moins de 15 ans ne peut consentir que conjointement avec un titulaire de l'autorité parentale (article 45 de la loi Informatique et Libertés), et nous appliquons la même règle jusqu'à 16 ans. En cas de désaccord, refusez-la : vous continuerez à jouer normalement, avec des publicités non personnalisées.",
            },
          ],
        },
        {
          id: "11-changes",
          heading: "11. Modifications de la présente politique",
          blocks: [
            {
              type: "p",
              text: "Nous pouvons mettre à jour cette politique, par exemple lorsque nous ajoutons ou retirons un partenaire publicitaire. La date de la version en vigueur figure en haut de cette page. Lorsqu'une modification change l'utilisation de vos données, nous l'annonçons dans le jeu et affichons de nouveau le message de consentement pour que vous puissiez revoir vos choix, comme la loi l'exige. Les modifications mineures, comme une précision de rédaction, sont publiées sur cette page avec leur date.",
            },
          ],
        },
        {
          id: "12-contact",
          heading: "12. Nous contacter",
          blocks: [
            {
              type: "p",
              text: "Pour toute question sur cette politique ou sur vos données :",
            },
            {
              type: "list",
              items: [
                `par e-mail : **${brand.privacyEmail}** ;`,
                `par courrier : ${brand.legalName}, Données personnelles, ${brand.registeredOffice} ;`,
                "autorité de contrôle : CNIL, [www.cnil.fr](https://www.cnil.fr).",
              ],
            },
          ],
        },
      ],
    },
  },
};
