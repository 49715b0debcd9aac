// The content editor's own words in English (decision 083): its collections and what its widgets say (each
// field's label and hint are beside it in the schema, scripts/content/types.ts). One file per language of the
// site (src/i18n/locale-list.ts), each with the same keys (editor/i18n/catalogues.ts checks it); the form is
// generated in each at build (scripts/editor-config.mjs).
// Placeholders in braces ({label}) are filled in by the editor.
export const en = {
  /** The page's title; `{brand}` is the studio's name. */
  title: "Content editor · {brand}",
  /** Before the links to the editor in another language. */
  otherLanguages: "Editor in",
  ui: {
    /** An entry other entries show, not deleted: `{names}` lists them. */
    namedElsewhere: "Not deleted: it is shown in {names}. Remove it from there first, then delete it.",
    /** A name quoted in a sentence. */
    quoted: "“{name}”",
    /** A text written in every language lacks some: `{languages}` names them ("French, English"). */
    missingLanguages: "{label}: the {languages} text is missing",
    /** `{value}` is already another entry's (`{entry}`, its file). */
    taken: "{label}: {value} is already used by {entry}",
    previewWaits: "The preview shows once the required fields are filled in.",
    /** Inline marks the site would show as written (src/content/rich-marks.ts). */
    linkInBold: "{label} puts a link inside bold: {mark}",
    badTarget: "{label} links “{text}” to “{target}”: write a page (/…), a web address (https://…), mailto: or tel:",
    unpairedBold: "{label} has a ** without its pair: bold is written **words**",
    badLink: "{label} has a link not written [text](address), with no space in the address",
    /** A text longer than its field takes (scripts/content/inputs.ts); `{count}` and `{max}` are numbers. */
    tooLong: "{label}: {count} characters, where {max} at most fit. Shorten the text.",
    /** What a text field takes, in its hint and when it refuses one (scripts/content/inputs.ts). */
    maxLength: "{max} characters at most.",
    textRules:
      "{max} characters at most, with no HTML tag (<…>) or entity (&…;): the site shows the text exactly as written.",
    /** A text in one language (`{language}`) that its field refuses: `{problem}` says why. */
    refusedIn: "{label} ({language}): {problem}",
  },
  /** Each collection's name in the list, and what one of its entries is called. */
  collections: {
    projects: { label: "Projects", singular: "Project" },
    testimonials: { label: "Testimonials", singular: "Testimonial" },
    clientLogos: { label: "Client logos", singular: "Client logo" },
    services: { label: "Service pages", singular: "Service page" },
    achievements: { label: "Achievement pages", singular: "Achievement page" },
    policies: { label: "Policies and legal notice", singular: "Policy" },
    pages: { label: "Pages", singular: "Page" },
    launch: { label: "Launch", singular: "Confirmation" },
  },
  /** The pages with a template of their own (src/content/pages/). */
  pages: {
    home: "Home",
    portfolio: "Portfolio",
    "project-privacy": "Privacy policies index",
    contact: "Contact",
    careers: "Careers",
    about: "About",
    expertise: "Expertise",
    confirmations: "Confirmed before launch",
  },
  /** The choices of a list of codes, each by its name in the form (a code the catalogue does not name shows as it is). */
  options: {
    kind: {
      company: "A fact about the company",
      person: "A person and their job",
      quote: "A client's words",
      client: "Who a client is",
      project: "A detail of a project",
      figure: "A figure",
      outcome: "An effect on the users",
      history: "The studio's history",
      practice: "A way the studio works",
      vendor: "A product, partner or supplier",
      certification: "A certification or a standard",
      retention: "A retention period",
    },
    layout: { grid: "Grid", carousel: "Carousel" },
    color: { violet: "Violet", pink: "Pink", amber: "Amber", teal: "Teal" },
    category: { general: "General", health: "Health", games: "Games" },
  },
  decap: {
    editor: {
      editorToolbar: {
        status: "Status: %{status}",
        draft: "Draft",
        inReview: "In review",
        ready: "Ready",
        publish: "Publish",
        publishNow: "Publish now",
        /** Shown while the draft's checks run, or when they failed: the preview link comes once they pass. */
        deployPreviewPendingButtonLabel: "Checks running or failed: check again",
        deployPreviewButtonLabel: "View preview",
      },
      editor: {
        onPublishingNotReady: "Set the status to “Ready” before publishing.",
      },
    },
    ui: {
      toast: {
        /** A publication the Git host refused: the draft's checks have not all passed (docs/deploy.md). */
        onFailToPublishEntry:
          "Not published: this draft's checks have not all passed yet, or one failed (%{details}). The draft's page on the Git host names what to change; change it, save, and publish again.",
      },
    },
    workflow: {
      workflow: { workflowHeading: "Drafts" },
      workflowList: { draftHeader: "Drafts", inReviewHeader: "In review", readyHeader: "Ready" },
    },
  },
};
