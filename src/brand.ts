/** The address for questions and requests about personal data. */
const privacyEmail = "privacy@ludora.example";

/**
 * The data protection officer (GDPR art. 37), once the studio has designated one and declared them to the CNIL,
 * with an address that reaches them directly. Until then null, and the policies name the address for data
 * requests instead (decision 101): whether one must be designated is a claim for the studio and its counsel.
 */
const dataProtectionOfficer: { name: string; email: string } | null = null;

/**
 * The contact line of every privacy policy (`{brand.dataProtectionContact}`), in each language: the data
 * protection officer once named, else the address for data requests. Impersonal, so it reads the same in a
 * policy that says "vous" and in one that says "tu".
 */
export function dataProtectionContact(officer: { name: string; email: string } | null) {
  if (officer) {
    const address = `[${officer.email}](mailto:${officer.email})`;
    return {
      fr: `**Délégué à la protection des données (DPO) :** ${officer.name}, joignable à l'adresse ${address}.`,
      en: `**Data protection officer (DPO):** ${officer.name}, who can be reached at ${address}.`,
    };
  }
  const address = `[${privacyEmail}](mailto:${privacyEmail})`;
  return {
    fr: `**Données personnelles :** les questions et les demandes sur les données personnelles s'adressent à ${address}.`,
    en: `**Personal data:** questions and requests about personal data go to ${address}.`,
  };
}

/**
 * Site facts a real deployment changes. The brand is fictional until the studio supplies its own;
 * per-environment values (origin, redirect targets, widget, mail addresses) come from `[vars]`, read
 * through src/config/schema.ts. A fact written `{ fr, en }` is written in each language's words: a text quoting
 * it shows the one of its own language.
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
  /** The directeur de la publication the LCEN requires: a named person, with their role in each language. */
  publicationDirector: {
    fr: "Camille Martin, présidente de Ludora Studio SAS",
    en: "Camille Martin, President (présidente) of Ludora Studio SAS",
  },
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
    address: {
      fr: "101 Townsend St, San Francisco, CA 94107, États-Unis",
      en: "101 Townsend St, San Francisco, CA 94107, United States",
    },
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
