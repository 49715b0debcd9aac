/** The address for questions and requests about personal data. */
const privacyEmail = "privacy@ludora.example";

/**
 * The data protection officer (GDPR art. 37), once the studio has designated one and declared them to the CNIL,
 * with an address that reaches them directly. Until then null, and the policies name the address for data
 * requests instead (decision 101): whether one must be designated is a claim for the studio and its counsel.
 */
const dataProtectionOfficer: { name: string; email: string } | null = null;

/**
 * Whom the policies' contact line names (`{brand.dataProtectionContact}`, after "questions and requests go to"):
 * the data protection officer once named, else the address for data requests. An acronym and an address read
 * the same in every language.
 */
export function dataProtectionContact(officer: { name: string; email: string } | null): string {
  return officer
    ? `${officer.name} (DPO), [${officer.email}](mailto:${officer.email})`
    : `[${privacyEmail}](mailto:${privacyEmail})`;
}

/**
 * Site facts a real deployment changes. The brand is fictional until the studio supplies its own;
 * per-environment values (origin, redirect targets, widget, mail addresses) come from `[vars]`, read
 * through src/config/schema.ts. A fact reads the same in every language; the words around it are the texts'.
 */
export const brand = {
  name: "Ludora",
  legalName: "Ludora Studio SAS",
  /** As French law names it; the legal notice is in French. */
  legalForm: "société par actions simplifiée (SAS)",
  /** In euros; the content writes it the way each language writes an amount. */
  shareCapitalEuros: 10_000,
  /**
   * The registered office (siège social): the company's address for the law and for post. The team works
   * remotely and meets in Paris one week a month; no page may call this an office where the team works.
   */
  registeredOffice: "12, rue de la Fontaine-au-Roi, 75011 Paris, France",
  /** Trade and companies register. The fictional SIREN fails the Luhn check, so it can be no real company's. */
  registration: "RCS Paris 900 000 002",
  /** Intra-community VAT number: FR, the key computed from the SIREN, the SIREN. */
  vatNumber: "FR71 900000002",
  /**
   * The directeur de la publication the LCEN requires: a named person. The legal notice gives their role in its
   * own words (the company's présidente, its President), which change with the person.
   */
  publicationDirector: "Camille Martin",
  email: "contact@ludora.example",
  privacyEmail,
  dataProtectionOfficer: dataProtectionOfficer as { name: string; email: string } | null,
  dataProtectionContact: dataProtectionContact(dataProtectionOfficer),
  careersEmail: "jobs@ludora.example",
  phone: "+33 1 99 00 12 34",
  phoneDisplay: "01 99 00 12 34",
  foundingYear: 2006,
  /** The year of the copyright line (docs/product.md §2.1: 2025). */
  copyrightYear: 2025,
  gameStudio: { name: "Ludora Games", url: "https://games.ludora.example" },
  gameEngine: { name: "Ludora Engine", url: "https://engine.ludora.example" },
  socialUrl: "https://www.linkedin.com/company/ludora-studio",
  /** Where the studio offers its services: the `areaServed` of each service page's schema.org Service. */
  areaServed: "France",
  /** The host the LCEN requires the legal notice to name, with its address and telephone number. */
  host: {
    name: "Cloudflare, Inc.",
    /** Its street address; the legal notice names the country in its own language. */
    address: "101 Townsend St, San Francisco, CA 94107",
    phone: "+1 650 319 8930",
    url: "https://www.cloudflare.com",
  },
} as const;

/** A phone number as a `tel:` link: the international form without spaces. */
export const telUrl = (phone: string): string => `tel:${phone.replace(/\s/g, "")}`;

/**
 * The facts of `brand` that are invented until the studio supplies its own. The claims report lists them
 * and `npm run preflight` refuses a production deploy while any of them is still here: replace the value
 * in `brand`, then remove its name from this list.
 */
export const fictionalBrandFacts: readonly (keyof typeof brand)[] = [
  "name",
  "legalName",
  "shareCapitalEuros",
  "registration",
  "vatNumber",
  "registeredOffice",
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
