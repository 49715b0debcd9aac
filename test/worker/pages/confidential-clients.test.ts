// The studio describes its clients and never names them (docs/product.md §3.4, decision 101): no rendered page,
// in either language, carries a confidential client's name in its text, its attributes, its ids and keys, its
// island props, its JSON-LD or the names of the images it loads. The names are in the test fixtures.
import { describe, expect, it } from "vitest";
import { policyDocuments, projects } from "../../../src/content/site-content";
import { pageRoutes } from "../../../src/route-table";
import { confidentialClientNames, confidentialNamesIn } from "../../fixtures/confidential-clients";
import { readableParts } from "../../fixtures/readable-html";
import { send } from "../fixtures/requests";

const langs = ["fr", "en"] as const;

/** Every URL a visitor or a crawler can read: the route table, the projects, each policy version, the 404, the details. */
const urls = langs.flatMap((lang) => [
  ...pageRoutes.map((route) => `${route.path}?lang=${lang}`),
  ...projects.map((project) => `/project/${project.slug}?lang=${lang}`),
  ...policyDocuments().flatMap((doc) => Object.keys(doc.versions).map((v) => `${doc.path}?lang=${lang}&doc=${v}`)),
  `/no-such-page?lang=${lang}`,
  `/project-details/${lang}`,
]);

describe("no confidential client name on any page", () => {
  it("the fixture's names are found as words and identifiers, not inside other words", () => {
    for (const name of confidentialClientNames)
      expect(confidentialNamesIn(`«\u00a0${name.toUpperCase()}\u00a0»`), name).toHaveLength(1);
    expect(confidentialNamesIn('{"key":"ima","name":"Karim B."}')).toHaveLength(1);
    expect(confidentialNamesIn("BPCE, France\u00a0Télévisions, FRANCE-TELEVISIONS, francetv.svg")).toHaveLength(4);
    expect(confidentialNamesIn("the French public broadcaster; le service public audiovisuel")).toHaveLength(2);
    expect(confidentialNamesIn("Une image, une animation, imagine, Imaginarium, Hachette-like? no")).toHaveLength(1);
    expect(confidentialNamesIn("Une image, une animation, imagine, un groupe d'édition")).toEqual([]);
  });

  it("in the HTML source (the island props among it) and what it reads aloud and shows, in both languages", async () => {
    const found: string[] = [];
    for (const url of [...urls, "/sitemap.xml", "/robots.txt"]) {
      const response = await send(url);
      const body = await response.text();
      const lang = url.includes("lang=en") ? "en" : "fr";
      // The source as sent (ids, keys, class names, image names, JSON), then as read (entities decoded).
      const read = body.startsWith("<!DOCTYPE") ? readableParts(body, lang).map((part) => part.text) : [];
      for (const text of [body, ...read]) for (const hit of confidentialNamesIn(text)) found.push(`${url}: ${hit}`);
    }
    expect([...new Set(found)]).toEqual([]);
  }, 120_000);
});
