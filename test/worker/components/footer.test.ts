import { describe, expect, it } from "vitest";
import { footerColumns as footerColumnNames } from "../../../src/content/route-types";
import { findPageRoute, pageRoutes } from "../../../src/route-table";
import { send } from "../fixtures/requests";

/** The footer's columns as rendered: each column's title and the links in it (href, text), in order. */
async function footerColumns(path: string): Promise<{ title: string; links: [string, string][] }[]> {
  const html = await (await send(path)).text();
  const footer = /<footer[\s\S]*?<\/footer>/.exec(html)?.[0] ?? "";
  return [...footer.matchAll(/<nav class="footer-column" aria-label="([^"]+)">([\s\S]*?)<\/nav>/g)].map(
    ([, title, column]) => ({
      title: title!,
      links: [...column!.matchAll(/<a href="([^"]+)"[^>]*>([^<]*)/g)].map(([, href, text]) => [href!, text!]),
    }),
  );
}

const internal = (links: [string, string][]) => links.map(([href]) => href).filter((href) => href.startsWith("/"));

describe("the footer", () => {
  it("has the product document's columns (docs/product.md §2.1), each listing the pages placed in it, then the addresses and the studio's sites", async () => {
    const columns = await footerColumns("/contact?lang=fr");
    expect(columns.map((column) => column.title)).toEqual([
      "Expertises",
      "Réalisations",
      "Contact",
      "Studio",
      "Informations légales",
    ]);
    // Each column lists the pages the route table places in it, in its order: whatever pages the content has.
    expect(columns.map((column) => internal(column.links).filter((href) => !href.includes("#")))).toEqual(
      footerColumnNames.map((name) => pageRoutes.filter((route) => route.footer?.column === name).map((r) => r.path)),
    );
    // The cookie policy is a section of a legal page, linked after the pages.
    expect(internal(columns[4]!.links).at(-1)).toMatch(/^\/[\w-]+#[\w-]+$/);
    expect(columns[2]!.links.map(([href]) => href.split(":")[0])).toEqual(["/contact", "/careers", "mailto", "tel"]);
    expect(columns[3]!.links.filter(([href]) => href.startsWith("https://"))).toHaveLength(3);
  });

  it("names each page by its route name in the page's language, or by the footer label it is given", async () => {
    for (const lang of ["fr", "en"] as const) {
      const links = new Map((await footerColumns(`/?lang=${lang}`)).flatMap((column) => column.links));
      for (const route of pageRoutes.filter((r) => r.footer && !r.footer.label))
        expect(links.get(route.path), `${route.path} ${lang}`).toBe(route.meta[lang].name.replace(/'/g, "&#x27;"));
    }
    const fr = new Map((await footerColumns("/?lang=fr")).flatMap((column) => column.links));
    expect(fr.get("/contact")).toBe("Formulaire de contact");
    // The about page has one name, in the footer too (docs/glossary.md).
    expect(fr.get("/qui-sommes-nous")).toBe(findPageRoute("/qui-sommes-nous")!.meta.fr.name);
  });

  it("every page of the route table is linked from the footer, or from its parent page (home is the logo)", async () => {
    const inFooter = new Set((await footerColumns("/?lang=fr")).flatMap((column) => internal(column.links)));
    const unreachable: string[] = [];
    for (const route of pageRoutes) {
      if (route.path === "/" || inFooter.has(route.path)) continue;
      const parent = route.parent ? await (await send(`${route.parent}?lang=fr`)).text() : "";
      if (!inFooter.has(route.parent ?? "") || !parent.includes(`href="${route.path}"`)) unreachable.push(route.path);
    }
    expect(unreachable).toEqual([]);
  });
});
