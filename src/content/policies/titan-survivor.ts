import { brand } from "../../brand";
import { shareCapital } from "./legal-facts";
import type { PolicyDocument } from "./types";

/** Privacy policy of the game "Titan Survivor" (English, updated 2 July 2025). */
export const titanSurvivorPolicy: PolicyDocument = {
  path: "/privacy-titan-survivor/",
  updated: "2025-07-02",
  category: "games",
  claims: [
    { kind: "vendor", quote: { en: "Google Analytics" } },
    { kind: "vendor", quote: { en: "Firebase Crashlytics" } },
    { kind: "retention", quote: { en: "14 months" } },
    { kind: "retention", quote: { en: "90 days" } },
  ],
  versions: {
    en: {
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
              text: `Titan Survivor is published by **${brand.legalName}**, a French simplified joint-stock company (société par actions simplifiée) with a share capital of ${shareCapital("en")}, whose registered office is at ${brand.registeredOffice} ('we' or 'us'). We are the data controller for the processing described in this policy.`,
            },
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
                  "Performance of the terms of use of the game (Art. 6(1)(b))",
                ],
                [
                  "Deliver and restore the items you buy, handle refunds",
                  "Purchase data, player identifier",
                  "Performance of the contract of sale (Art. 6(1)(b))",
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
              text: "You can give or withdraw your consent to usage statistics at any time in **Settings > Privacy**, without any effect on the game. You can also object to crash reporting in the same menu.",
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
                [
                  "**Google Analytics for Firebase** (Google)",
                  "Usage statistics, only with your consent",
                  "[Privacy and security in Firebase](https://firebase.google.com/support/privacy)",
                ],
                [
                  "**Firebase Crashlytics** (Google)",
                  "Crash reports",
                  "[Privacy and security in Firebase](https://firebase.google.com/support/privacy)",
                ],
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
              text: "Our analytics and crash-reporting provider may process data in the United States. These transfers are covered by the European Commission's adequacy decision on the EU-US Data Privacy Framework, for certified companies, or by the European Commission's standard contractual clauses. Purchase records are stored in the European Union.",
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
              text: "We do not knowingly collect personal data from children under 16 without the consent of a parent or guardian.",
            },
            {
              type: "p",
              text: "At first launch, the game asks for the player's age bracket. For players who say they are under 16, usage statistics are turned off and cannot be turned on. Purchases made by a minor require the authorisation of a parent or guardian, who can control them with the parental controls of the device or app store.",
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
              text: "We may update this policy when the game or the law changes. The date of the current version is shown at the top of this page. Significant changes will be announced in the game before they take effect, and we will ask for your consent again where it is required. Continuing to play after a minor update means you accept the updated policy.",
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
  },
};
