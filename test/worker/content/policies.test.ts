import { describe, expect, it } from "vitest";
import { policyDocuments } from "../../../src/content/policies";
import type { PolicySection } from "../../../src/content/policies/types";
import { locales } from "../../../src/i18n/locales";
import { findPageRoute, pageRoutes } from "../../../src/route-table";

describe("policy documents", () => {
  const policyRoutes = pageRoutes.filter((r) => r.template === "policy");

  it("one document per policy route", () => {
    expect(policyDocuments.map((d) => d.path).sort()).toEqual(policyRoutes.map((r) => r.path).sort());
  });

  it("a policy under /project-privacy has a group there; the site's own two have none", () => {
    for (const doc of policyDocuments) {
      const listed = findPageRoute(doc.path)!.parent === "/project-privacy";
      expect(doc.category !== undefined, doc.path).toBe(listed);
    }
  });

  it("a policy's title says it is in another language exactly when it has no version in the page's", () => {
    const saysOtherLanguage = /\((en anglais|en français|in French|in English)\)$/;
    for (const route of policyRoutes) {
      const doc = policyDocuments.find((d) => d.path === route.path)!;
      for (const locale of locales)
        expect(saysOtherLanguage.test(route.meta[locale].title), `${route.path} ${locale}`).toBe(!doc.versions[locale]);
    }
  });

  for (const doc of policyDocuments) {
    it(`${doc.path}: every section has a heading and text, anchors are unique`, () => {
      expect(doc.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      for (const version of Object.values(doc.versions)) {
        const ids: string[] = [];
        const walk = (section: PolicySection) => {
          ids.push(section.id);
          expect(section.heading.trim()).not.toBe("");
          expect(section.blocks.length + (section.subsections?.length ?? 0)).toBeGreaterThan(0);
          section.subsections?.forEach(walk);
        };
        version!.sections.forEach(walk);
        expect(new Set(ids).size).toBe(ids.length);
        for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      }
    });
  }

  it("the studio policy has sections 1 to 11 and the retention and rights the product document lists", () => {
    const fr = policyDocuments.find((d) => d.path === "/privacy-policy")!.versions.fr!;
    expect(fr.sections.map((s) => Number.parseInt(s.heading, 10))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    const text = JSON.stringify(fr);
    for (const phrase of ["30 jours", "12 mois", "16 ans", "CNIL"]) expect(text).toContain(phrase);
    expect(fr.sections.find((s) => s.id === "4-cookies")).toBeDefined();
  });
});
