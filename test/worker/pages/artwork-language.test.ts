import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { brand } from "../../../src/brand";
import { homeCopy, projects } from "../../../src/content/site-content";
import { locales } from "../../../src/i18n/locale-list";
import { decodeMarkup, ORIGIN, send } from "../fixtures/requests";

// Decision 037: what the build draws carries the words of the page that shows it, read from the files the pages
// point to: a project's drawn cover and its link preview its title, the site's preview the brand and its line.

async function page(path: string, locale: string): Promise<string> {
  const res = await send(`${path}?lang=${locale}`);
  expect(res.status, path).toBe(200);
  return res.text();
}

async function served(url: string): Promise<Uint8Array> {
  const res = await env.ASSETS.fetch(new Request(`${ORIGIN}${url}`));
  expect(res.status, url).toBe(200);
  return new Uint8Array(await res.arrayBuffer());
}

/** The words an SVG draws: each <text>, its lines joined by a space. */
const drawnIn = (svg: string) =>
  [...svg.matchAll(/<text\b[^>]*>([\s\S]*?)<\/text>/g)].map(([, text]) =>
    decodeMarkup(text!.replace(/<\/tspan><tspan[^>]*>/g, " ").replace(/<[^>]+>/g, "")),
  );

/** The words a drawn PNG names: its XMP's dc:title, in the zTXt chunk "XML:com.adobe.xmp", deflated. */
async function namedIn(png: Uint8Array): Promise<string> {
  const keyword = "XML:com.adobe.xmp\0\0";
  const at = new TextDecoder("latin1").decode(png).indexOf(keyword);
  const length = new DataView(png.buffer).getUint32(at - 8);
  const deflated = new Blob([png.slice(at + keyword.length, at + length)]).stream();
  const xmp = await new Response(deflated.pipeThrough(new DecompressionStream("deflate"))).text();
  return decodeMarkup(/<dc:title><rdf:Alt><rdf:li xml:lang="[^"]+">([^<]*)</.exec(xmp)![1]!);
}

const ogImageOf = (html: string) => /<meta property="og:image" content="https?:\/\/[^/"]+(\/[^"]+)"/.exec(html)![1]!;

describe("the images the build draws show the page's language", () => {
  for (const locale of locales) {
    it(`in ${locale}, each project's drawn cover and link preview show its title in ${locale}`, async () => {
      for (const { slug, title, image } of projects) {
        const html = await page(`/project/${slug}`, locale);
        expect(await namedIn(await served(ogImageOf(html))), slug).toBe(title[locale]);
        if (image !== `images/projects/${slug}/cover.svg`) continue;
        const cover = new RegExp(`/assets/images/projects/${slug}/cover\\.${locale}\\.\\w+\\.svg`).exec(html)?.[0];
        expect(cover, slug).toBeDefined();
        expect(drawnIn(new TextDecoder().decode(await served(cover!)))).toEqual([title[locale]]);
      }
    });

    it(`in ${locale}, the site's link preview shows the brand and the home page's line in ${locale}`, async () => {
      const preview = await namedIn(await served(ogImageOf(await page("/", locale))));
      expect(preview).toBe(`${brand.name} — ${homeCopy[locale].hero.badge}`);
    });
  }

  it("a project shown through its website frames the stand-in page of the page's language", async () => {
    const framed = projects.filter((project) => project.websiteUrl?.startsWith("/demos/"));
    expect(framed.length).toBeGreaterThan(0);
    for (const { slug } of framed) {
      for (const locale of locales) {
        const url = /"url":"(\/demos\/[^"]+)"/.exec(await page(`/project/${slug}`, locale))?.[1];
        expect(url, `${slug} in ${locale}`).toBeDefined();
        let res = await env.ASSETS.fetch(new Request(`${ORIGIN}${url}`));
        // Static Assets serves /demos/x.html at /demos/x.
        if (res.status === 307)
          res = await env.ASSETS.fetch(new Request(new URL(res.headers.get("Location")!, ORIGIN)));
        expect(await res.text(), url).toContain(`<html lang="${locale}">`);
      }
    }
  });
});
