import { describe, expect, it } from "vitest";
import { brand, fictionalBrandFacts } from "../../../src/brand";
import { shareCapital } from "../../../scripts/content/legal-facts";
import { policyDocuments } from "../../../src/content/site-content";
import { typesetFrench } from "../../../scripts/content/typography";

// The notice as pages show it: typeset (decision 015), so the forms it is searched for are typeset too.
const legalNotice = policyDocuments().find((doc) => doc.path === "/legal-notice")!;
const text = JSON.stringify(legalNotice.versions.fr);

describe("legal notice (mentions légales)", () => {
  it("states every field French law requires, each from the site config", () => {
    for (const [label, value] of [
      ["Raison sociale", brand.legalName],
      ["Forme juridique", brand.legalForm],
      ["Capital social", shareCapital("fr")],
      ["Siège social", brand.registeredOffice],
      ["Immatriculation", brand.registration],
      ["N° de TVA intracommunautaire", brand.vatNumber],
      ["Direction de la publication", brand.publicationDirector],
      ["E-mail", brand.email],
      ["Téléphone", brand.phoneDisplay],
    ]) {
      // The value itself, or a link that reads as it (e-mail and phone are mailto: and tel: links).
      const stated = [`**${label} :** ${value}`, `**${label} :** [${value}](`].some((form) =>
        text.includes(typesetFrench(form)),
      );
      expect(stated, `${label}: ${value}`).toBe(true);
    }
    for (const value of [brand.host.name, brand.host.address, brand.host.phone, brand.host.url]) {
      expect(text).toContain(value);
    }
  });

  it("names the publication director and the host in each version, their role and country in its own words", () => {
    const english = JSON.stringify(legalNotice.versions.en);
    // Their role and country in English words: test/worker/content/policies.test.ts.
    for (const fact of [brand.publicationDirector, brand.host.address]) expect(english).toContain(fact);
  });

  it("leaves nothing to fill in", () => {
    expect(text).not.toMatch(/à compléter|TODO|XXX/i);
  });

  it("marks every invented legal identifier as fictional", () => {
    for (const fact of ["legalName", "shareCapitalEuros", "registeredOffice", "registration", "vatNumber"] as const) {
      expect(fictionalBrandFacts).toContain(fact);
    }
    expect(fictionalBrandFacts).toContain("publicationDirector");
  });

  it("writes the share capital the way each language writes an amount", () => {
    expect(shareCapital("fr")).toBe("10\u202f000\u00a0€");
    expect(shareCapital("en")).toBe("€10,000");
  });
});
