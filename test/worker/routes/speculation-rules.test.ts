// Speculation Rules and the back/forward cache, as a browser reads them from the responses (decision 082).
import { describe, expect, it } from "vitest";
import { projects } from "../../../src/content/site-content";
import { pageRoutes } from "../../../src/route-table";
import { bearer } from "../fixtures/staff";
import { ORIGIN, send } from "../fixtures/requests";

type Condition = { and: Condition[] } | { not: Condition } | { href_matches: string } | { selector_matches: string };

interface Link {
  href: string;
  attributes?: Record<string, string>;
}

/**
 * Whether a link meets a document rule's `where`, as Chromium decides it: URL patterns resolved against the
 * rules file's address, and the attribute selectors the rules use (`[a]`, `[a*='v']`, `[a~='v']`).
 */
function meets(condition: Condition, link: Link, base: string): boolean {
  if ("and" in condition) return condition.and.every((c) => meets(c, link, base));
  if ("not" in condition) return !meets(condition.not, link, base);
  if ("href_matches" in condition)
    return new URLPattern(condition.href_matches, base).test(new URL(link.href, `${ORIGIN}/`).href);
  const attributes: Record<string, string> = { href: link.href, ...link.attributes };
  return condition.selector_matches.split(",").some((selector) => {
    const [, name, operator, value] = /^\s*\[([\w-]+)(?:([*~]?)=['"]([^'"]*)['"])?\]\s*$/.exec(selector) ?? [];
    if (!name) throw new Error(`selector the test cannot read: ${selector}`);
    const actual = attributes[name];
    if (actual === undefined) return false;
    if (value === undefined) return true;
    if (operator === "*") return actual.includes(value);
    if (operator === "~") return actual.split(/\s+/).includes(value);
    return actual === value;
  });
}

async function rules() {
  const res = await send("/speculation-rules.json");
  expect(res.status).toBe(200);
  expect(res.headers.get("Content-Type")).toBe("application/speculationrules+json");
  return {
    base: `${ORIGIN}/speculation-rules.json`,
    json: (await res.json()) as { prerender: { source: string; where: Condition; eagerness: string }[] },
  };
}

const publicPages = [...pageRoutes.map((route) => route.path), `/project/${projects[0]!.slug}`];

describe("Speculation Rules", () => {
  it("every public page, and the not-found page, names the rules file in a header; no public page is no-store, so the back/forward cache keeps it, in either language", async () => {
    for (const path of [...publicPages, "/no-such-page"]) {
      for (const lang of ["fr", "en"]) {
        for (const res of [await send(path, { Cookie: `lang=${lang}` }), await send(`${path}?lang=${lang}`)]) {
          expect(res.headers.get("Speculation-Rules"), path).toBe('"/speculation-rules.json"');
          expect(res.headers.get("Cache-Control"), path).not.toContain("no-store");
        }
      }
    }
  });

  it("staff pages, the staff API and the public API carry no rules", async () => {
    for (const [path, headers] of [
      ["/admin", bearer],
      ["/admin", {}],
      ["/api/admin/messages", bearer],
      ["/api/contact", {}],
      ["/sitemap.xml", {}],
    ] as const) {
      const res = await send(path, headers);
      expect(res.headers.has("Speculation-Rules"), path).toBe(false);
    }
  });

  it("prerender same-origin public pages on intent (moderate), and nothing else", async () => {
    const { base, json } = await rules();
    expect(json.prerender).toHaveLength(1);
    const [rule] = json.prerender;
    expect(rule!.source).toBe("document");
    expect(rule!.eagerness).toBe("moderate");
    const speculated = (link: Link) => meets(rule!.where, link, base);
    for (const path of [...publicPages, "/#projects", "/contact"]) expect(speculated({ href: path }), path).toBe(true);
    const never: Link[] = [
      { href: "/admin" },
      { href: "/admin/messages/abc" },
      { href: "/api/contact" },
      { href: "/api/admin/messages" },
      { href: "/sante?lang=en" },
      { href: "?lang=en" },
      { href: "/contact?sent=1" },
      { href: "/politique-de-confidentialite?doc=en" },
      { href: "/images/brochure.pdf", attributes: { download: "" } },
      { href: "/project/wecare", attributes: { "data-wake-click": "" } },
      { href: "https://elsewhere.example/" },
      { href: "mailto:contact@ludora.example" },
    ];
    for (const link of never) expect(speculated(link), link.href).toBe(false);
  });

  it("the language switch's links are among those never speculated", async () => {
    const html = await (await send("/sante", { Cookie: "lang=fr" })).text();
    const switches = [...html.matchAll(/<a [^>]*data-language-switch[^>]*>/g)].map((match) => match[0]);
    expect(switches.length).toBeGreaterThan(0);
    const { base, json } = await rules();
    for (const tag of switches) {
      const href = /href="([^"]*)"/.exec(tag)![1]!.replace(/&amp;/g, "&");
      expect(meets(json.prerender[0]!.where, { href, attributes: { "data-language-switch": "" } }, base)).toBe(false);
    }
  });

  it("leave a page's memoised HTML and ETag as they were: the header is not in the page", async () => {
    const first = await send("/sante", { Cookie: "lang=fr" });
    const html = await first.text();
    expect(html).not.toContain("speculationrules");
    expect(html).not.toContain("speculation-rules");
    const etag = first.headers.get("ETag")!;
    const again = await send("/sante", { Cookie: "lang=fr", "If-None-Match": etag });
    expect(again.status).toBe(304);
    expect(again.headers.get("Speculation-Rules")).toBe('"/speculation-rules.json"');
  });
});
