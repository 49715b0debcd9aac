import { describe, expect, it } from "vitest";
import { brand } from "../../../src/brand";
import { policyDocuments, projects } from "../../../src/content/site-content";
import { lastUpdated } from "../../../src/content/policies/last-updated";
import { pageRoutes, type PageRoute, type PageTemplate } from "../../../src/route-table";
import { ORIGIN, send } from "../fixtures/requests";

/**
 * What each kind of page is to a crawler (decision 051): the schema.org type of its page node, and what
 * the page is about (its main entity), written here from the types' definitions rather than from the code.
 */
const expected: Record<PageTemplate, { type: string; mainEntity?: string }> = {
  home: { type: "WebPage" },
  contact: { type: "ContactPage", mainEntity: "Organization" },
  about: { type: "AboutPage", mainEntity: "Organization" },
  careers: { type: "WebPage" },
  expertise: { type: "CollectionPage", mainEntity: "ItemList" },
  service: { type: "WebPage", mainEntity: "Service" },
  portfolio: { type: "CollectionPage", mainEntity: "ItemList" },
  achievement: { type: "CollectionPage", mainEntity: "ItemList" },
  policy: { type: "WebPage" },
  "policy-index": { type: "CollectionPage", mainEntity: "ItemList" },
};

type Node = Record<string, unknown> & { "@type"?: string };
type List = { numberOfItems: number; itemListElement: { url: string }[] };

async function page(path: string): Promise<{ html: string; blocks: Node[] }> {
  const res = await send(path);
  expect(res.status, path).toBe(200);
  const html = await res.text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    ([, json]) => JSON.parse(json!) as Node,
  );
  for (const block of blocks) expect(block["@context"], path).toBe("https://schema.org");
  return { html, blocks };
}

const ofType = (blocks: Node[], type: string) => blocks.filter((block) => block["@type"] === type);
const studio = { "@type": "Organization", "@id": `${ORIGIN}/#organization`, name: brand.name, url: ORIGIN };
const main = (html: string) => /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? "";

/** Required of every page node: its name, description, language and address, as the page's head gives them. */
function expectPageNode(node: Node, route: PageRoute, lang: "fr" | "en") {
  expect(node, route.path).toMatchObject({
    "@type": expected[route.template].type,
    name: route.meta[lang].title,
    description: route.meta[lang].description,
    inLanguage: lang,
    url: `${ORIGIN}${route.path}?lang=${lang}`,
  });
}

/** Required of a list (as Google reads a summary list): ListItems numbered from 1, each a page of the site. */
function expectItemList(list: unknown, lang: "fr" | "en", where: string): string[] {
  const { itemListElement, numberOfItems } = list as List;
  expect(itemListElement.length, where).toBeGreaterThan(0);
  expect(list, where).toMatchObject({
    "@type": "ItemList",
    numberOfItems: itemListElement.length,
    itemListElement: itemListElement.map((_, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: expect.stringMatching(/\S/),
      url: expect.stringMatching(new RegExp(`^${ORIGIN}/[^?]*\\?lang=${lang}$`)),
    })),
  });
  expect(numberOfItems).toBe(itemListElement.length);
  return itemListElement.map((item) => item.url.slice(ORIGIN.length).split("?")[0]!);
}

describe("JSON-LD of every page kind", () => {
  for (const route of pageRoutes) {
    for (const lang of ["fr", "en"] as const) {
      it(`${route.path} in ${lang}: a ${expected[route.template].type} with its required properties`, async () => {
        const { html, blocks } = await page(`${route.path}?lang=${lang}`);
        const pages = ofType(blocks, expected[route.template].type);
        expect(pages, route.path).toHaveLength(1);
        const node = pages[0]!;
        expectPageNode(node, route, lang);
        const entity = node.mainEntity as Node | undefined;
        expect(entity?.["@type"], route.path).toBe(expected[route.template].mainEntity);

        if (entity?.["@type"] === "ItemList") {
          // The list is what the page presents: every item is linked from the page's content.
          const paths = expectItemList(entity, lang, route.path);
          for (const path of paths) expect(main(html), `${route.path} lists ${path}`).toContain(`href="${path}"`);
          expect(new Set(paths).size).toBe(paths.length);
        }
        if (entity?.["@type"] === "Service") {
          expect(entity, route.path).toMatchObject({
            name: route.meta[lang].name,
            description: expect.stringMatching(/\S/),
            provider: studio,
            areaServed: { "@type": "Country", name: brand.areaServed },
            url: `${ORIGIN}${route.path}?lang=${lang}`,
          });
        }
        if (entity?.["@type"] === "Organization") expect(entity).toMatchObject(studio);
        if (route.template === "contact") expect(entity).toMatchObject({ email: brand.email, telephone: brand.phone });
        if (route.template === "policy") {
          const doc = policyDocuments().find((d) => d.path === route.path)!;
          expect(node.dateModified).toBe(lastUpdated(doc));
        }

        const [trail, ...more] = ofType(blocks, "BreadcrumbList");
        expect(more).toEqual([]);
        if (route.path === "/") {
          expect(trail).toBeUndefined();
        } else {
          const items = (trail as { itemListElement: unknown[] }).itemListElement;
          expect(items.length).toBeGreaterThanOrEqual(2);
          expect(trail).toMatchObject({
            itemListElement: items.map((_, i) => ({
              "@type": "ListItem",
              position: i + 1,
              name: expect.stringMatching(/\S/),
              item: expect.stringMatching(new RegExp(`^${ORIGIN}/[^?]*\\?lang=${lang}$`)),
            })),
          });
          expect(items.at(-1)).toMatchObject({
            name: route.meta[lang].name,
            item: `${ORIGIN}${route.path}?lang=${lang}`,
          });
        }
      });
    }
  }

  it("the portfolio lists its six featured projects, an achievement page its own, in the order shown", async () => {
    const portfolio = (await page("/nos-realisations?lang=en")).blocks[0]!;
    expect(expectItemList(portfolio.mainEntity, "en", "portfolio")).toEqual(
      projects.slice(0, 6).map((p) => `/project/${p.slug}`),
    );
    const { html, blocks } = await page("/sante?lang=fr");
    const shown = [...new Set([...main(html).matchAll(/href="(\/project\/[^"]+)"/g)].map(([, path]) => path!))];
    expect(expectItemList(blocks[0]!.mainEntity, "fr", "/sante")).toEqual(shown);
  });

  it("the expertise page lists every service page, as its offerings show them, named in the page's language", async () => {
    const { html, blocks } = await page("/notre-expertise?lang=en");
    const services = pageRoutes.filter((r) => r.template === "service");
    expect(expectItemList(blocks[0]!.mainEntity, "en", "expertise")).toEqual(services.map((r) => r.path));
    expect(
      (blocks[0]!.mainEntity as { itemListElement: { name: string }[] }).itemListElement.map((i) => i.name),
    ).toEqual(services.map((r) => r.meta.en.name));
    // The cards show the same services, in the same order (docs/product.md §2.6).
    const offerings = /<section[^>]*id="offerings"[\s\S]*?<\/section>/.exec(html)![0];
    expect([...offerings.matchAll(/href="(\/[^"#]+)"/g)].map(([, path]) => path)).toEqual(services.map((r) => r.path));
  });

  it("the home page describes the studio: an Organization with its logo, address and other sites", async () => {
    // The same in either language: the studio's facts are not translated.
    const { blocks } = await page("/?lang=fr");
    const [organization] = ofType(blocks, "Organization");
    expect(organization).toMatchObject({
      ...studio,
      legalName: brand.legalName,
      email: brand.email,
      telephone: brand.phone,
      foundingDate: String(brand.foundingYear),
      logo: expect.stringMatching(new RegExp(`^${ORIGIN}/assets/images/brand/logo\\.\\w+\\.svg$`)),
      address: { "@type": "PostalAddress", addressCountry: "FR" },
      sameAs: [brand.gameStudio.url, brand.gameEngine.url, brand.socialUrl],
    });
    // The address in parts is the registered office of src/brand.ts: replacing one means replacing both.
    const address = organization!.address as Record<string, string>;
    for (const part of ["streetAddress", "postalCode", "addressLocality"])
      expect(brand.registeredOffice, part).toContain(address[part]);
    expect(ofType(blocks, "WebPage")[0]).toMatchObject({ about: { "@id": studio["@id"] } });
  });

  it("a project page is a CreativeWork by the studio, in the page's language", async () => {
    for (const lang of ["fr", "en"] as const) {
      const project = projects.find((p) => p.slug === "wecare")!;
      const { blocks } = await page(`/project/wecare?lang=${lang}`);
      const [work] = ofType(blocks, "CreativeWork");
      expect(work).toMatchObject({
        name: project.title[lang],
        description: expect.stringMatching(/\S/),
        genre: project.category[lang],
        inLanguage: lang,
        url: `${ORIGIN}/project/wecare?lang=${lang}`,
        image: expect.stringMatching(new RegExp(`^${ORIGIN}/assets/`)),
        creator: studio,
        sourceOrganization: { "@type": "Organization", name: project.client[lang] },
      });
      expect(ofType(blocks, "BreadcrumbList")).toHaveLength(1);
    }
  });
});
