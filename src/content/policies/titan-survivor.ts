import { brand } from "../../brand";
import { same } from "../claims";
import { dataProtectionOfficer, dataProtectionOfficerClaim, firebaseProcessors, shareCapital } from "./legal-facts";
import type { PolicyDocument } from "./types";

/** Privacy policy of the game "Titan Survivor" (English, updated 2 July 2025, and its French version). */
export const titanSurvivorPolicy: PolicyDocument = {
  path: "/privacy-titan-survivor/",
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
      note: "A contract basis needs terms of use the player can read: publish the game's terms and link them from this policy. The game sells in-app items to consumers: if Ludora is the seller, its terms must name a consumer mediator (Code de la consommation L.612-1, L.616-1).",
    },
    {
      kind: "practice",
      quote: {
        fr: "Pour les joueurs de moins de 16 ans, nous ne traitons que les données nécessaires au jeu, aux achats et aux rapports de plantage",
        en: "For players under 16, we process only the data needed to run the game, to handle purchases and to fix crashes",
      },
      note: "The age rule the shipped game applies: under 16, usage statistics off and locked. Check it in the current build.",
    },
    {
      kind: "practice",
      quote: {
        fr: "toute décision de refus est revue par un membre de l'équipe",
        en: "any refusal is reviewed by a member of the team",
      },
      note: "Fraud checks on purchases: a person reviews every refusal (GDPR art. 22). Confirm with whoever runs the checks (the store or the studio).",
    },
    { kind: "vendor", quote: same("Google Analytics") },
    { kind: "vendor", quote: same("Firebase Crashlytics") },
    {
      kind: "practice",
      quote: {
        en: "Our legitimate interest in providing a stable game",
        fr: "Notre intérêt légitime à proposer un jeu stable",
      },
      note: "Crash reports without consent: the crash SDK keeps an identifier on the device. Counsel to confirm that this is strictly necessary (art. 82 of the loi Informatique et Libertés); otherwise ask for consent, as 9 mondes does.",
    },
    { kind: "retention", quote: { en: "14 months", fr: "14 mois" } },
    { kind: "retention", quote: { en: "90 days", fr: "90 jours" } },
  ],
  versions: {
    en: {
      updated: "2025-07-02",
      intro: [
        `This privacy policy describes how personal data is processed when you play **Titan Survivor**, a survival action game published by ${brand.legalName} in which you hold out against waves of titans.`,
        "Titan Survivor does not require an account and does not show advertising. We only process the data needed to run the game, deliver the items you buy and, if you agree, understand how the game is played so that we can improve it.",
      ],
      sections: [
        {
          id: "1-who-we-are",
          heading: "1. Who we are",
          blocks: [
            {
              type: "p",
              text: `Titan Survivor is published by **${brand.legalName}**, a French simplified joint-stock company (société par actions simplifiée) with a share capital of ${shareCapital("en")}, whose registered office is at ${brand.registeredOffice} (‘we’ or ‘us’). We are the data controller for the processing described in this policy.`,
            },
            { type: "p", text: dataProtectionOfficer.en },
            {
              type: "p",
              text: `For any question about your data, write to **${brand.privacyEmail}**.`,
            },
          ],
        },
        {
          id: "2-scope",
          heading: "2. Scope of this policy",
          blocks: [
            {
              type: "p",
              text: "This policy applies to the Titan Survivor game on all the platforms where it is available, and to the messages you send to our support about it. It does not apply to the app stores from which you download the game, which process your data under their own privacy policies as independent controllers.",
            },
            {
              type: "list",
              items: [
                "**No account** and no social login are needed to play.",
                "**No advertising**: the game shows no ads and does not read your advertising identifier.",
                "**No chat**: the game has no messaging between players.",
                "**No sale**: we never sell or rent your data.",
              ],
            },
          ],
        },
        {
          id: "3-data-we-collect",
          heading: "3. The data we collect",
          blocks: [
            {
              type: "table",
              caption: "Data processed in Titan Survivor",
              head: ["Category", "Examples", "Source and storage"],
              rows: [
                [
                  "**Game data**",
                  "Progress, unlocked survivors and weapons, in-game currency, best times, settings, age bracket (under 16, or 16 and over)",
                  "Stored on your device",
                ],
                [
                  "**Player identifier**",
                  "A random identifier created by the game at installation",
                  "Stored on your device; sent with purchases and, if you accept them, statistics",
                ],
                [
                  "**Purchase data**",
                  "Transaction identifier, item bought, date, price and currency, country of the store, receipt issued by the store",
                  "Sent by the app store when you make a purchase; kept on our servers in the European Union",
                ],
                [
                  "**Usage statistics** (optional)",
                  "Runs played, waves reached, time played, features used, app version, device model, operating system, language, approximate country",
                  "Sent to our analytics provider, only with your consent",
                ],
                [
                  "**Crash reports**",
                  "Error trace, app version, device model and operating system, free memory at the time of the crash",
                  "Sent to our crash-reporting provider",
                ],
                [
                  "**Support messages**",
                  "Your e-mail address and the content of your message",
                  "Our mailbox, only if you write to us",
                ],
              ],
            },
            {
              type: "p",
              text: "We never receive your bank card details: payments are handled entirely by the app store. The game does not access your location, contacts, camera, microphone or photos.",
            },
            {
              type: "p",
              text: "Usage statistics are linked to your player identifier, so they are pseudonymous, not anonymous: they are personal data, which you can ask us to access or erase (section 9).",
            },
          ],
        },
        {
          id: "4-purposes-legal-bases",
          heading: "4. Why we use your data and on what legal basis",
          blocks: [
            {
              type: "table",
              caption: "Purposes and legal bases",
              head: ["Purpose", "Data used", "Legal basis (GDPR)"],
              rows: [
                [
                  "Run the game and save your progress",
                  "Game data",
                  "Performance of the contract (the terms of use of the game) (Art. 6(1)(b))",
                ],
                [
                  "Deliver and restore the items you buy, handle refunds",
                  "Purchase data, player identifier",
                  "Performance of the contract (the sale of the item bought) (Art. 6(1)(b))",
                ],
                [
                  "Detect fraudulent purchases",
                  "Purchase data, player identifier",
                  "Our legitimate interest in protecting the game and its players (Art. 6(1)(f))",
                ],
                ["Keep accounting records", "Purchase data", "Compliance with our legal obligations (Art. 6(1)(c))"],
                ["Balance the game and improve it", "Usage statistics", "Your consent (Art. 6(1)(a))"],
                [
                  "Detect and fix crashes",
                  "Crash reports",
                  "Our legitimate interest in providing a stable game (Art. 6(1)(f))",
                ],
                [
                  "Answer your messages and requests",
                  "Support messages",
                  "Our legitimate interest (Art. 6(1)(f)) and, for rights requests, our legal obligation (Art. 6(1)(c))",
                ],
              ],
            },
            {
              type: "p",
              text: "You can give or withdraw your consent to usage statistics at any time in **Settings > Privacy**, without any effect on the game. You can also object to crash reporting in the same menu. The game makes no decision about you based solely on automated processing: fraud checks can flag a purchase, but any refusal is reviewed by a member of the team.",
            },
          ],
        },
        {
          id: "5-in-app-purchases",
          heading: "5. In-app purchases",
          blocks: [
            {
              type: "p",
              text: "Titan Survivor is free to download and offers optional purchases of in-game items. When you buy an item, the payment is processed by the app store you use, under its own terms and privacy policy. The store then sends us a receipt, which we check with the store's servers before delivering the item.",
            },
            {
              type: "p",
              text: "Keeping the receipt linked to your player identifier lets us restore your purchases if you reinstall the game, and process your requests if an item was not delivered. Parents can prevent or limit purchases using the parental controls of their device or app store.",
            },
          ],
        },
        {
          id: "6-service-providers",
          heading: "6. Service providers and sharing",
          blocks: [
            {
              type: "p",
              text: "We rely on the following providers, which process data on our behalf and under contracts that meet the requirements of Article 28 GDPR:",
            },
            {
              type: "table",
              caption: "Service providers",
              head: ["Provider", "Purpose", "Privacy information"],
              rows: [
                ...firebaseProcessors.en,
                [
                  "Hosting provider established in the European Union",
                  "Storage of purchase records",
                  "Bound by our data processing agreement",
                ],
              ],
            },
            {
              type: "p",
              text: "Within Ludora Studio, only the team members who work on the game can access this data. We do not share it with advertisers or data brokers. It may be disclosed to public authorities when the law obliges us to, or to a buyer of the game in the event of a sale, who would then be bound by this policy.",
            },
          ],
        },
        {
          id: "7-retention",
          heading: "7. How long we keep your data",
          blocks: [
            {
              type: "table",
              caption: "Retention periods",
              head: ["Data", "Retention period"],
              rows: [
                ["Game data", "On your device, until you reset the game or uninstall it"],
                [
                  "Purchase data",
                  "As long as the game is available, so that you can restore your purchases; accounting records are kept for 10 years, as required by French commercial law",
                ],
                ["Usage statistics", "14 months"],
                ["Crash reports", "90 days"],
                ["Support messages", "12 months after our last exchange"],
              ],
            },
            {
              type: "p",
              text: "When a period ends, data is deleted or anonymised. Deletion requests sent to us by e-mail are handled within 30 days, unless the law requires us to keep some data longer, as is the case for accounting records.",
            },
          ],
        },
        {
          id: "8-transfers-security",
          heading: "8. International transfers and security",
          blocks: [
            {
              type: "p",
              text: `Our analytics and crash-reporting provider may process data in the United States. These transfers are covered by the European Commission's adequacy decision on the EU-US Data Privacy Framework, for certified companies, or by the European Commission's standard contractual clauses. To obtain a copy of these safeguards, write to ${brand.privacyEmail}. Purchase records are stored in the European Union.`,
            },
            {
              type: "p",
              text: "All data sent by the game travels over encrypted connections (TLS). Receipts are checked on our servers, not in the game, to prevent tampering. Access to our servers and consoles is limited to authorised team members with strong authentication. If a data breach were likely to put your rights at risk, we would notify the CNIL within 72 hours and, where the risk is high, inform you.",
            },
          ],
        },
        {
          id: "9-your-rights",
          heading: "9. Your rights",
          blocks: [
            {
              type: "p",
              text: "Under the GDPR and the French Data Protection Act, you have the right to:",
            },
            {
              type: "list",
              items: [
                "access your data and obtain a copy of it;",
                "have inaccurate data corrected;",
                "have your data erased;",
                "restrict the processing of your data;",
                "object to processing based on our legitimate interest, such as crash reporting;",
                "receive the data you provided in a portable format;",
                "withdraw your consent at any time;",
                "give instructions on what should happen to your data after your death.",
              ],
            },
            {
              type: "p",
              text: `Write to **${brand.privacyEmail}** and include the player identifier shown in **Settings > Privacy**, so that we can find your data. We answer within one month.`,
            },
            {
              type: "p",
              text: "If you believe your rights are not respected, you can lodge a complaint with the French data protection authority, the CNIL: [www.cnil.fr](https://www.cnil.fr).",
            },
          ],
        },
        {
          id: "10-children",
          heading: "10. Children",
          blocks: [
            {
              type: "p",
              text: "For players under 16, we process only the data needed to run the game, to handle purchases and to fix crashes; no usage statistics.",
            },
            {
              type: "p",
              text: "At first launch, the game asks for the player's age bracket. For players who say they are under 16, usage statistics are turned off and cannot be turned on, so no consent is asked of them at all. This goes further than French law, under which a child under 15 can only consent jointly with a holder of parental authority (Article 45 of the French Data Protection Act). Purchases made by a minor require the authorisation of a parent or guardian, who can control them with the parental controls of the device or app store.",
            },
            {
              type: "p",
              text: `If you are a parent or guardian and believe that your child under 16 has shared personal data with us, contact us at **${brand.privacyEmail}** and we will delete it, except for the accounting records we are required to keep.`,
            },
          ],
        },
        {
          id: "11-changes",
          heading: "11. Changes to this policy",
          blocks: [
            {
              type: "p",
              text: "We may update this policy when the game or the law changes. The date of the current version is shown at the top of this page. Significant changes will be announced in the game before they take effect, and we will ask for your consent again where the law requires it. Minor changes, such as a clarification, are published on this page with a new date.",
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
                "Supervisory authority: CNIL, [www.cnil.fr](https://www.cnil.fr)",
              ],
            },
          ],
        },
      ],
    },
    fr: {
      updated: "2026-11-24",
      intro: [
        `La présente politique de confidentialité décrit comment les données personnelles sont traitées lorsque vous jouez à **Titan Survivor**, jeu d'action et de survie édité par ${brand.legalName}, dans lequel vous résistez à des vagues de titans.`,
        "Titan Survivor ne nécessite pas de compte et n'affiche pas de publicité. Nous ne traitons que les données nécessaires pour faire fonctionner le jeu, vous remettre les objets que vous achetez et, si vous l'acceptez, comprendre comment le jeu est utilisé afin de l'améliorer.",
      ],
      sections: [
        {
          id: "1-who-we-are",
          heading: "1. Qui sommes-nous ?",
          blocks: [
            {
              type: "p",
              text: `Titan Survivor est édité par **${brand.legalName}**, société par actions simplifiée au capital de ${shareCapital("fr")}, dont le siège social est situé au ${brand.registeredOffice} (« nous »). Nous sommes responsables des traitements décrits dans la présente politique.`,
            },
            { type: "p", text: dataProtectionOfficer.fr },
            {
              type: "p",
              text: `Pour toute question sur vos données, écrivez-nous à **${brand.privacyEmail}**.`,
            },
          ],
        },
        {
          id: "2-scope",
          heading: "2. Champ d'application",
          blocks: [
            {
              type: "p",
              text: "La présente politique s'applique au jeu Titan Survivor sur toutes les plateformes où il est disponible, ainsi qu'aux messages que vous adressez à notre support à son sujet. Elle ne s'applique pas aux magasins d'applications depuis lesquels vous téléchargez le jeu, qui traitent vos données selon leurs propres politiques de confidentialité, en qualité de responsables de traitement indépendants.",
            },
            {
              type: "list",
              items: [
                "**Pas de compte** ni de connexion par un réseau social pour jouer.",
                "**Pas de publicité** : le jeu n'affiche aucune annonce et ne lit pas votre identifiant publicitaire.",
                "**Pas de messagerie** : le jeu ne permet pas aux joueurs d'échanger des messages.",
                "**Aucune vente** : nous ne vendons ni ne louons jamais vos données.",
              ],
            },
          ],
        },
        {
          id: "3-data-we-collect",
          heading: "3. Les données que nous collectons",
          blocks: [
            {
              type: "table",
              caption: "Données traitées dans Titan Survivor",
              head: ["Catégorie", "Exemples", "Origine et stockage"],
              rows: [
                [
                  "**Données de jeu**",
                  "Progression, survivants et armes débloqués, monnaie du jeu, meilleurs temps, réglages, tranche d'âge (moins de 16 ans, ou 16 ans et plus)",
                  "Enregistrées sur votre appareil",
                ],
                [
                  "**Identifiant de joueur**",
                  "Un identifiant aléatoire créé par le jeu à l'installation",
                  "Enregistré sur votre appareil ; envoyé avec vos achats et, si vous les acceptez, avec les statistiques",
                ],
                [
                  "**Données d'achat**",
                  "Identifiant de la transaction, objet acheté, date, prix et devise, pays du magasin d'applications, reçu délivré par le magasin",
                  "Transmises par le magasin d'applications lors d'un achat ; conservées sur nos serveurs dans l'Union européenne",
                ],
                [
                  "**Statistiques d'utilisation** (facultatives)",
                  "Parties jouées, vagues atteintes, temps de jeu, fonctionnalités utilisées, version du jeu, modèle d'appareil, système d'exploitation, langue, pays approximatif",
                  "Envoyées à notre prestataire de mesure d'audience, uniquement avec votre consentement",
                ],
                [
                  "**Rapports de plantage**",
                  "Trace de l'erreur, version du jeu, modèle d'appareil et système d'exploitation, mémoire disponible au moment du plantage",
                  "Envoyés à notre prestataire de remontée d'erreurs",
                ],
                [
                  "**Messages au support**",
                  "Votre adresse e-mail et le contenu de votre message",
                  "Notre messagerie, uniquement si vous nous écrivez",
                ],
              ],
            },
            {
              type: "p",
              text: "Nous ne recevons jamais vos coordonnées bancaires : les paiements sont entièrement gérés par le magasin d'applications. Le jeu n'accède ni à votre position, ni à vos contacts, ni à l'appareil photo, ni au micro, ni à vos photos.",
            },
            {
              type: "p",
              text: "Les statistiques d'utilisation sont associées à votre identifiant de joueur : elles sont donc pseudonymisées, et non anonymes. Ce sont des données personnelles, dont vous pouvez demander la communication ou l'effacement (section 9).",
            },
          ],
        },
        {
          id: "4-purposes-legal-bases",
          heading: "4. Utilisation de vos données et bases légales",
          blocks: [
            {
              type: "table",
              caption: "Finalités et bases légales",
              head: ["Finalité", "Données utilisées", "Base légale (RGPD)"],
              rows: [
                [
                  "Faire fonctionner le jeu et enregistrer votre progression",
                  "Données de jeu",
                  "Exécution du contrat (conditions d'utilisation du jeu) (art. 6.1.b)",
                ],
                [
                  "Vous remettre et restaurer les objets achetés, traiter les remboursements",
                  "Données d'achat, identifiant de joueur",
                  "Exécution du contrat (vente de l'article acheté) (art. 6.1.b)",
                ],
                [
                  "Détecter les achats frauduleux",
                  "Données d'achat, identifiant de joueur",
                  "Notre intérêt légitime à protéger le jeu et ses joueurs (art. 6.1.f)",
                ],
                ["Tenir notre comptabilité", "Données d'achat", "Respect de nos obligations légales (art. 6.1.c)"],
                ["Équilibrer le jeu et l'améliorer", "Statistiques d'utilisation", "Votre consentement (art. 6.1.a)"],
                [
                  "Détecter et corriger les plantages",
                  "Rapports de plantage",
                  "Notre intérêt légitime à proposer un jeu stable (art. 6.1.f)",
                ],
                [
                  "Répondre à vos messages et à vos demandes",
                  "Messages au support",
                  "Notre intérêt légitime (art. 6.1.f) et, pour l'exercice de vos droits, notre obligation légale (art. 6.1.c)",
                ],
              ],
            },
            {
              type: "p",
              text: "Vous pouvez donner ou retirer votre consentement aux statistiques d'utilisation à tout moment dans **Réglages > Confidentialité**, sans aucun effet sur le jeu. Le même menu vous permet de vous opposer à l'envoi des rapports de plantage. Le jeu ne prend à votre égard aucune décision fondée exclusivement sur un traitement automatisé : les contrôles anti-fraude peuvent signaler un achat, mais toute décision de refus est revue par un membre de l'équipe.",
            },
          ],
        },
        {
          id: "5-in-app-purchases",
          heading: "5. Achats intégrés",
          blocks: [
            {
              type: "p",
              text: "Titan Survivor se télécharge gratuitement et propose des achats facultatifs d'objets dans le jeu. Lorsque vous achetez un objet, le paiement est traité par le magasin d'applications que vous utilisez, selon ses propres conditions et sa propre politique de confidentialité. Le magasin nous transmet ensuite un reçu, que nous vérifions auprès de ses serveurs avant de vous remettre l'objet.",
            },
            {
              type: "p",
              text: "Conserver ce reçu avec votre identifiant de joueur nous permet de restaurer vos achats si vous réinstallez le jeu, et de traiter votre demande si un objet ne vous a pas été remis. Les parents peuvent empêcher ou limiter les achats grâce au contrôle parental de leur appareil ou de leur magasin d'applications.",
            },
          ],
        },
        {
          id: "6-service-providers",
          heading: "6. Prestataires et partage des données",
          blocks: [
            {
              type: "p",
              text: "Nous faisons appel aux prestataires suivants, qui traitent des données pour notre compte dans le cadre de contrats conformes à l'article 28 du RGPD :",
            },
            {
              type: "table",
              caption: "Prestataires",
              head: ["Prestataire", "Finalité", "Informations sur la confidentialité"],
              rows: [
                ...firebaseProcessors.fr,
                [
                  "Hébergeur établi dans l'Union européenne",
                  "Stockage des données d'achat",
                  "Lié par notre contrat de sous-traitance",
                ],
              ],
            },
            {
              type: "p",
              text: "Au sein de Ludora Studio, seuls les membres de l'équipe qui travaillent sur le jeu ont accès à ces données. Nous ne les partageons pas avec des annonceurs ou des courtiers en données. Elles peuvent être communiquées aux autorités publiques lorsque la loi nous y oblige, ou à l'acquéreur du jeu en cas de cession, qui serait alors tenu de respecter la présente politique.",
            },
          ],
        },
        {
          id: "7-retention",
          heading: "7. Durée de conservation",
          blocks: [
            {
              type: "table",
              caption: "Durées de conservation",
              head: ["Données", "Durée de conservation"],
              rows: [
                ["Données de jeu", "Sur votre appareil, jusqu'à la réinitialisation ou la désinstallation du jeu"],
                [
                  "Données d'achat",
                  "Tant que le jeu est disponible, pour que vous puissiez restaurer vos achats ; les pièces comptables sont conservées 10 ans, comme l'impose le Code de commerce",
                ],
                ["Statistiques d'utilisation", "14 mois"],
                ["Rapports de plantage", "90 jours"],
                ["Messages au support", "12 mois après notre dernier échange"],
              ],
            },
            {
              type: "p",
              text: "À l'issue de ces durées, les données sont supprimées ou anonymisées. Les demandes de suppression envoyées par e-mail sont traitées sous 30 jours, sauf si la loi nous impose de conserver certaines données plus longtemps, comme c'est le cas des pièces comptables.",
            },
          ],
        },
        {
          id: "8-transfers-security",
          heading: "8. Transferts hors de l'Union européenne et sécurité",
          blocks: [
            {
              type: "p",
              text: `Notre prestataire de mesure d'audience et de remontée d'erreurs peut traiter des données aux États-Unis. Ces transferts sont encadrés par la décision d'adéquation de la Commission européenne relative au cadre de protection des données UE–États-Unis, pour les entreprises certifiées, ou par les clauses contractuelles types de la Commission européenne. Pour obtenir une copie de ces garanties, écrivez-nous à ${brand.privacyEmail}. Les données d'achat sont stockées dans l'Union européenne.`,
            },
            {
              type: "p",
              text: "Toutes les données envoyées par le jeu circulent par des connexions chiffrées (TLS). Les reçus sont vérifiés sur nos serveurs, et non dans le jeu, pour empêcher toute falsification. L'accès à nos serveurs et à nos consoles est réservé aux membres habilités de l'équipe, avec authentification forte. Si une violation de données était susceptible de présenter un risque pour vos droits, nous la notifierions à la CNIL dans les 72 heures et, en cas de risque élevé, nous vous en informerions.",
            },
          ],
        },
        {
          id: "9-your-rights",
          heading: "9. Vos droits",
          blocks: [
            {
              type: "p",
              text: "Conformément au RGPD et à la loi Informatique et Libertés, vous avez le droit :",
            },
            {
              type: "list",
              items: [
                "d'accéder à vos données et d'en obtenir une copie ;",
                "de faire corriger des données inexactes ;",
                "de faire effacer vos données ;",
                "de faire limiter le traitement de vos données ;",
                "de vous opposer aux traitements fondés sur notre intérêt légitime, comme l'envoi des rapports de plantage ;",
                "de recevoir les données que vous nous avez fournies dans un format portable ;",
                "de retirer votre consentement à tout moment ;",
                "de définir des directives relatives au sort de vos données après votre décès.",
              ],
            },
            {
              type: "p",
              text: `Écrivez à **${brand.privacyEmail}** en indiquant l'identifiant de joueur affiché dans **Réglages > Confidentialité**, afin que nous retrouvions vos données. Nous répondons dans un délai d'un mois.`,
            },
            {
              type: "p",
              text: "Si vous estimez que vos droits ne sont pas respectés, vous pouvez introduire une réclamation auprès de la CNIL, autorité française de protection des données : [www.cnil.fr](https://www.cnil.fr).",
            },
          ],
        },
        {
          id: "10-children",
          heading: "10. Enfants",
          blocks: [
            {
              type: "p",
              text: "Pour les joueurs de moins de 16 ans, nous ne traitons que les données nécessaires au jeu, aux achats et aux rapports de plantage ; aucune statistique d'utilisation.",
            },
            {
              type: "p",
              text: "Au premier lancement, le jeu demande la tranche d'âge du joueur. Pour les joueurs qui indiquent avoir moins de 16 ans, les statistiques d'utilisation sont désactivées et ne peuvent pas être activées : aucun consentement ne leur est donc demandé. C'est plus protecteur que la loi française, selon laquelle un mineur de moins de 15 ans ne peut consentir que conjointement avec un titulaire de l'autorité parentale (article 45 de la loi Informatique et Libertés). Les achats effectués par un mineur nécessitent l'autorisation de l'un de ses parents ou de son tuteur, qui peut les encadrer grâce au contrôle parental de l'appareil ou du magasin d'applications.",
            },
            {
              type: "p",
              text: `Si vous êtes parent ou tuteur et pensez que votre enfant de moins de 16 ans nous a transmis des données personnelles, contactez-nous à **${brand.privacyEmail}** : nous les supprimerons, à l'exception des pièces comptables que nous sommes tenus de conserver.`,
            },
          ],
        },
        {
          id: "11-changes",
          heading: "11. Modifications de la présente politique",
          blocks: [
            {
              type: "p",
              text: "Nous pouvons mettre à jour cette politique lorsque le jeu ou la réglementation évoluent. La date de la version en vigueur figure en haut de cette page. Les changements significatifs seront annoncés dans le jeu avant leur entrée en vigueur, et nous vous redemanderons votre consentement lorsque la loi l'exige. Les modifications mineures, comme une précision de rédaction, sont publiées sur cette page avec leur date.",
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
                "Autorité de contrôle : CNIL, [www.cnil.fr](https://www.cnil.fr)",
              ],
            },
          ],
        },
      ],
    },
  },
};
