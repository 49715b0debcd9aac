import { brand } from "../../brand";
import { shareCapital } from "./legal-facts";
import type { PolicyDocument } from "./types";

/** Privacy policy of the ad-supported game "Climbing Block" (English, March 2025). */
export const climbingBlocksPolicy: PolicyDocument = {
  path: "/privacy-policy-climbing-blocks/",
  updated: "2025-03-01",
  category: "games",
  claims: [
    { kind: "vendor", quote: { en: "AdMob" }, note: "The ad networks and tools the game really uses." },
    { kind: "vendor", quote: { en: "Unity Ads" } },
    { kind: "vendor", quote: { en: "AppLovin" } },
    { kind: "vendor", quote: { en: "Google Analytics" } },
    { kind: "vendor", quote: { en: "Firebase Crashlytics" } },
    {
      kind: "certification",
      quote: { en: "IAB Europe Transparency & Consent" },
      note: "Whether the game's consent tool is registered with the IAB framework.",
    },
    { kind: "retention", quote: { en: "14 months" } },
    { kind: "retention", quote: { en: "6 months" } },
    { kind: "retention", quote: { en: "90 days" } },
  ],
  versions: {
    en: {
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
              text: `Climbing Block is published by **${brand.legalName}**, a French simplified joint-stock company (société par actions simplifiée) with a share capital of ${shareCapital("en")}, whose registered office is at ${brand.registeredOffice} (referred to as 'we' or 'us').`,
            },
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
                  "Performance of the terms of use of the game (Art. 6(1)(b))",
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
                  "Performance of the terms of use of the game (Art. 6(1)(b))",
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
                "**On iOS**, your IDFA is only accessed if you tap 'Allow' in the system's tracking prompt. You can change this at any time in Settings > Privacy & Security > Tracking.",
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
              ],
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
              text: "Some of our partners and providers are based in the United States or process data there. These transfers are covered by the European Commission's adequacy decision on the EU-US Data Privacy Framework, for companies certified under it, or by the standard contractual clauses adopted by the European Commission, together with additional safeguards where needed.",
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
              text: "If you live in the European Union and are under 16, please ask a parent or guardian before accepting personalised advertising. Without their agreement, choose to refuse it: you will keep playing normally with non-personalised ads.",
            },
          ],
        },
        {
          id: "11-changes",
          heading: "11. Changes to this policy",
          blocks: [
            {
              type: "p",
              text: "We may update this policy, for example when we add or remove an advertising partner. The date of the current version is shown at the top of this page. When a change affects how your data is used, we show the consent message again in the game so that you can review your choices. Continuing to play after a minor update means you accept the updated policy.",
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
  },
};
