import { brand } from "../../brand";
import { shareCapital } from "./legal-facts";
import type { PolicyDocument } from "./types";

/** Privacy policy of the game "Thorn Busters: 9 mondes" (English, March 2025). */
export const nineWorldsPolicy: PolicyDocument = {
  path: "/privacy-thorn-busters-9-mondes/",
  updated: "2025-03-01",
  category: "games",
  claims: [
    { kind: "vendor", quote: { en: "Unity Analytics" } },
    { kind: "retention", quote: { en: "13 months" } },
    { kind: "retention", quote: { en: "90 days" } },
  ],
  versions: {
    en: {
      intro: [
        `This privacy policy explains how personal data is handled in **Thorn Busters: 9 mondes** (referred to below as **9 mondes**), a game published by ${brand.legalName} in which you clear the thorns invading nine worlds.`,
        "We designed 9 mondes to collect as little data as possible. The game has no account, no advertising, no in-app chat and no in-app purchases. Your progress stays on your device. The only data we may receive is anonymous usage statistics and crash reports, and only if you agree.",
      ],
      sections: [
        {
          id: "1-who-we-are",
          heading: "1. Who we are",
          blocks: [
            {
              type: "p",
              text: `9 mondes is published by **${brand.legalName}**, a French simplified joint-stock company (société par actions simplifiée) with a share capital of ${shareCapital("en")}, whose registered office is at ${brand.registeredOffice} ('we' or 'us'). We are the data controller for the processing described in this policy.`,
            },
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
                "**Optional statistics**: anonymous usage statistics and crash reports are sent only if you accept them, and never for players under 16.",
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
                  "Performance of the terms of use of the game (Art. 6(1)(b))",
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
              text: "At first launch, the game asks whether you agree to share anonymous statistics and crash reports. Both buttons, accept and refuse, are shown side by side. You can change your answer at any time in **Settings > Privacy**; refusing has no effect on the game.",
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
              text: "Our analytics provider may process data in the United States. Such transfers are covered by the European Commission's adequacy decision on the EU-US Data Privacy Framework, for certified companies, or by the European Commission's standard contractual clauses.",
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
              text: "9 mondes can be enjoyed by the whole family, but we do not knowingly collect personal data from children under 16 without the consent of a parent or guardian.",
            },
            {
              type: "p",
              text: "At first launch, the game asks for the player's age bracket. When the player says they are under 16, the statistics option is not offered and nothing is sent to us or to our provider: the game works entirely on the device.",
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
              text: "We may update this policy when the game or the law changes. The date of the current version is shown at the top of this page. Significant changes, such as a new category of data collected, will be announced in the game, and we will ask for your consent again where it is required. Continuing to play after a minor update means you accept the updated policy.",
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
  },
};
