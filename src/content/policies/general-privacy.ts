import { brand } from "../../brand";
import { dataProtectionOfficer, dataProtectionOfficerClaim, shareCapital } from "./legal-facts";
import type { PolicyDocument } from "./types";

/** /privacy/: the general privacy policy that applies to all the studio's apps and games (English and French). */
export const generalPrivacy: PolicyDocument = {
  path: "/privacy/",
  reference: "fr",
  category: "general",
  claims: [
    dataProtectionOfficerClaim,
    {
      kind: "retention",
      quote: { fr: "14 mois pour les statistiques", en: "14 months for statistics" },
      note: "The longest period among the apps' own policies (Climbing Block, Titan Survivor).",
    },
    { kind: "retention", quote: { fr: "90 jours pour les rapports de plantage", en: "90 days for crash reports" } },
  ],
  versions: {
    en: {
      updated: "2025-04-01",
      intro: [
        `${brand.legalName} designs and publishes mobile apps, web games and serious games. This general policy sets out the rules that apply to all of them: what data our apps may process, why, who receives it, how long it is kept and how you can exercise your rights under the EU General Data Protection Regulation (**GDPR**) and French data protection law.`,
        "Some apps also have their own privacy policy, which adds details specific to that app (for example the advertising partners it uses or the age threshold it applies). Where the two differ, the app's own policy prevails. All our policies are listed on the [privacy policies index](/project-privacy).",
      ],
      sections: [
        {
          id: "1-who-we-are",
          heading: "1. Who we are",
          blocks: [
            {
              type: "p",
              text: `The data controller is **${brand.legalName}**, a French simplified joint-stock company (SAS) with a share capital of ${shareCapital("en")} and its registered office at ${brand.registeredOffice}.`,
            },
            { type: "p", text: dataProtectionOfficer.en },
            {
              type: "p",
              text: "When we build an app on behalf of a client who publishes it under its own name, that client is usually the data controller and we act as its processor. The app's own policy then says who is responsible.",
            },
          ],
        },
        {
          id: "2-data-minimisation",
          heading: "2. Data we collect, and data we don't",
          blocks: [
            {
              type: "p",
              text: "Our guiding principle is data minimisation: we only process what an app genuinely needs to work. Most of our games can be played without creating an account, and we never ask for your name, address or phone number just to play.",
            },
            { type: "p", text: "Depending on the app, the following may be processed:" },
            {
              type: "list",
              items: [
                "**Device and technical data:** device model, operating system and version, language, app version, and an advertising identifier where you allow it;",
                "**Game data:** progress, scores, settings and in-game purchases, usually stored on your device;",
                "**Usage and diagnostic data:** sessions, screens viewed, events in the game, crash reports and performance data;",
                "**Data you choose to send us:** for example when you contact our support by e-mail.",
              ],
            },
            {
              type: "p",
              text: "We do not sell personal data. Where a health app processes health-related information, this is described in that app's policy: such data is only processed with your explicit consent, is kept to the strict minimum and is never used for advertising.",
            },
          ],
        },
        {
          id: "3-purposes-and-legal-bases",
          heading: "3. Why we use your data",
          blocks: [
            {
              type: "table",
              caption: "Purposes and legal bases",
              head: ["Purpose", "Legal basis (GDPR art. 6)"],
              rows: [
                [
                  "Providing the app, saving your progress and settings",
                  "Performance of the contract (the terms of use of the app)",
                ],
                [
                  "Fixing bugs, preventing fraud and keeping the app secure",
                  "Our legitimate interest in offering a reliable service",
                ],
                [
                  "Measuring how the app is used in order to improve it",
                  "Your consent or, for measurement strictly limited to anonymous statistics and exempt from consent under French law, our legitimate interest",
                ],
                ["Showing personalised advertising in free games", "Your consent, which you can withdraw at any time"],
                [
                  "Showing non-personalised advertising in free games",
                  "Our legitimate interest in funding free games; where this requires reading or storing information on your device, your consent",
                ],
                ["Answering your requests and handling your rights", "Our legal obligations and legitimate interest"],
              ],
            },
            {
              type: "p",
              text: "None of our apps makes a decision about you based solely on automated processing that has legal or similarly significant effects (GDPR art. 22). Where an app checks purchases for fraud, any refusal is reviewed by a member of the team.",
            },
          ],
        },
        {
          id: "4-advertising",
          heading: "4. Advertising in free games",
          blocks: [
            {
              type: "p",
              text: "Some of our games are free to play because they display advertising (banners, interstitials or optional rewarded videos). These ads are served by specialised advertising networks, which may use your device's advertising identifier and technical data to choose the ads shown, cap how often you see them, measure their performance and prevent fraud.",
            },
            {
              type: "list",
              items: [
                "Where the law requires it, ads are only personalised after you have given your consent through the consent screen shown in the game.",
                "You can change your choice at any time in the game's settings, where available, or reset or limit your advertising identifier in your device settings (Android: Settings > Google > Ads, the exact path depending on your device; iOS: Settings > Privacy & Security > Tracking).",
                "If you refuse, you will still see ads, but they will not be based on your profile.",
              ],
            },
            {
              type: "p",
              text: "The networks used by a given game are listed in that game's policy. Their privacy policies are also linked from our [website privacy policy](/privacy-policy).",
            },
          ],
        },
        {
          id: "5-analytics",
          heading: "5. Analytics and crash reports",
          blocks: [
            {
              type: "p",
              text: "To understand how our apps are used and to fix problems quickly, we may use analytics and crash-reporting tools. They collect pseudonymous data such as sessions, levels reached, events in the game and technical information about errors. We only use this data in aggregate, to improve game balance, usability and stability, never to identify you personally.",
            },
            {
              type: "p",
              text: "Where analytics are not strictly necessary for the app to work, they only run with your consent, which you can withdraw in the app's settings or by contacting us.",
            },
          ],
        },
        {
          id: "6-sharing",
          heading: "6. Who receives your data",
          blocks: [
            {
              type: "p",
              text: "Your data is only accessible to the members of our team who need it, and to service providers acting on our behalf (hosting, analytics, crash reporting, customer support) under contracts that comply with Article 28 GDPR. Advertising networks act as independent controllers for their own purposes. We may also disclose data where the law requires it.",
            },
            {
              type: "p",
              text: `Some providers are located outside the European Union, notably in the United States. These transfers rely on an adequacy decision of the European Commission (such as the EU-U.S. Data Privacy Framework) or on the Commission's standard contractual clauses. To obtain a copy of these safeguards, write to ${brand.privacyEmail}.`,
            },
          ],
        },
        {
          id: "7-retention-and-security",
          heading: "7. Retention and security",
          blocks: [
            {
              type: "p",
              text: "We keep personal data only for as long as necessary for the purpose for which it was collected, then delete it or anonymise it irreversibly. Game data stored on your device is deleted when you uninstall the app. Usage statistics and crash reports are kept for the period stated in each app's own policy, and never longer than 14 months for statistics and 90 days for crash reports. Support e-mails are kept for 12 months after our last exchange.",
            },
            {
              type: "p",
              text: "We protect your data with appropriate technical and organisational measures, including encrypted connections, restricted access and the careful selection of our providers.",
            },
          ],
        },
        {
          id: "8-children",
          heading: "8. Children's privacy",
          blocks: [
            {
              type: "p",
              text: "Many of our games are suitable for the whole family. We do not knowingly collect personal data from children under 16 without the consent of a parent or guardian. Some apps are not directed at younger children at all, for example those under 13: their own policy says so.",
            },
            {
              type: "p",
              text: "Where processing relies on consent, French law lets a minor consent alone from the age of 15; below that age, consent is given jointly by the minor and the holder or holders of parental authority (Article 45 of the French Data Protection Act). We apply this joint consent up to the age of 16.",
            },
            {
              type: "p",
              text: "In games that may be played by children, we configure our partners to show only non-personalised, age-appropriate advertising. If you are a parent or guardian and believe your child has shared personal data with us, please contact us and we will delete it promptly.",
            },
          ],
        },
        {
          id: "9-your-rights",
          heading: "9. Your rights",
          blocks: [
            { type: "p", text: "Under the GDPR and French data protection law, you have the right to:" },
            {
              type: "list",
              items: [
                "**access** your personal data and obtain a copy of it;",
                "**rectify** data that is inaccurate or incomplete;",
                "**erase** your data;",
                "**restrict** processing or **object** to it;",
                "**data portability**, i.e. receive your data in a structured, commonly used format;",
                "**withdraw your consent** at any time, without affecting processing carried out before;",
                "**give instructions** on what should happen to your data after your death.",
              ],
            },
            {
              type: "p",
              text: `To exercise these rights, e-mail ${brand.privacyEmail}. We will answer within one month, which may be extended by two months for a complex request; we will tell you so within the first month. You may also lodge a complaint with the French data protection authority, the CNIL ([www.cnil.fr](https://www.cnil.fr)), or with the authority of your country of residence.`,
            },
          ],
        },
        {
          id: "10-changes",
          heading: "10. Changes to this policy",
          blocks: [
            {
              type: "p",
              text: "We may update this policy as our apps and the law evolve. The current version is always published on this page with its date of last update. We will announce any significant change in our apps or on our website and, where the law requires it, ask for your consent again.",
            },
          ],
        },
        {
          id: "11-contact",
          heading: "11. Contact us",
          blocks: [
            {
              type: "list",
              items: [
                `**Privacy questions:** ${brand.privacyEmail}`,
                `**General enquiries:** ${brand.email}`,
                `**Post:** ${brand.legalName}, ${brand.registeredOffice}`,
              ],
            },
          ],
        },
      ],
    },
    fr: {
      updated: "2025-04-01",
      intro: [
        `${brand.legalName} conçoit et publie des applications mobiles, des jeux web et des serious games. Cette politique générale fixe les règles communes à l'ensemble de ces applications : quelles données elles peuvent traiter, dans quel but, qui peut y accéder, combien de temps elles sont conservées et comment exercer vos droits au titre du règlement général sur la protection des données (**RGPD**) et de la loi « Informatique et Libertés ».`,
        "Certaines applications disposent en outre d'une politique propre, qui apporte les précisions qui leur sont spécifiques (partenaires publicitaires utilisés, âge minimum retenu, etc.). En cas de différence, c'est la politique de l'application qui prévaut. Toutes nos politiques sont réunies sur la page [Politiques de confidentialité de nos projets](/project-privacy).",
      ],
      sections: [
        {
          id: "1-qui-sommes-nous",
          heading: "1. Qui sommes-nous ?",
          blocks: [
            {
              type: "p",
              text: `Le responsable du traitement est **${brand.legalName}**, société par actions simplifiée au capital de ${shareCapital("fr")}, dont le siège social est situé au ${brand.registeredOffice}.`,
            },
            { type: "p", text: dataProtectionOfficer.fr },
            {
              type: "p",
              text: "Lorsque nous réalisons une application pour le compte d'un client qui la publie sous son nom, ce client est en principe le responsable du traitement et nous intervenons comme sous-traitant. La politique propre à l'application précise alors qui est responsable.",
            },
          ],
        },
        {
          id: "2-minimisation-des-donnees",
          heading: "2. Les données que nous traitons… et celles que nous ne demandons pas",
          blocks: [
            {
              type: "p",
              text: "Notre règle de base est la minimisation : une application ne traite que ce dont elle a réellement besoin pour fonctionner. La plupart de nos jeux se jouent sans créer de compte, et nous ne vous demandons jamais votre nom, votre adresse ou votre numéro de téléphone pour jouer.",
            },
            { type: "p", text: "Selon l'application, peuvent être traitées :" },
            {
              type: "list",
              items: [
                "**des données techniques :** modèle d'appareil, système d'exploitation et version, langue, version de l'application et, si vous l'autorisez, identifiant publicitaire ;",
                "**des données de jeu :** progression, scores, réglages et achats intégrés, le plus souvent enregistrés sur votre appareil ;",
                "**des données d'usage et de diagnostic :** sessions, écrans consultés, événements de jeu, rapports de plantage et données de performance ;",
                "**les données que vous choisissez de nous transmettre**, par exemple lorsque vous écrivez à notre support.",
              ],
            },
            {
              type: "p",
              text: "Nous ne vendons aucune donnée personnelle. Lorsqu'une de nos applications traite des informations relatives à la santé, sa politique propre le décrit : ces données ne sont traitées qu'avec votre consentement explicite, sont limitées au strict nécessaire et ne servent jamais à des fins publicitaires.",
            },
          ],
        },
        {
          id: "3-finalites-et-bases-legales",
          heading: "3. Pourquoi utilisons-nous vos données ?",
          blocks: [
            {
              type: "table",
              caption: "Finalités et bases légales",
              head: ["Finalité", "Base légale (article 6 du RGPD)"],
              rows: [
                [
                  "Fournir l'application, sauvegarder votre progression et vos réglages",
                  "Exécution du contrat (conditions d'utilisation de l'application) (art. 6.1.b)",
                ],
                [
                  "Corriger les anomalies, prévenir la fraude et sécuriser l'application",
                  "Notre intérêt légitime à proposer un service fiable",
                ],
                [
                  "Mesurer l'utilisation de l'application pour l'améliorer",
                  "Votre consentement ou, pour une mesure strictement limitée à des statistiques anonymes et dispensée de consentement par la loi française, notre intérêt légitime",
                ],
                [
                  "Afficher de la publicité personnalisée dans les jeux gratuits",
                  "Votre consentement, que vous pouvez retirer à tout moment",
                ],
                [
                  "Afficher de la publicité non personnalisée dans les jeux gratuits",
                  "Notre intérêt légitime à financer des jeux gratuits ; lorsque cela nécessite de lire ou d'écrire des informations sur votre appareil, votre consentement",
                ],
                [
                  "Répondre à vos demandes et à l'exercice de vos droits",
                  "Nos obligations légales et notre intérêt légitime",
                ],
              ],
            },
            {
              type: "p",
              text: "Aucune de nos applications ne prend à votre égard de décision fondée exclusivement sur un traitement automatisé produisant des effets juridiques ou vous affectant de manière significative (art. 22 du RGPD). Lorsqu'une application contrôle les achats pour détecter la fraude, toute décision de refus est revue par un membre de l'équipe.",
            },
          ],
        },
        {
          id: "4-publicite",
          heading: "4. La publicité dans nos jeux gratuits",
          blocks: [
            {
              type: "p",
              text: "Certains de nos jeux sont gratuits parce qu'ils affichent de la publicité : bannières, interstitiels ou vidéos récompensées que vous choisissez de regarder. Ces annonces sont diffusées par des réseaux publicitaires spécialisés, qui peuvent utiliser l'identifiant publicitaire de votre appareil et des données techniques pour sélectionner les annonces, limiter leur répétition, mesurer leurs performances et lutter contre la fraude.",
            },
            {
              type: "list",
              items: [
                "Lorsque la loi l'exige, la publicité n'est personnalisée qu'après votre consentement, recueilli par l'écran de choix affiché dans le jeu.",
                "Vous pouvez revenir sur votre choix à tout moment dans les réglages du jeu, lorsqu'ils le proposent, ou réinitialiser ou limiter votre identifiant publicitaire dans les réglages de votre appareil (Android : Paramètres > Google > Annonces, le chemin exact dépendant de votre appareil ; iOS : Réglages > Confidentialité et sécurité > Suivi).",
                "Si vous refusez, des publicités continueront de s'afficher, mais elles ne seront pas fondées sur votre profil.",
              ],
            },
            {
              type: "p",
              text: "Les réseaux utilisés par chaque jeu sont listés dans sa politique propre. Les liens vers leurs politiques de confidentialité figurent également dans la [politique de confidentialité de notre site](/privacy-policy).",
            },
          ],
        },
        {
          id: "5-mesure-d-audience",
          heading: "5. Mesure d'audience et rapports de plantage",
          blocks: [
            {
              type: "p",
              text: "Pour comprendre comment nos applications sont utilisées et corriger rapidement les problèmes, nous pouvons recourir à des outils de mesure d'audience et de remontée d'erreurs. Ils collectent des données pseudonymisées : sessions, niveaux atteints, événements de jeu, informations techniques sur les erreurs. Nous les exploitons de manière agrégée, pour améliorer l'équilibre des jeux, leur ergonomie et leur stabilité, et jamais pour vous identifier personnellement.",
            },
            {
              type: "p",
              text: "Lorsque ces outils ne sont pas strictement nécessaires au fonctionnement de l'application, ils ne sont activés qu'avec votre consentement, que vous pouvez retirer dans les réglages de l'application ou en nous contactant.",
            },
          ],
        },
        {
          id: "6-destinataires",
          heading: "6. Qui reçoit vos données ?",
          blocks: [
            {
              type: "p",
              text: "Vos données ne sont accessibles qu'aux membres de notre équipe qui en ont besoin et aux prestataires qui agissent pour notre compte (hébergement, mesure d'audience, remontée d'erreurs, support), dans le cadre de contrats conformes à l'article 28 du RGPD. Les réseaux publicitaires agissent en qualité de responsables de traitement indépendants pour leurs propres finalités. Nous pouvons enfin communiquer des données lorsque la loi nous y oblige.",
            },
            {
              type: "p",
              text: `Certains prestataires sont établis hors de l'Union européenne, notamment aux États-Unis. Ces transferts reposent sur une décision d'adéquation de la Commission européenne (comme le cadre de protection des données UE–États-Unis) ou sur les clauses contractuelles types adoptées par la Commission. Pour obtenir une copie de ces garanties, écrivez-nous à ${brand.privacyEmail}.`,
            },
          ],
        },
        {
          id: "7-conservation-et-securite",
          heading: "7. Conservation et sécurité",
          blocks: [
            {
              type: "p",
              text: "Nous ne conservons les données personnelles que le temps nécessaire à la finalité pour laquelle elles ont été collectées, puis nous les supprimons ou les anonymisons de manière irréversible. Les données de jeu enregistrées sur votre appareil sont effacées lorsque vous désinstallez l'application. Les statistiques d'utilisation et les rapports de plantage sont conservés pendant la durée indiquée dans la politique propre à chaque application, au plus 14 mois pour les statistiques et 90 jours pour les rapports de plantage. Les échanges avec notre support sont conservés 12 mois après le dernier contact.",
            },
            {
              type: "p",
              text: "Nous protégeons vos données par des mesures techniques et organisationnelles adaptées : connexions chiffrées, accès restreints, sélection rigoureuse de nos prestataires.",
            },
          ],
        },
        {
          id: "8-mineurs",
          heading: "8. Protection des mineurs",
          blocks: [
            {
              type: "p",
              text: "Beaucoup de nos jeux s'adressent à toute la famille. Nous ne collectons pas sciemment de données personnelles concernant des enfants de moins de 16 ans sans le consentement de l'un de leurs parents ou de leur tuteur. Certaines applications ne s'adressent pas du tout aux plus jeunes, par exemple aux moins de 13 ans : leur politique propre le précise.",
            },
            {
              type: "p",
              text: "Lorsqu'un traitement repose sur le consentement, la loi française permet à un mineur d'y consentir seul à partir de 15 ans ; avant cet âge, le consentement est donné conjointement par le mineur et le ou les titulaires de l'autorité parentale (article 45 de la loi Informatique et Libertés). Nous appliquons ce consentement conjoint jusqu'à 16 ans.",
            },
            {
              type: "p",
              text: "Dans les jeux susceptibles d'être utilisés par des enfants, nous paramétrons nos partenaires pour n'afficher que des publicités non personnalisées et adaptées à leur âge. Si vous êtes parent ou tuteur et pensez que votre enfant nous a transmis des données personnelles, contactez-nous : nous les supprimerons dans les meilleurs délais.",
            },
          ],
        },
        {
          id: "9-vos-droits",
          heading: "9. Vos droits",
          blocks: [
            {
              type: "p",
              text: "Conformément au RGPD et à la loi Informatique et Libertés, vous disposez des droits suivants :",
            },
            {
              type: "list",
              items: [
                "**droit d'accès** : accéder à vos données et en obtenir une copie ;",
                "**droit de rectification** des données inexactes ou incomplètes ;",
                "**droit à l'effacement** de vos données ;",
                "**droit à la limitation** du traitement et **droit d'opposition** ;",
                "**droit à la portabilité**, c'est-à-dire recevoir vos données dans un format structuré et couramment utilisé ;",
                "**droit de retirer votre consentement** à tout moment, sans remettre en cause les traitements effectués auparavant ;",
                "**droit de définir des directives** relatives au sort de vos données après votre décès.",
              ],
            },
            {
              type: "p",
              text: `Pour exercer ces droits, écrivez à ${brand.privacyEmail} : nous vous répondrons dans un délai d'un mois, qui peut être prolongé de deux mois pour une demande complexe ; nous vous en informerons alors dans le premier mois. Vous pouvez également introduire une réclamation auprès de la CNIL ([www.cnil.fr](https://www.cnil.fr)) ou de l'autorité de protection des données de votre pays de résidence.`,
            },
          ],
        },
        {
          id: "10-mises-a-jour",
          heading: "10. Mises à jour de cette politique",
          blocks: [
            {
              type: "p",
              text: "Nous pouvons faire évoluer cette politique en fonction de nos applications et de la réglementation. La version en vigueur est toujours publiée sur cette page, avec sa date de dernière mise à jour. Nous vous informerons de tout changement significatif dans nos applications ou sur notre site et, lorsque la loi l'exige, nous vous redemanderons votre consentement.",
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
                `**Questions sur vos données :** ${brand.privacyEmail}`,
                `**Demandes générales :** ${brand.email}`,
                `**Courrier :** ${brand.legalName}, ${brand.registeredOffice}`,
              ],
            },
          ],
        },
      ],
    },
  },
};
