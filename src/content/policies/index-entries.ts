import type { Locale } from "../../i18n/locale-list";

/** The language the index of app policies is written in, whatever the site's language. */
export const policyIndexLocale: Locale = "fr";

/**
 * The fixed copy of /project-privacy (French, as the product document has it). Its cards are not listed here: each is a
 * route under /project-privacy (its French name and description, src/route-table.ts) and its policy
 * document (its group, `category`, and the languages it is written in).
 */
export const policyIndexCopy = {
  title: "Politiques de confidentialité de nos projets",
  intro:
    "Chaque application et chaque jeu que nous publions dispose d'une politique de confidentialité qui explique quelles données sont traitées, pourquoi, et comment exercer vos droits. Retrouvez ici la politique générale commune à toutes nos applications, puis celles de nos jeux vidéo et de nos applications santé.",
  groups: {
    general: "Politique générale",
    games: "Jeux vidéo",
    health: "Applications santé",
  },
  /** Which version prevails and how each is dated (decision 072). */
  versionsNote:
    "Chaque politique est publiée en français et en anglais, et chaque version porte sa propre date de mise à jour. La version française fait référence : en cas de divergence, elle prévaut sur la traduction anglaise.",
  linkLabel: "Consulter la politique",
  /** Before the links to each language version of a policy (their names are each language's own). */
  versionsLabel: "Lire en :",
  contactTitle: "Une question sur nos politiques ?",
  contactText:
    "Pour toute question sur la confidentialité de nos applications ou pour exercer vos droits sur vos données, écrivez à notre équipe : nous vous répondons dans un délai d'un mois.",
  contactButton: "Nous contacter",
} as const;
