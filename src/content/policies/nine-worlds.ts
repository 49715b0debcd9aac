import { brand } from "../../brand";
import { same } from "../claims";
import { dataProtectionOfficer, dataProtectionOfficerClaim, shareCapital } from "./legal-facts";
import type { PolicyDocument } from "./types";

/** Privacy policy of the game "Thorn Busters: 9 mondes" (English, March 2025, and its French version). */
export const nineWorldsPolicy: PolicyDocument = {
  path: "/privacy-thorn-busters-9-mondes/",
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
      kind: "practice",
      quote: {
        fr: "Nous ne collectons aucune donnée auprès des joueurs de moins de 16 ans",
        en: "We collect no data from players under 16",
      },
      note: "The age rule the shipped game applies: under 16 (age bracket asked at first launch), no statistics option and nothing sent. Check it in the current build.",
    },
    { kind: "vendor", quote: same("Unity Analytics") },
    { kind: "retention", quote: { en: "13 months", fr: "13 mois" } },
    { kind: "retention", quote: { en: "90 days", fr: "90 jours" } },
  ],
  versions: {
    en: {
      updated: "2025-03-01",
      intro: [
        `This privacy policy explains how personal data is handled in **Thorn Busters: 9 mondes** (referred to below as **9 mondes**), a game published by ${brand.legalName} in which you clear the thorns invading nine worlds.`,
        "We designed 9 mondes to collect as little data as possible. The game has no account, no advertising, no in-app chat and no in-app purchases. Your progress stays on your device. The only data we may receive is pseudonymous usage statistics and crash reports, and only if you agree.",
      ],
      sections: [
        {
          id: "1-who-we-are",
          heading: "1. Who we are",
          blocks: [
            {
              type: "p",
              text: `9 mondes is published by **${brand.legalName}**, a French simplified joint-stock company (société par actions simplifiée) with a share capital of ${shareCapital("en")}, whose registered office is at ${brand.registeredOffice} (‘we’ or ‘us’). We are the data controller for the processing described in this policy.`,
            },
            { type: "p", text: dataProtectionOfficer.en },
            {
              type: "p",
              text: `For any question about your data, write to **${brand.privacyEmail}**.`,
            },
          ],
        },
        {
          id: "2-at-a-glance",
          heading: "2. At a glance",
          blocks: [
            {
              type: "list",
              items: [
                "**No account**: you never give us your name, e-mail address or phone number to play.",
                "**No advertising**: the game shows no ads and reads no advertising identifier.",
                "**No purchases and no chat**: the game contains no in-app purchases and no way to communicate with other players.",
                "**Progress on your device**: your worlds, levels and settings are saved on your device only.",
                "**Optional statistics**: pseudonymous usage statistics and crash reports are sent only if you accept them, and never for players under 16.",
                "**No sale**: we never sell or rent data.",
              ],
            },
          ],
        },
        {
          id: "3-data-we-collect",
          heading: "3. The data involved",
          blocks: [
            {
              type: "table",
              caption: "Data used by 9 mondes",
              head: ["Category", "Examples", "Where it goes"],
              rows: [
                [
                  "**Game progress and settings**",
                  "Worlds unlocked, levels completed, stars earned, sound and language settings, your age bracket (under 16, or 16 and over)",
                  "Stays on your device",
                ],
                [
                  "**Usage statistics** (optional)",
                  "Levels started and completed, time spent per level, length of sessions, app version, device model, operating system, language, approximate country derived from the IP address, linked to a random installation identifier",
                  "Sent to our analytics provider, only with your consent",
                ],
                [
                  "**Crash reports** (optional)",
                  "Error trace, app version, device model and operating system at the time of a crash",
                  "Sent to our analytics provider, only with your consent",
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
              text: "The game does not ask for access to your location, contacts, camera, microphone or photos, and does not read your advertising identifier.",
            },
            {
              type: "p",
              text: "Usage statistics and crash reports are linked to a random installation identifier created by the game, never to your name or your advertising identifier. Because of this identifier, they are pseudonymous rather than anonymous: they are still personal data, which you can ask us to access or erase (section 8).",
            },
          ],
        },
        {
          id: "4-purposes-legal-bases",
          heading: "4. Why data is used and on what legal basis",
          blocks: [
            {
              type: "table",
              caption: "Purposes and legal bases",
              head: ["Purpose", "Data used", "Legal basis (GDPR)"],
              rows: [
                [
                  "Let you play and save your progress",
                  "Game progress and settings (on your device)",
                  "Performance of the contract (the terms of use of the game) (Art. 6(1)(b))",
                ],
                [
                  "Understand which worlds are too hard or too easy and improve the game",
                  "Usage statistics",
                  "Your consent (Art. 6(1)(a))",
                ],
                [
                  "Detect and fix crashes",
                  "Crash reports",
                  "Your consent (Art. 6(1)(a)), given with the statistics option",
                ],
                [
                  "Answer your messages and requests",
                  "Support messages",
                  "Our legitimate interest in answering you (Art. 6(1)(f)) and, for rights requests, our legal obligation (Art. 6(1)(c))",
                ],
              ],
            },
            {
              type: "p",
              text: "At first launch, the game asks whether you agree to share pseudonymous statistics and crash reports. Both buttons, accept and refuse, are shown side by side. You can change your answer at any time in **Settings > Privacy**; refusing has no effect on the game. The game makes no decision about you based solely on automated processing.",
            },
          ],
        },
        {
          id: "5-sharing",
          heading: "5. Service providers and sharing",
          blocks: [
            {
              type: "p",
              text: "If you accept statistics, they are processed on our behalf by the following provider, bound by a contract that meets the requirements of Article 28 GDPR:",
            },
            {
              type: "table",
              caption: "Service provider",
              head: ["Provider", "Purpose", "Privacy information"],
              rows: [
                [
                  "**Unity Analytics** (Unity Technologies)",
                  "Usage statistics and crash reports",
                  "[Unity privacy policy](https://unity.com/legal/game-player-and-app-user-privacy-policy)",
                ],
              ],
            },
            {
              type: "p",
              text: "Within Ludora Studio, only the team members who work on the game can see the statistics. We do not share data with advertisers or data brokers. Data may only be disclosed to public authorities when the law obliges us to.",
            },
            {
              type: "p",
              text: "The app store from which you downloaded 9 mondes processes data about your download and your device under its own privacy policy, as an independent controller.",
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
                ["Game progress and settings", "On your device, until you reset the game or uninstall it"],
                ["Usage statistics", "13 months, then only in aggregated, anonymous form"],
                ["Crash reports", "90 days"],
                ["Support messages", "12 months after our last exchange"],
              ],
            },
            {
              type: "p",
              text: "Deletion requests sent to us by e-mail are handled within 30 days, unless the law requires us to keep some data longer.",
            },
          ],
        },
        {
          id: "7-transfers-security",
          heading: "7. International transfers and security",
          blocks: [
            {
              type: "p",
              text: `Our analytics provider may process data in the United States. Such transfers are covered by the European Commission's adequacy decision on the EU-US Data Privacy Framework, for certified companies, or by the European Commission's standard contractual clauses. To obtain a copy of these safeguards, write to ${brand.privacyEmail}.`,
            },
            {
              type: "p",
              text: "Statistics and crash reports are sent over encrypted connections (TLS) and are linked only to a random installation identifier, never to your name or advertising identifier. Access to the analytics console is limited to authorised team members with strong authentication.",
            },
          ],
        },
        {
          id: "8-your-rights",
          heading: "8. Your rights",
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
                "restrict or object to its processing;",
                "receive the data you provided in a portable format;",
                "withdraw your consent at any time in **Settings > Privacy**;",
                "give instructions on what should happen to your data after your death.",
              ],
            },
            {
              type: "p",
              text: `To exercise these rights, write to **${brand.privacyEmail}** and include the installation identifier shown in **Settings > Privacy**, so that we can find the statistics linked to your device. We answer within one month.`,
            },
            {
              type: "p",
              text: "If you believe your rights are not respected, you can lodge a complaint with the French data protection authority, the CNIL: [www.cnil.fr](https://www.cnil.fr).",
            },
          ],
        },
        {
          id: "9-children",
          heading: "9. Children",
          blocks: [
            {
              type: "p",
              text: "The whole family can enjoy 9 mondes. We collect no data from players under 16, apart from the messages they or their parents choose to send to our support.",
            },
            {
              type: "p",
              text: "At first launch, the game asks for the player's age bracket. When the player says they are under 16, the statistics option is not offered and nothing is sent to us or to our provider: the game works entirely on the device. This goes further than French law, under which a child under 15 can only consent jointly with a holder of parental authority (Article 45 of the French Data Protection Act): under 16, no consent is asked at all.",
            },
            {
              type: "p",
              text: `If you are a parent or guardian and believe that your child under 16 has shared personal data with us, for example by writing to our support, contact us at **${brand.privacyEmail}** and we will delete it.`,
            },
          ],
        },
        {
          id: "10-changes",
          heading: "10. Changes to this policy",
          blocks: [
            {
              type: "p",
              text: "We may update this policy when the game or the law changes. The date of the current version is shown at the top of this page. Significant changes, such as a new category of data collected, will be announced in the game, and we will ask for your consent again where the law requires it. Minor changes, such as a clarification, are published on this page with a new date.",
            },
          ],
        },
        {
          id: "11-contact",
          heading: "11. Contact",
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
        `La présente politique de confidentialité explique comment les données personnelles sont traitées dans **Thorn Busters : 9 mondes** (ci-après **9 mondes**), jeu édité par ${brand.legalName} dans lequel vous débarrassez neuf mondes des ronces qui les envahissent.`,
        "Nous avons conçu 9 mondes pour collecter le moins de données possible. Le jeu ne demande aucun compte et ne comporte ni publicité, ni messagerie, ni achats intégrés. Votre progression reste sur votre appareil. Les seules données que nous pouvons recevoir sont des statistiques d'utilisation pseudonymisées et des rapports de plantage, et uniquement si vous l'acceptez.",
      ],
      sections: [
        {
          id: "1-who-we-are",
          heading: "1. Qui sommes-nous ?",
          blocks: [
            {
              type: "p",
              text: `9 mondes est édité par **${brand.legalName}**, société par actions simplifiée au capital de ${shareCapital("fr")}, dont le siège social est situé au ${brand.registeredOffice} (« nous »). Nous sommes responsables des traitements décrits dans la présente politique.`,
            },
            { type: "p", text: dataProtectionOfficer.fr },
            {
              type: "p",
              text: `Pour toute question sur vos données, écrivez-nous à **${brand.privacyEmail}**.`,
            },
          ],
        },
        {
          id: "2-at-a-glance",
          heading: "2. L'essentiel",
          blocks: [
            {
              type: "list",
              items: [
                "**Pas de compte** : vous n'avez jamais à nous donner votre nom, votre adresse e-mail ou votre numéro de téléphone pour jouer.",
                "**Pas de publicité** : le jeu n'affiche aucune annonce et ne lit aucun identifiant publicitaire.",
                "**Ni achats ni messagerie** : le jeu ne propose aucun achat intégré ni aucun moyen de communiquer avec d'autres joueurs.",
                "**Progression sur votre appareil** : vos mondes, vos niveaux et vos réglages sont enregistrés sur votre appareil uniquement.",
                "**Statistiques facultatives** : les statistiques d'utilisation pseudonymisées et les rapports de plantage ne sont envoyés que si vous les acceptez, et jamais pour les joueurs de moins de 16 ans.",
                "**Aucune vente** : nous ne vendons ni ne louons jamais de données.",
              ],
            },
          ],
        },
        {
          id: "3-data-we-collect",
          heading: "3. Les données concernées",
          blocks: [
            {
              type: "table",
              caption: "Données utilisées par 9 mondes",
              head: ["Catégorie", "Exemples", "Destination"],
              rows: [
                [
                  "**Progression et réglages**",
                  "Mondes débloqués, niveaux terminés, étoiles gagnées, réglages du son et de la langue, tranche d'âge (moins de 16 ans, ou 16 ans et plus)",
                  "Restent sur votre appareil",
                ],
                [
                  "**Statistiques d'utilisation** (facultatives)",
                  "Niveaux commencés et terminés, temps passé par niveau, durée des sessions, version du jeu, modèle d'appareil, système d'exploitation, langue, pays approximatif déduit de l'adresse IP, associés à un identifiant d'installation aléatoire",
                  "Envoyées à notre prestataire de mesure d'audience, uniquement avec votre consentement",
                ],
                [
                  "**Rapports de plantage** (facultatifs)",
                  "Trace de l'erreur, version du jeu, modèle d'appareil et système d'exploitation au moment du plantage",
                  "Envoyés à notre prestataire de mesure d'audience, uniquement avec votre consentement",
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
              text: "Le jeu ne demande l'accès ni à votre position, ni à vos contacts, ni à l'appareil photo, ni au micro, ni à vos photos, et ne lit pas votre identifiant publicitaire.",
            },
            {
              type: "p",
              text: "Les statistiques et les rapports de plantage sont associés à un identifiant d'installation aléatoire créé par le jeu, jamais à votre nom ni à votre identifiant publicitaire. Du fait de cet identifiant, ces données sont pseudonymisées et non anonymes : ce sont toujours des données personnelles, dont vous pouvez demander la communication ou l'effacement (section 8).",
            },
          ],
        },
        {
          id: "4-purposes-legal-bases",
          heading: "4. Utilisation des données et bases légales",
          blocks: [
            {
              type: "table",
              caption: "Finalités et bases légales",
              head: ["Finalité", "Données utilisées", "Base légale (RGPD)"],
              rows: [
                [
                  "Vous permettre de jouer et enregistrer votre progression",
                  "Progression et réglages (sur votre appareil)",
                  "Exécution du contrat (conditions d'utilisation du jeu) (art. 6.1.b)",
                ],
                [
                  "Repérer les mondes trop difficiles ou trop faciles, et améliorer le jeu",
                  "Statistiques d'utilisation",
                  "Votre consentement (art. 6.1.a)",
                ],
                [
                  "Détecter et corriger les plantages",
                  "Rapports de plantage",
                  "Votre consentement (art. 6.1.a), donné avec l'option des statistiques",
                ],
                [
                  "Répondre à vos messages et à vos demandes",
                  "Messages au support",
                  "Notre intérêt légitime à vous répondre (art. 6.1.f) et, pour l'exercice de vos droits, notre obligation légale (art. 6.1.c)",
                ],
              ],
            },
            {
              type: "p",
              text: "Au premier lancement, le jeu vous demande si vous acceptez de partager des statistiques pseudonymisées et des rapports de plantage. Les deux boutons, accepter et refuser, sont présentés côte à côte. Vous pouvez changer d'avis à tout moment dans **Réglages > Confidentialité** ; refuser n'a aucun effet sur le jeu. Le jeu ne prend à votre égard aucune décision fondée exclusivement sur un traitement automatisé.",
            },
          ],
        },
        {
          id: "5-sharing",
          heading: "5. Prestataire et partage des données",
          blocks: [
            {
              type: "p",
              text: "Si vous acceptez les statistiques, elles sont traitées pour notre compte par le prestataire suivant, lié par un contrat conforme à l'article 28 du RGPD :",
            },
            {
              type: "table",
              caption: "Prestataire",
              head: ["Prestataire", "Finalité", "Informations sur la confidentialité"],
              rows: [
                [
                  "**Unity Analytics** (Unity Technologies)",
                  "Statistiques d'utilisation et rapports de plantage",
                  "[Politique de confidentialité de Unity](https://unity.com/legal/game-player-and-app-user-privacy-policy) (en anglais)",
                ],
              ],
            },
            {
              type: "p",
              text: "Au sein de Ludora Studio, seuls les membres de l'équipe qui travaillent sur le jeu peuvent consulter les statistiques. Nous ne partageons aucune donnée avec des annonceurs ou des courtiers en données. Des données ne peuvent être communiquées aux autorités publiques que lorsque la loi nous y oblige.",
            },
            {
              type: "p",
              text: "Le magasin d'applications depuis lequel vous avez téléchargé 9 mondes traite des données relatives à votre téléchargement et à votre appareil selon sa propre politique de confidentialité, en qualité de responsable de traitement indépendant.",
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
                  "Progression et réglages",
                  "Sur votre appareil, jusqu'à la réinitialisation ou la désinstallation du jeu",
                ],
                ["Statistiques d'utilisation", "13 mois, puis uniquement sous forme agrégée et anonyme"],
                ["Rapports de plantage", "90 jours"],
                ["Messages au support", "12 mois après notre dernier échange"],
              ],
            },
            {
              type: "p",
              text: "Les demandes de suppression envoyées par e-mail sont traitées sous 30 jours, sauf si la loi nous impose de conserver certaines données plus longtemps.",
            },
          ],
        },
        {
          id: "7-transfers-security",
          heading: "7. Transferts hors de l'Union européenne et sécurité",
          blocks: [
            {
              type: "p",
              text: `Notre prestataire de mesure d'audience peut traiter des données aux États-Unis. Ces transferts sont encadrés par la décision d'adéquation de la Commission européenne relative au cadre de protection des données UE–États-Unis, pour les entreprises certifiées, ou par les clauses contractuelles types de la Commission européenne. Pour obtenir une copie de ces garanties, écrivez-nous à ${brand.privacyEmail}.`,
            },
            {
              type: "p",
              text: "Les statistiques et les rapports de plantage sont envoyés par des connexions chiffrées (TLS) et ne sont associés qu'à un identifiant d'installation aléatoire, jamais à votre nom ni à votre identifiant publicitaire. L'accès à la console de mesure d'audience est réservé aux membres habilités de l'équipe, avec authentification forte.",
            },
          ],
        },
        {
          id: "8-your-rights",
          heading: "8. Vos droits",
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
                "d'en faire limiter le traitement ou de vous y opposer ;",
                "de recevoir les données que vous nous avez fournies dans un format portable ;",
                "de retirer votre consentement à tout moment dans **Réglages > Confidentialité** ;",
                "de définir des directives relatives au sort de vos données après votre décès.",
              ],
            },
            {
              type: "p",
              text: `Pour exercer ces droits, écrivez à **${brand.privacyEmail}** en indiquant l'identifiant d'installation affiché dans **Réglages > Confidentialité**, afin que nous retrouvions les statistiques liées à votre appareil. Nous répondons dans un délai d'un mois.`,
            },
            {
              type: "p",
              text: "Si vous estimez que vos droits ne sont pas respectés, vous pouvez introduire une réclamation auprès de la CNIL, autorité française de protection des données : [www.cnil.fr](https://www.cnil.fr).",
            },
          ],
        },
        {
          id: "9-children",
          heading: "9. Enfants",
          blocks: [
            {
              type: "p",
              text: "Toute la famille peut jouer à 9 mondes. Nous ne collectons aucune donnée auprès des joueurs de moins de 16 ans, hors les messages qu'eux-mêmes ou leurs parents choisissent d'envoyer à notre support.",
            },
            {
              type: "p",
              text: "Au premier lancement, le jeu demande la tranche d'âge du joueur. Lorsque le joueur indique avoir moins de 16 ans, l'option des statistiques n'est pas proposée et rien n'est envoyé, ni à nous ni à notre prestataire : le jeu fonctionne entièrement sur l'appareil. C'est plus protecteur que la loi française, selon laquelle un mineur de moins de 15 ans ne peut consentir que conjointement avec un titulaire de l'autorité parentale (article 45 de la loi Informatique et Libertés) : avant 16 ans, aucun consentement n'est demandé.",
            },
            {
              type: "p",
              text: `Si vous êtes parent ou tuteur et pensez que votre enfant de moins de 16 ans nous a transmis des données personnelles, par exemple en écrivant à notre support, contactez-nous à **${brand.privacyEmail}** : nous les supprimerons.`,
            },
          ],
        },
        {
          id: "10-changes",
          heading: "10. Modifications de la présente politique",
          blocks: [
            {
              type: "p",
              text: "Nous pouvons mettre à jour cette politique lorsque le jeu ou la réglementation évoluent. La date de la version en vigueur figure en haut de cette page. Les changements significatifs, comme une nouvelle catégorie de données collectées, seront annoncés dans le jeu, et nous vous redemanderons votre consentement lorsque la loi l'exige. Les modifications mineures, comme une précision de rédaction, sont publiées sur cette page avec leur date.",
            },
          ],
        },
        {
          id: "11-contact",
          heading: "11. Nous contacter",
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
