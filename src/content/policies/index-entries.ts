import type { PolicyIndexEntry } from "./types";

/** The cards of /project-privacy, in display order within each group. The index page is French. */
export const policyIndexEntries: PolicyIndexEntry[] = [
  {
    category: "general",
    title: "Politique de confidentialité générale",
    description:
      "Les règles communes à toutes nos applications et à tous nos jeux : données collectées, publicité, mesure d'audience, protection des mineurs et exercice de vos droits.",
    url: "/privacy/",
  },
  {
    category: "games",
    title: "Climbing Block",
    description:
      "Jeu mobile gratuit financé par la publicité : données traitées, partenaires publicitaires et protection des enfants de moins de 13 ans.",
    url: "/privacy-policy-climbing-blocks/",
  },
  {
    category: "games",
    title: "9 mondes",
    description:
      "Données traitées par le jeu 9 mondes, services tiers utilisés et règles applicables aux joueurs de moins de 16 ans.",
    url: "/privacy-thorn-busters-9-mondes/",
  },
  {
    category: "games",
    title: "Titan Survivor",
    description:
      "Politique du jeu Titan Survivor, mise à jour le 2 juillet 2025 : données collectées, services tiers, joueurs de moins de 16 ans et droits des utilisateurs.",
    url: "/privacy-titan-survivor/",
  },
  {
    category: "health",
    title: "WeCare",
    description:
      "Application de promotion de la santé WeCare : données traitées, finalités, sécurité et droits des utilisateurs.",
    url: "/privacy-policy-promotion-sante/",
  },
  {
    category: "health",
    title: "Care Island",
    description:
      "Care Island, jeu thérapeutique destiné aux adolescents : données traitées, confidentialité des informations de santé et droits des utilisateurs.",
    url: "/privacy-policy-promotion-sante-care-island/",
  },
];

/** The fixed copy of /project-privacy. */
export const policyIndexCopy = {
  title: "Politiques de confidentialité de nos projets",
  intro:
    "Chaque application et chaque jeu que nous publions dispose d'une politique de confidentialité qui explique quelles données sont traitées, pourquoi, et comment exercer vos droits. Retrouvez ici la politique générale commune à toutes nos applications, puis celles de nos jeux vidéo et de nos applications santé.",
  groups: {
    general: "Politique générale",
    games: "Jeux vidéo",
    health: "Applications santé",
  },
  linkLabel: "Consulter la politique",
  /** Before the links to each language version of a policy (their names are each language's own). */
  versionsLabel: "Lire en :",
  contactTitle: "Une question sur nos politiques ?",
  contactText:
    "Pour toute question sur la confidentialité de nos applications ou pour exercer vos droits sur vos données, écrivez à notre équipe : nous vous répondons dans un délai de 30 jours au plus.",
  contactButton: "Nous contacter",
} as const;
