/**
 * Site facts a real deployment changes. The brand is fictional until the studio supplies its own;
 * per-environment values (origin, redirect targets, widget, mail addresses) come from `[vars]`, read
 * through src/env-config.ts.
 */
export const brand = {
  name: "Ludora",
  legalName: "Ludora Studio SAS",
  shareCapital: "10 000 €",
  registration: "RCS Paris 000 000 000 (à compléter)",
  vatNumber: "FR00 000000000 (à compléter)",
  address: "12 rue de la Fontaine au Roi, 75011 Paris, France",
  publicationDirector: "Le président de Ludora Studio SAS",
  email: "contact@ludora.example",
  privacyEmail: "privacy@ludora.example",
  careersEmail: "jobs@ludora.example",
  phone: "+33 1 99 00 12 34",
  phoneDisplay: "01 99 00 12 34",
  foundingYear: 2006,
  /** The year of the copyright line (spec: 2025). */
  copyrightYear: 2025,
  gameStudio: { name: "Ludora Games", url: "https://games.ludora.example" },
  gameEngine: { name: "Ludora Engine", url: "https://engine.ludora.example" },
  socialUrl: "https://www.linkedin.com/company/ludora-studio",
  host: {
    name: "Cloudflare, Inc.",
    address: "101 Townsend St, San Francisco, CA 94107, United States",
    url: "https://www.cloudflare.com",
  },
} as const;

/**
 * The facts of `brand` that are invented until the studio supplies its own. The claims report lists them
 * and `npm run preflight` refuses a production deploy while any of them is still here: replace the value
 * in `brand`, then remove its name from this list.
 */
export const fictionalBrandFacts: readonly (keyof typeof brand)[] = [
  "name",
  "legalName",
  "shareCapital",
  "registration",
  "vatNumber",
  "address",
  "publicationDirector",
  "email",
  "privacyEmail",
  "careersEmail",
  "phone",
  "phoneDisplay",
  "gameStudio",
  "gameEngine",
  "socialUrl",
];
