// Les mots de l’éditeur de contenu en français (décision 083) : ses collections et ce que disent ses widgets
// (le libellé et l’aide de chaque champ sont à côté de lui dans le schéma, scripts/content/types.ts). Mêmes clés que en.ts (editor/i18n/catalogues.ts le vérifie).
// Les paramètres entre accolades ({label}) sont remplis par l’éditeur.
import type { en } from "./en";

export const fr: typeof en = {
  title: "Éditeur de contenu · {brand}",
  otherLanguages: "Éditeur en",
  ui: {
    namedElsewhere: "Pas supprimée : elle figure dans {names}. Retirez-la d’abord de là, puis supprimez-la.",
    quoted: "« {name} »",
    missingLanguages: "{label} : le texte en {languages} manque",
    taken: "{label} : {value} est déjà utilisé par {entry}",
    previewWaits: "L’aperçu s’affiche une fois les champs obligatoires remplis.",
    linkInBold: "{label} met un lien dans du gras : {mark}",
    badTarget:
      "{label} fait pointer « {text} » vers « {target} » : indiquez une page (/…), une adresse web (https://…), mailto: ou tel:",
    unpairedBold: "{label} contient un ** sans son pendant : le gras s’écrit **mots**",
    badLink: "{label} contient un lien qui n’est pas écrit [texte](adresse), sans espace dans l’adresse",
    tooLong: "{label} : {count} caractères, pour {max} au plus. Raccourcissez le texte.",
    maxLength: "{max} caractères au plus.",
    textRules:
      "{max} caractères au plus, sans balise HTML (<…>) ni entité (&…;) : le site affiche le texte tel qu’il est écrit.",
    refusedIn: "{label} ({language}) : {problem}",
  },
  collections: {
    projects: { label: "Projets", singular: "Projet" },
    testimonials: { label: "Témoignages", singular: "Témoignage" },
    clientLogos: { label: "Logos clients", singular: "Logo client" },
    services: { label: "Pages services", singular: "Page service" },
    achievements: { label: "Pages de réalisations", singular: "Page de réalisations" },
    policies: { label: "Confidentialité et mentions légales", singular: "Document légal" },
    pages: { label: "Pages", singular: "Page" },
    launch: { label: "Lancement", singular: "Confirmation" },
  },
  pages: {
    home: "Accueil",
    portfolio: "Réalisations",
    "project-privacy": "Index des politiques de confidentialité",
    contact: "Contact",
    careers: "Carrières",
    about: "Qui sommes-nous",
    expertise: "Expertise",
    confirmations: "Confirmé avant le lancement",
  },
  /** The choices of a list of codes, each by its name in the form (a code the catalogue does not name shows as it is). */
  options: {
    kind: {
      company: "Un fait sur l’entreprise",
      person: "Une personne et son poste",
      quote: "Les mots d’un client",
      client: "Qui est un client",
      project: "Un détail d’un projet",
      figure: "Un chiffre",
      outcome: "Un effet sur les utilisateurs",
      history: "L’histoire du studio",
      practice: "Une façon de travailler du studio",
      vendor: "Un produit, un partenaire ou un fournisseur",
      certification: "Une certification ou une norme",
      retention: "Une durée de conservation",
    },
    layout: { grid: "Grille", carousel: "Carrousel" },
    color: { violet: "Violet", pink: "Rose", amber: "Ambre", teal: "Bleu-vert" },
    category: { general: "Générale", health: "Santé", games: "Jeux" },
  },
  decap: {
    editor: {
      editorToolbar: {
        status: "Statut : %{status}",
        draft: "Brouillon",
        inReview: "En relecture",
        ready: "Prêt",
        publish: "Publier",
        publishNow: "Publier maintenant",
        deployPreviewPendingButtonLabel: "Vérifications en cours ou refusées : vérifier à nouveau",
        deployPreviewButtonLabel: "Voir l’aperçu",
      },
      editor: {
        onPublishingNotReady: "Passez le statut à « Prêt » avant de publier.",
      },
    },
    ui: {
      toast: {
        onFailToPublishEntry:
          "Pas publié : les vérifications de ce brouillon ne sont pas toutes passées, ou l’une a échoué (%{details}). La page du brouillon chez l’hébergeur Git nomme ce qu’il faut changer : changez-le, enregistrez, puis publiez de nouveau.",
      },
    },
    workflow: {
      workflow: { workflowHeading: "Brouillons" },
      workflowList: { draftHeader: "Brouillons", inReviewHeader: "En relecture", readyHeader: "Prêt" },
    },
  },
};
