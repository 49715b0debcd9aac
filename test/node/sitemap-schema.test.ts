import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { validateXML } from "xmllint-wasm";
import { sitemapXml } from "../../src/routes/seo";

const ORIGIN = "https://www.ludora.example";

// The sitemaps.org schema as the `sitemap` package ships it (offline, pinned), and the declaration of the
// <xhtml:link> alternates its strict wildcard demands (decision 051).
const sitemapXsd = join(dirname(createRequire(import.meta.url).resolve("sitemap/package.json")), "schema/sitemap.xsd");
const xhtmlLinkXsd = join(import.meta.dirname, "../fixtures/sitemap/xhtml-link.xsd");
const bothSchemas = `<?xml version="1.0" encoding="UTF-8"?>
<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema">
  <xs:import namespace="http://www.sitemaps.org/schemas/sitemap/0.9" schemaLocation="sitemap.xsd"/>
  <xs:import namespace="http://www.w3.org/1999/xhtml" schemaLocation="xhtml-link.xsd"/>
</xs:schema>`;

/** xmllint --schema, in WebAssembly: the messages of every error, none when the document is valid. */
async function schemaErrors(xml: string): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName: "sitemap.xml", contents: xml }],
    schema: [{ fileName: "schemas.xsd", contents: bothSchemas }],
    preload: [
      { fileName: "sitemap.xsd", contents: readFileSync(sitemapXsd, "utf8") },
      { fileName: "xhtml-link.xsd", contents: readFileSync(xhtmlLinkXsd, "utf8") },
    ],
  });
  return result.errors.map((error) => error.rawMessage);
}

describe("/sitemap.xml against the sitemaps.org schema", () => {
  it("is valid: every <url> in the schema's order, its language alternates after it", async () => {
    const xml = sitemapXml(ORIGIN);
    expect(xml.match(/<url>/g)?.length).toBeGreaterThan(0);
    expect(await schemaErrors(xml)).toEqual([]);
  });

  it("the schema is read strictly: alternates before <lastmod>, or a bad priority, are refused", async () => {
    const xml = sitemapXml(ORIGIN);
    // A dated page's entry: a policy's.
    const first = xml.match(/<url>[^\n]*?<lastmod>.*?<\/url>/)![0];
    const alternatesFirst = first.replace(/(<lastmod>.*<\/priority>)((?:<xhtml:link[^>]*\/>)+)/, "$2$1");
    expect(alternatesFirst).not.toBe(first);
    expect((await schemaErrors(xml.replace(first, alternatesFirst))).join("\n")).toContain("lastmod");
    const badPriority = first.replace(/<priority>[^<]*</, "<priority>2.0<");
    expect((await schemaErrors(xml.replace(first, badPriority))).join("\n")).toContain("priority");
  });
});
