import { brand } from "../../brand";
import { dataProtectionOfficer, dataProtectionOfficerClaim, shareCapital } from "./legal-facts";
import type { PolicyDocument } from "./types";

/** Privacy policy of the health-promotion app "WeCare" (English and French, April 2025). */
export const weCarePolicy: PolicyDocument = {
  path: "/privacy-policy-promotion-sante/",
  reference: "fr",
  category: "health",
  claims: [
    dataProtectionOfficerClaim,
    {
      kind: "certification",
      quote: { fr: "HDS", en: "HDS" },
      note: "The hosting provider's health data hosting certification.",
    },
    { kind: "retention", quote: { fr: "2 ans sans connexion", en: "2 years without" } },
    { kind: "retention", quote: { fr: "5 ans", en: "5 years" } },
    { kind: "retention", quote: { fr: "6 mois", en: "6 months" } },
    { kind: "retention", quote: { fr: "7 jours", en: "7 days" } },
    { kind: "retention", quote: { fr: "90 jours", en: "90 days" } },
  ],
  versions: {
    en: {
      updated: "2025-04-01",
      intro: [
        `This privacy policy explains how the **WeCare** mobile app handles your personal data. WeCare is a health-promotion app designed, developed and published by ${brand.legalName} for a regional health promotion body. It helps you build healthier everyday habits: physical activity, sleep, nutrition, stress and well-being.`,
        "Some of the information you enter in WeCare relates to your health. It therefore belongs to the special categories of data protected by Article 9 of the General Data Protection Regulation (GDPR). We built the app to collect as little as possible, to keep your entries on your phone whenever we can, and never to use them for advertising or sell them.",
        `Please take a few minutes to read this policy. If anything is unclear, write to us at **${brand.privacyEmail}**.`,
      ],
      sections: [
        {
          id: "1-who-we-are",
          heading: "1. Who is responsible for your data",
          blocks: [
            {
              type: "p",
              text: `The data controller for WeCare is **${brand.legalName}**, a French simplified joint-stock company (société par actions simplifiée) with a share capital of ${shareCapital("en")}, whose registered office is at ${brand.registeredOffice}. Ludora Studio designed and developed the app and publishes it on the app stores.`,
            },
            { type: "p", text: dataProtectionOfficer.en },
            {
              type: "p",
              text: "WeCare was commissioned by a regional health promotion body, which funds the programme and helped shape its health content. That body has no access to your account or to your entries: it only receives the anonymous, aggregated statistics described in section 6.",
            },
            {
              type: "p",
              text: `For any question about your data, or to exercise your rights, contact us by e-mail at **${brand.privacyEmail}** or by post at ${brand.legalName}, Privacy, ${brand.registeredOffice}.`,
            },
          ],
        },
        {
          id: "2-our-commitments",
          heading: "2. Our commitments for your health data",
          blocks: [
            {
              type: "list",
              items: [
                "**Minimisation**: we only ask for what a feature actually needs. You can use the app without an account, without giving your name and without sharing your location.",
                "**On your device first**: your journal, goals, challenge progress and step count are stored on your phone. They only leave it if you create an account and turn on backup.",
                "**No sale, no rental**: we never sell, rent or trade your data, whether it relates to your health or not.",
                "**No advertising**: the app shows no ads and contains no advertising or third-party tracking tool. Your data is never used to build an advertising profile.",
                "**No automated decisions**: tips and challenges are suggestions only. No decision producing legal or similarly significant effects is ever made about you by automated means.",
                "**Hosting in the European Union**: the data we host is stored in France by a certified health data host.",
              ],
            },
            {
              type: "p",
              text: "WeCare is a prevention and well-being tool. It does not diagnose anything and does not replace the advice of a doctor or another health professional.",
            },
          ],
        },
        {
          id: "3-data-we-process",
          heading: "3. The data we process",
          blocks: [
            {
              type: "p",
              text: "The table below lists the categories of data handled by WeCare, with examples and the place where each one is stored.",
            },
            {
              type: "table",
              caption: "Categories of data processed by WeCare",
              head: ["Category", "Examples", "Where it is stored"],
              rows: [
                [
                  "**Health and well-being entries**",
                  "Daily journal (mood, stress level, hours of sleep, water, fruit and vegetable portions), personal goals, challenge progress, answers to self-assessment quizzes, optional free-text notes",
                  "On your phone. Copied, encrypted, to our servers in France only if you turn on backup",
                ],
                [
                  "**Step count and active minutes**",
                  "Read from your phone's health platform, only if you grant that permission",
                  "On your phone only: never sent to our servers",
                ],
                [
                  "**Account data** (optional)",
                  "E-mail address, pseudonym, password (stored as a hash), year of birth, language",
                  "Our servers in France",
                ],
                [
                  "**Parental consent data** (users under 16)",
                  "E-mail address of a parent or legal guardian, date and proof of their consent",
                  "Our servers in France",
                ],
                [
                  "**Notification data**",
                  "Reminder settings; the push token of your device if you accept push notifications",
                  "Settings on your phone; push token on our servers in France",
                ],
                [
                  "**Technical data**",
                  "App version, operating system, device model, crash reports, IP address in server security logs",
                  "Our servers in France",
                ],
                [
                  "**Support exchanges**",
                  "Your messages and e-mail address when you write to us",
                  "Our mailbox, hosted in the European Union",
                ],
              ],
            },
            {
              type: "p",
              text: "We do not collect your name, your precise location, your contacts, your photos or your advertising identifier. We never ask for a diagnosis, a treatment or your social security number: please do not enter such information in the free-text notes of your journal.",
            },
          ],
        },
        {
          id: "4-purposes-legal-bases",
          heading: "4. Why we use your data and on what legal basis",
          blocks: [
            {
              type: "table",
              caption: "Purposes of processing and legal bases",
              head: ["Purpose", "Data used", "Legal basis (GDPR)"],
              rows: [
                [
                  "Run the app's features on your phone: journal, goals, challenges, personalised tips",
                  "Health and well-being entries, step count",
                  "Your explicit consent, given when you start your journal or allow access to your steps (Art. 6(1)(a) and 9(2)(a))",
                ],
                [
                  "Create and manage your account, sign you in, sync your devices",
                  "Account data",
                  "Performance of the contract (the terms of use you accept) (Art. 6(1)(b))",
                ],
                [
                  "Back up your entries and restore them on a new phone",
                  "Health and well-being entries",
                  "Your explicit consent, which you withdraw by turning backup off (Art. 6(1)(a) and 9(2)(a))",
                ],
                [
                  "Obtain and keep proof of parental consent for users under 16",
                  "Parental consent data",
                  "Compliance with a legal obligation (Art. 6(1)(c) and Art. 8)",
                ],
                [
                  "Send you reminders and encouragement",
                  "Notification data",
                  "Your consent, given through your phone's notification permission (Art. 6(1)(a))",
                ],
                [
                  "Produce anonymous statistics for the health promotion programme",
                  "Usage events without identifiers or health content, only if you opt in",
                  "Your consent (Art. 6(1)(a)); the statistics delivered are anonymous",
                ],
                [
                  "Keep the app secure, fix bugs and prevent abuse",
                  "Technical data",
                  "Our legitimate interest in providing a reliable and secure service (Art. 6(1)(f))",
                ],
                [
                  "Answer your questions and requests",
                  "Support exchanges",
                  "Our legitimate interest in answering you (Art. 6(1)(f)) and, for rights requests, our legal obligation (Art. 6(1)(c))",
                ],
              ],
            },
            {
              type: "p",
              text: "Where we rely on your consent, you can withdraw it at any time in the app's settings or by writing to us. Withdrawal does not affect the lawfulness of the processing carried out before it.",
            },
          ],
        },
        {
          id: "5-account-notifications",
          heading: "5. Your account and notifications",
          blocks: [
            {
              type: "p",
              text: "An account and notifications are both optional. Here is what changes when you turn them on.",
            },
          ],
          subsections: [
            {
              id: "5-1-account",
              heading: "5.1 Your account",
              blocks: [
                {
                  type: "p",
                  text: "Without an account, WeCare works entirely on your phone, but your entries are lost if you uninstall the app or change phones. With an account, you can back up your entries and find them on another device.",
                },
                {
                  type: "p",
                  text: "To create an account we ask for an e-mail address, a pseudonym, a password and your year of birth. Your year of birth is only used to check your age (see section 9) and to adapt some content; we never ask for your full date of birth. Backup is a separate choice: you can have an account and keep your entries on your phone only.",
                },
                {
                  type: "p",
                  text: "From **Settings > My account** you can change your details, export your data, turn backup on or off, and delete your account. Deleting your account erases your account data and your backup from our servers within 30 days, including from our technical backups.",
                },
              ],
            },
            {
              id: "5-2-notifications",
              heading: "5.2 Notifications",
              blocks: [
                {
                  type: "p",
                  text: "WeCare can remind you of your goals and daily challenges. These reminders are scheduled on your phone and send nothing to us. If you also accept push notifications, for example to be told about a new programme challenge, your phone's operating system gives us a technical token that lets us reach your device.",
                },
                {
                  type: "p",
                  text: "Notifications are written so that they never reveal health information on your lock screen: they say, for example, ‘Your daily challenge is waiting’, never what is in your journal. Push notifications are delivered by the notification service of your phone's operating system (iOS or Android), which receives the token and the text of the notification.",
                },
                {
                  type: "p",
                  text: "You can turn reminders and notifications off at any time in the app's settings or in your phone's settings.",
                },
              ],
            },
          ],
        },
        {
          id: "6-hosting-sharing",
          heading: "6. Hosting and sharing of your data",
          blocks: [
            {
              type: "p",
              text: "The data we host (accounts, backups, parental consents, push tokens and technical logs) is stored on servers located in France, run by a hosting provider certified as a health data host (hébergeur de données de santé, HDS) under the French Public Health Code. This data is not transferred outside the European Union.",
            },
            {
              type: "p",
              text: "Only the members of the Ludora Studio team who need it to run and maintain the service can access your data. Apart from them, the only recipients are:",
            },
            {
              type: "list",
              items: [
                "**our service providers (processors)**: the certified hosting provider and the e-mail service that sends account messages (confirmation, password reset, parental consent), both located in the European Union and bound by a contract that meets the requirements of Article 28 GDPR;",
                `**the notification service of your phone's operating system**, which receives your push token and the text of notifications under its own privacy terms. It may process this limited data outside the European Union, with the safeguards it applies, such as the European Commission's standard contractual clauses, a copy of which you can obtain by writing to ${brand.privacyEmail};`,
                "**the regional health promotion body** that commissioned the app, which receives only anonymous aggregated statistics (for example, the number of challenges completed each month) from which no one can be identified;",
                "**public authorities**, only when the law obliges us to disclose data, for example under a court order.",
              ],
            },
            {
              type: "p",
              text: "We never sell, rent or share your data with advertisers, data brokers, insurers, employers or any other third party.",
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
                ["Entries stored on your phone", "Until you delete them, reset the app or uninstall it"],
                [
                  "Account data and backup of your entries",
                  "While your account is active, and deleted within 30 days of a deletion request. After 2 years without any sign-in, we warn you by e-mail and delete the account 30 days later unless you sign in again",
                ],
                [
                  "Parental consent data",
                  "While the minor's account is active, then 5 years as proof of consent (the general limitation period under French law)",
                ],
                ["Unconfirmed parental consent request", "Deleted after 7 days"],
                ["Push token", "Until you turn push notifications off or delete your account"],
                ["Crash reports", "90 days"],
                ["Server security logs, including IP addresses", "6 months"],
                ["Support exchanges", "12 months after our last exchange"],
                ["Anonymous statistics", "No limit, as they contain no personal data"],
              ],
            },
            {
              type: "p",
              text: "At the end of these periods, data is deleted or irreversibly anonymised. Deletion requests sent to us by e-mail are handled within 30 days, unless the law requires us to keep some data for longer.",
            },
          ],
        },
        {
          id: "8-your-rights",
          heading: "8. Your rights",
          blocks: [
            {
              type: "p",
              text: "Under the GDPR and the French Data Protection Act (loi Informatique et Libertés), you have the following rights over your personal data:",
            },
            {
              type: "list",
              items: [
                "**access**: find out whether we process your data and obtain a copy of it;",
                "**rectification**: have inaccurate or incomplete data corrected;",
                "**erasure**: have your data deleted, in particular when you withdraw your consent;",
                "**restriction**: ask us to temporarily freeze the use of your data;",
                "**objection**: object, on grounds relating to your particular situation, to processing based on our legitimate interest;",
                "**portability**: receive the data you gave us in a structured, commonly used, machine-readable format (the export feature of the app produces a JSON file);",
                "**withdrawal of consent**: at any time, for backup, notifications and statistics;",
                "**instructions after death**: tell us what should happen to your data after your death.",
              ],
            },
            {
              type: "p",
              text: `Several of these rights can be exercised directly in the app, under **Settings > My data**. You can also write to **${brand.privacyEmail}** or to our postal address. We may ask for information to confirm your identity. We reply within one month, and deletion requests are handled within 30 days.`,
            },
            {
              type: "p",
              text: "If you believe your rights have not been respected, you can lodge a complaint with the French data protection authority, the Commission nationale de l'informatique et des libertés (CNIL): [www.cnil.fr](https://www.cnil.fr), 3, place de Fontenoy, TSA 80715, 75334 Paris Cedex 07, France.",
            },
          ],
        },
        {
          id: "9-minors",
          heading: "9. Minors",
          blocks: [
            {
              type: "p",
              text: "From the age of 16, you can use WeCare and create an account on your own.",
            },
            {
              type: "p",
              text: "Under 16, you can use WeCare with the consent of a parent or legal guardian. If the year of birth entered at sign-up shows that you are under 16, we ask for the e-mail address of a parent or guardian and send them a message presenting the app and this policy. Your account, backup and push notifications are only activated once they have confirmed their consent, which is given together with yours. This is the joint consent that French law requires below the age of 15 (Article 45 of the French Data Protection Act), and we apply it up to 16. Without confirmation within 7 days, the request and the parent's e-mail address are deleted, and the app keeps working on your phone only.",
            },
            {
              type: "p",
              text: `A parent or guardian can withdraw their consent at any time and ask us to delete the minor's account by writing to **${brand.privacyEmail}**. If we learn that we hold data about a person under 16 without the required consent, we delete it.`,
            },
          ],
        },
        {
          id: "10-security",
          heading: "10. Security",
          blocks: [
            {
              type: "p",
              text: "We apply technical and organisational measures suited to the sensitivity of health data, including:",
            },
            {
              type: "list",
              items: [
                "encryption of all exchanges between the app and our servers (TLS);",
                "encryption of your entries on your phone, using the secure storage of the operating system, and encryption of backups on our servers;",
                "passwords stored only as a salted hash, never in clear text;",
                "an optional app lock using your phone's passcode or biometrics;",
                "server access restricted to authorised team members, with strong authentication and access logs;",
                "regular updates, security testing before each release, and encrypted backups kept in the European Union.",
              ],
            },
            {
              type: "p",
              text: "No system is perfectly secure. If a data breach were likely to put your rights at risk, we would notify the CNIL within 72 hours and, where the risk is high, inform you directly.",
            },
          ],
        },
        {
          id: "11-changes",
          heading: "11. Changes to this policy",
          blocks: [
            {
              type: "p",
              text: "We may update this policy to reflect changes to the app, to the programme or to the law. The date of the current version is shown at the top of this page.",
            },
            {
              type: "p",
              text: "Before any significant change takes effect, such as a new use of your data, we will tell you in the app and, where the law requires it, ask for your consent again. Minor changes, such as a clarification, are published on this page with a new date.",
            },
          ],
        },
        {
          id: "12-contact",
          heading: "12. Contact",
          blocks: [
            {
              type: "p",
              text: "For any question about this policy or about your data, you can reach us:",
            },
            {
              type: "list",
              items: [
                `by e-mail: **${brand.privacyEmail}**;`,
                `by post: ${brand.legalName}, Privacy, ${brand.registeredOffice}.`,
              ],
            },
            {
              type: "p",
              text: "You can also contact the French data protection authority, the CNIL, at [www.cnil.fr](https://www.cnil.fr).",
            },
          ],
        },
      ],
    },
    fr: {
      updated: "2025-04-01",
      intro: [
        `La présente politique de confidentialité explique comment l'application mobile **WeCare** traite vos données personnelles. WeCare est une application de promotion de la santé conçue, développée et éditée par ${brand.legalName} pour un organisme régional de promotion de la santé. Elle vous accompagne pour prendre de meilleures habitudes au quotidien : activité physique, sommeil, alimentation, gestion du stress et bien-être.`,
        "Certaines informations que vous saisissez dans WeCare concernent votre santé. Elles relèvent donc des catégories particulières de données protégées par l'article 9 du règlement général sur la protection des données (RGPD). C'est pourquoi nous avons conçu l'application pour collecter le strict nécessaire, conserver vos saisies sur votre téléphone chaque fois que c'est possible, et ne jamais les exploiter à des fins publicitaires ni les vendre.",
        `Prenez quelques minutes pour lire ce document. Si un point vous semble obscur, écrivez-nous à **${brand.privacyEmail}**.`,
      ],
      sections: [
        {
          id: "1-who-we-are",
          heading: "1. Qui est responsable de vos données",
          blocks: [
            {
              type: "p",
              text: `Le responsable du traitement des données de WeCare est **${brand.legalName}**, société par actions simplifiée au capital de ${shareCapital("fr")}, dont le siège social est situé au ${brand.registeredOffice}. Ludora Studio a conçu et développé l'application et la publie sur les magasins d'applications.`,
            },
            { type: "p", text: dataProtectionOfficer.fr },
            {
              type: "p",
              text: "WeCare a été commandée par un organisme régional de promotion de la santé, qui finance le programme et a contribué à en définir les contenus de santé. Cet organisme n'a accès ni à votre compte ni à vos saisies : il reçoit uniquement les statistiques anonymes et agrégées décrites à la section 6.",
            },
            {
              type: "p",
              text: `Pour toute question sur vos données ou pour exercer vos droits, écrivez-nous à **${brand.privacyEmail}** ou par courrier à ${brand.legalName}, Données personnelles, ${brand.registeredOffice}.`,
            },
          ],
        },
        {
          id: "2-our-commitments",
          heading: "2. Nos engagements pour vos données de santé",
          blocks: [
            {
              type: "list",
              items: [
                "**Minimisation** : nous ne demandons que ce dont une fonctionnalité a réellement besoin. Vous pouvez utiliser l'application sans compte, sans donner votre nom et sans partager votre position.",
                "**Sur votre appareil d'abord** : votre journal, vos objectifs, votre progression dans les défis et votre nombre de pas sont enregistrés sur votre téléphone. Ils n'en sortent que si vous créez un compte et activez la sauvegarde.",
                "**Ni vente ni location** : nous ne vendons, ne louons et n'échangeons jamais vos données, qu'elles concernent votre santé ou non.",
                "**Aucune publicité** : l'application n'affiche aucune publicité et ne contient aucun outil publicitaire ou de pistage tiers. Vos données ne servent jamais à établir un profil publicitaire.",
                "**Aucune décision automatisée** : les conseils et les défis sont de simples suggestions. Aucune décision produisant des effets juridiques ou vous affectant de manière significative n'est prise à votre sujet de façon automatisée.",
                "**Hébergement dans l'Union européenne** : les données que nous hébergeons sont stockées en France chez un hébergeur certifié pour les données de santé.",
              ],
            },
            {
              type: "p",
              text: "WeCare est un outil de prévention et de bien-être. Elle ne pose aucun diagnostic et ne remplace pas l'avis d'un médecin ou d'un autre professionnel de santé.",
            },
          ],
        },
        {
          id: "3-data-we-process",
          heading: "3. Les données que nous traitons",
          blocks: [
            {
              type: "p",
              text: "Le tableau ci-dessous présente les catégories de données utilisées par WeCare, avec des exemples et le lieu où chacune est conservée.",
            },
            {
              type: "table",
              caption: "Catégories de données traitées par WeCare",
              head: ["Catégorie", "Exemples", "Lieu de conservation"],
              rows: [
                [
                  "**Saisies de santé et de bien-être**",
                  "Journal quotidien (humeur, niveau de stress, heures de sommeil, eau, portions de fruits et légumes), objectifs personnels, progression dans les défis, réponses aux quiz d'auto-évaluation, notes libres facultatives",
                  "Sur votre téléphone. Copiées, chiffrées, sur nos serveurs en France uniquement si vous activez la sauvegarde",
                ],
                [
                  "**Nombre de pas et minutes d'activité**",
                  "Lus dans la plateforme santé de votre téléphone, uniquement si vous l'autorisez",
                  "Sur votre téléphone uniquement : jamais envoyés sur nos serveurs",
                ],
                [
                  "**Données de compte** (facultatives)",
                  "Adresse e-mail, pseudonyme, mot de passe (conservé sous forme d'empreinte), année de naissance, langue",
                  "Nos serveurs en France",
                ],
                [
                  "**Consentement parental** (moins de 16 ans)",
                  "Adresse e-mail d'un parent ou du représentant légal, date et preuve de son consentement",
                  "Nos serveurs en France",
                ],
                [
                  "**Données de notification**",
                  "Réglages des rappels ; jeton de notification de votre appareil si vous acceptez les notifications push",
                  "Réglages sur votre téléphone ; jeton sur nos serveurs en France",
                ],
                [
                  "**Données techniques**",
                  "Version de l'application, système d'exploitation, modèle d'appareil, rapports de plantage, adresse IP dans les journaux de sécurité des serveurs",
                  "Nos serveurs en France",
                ],
                [
                  "**Échanges avec le support**",
                  "Vos messages et votre adresse e-mail lorsque vous nous écrivez",
                  "Notre messagerie, hébergée dans l'Union européenne",
                ],
              ],
            },
            {
              type: "p",
              text: "Nous ne collectons ni votre nom, ni votre position précise, ni vos contacts, ni vos photos, ni votre identifiant publicitaire. Nous ne vous demandons jamais de diagnostic, de traitement ou de numéro de sécurité sociale : merci de ne pas saisir ce type d'information dans les notes libres de votre journal.",
            },
          ],
        },
        {
          id: "4-purposes-legal-bases",
          heading: "4. Pourquoi nous utilisons vos données et sur quelle base légale",
          blocks: [
            {
              type: "table",
              caption: "Finalités des traitements et bases légales",
              head: ["Finalité", "Données utilisées", "Base légale (RGPD)"],
              rows: [
                [
                  "Faire fonctionner l'application sur votre téléphone : journal, objectifs, défis, conseils personnalisés",
                  "Saisies de santé et de bien-être, nombre de pas",
                  "Votre consentement explicite, donné lorsque vous commencez votre journal ou autorisez l'accès à vos pas (art. 6.1.a et 9.2.a)",
                ],
                [
                  "Créer et gérer votre compte, vous connecter, synchroniser vos appareils",
                  "Données de compte",
                  "Exécution du contrat (conditions d'utilisation que vous acceptez) (art. 6.1.b)",
                ],
                [
                  "Sauvegarder vos saisies et les restaurer sur un nouveau téléphone",
                  "Saisies de santé et de bien-être",
                  "Votre consentement explicite, que vous retirez en désactivant la sauvegarde (art. 6.1.a et 9.2.a)",
                ],
                [
                  "Recueillir et conserver la preuve du consentement parental pour les moins de 16 ans",
                  "Consentement parental",
                  "Respect d'une obligation légale (art. 6.1.c et art. 8)",
                ],
                [
                  "Vous envoyer des rappels et des encouragements",
                  "Données de notification",
                  "Votre consentement, donné via l'autorisation de notifications de votre téléphone (art. 6.1.a)",
                ],
                [
                  "Produire des statistiques anonymes pour le programme de promotion de la santé",
                  "Événements d'utilisation sans identifiant ni contenu de santé, uniquement si vous l'acceptez",
                  "Votre consentement (art. 6.1.a) ; les statistiques transmises sont anonymes",
                ],
                [
                  "Sécuriser l'application, corriger les anomalies et prévenir les abus",
                  "Données techniques",
                  "Notre intérêt légitime à fournir un service fiable et sûr (art. 6.1.f)",
                ],
                [
                  "Répondre à vos questions et à vos demandes",
                  "Échanges avec le support",
                  "Notre intérêt légitime à vous répondre (art. 6.1.f) et, pour l'exercice de vos droits, notre obligation légale (art. 6.1.c)",
                ],
              ],
            },
            {
              type: "p",
              text: "Lorsque nous nous fondons sur votre consentement, vous pouvez le retirer à tout moment dans les réglages de l'application ou en nous écrivant. Ce retrait ne remet pas en cause la licéité des traitements effectués auparavant.",
            },
          ],
        },
        {
          id: "5-account-notifications",
          heading: "5. Votre compte et les notifications",
          blocks: [
            {
              type: "p",
              text: "Le compte comme les notifications sont facultatifs. Voici ce qui change lorsque vous les activez.",
            },
          ],
          subsections: [
            {
              id: "5-1-account",
              heading: "5.1 Votre compte",
              blocks: [
                {
                  type: "p",
                  text: "Sans compte, WeCare fonctionne entièrement sur votre téléphone, mais vos saisies sont perdues si vous désinstallez l'application ou changez d'appareil. Avec un compte, vous pouvez sauvegarder vos saisies et les retrouver sur un autre appareil.",
                },
                {
                  type: "p",
                  text: "Pour créer un compte, nous vous demandons une adresse e-mail, un pseudonyme, un mot de passe et votre année de naissance. L'année de naissance sert uniquement à vérifier votre âge (voir section 9) et à adapter certains contenus ; nous ne demandons jamais votre date de naissance complète. La sauvegarde reste un choix distinct : vous pouvez avoir un compte et garder vos saisies sur votre seul téléphone.",
                },
                {
                  type: "p",
                  text: "Depuis **Réglages > Mon compte**, vous pouvez modifier vos informations, exporter vos données, activer ou désactiver la sauvegarde et supprimer votre compte. La suppression efface vos données de compte et votre sauvegarde de nos serveurs sous 30 jours, y compris de nos sauvegardes techniques.",
                },
              ],
            },
            {
              id: "5-2-notifications",
              heading: "5.2 Les notifications",
              blocks: [
                {
                  type: "p",
                  text: "WeCare peut vous rappeler vos objectifs et vos défis du jour. Ces rappels sont programmés sur votre téléphone et ne nous transmettent rien. Si vous acceptez aussi les notifications push, par exemple pour recevoir une alerte à chaque nouveau défi du programme, le système d'exploitation de votre téléphone nous fournit un jeton technique qui nous permet d'adresser un message à votre appareil.",
                },
                {
                  type: "p",
                  text: "Les notifications sont rédigées pour ne jamais afficher d'information de santé sur votre écran verrouillé : elles indiquent par exemple « Votre défi du jour vous attend », jamais le contenu de votre journal. Les notifications push sont acheminées par le service de notification du système d'exploitation de votre téléphone (iOS ou Android), qui reçoit le jeton et le texte du message.",
                },
                {
                  type: "p",
                  text: "Vous pouvez désactiver rappels et notifications à tout moment dans les réglages de l'application ou dans ceux de votre téléphone.",
                },
              ],
            },
          ],
        },
        {
          id: "6-hosting-sharing",
          heading: "6. Hébergement et partage de vos données",
          blocks: [
            {
              type: "p",
              text: "Les données que nous hébergeons (comptes, sauvegardes, consentements parentaux, jetons de notification et journaux techniques) sont stockées sur des serveurs situés en France, exploités par un hébergeur titulaire de la certification HDS (hébergeur de données de santé) prévue par le Code de la santé publique. Ces données ne sont pas transférées hors de l'Union européenne.",
            },
            {
              type: "p",
              text: "Seuls les membres de l'équipe de Ludora Studio qui en ont besoin pour faire fonctionner et maintenir le service peuvent accéder à vos données. En dehors d'eux, les seuls destinataires sont :",
            },
            {
              type: "list",
              items: [
                "**nos prestataires (sous-traitants)** : l'hébergeur certifié et le service d'envoi des e-mails liés au compte (confirmation, réinitialisation du mot de passe, consentement parental), tous deux établis dans l'Union européenne et liés par un contrat conforme à l'article 28 du RGPD ;",
                `**le service de notification du système d'exploitation de votre téléphone**, qui reçoit votre jeton et le texte des notifications selon ses propres règles de confidentialité. Il peut traiter ces données limitées hors de l'Union européenne, avec les garanties qu'il met en œuvre, comme les clauses contractuelles types de la Commission européenne, dont vous pouvez obtenir une copie en écrivant à ${brand.privacyEmail} ;`,
                "**l'organisme régional de promotion de la santé** commanditaire de l'application, qui reçoit uniquement des statistiques anonymes et agrégées (par exemple, le nombre de défis réalisés chaque mois) ne permettant d'identifier personne ;",
                "**les autorités publiques**, uniquement lorsque la loi nous oblige à leur communiquer des données, par exemple sur décision de justice.",
              ],
            },
            {
              type: "p",
              text: "Nous ne vendons, ne louons et ne communiquons jamais vos données à des annonceurs, courtiers en données, assureurs, employeurs ou à tout autre tiers.",
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
                [
                  "Saisies enregistrées sur votre téléphone",
                  "Jusqu'à ce que vous les supprimiez, réinitialisiez l'application ou la désinstalliez",
                ],
                [
                  "Données de compte et sauvegarde de vos saisies",
                  "Tant que votre compte est actif ; suppression sous 30 jours après une demande. Après 2 ans sans connexion, nous vous prévenons par e-mail et supprimons le compte 30 jours plus tard si vous ne vous reconnectez pas",
                ],
                [
                  "Consentement parental",
                  "Tant que le compte du mineur est actif, puis 5 ans à titre de preuve (délai de prescription de droit commun)",
                ],
                ["Demande de consentement parental non confirmée", "Supprimée au bout de 7 jours"],
                [
                  "Jeton de notification",
                  "Jusqu'à la désactivation des notifications push ou la suppression du compte",
                ],
                ["Rapports de plantage", "90 jours"],
                ["Journaux de sécurité des serveurs, adresses IP comprises", "6 mois"],
                ["Échanges avec le support", "12 mois après notre dernier échange"],
                ["Statistiques anonymes", "Sans limite, car elles ne contiennent aucune donnée personnelle"],
              ],
            },
            {
              type: "p",
              text: "À l'issue de ces durées, les données sont supprimées ou anonymisées de manière irréversible. Les demandes de suppression envoyées par e-mail sont traitées sous 30 jours, sauf si la loi nous impose de conserver certaines données plus longtemps.",
            },
          ],
        },
        {
          id: "8-your-rights",
          heading: "8. Vos droits",
          blocks: [
            {
              type: "p",
              text: "Conformément au RGPD et à la loi Informatique et Libertés, vous disposez des droits suivants sur vos données personnelles :",
            },
            {
              type: "list",
              items: [
                "**droit d'accès** : savoir si nous traitons vos données et en obtenir une copie ;",
                "**droit de rectification** : faire corriger des données inexactes ou incomplètes ;",
                "**droit à l'effacement** : faire supprimer vos données, notamment lorsque vous retirez votre consentement ;",
                "**droit à la limitation** : nous demander de geler temporairement l'utilisation de vos données ;",
                "**droit d'opposition** : vous opposer, pour des raisons tenant à votre situation particulière, aux traitements fondés sur notre intérêt légitime ;",
                "**droit à la portabilité** : recevoir les données que vous nous avez fournies dans un format structuré, couramment utilisé et lisible par machine (la fonction d'export de l'application produit un fichier JSON) ;",
                "**retrait du consentement** : à tout moment, pour la sauvegarde, les notifications et les statistiques ;",
                "**directives post-mortem** : définir le sort de vos données après votre décès.",
              ],
            },
            {
              type: "p",
              text: `Plusieurs de ces droits s'exercent directement dans l'application, rubrique **Réglages > Mes données**. Vous pouvez aussi écrire à **${brand.privacyEmail}** ou à notre adresse postale. Nous pourrons vous demander des informations pour vérifier votre identité. Nous répondons dans un délai d'un mois, et les demandes de suppression sont traitées sous 30 jours.`,
            },
            {
              type: "p",
              text: "Si vous estimez que vos droits ne sont pas respectés, vous pouvez introduire une réclamation auprès de la Commission nationale de l'informatique et des libertés (CNIL) : [www.cnil.fr](https://www.cnil.fr), 3, place de Fontenoy, TSA 80715, 75334 Paris Cedex 07.",
            },
          ],
        },
        {
          id: "9-minors",
          heading: "9. Mineurs",
          blocks: [
            {
              type: "p",
              text: "Dès 16 ans, vous pouvez utiliser WeCare et créer un compte sans autorisation parentale.",
            },
            {
              type: "p",
              text: "Avant 16 ans, vous pouvez utiliser WeCare avec l'accord d'un parent ou de votre représentant légal. Si l'année de naissance indiquée à l'inscription montre que vous avez moins de 16 ans, nous vous demandons l'adresse e-mail d'un parent ou d'un représentant légal et lui envoyons un message présentant l'application et la présente politique. Votre compte, la sauvegarde et les notifications push ne sont activés qu'après la confirmation de son consentement, qui s'ajoute au vôtre. C'est le consentement conjoint que la loi française impose avant 15 ans (article 45 de la loi Informatique et Libertés), et nous l'appliquons jusqu'à 16 ans. Sans confirmation sous 7 jours, la demande et l'adresse du parent sont supprimées, et l'application continue de fonctionner uniquement sur votre téléphone.",
            },
            {
              type: "p",
              text: `Un parent ou représentant légal peut retirer son consentement à tout moment et demander la suppression du compte du mineur en écrivant à **${brand.privacyEmail}**. Si nous apprenons que nous détenons des données concernant une personne de moins de 16 ans sans le consentement requis, nous les supprimons.`,
            },
          ],
        },
        {
          id: "10-security",
          heading: "10. Sécurité",
          blocks: [
            {
              type: "p",
              text: "Nous appliquons des mesures techniques et organisationnelles adaptées à la sensibilité des données de santé, notamment :",
            },
            {
              type: "list",
              items: [
                "le chiffrement de tous les échanges entre l'application et nos serveurs (TLS) ;",
                "le chiffrement de vos saisies sur votre téléphone, grâce au stockage sécurisé du système d'exploitation, et le chiffrement des sauvegardes sur nos serveurs ;",
                "des mots de passe conservés uniquement sous forme d'empreinte salée, jamais en clair ;",
                "un verrouillage facultatif de l'application par le code ou la biométrie de votre téléphone ;",
                "un accès aux serveurs réservé aux membres habilités de l'équipe, avec authentification forte et journalisation des accès ;",
                "des mises à jour régulières, des tests de sécurité avant chaque version et des sauvegardes chiffrées conservées dans l'Union européenne.",
              ],
            },
            {
              type: "p",
              text: "Aucun système n'est infaillible. Si une violation de données était susceptible de présenter un risque pour vos droits, nous la notifierions à la CNIL dans les 72 heures et, en cas de risque élevé, nous vous en informerions directement.",
            },
          ],
        },
        {
          id: "11-changes",
          heading: "11. Modifications de la présente politique",
          blocks: [
            {
              type: "p",
              text: "Nous pouvons mettre à jour cette politique pour tenir compte de l'évolution de l'application, du programme ou de la réglementation. La date de la version en vigueur figure en haut de cette page.",
            },
            {
              type: "p",
              text: "Avant toute modification importante, comme une nouvelle utilisation de vos données, nous vous prévenons dans l'application et, lorsque la loi l'exige, nous vous redemandons votre consentement. Les modifications mineures, comme une précision de rédaction, sont publiées sur cette page avec leur date.",
            },
          ],
        },
        {
          id: "12-contact",
          heading: "12. Nous contacter",
          blocks: [
            {
              type: "p",
              text: "Pour toute question sur cette politique ou sur vos données, vous pouvez nous joindre :",
            },
            {
              type: "list",
              items: [
                `par e-mail : **${brand.privacyEmail}** ;`,
                `par courrier : ${brand.legalName}, Données personnelles, ${brand.registeredOffice}.`,
              ],
            },
            {
              type: "p",
              text: "Vous pouvez également vous adresser à la CNIL, autorité française de protection des données : [www.cnil.fr](https://www.cnil.fr).",
            },
          ],
        },
      ],
    },
  },
};
