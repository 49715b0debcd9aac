// A month of the studio's edits goes live without a developer (README "Adding content", decision 100): on a
// fresh copy of the checkout, the edits written as the editor writes them, then `npm run test:content` as CI
// runs it first, which leaves Git clean, then the site the copy serves shows each change in both languages.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { splitPolicy } from "../../scripts/content-files.mjs";
import { freePort } from "../../scripts/free-port.mjs";
import { effectiveDates } from "../../scripts/policy-dates.mjs";
import { brand, telUrl } from "../../src/brand";
import { formatNumber } from "../../src/i18n/format";
import {
  applyMonthOfEdits,
  commitAll,
  removeScratch,
  scratchCheckout,
  type MonthOfEdits,
} from "../fixtures/month-of-edits";
import { stopProcessGroup } from "./process-group";

let scratch = "";
let edits: MonthOfEdits;
let contentLane: ReturnType<typeof spawnSync>;
/** `git status --porcelain` on the copy after the content lane built it and ran. */
let statusAfterLane = "";
let site: ChildProcess | undefined;
let siteURL = "";
let output = "";

beforeAll(async () => {
  scratch = scratchCheckout("studio-month-");
  edits = await applyMonthOfEdits(scratch);
  commitAll(scratch, "A month of the studio's edits");
  // As CI runs it on a content commit: the sweep covers the pages the commit touches.
  // The copy's lane starts the copy's site, whatever site this run's browser tests were pointed at.
  const { E2E_BASE_URL: _elsewhere, ...env } = process.env;
  contentLane = spawnSync("npm", ["run", "--silent", "test:content"], { cwd: scratch, encoding: "utf8", env });
  statusAfterLane = spawnSync("git", ["status", "--porcelain"], { cwd: scratch, encoding: "utf8" }).stdout;
  if (contentLane.status !== 0) return;
  siteURL = `http://127.0.0.1:${await freePort()}`;
  site = spawn(process.execPath, [join(scratch, "scripts", "start.mjs")], {
    cwd: scratch,
    // Rendered as deployed, as the browser lane's site is (test/e2e/global-setup.ts).
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: new URL(siteURL).port,
      WRANGLER_PERSIST_TO: join(scratch, ".state"),
    },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  site.stdout?.on("data", (chunk) => (output += chunk));
  site.stderr?.on("data", (chunk) => (output += chunk));
  await vi.waitFor(
    async () => {
      if (site!.exitCode !== null) throw new Error(`the copy's site stopped:\n${output}`);
      expect((await fetch(`${siteURL}/robots.txt`)).ok).toBe(true);
    },
    { timeout: 90_000, interval: 250 },
  );
}, 600_000);

afterAll(async () => {
  await stopProcessGroup(site);
  if (scratch) removeScratch(scratch);
});

const page = async (path: string) => {
  const res = await fetch(`${siteURL}${path}`);
  return { status: res.status, html: await res.text() };
};
/** Text as a page writes it in HTML: apostrophes escaped, French spacing applied by the build. */
const loosely = (text: string) => text.replace(/[’']/g, "").replace(/[\s\u00a0\u202f]+/g, " ");
const shows = (html: string, text: string) => loosely(html).includes(loosely(text));
/** The words a link preview the copy's build drew names in its XMP (decision 037). */
async function namedIn(url: string): Promise<string> {
  const png = Buffer.from(await (await fetch(`${siteURL}${url}`)).arrayBuffer());
  const xmp = (await sharp(png).metadata()).xmp?.toString() ?? "";
  return /<rdf:li xml:lang="[^"]+">([^<]*)</.exec(xmp)?.[1] ?? "";
}
const ogImageOf = (html: string) => /og:image" content="https?:\/\/[^/"]+(\/[^"]+)"/.exec(html)?.[1];
const locales = ["fr", "en"] as const;

describe("a month of the studio's edits", () => {
  it("passes the content lane", () => {
    expect(contentLane.status, `${contentLane.stdout}\n${contentLane.stderr}`.slice(-6000)).toBe(0);
  });

  it("leaves Git clean: what the build and the lane make stays in build/", () => {
    expect(statusAfterLane).toBe("");
  });

  it("shows the new project, with its uploaded cover and its figure, and a drawn link preview with its title, in both languages", async () => {
    const { slug, title, cover, figure } = edits.project;
    for (const locale of locales) {
      const { status, html } = await page(`/project/${slug}?lang=${locale}`);
      expect(status).toBe(200);
      expect(shows(html, title[locale])).toBe(true);
      expect(shows(html, figure[locale]), `${locale}: the figure`).toBe(true);
      const uploaded = new RegExp(`/assets/${cover.replace(/\.png$/, "")}\\.\\w+\\.png`).exec(html)?.[0];
      expect(uploaded, `${locale}: the uploaded cover`).toBeDefined();
      expect((await fetch(`${siteURL}${uploaded}`)).headers.get("Content-Type")).toBe("image/png");
      const preview = ogImageOf(html);
      expect(preview, `${locale}: the link preview`).toMatch(
        new RegExp(`/images/og/${slug}\\.${locale}\\.\\w+\\.png$`),
      );
      expect(loosely(await namedIn(preview!)), `${locale}: the link preview's words`).toBe(loosely(title[locale]));
    }
    expect((await page("/sitemap.xml")).html).toContain(`/project/${slug}?lang=en`);
  });

  it("no longer shows the deleted project, and every page that named it still answers, with three covers in its hero", async () => {
    const { slug, namedOn } = edits.deleted;
    // An unknown project's address leads home (docs/product.md §2.5).
    const gone = await fetch(`${siteURL}/project/${slug}`, { redirect: "manual" });
    expect([gone.status, gone.headers.get("Location")]).toEqual([302, "/"]);
    expect((await page("/sitemap.xml")).html).not.toContain(`/project/${slug}?`);
    expect(namedOn.length).toBeGreaterThan(1);
    for (const path of [...namedOn, "/nos-realisations"]) {
      for (const locale of locales) {
        const { status, html } = await page(`${path}?lang=${locale}`);
        expect(status, `${path} in ${locale}`).toBe(200);
        expect(html, `${path} in ${locale}`).not.toContain(`/project/${slug}"`);
        expect(html, `${path} in ${locale}`).not.toContain(`/images/projects/${slug}/`);
      }
    }
  });

  it("shows the renamed project under its new name, on its page, its cover and its link previews", async () => {
    const { slug, title } = edits.renamed;
    for (const locale of locales) {
      const { html } = await page(`/project/${slug}?lang=${locale}`);
      expect(shows(html, title[locale]), `${locale}: the page`).toBe(true);
      // The link preview and the cover the build drew again, in the page's language (decision 037).
      const preview = ogImageOf(html);
      expect(preview, `${locale}: the link preview`).toMatch(
        new RegExp(`/images/og/${slug}\\.${locale}\\.\\w+\\.png$`),
      );
      expect(loosely(await namedIn(preview!))).toBe(loosely(title[locale]));
      const cover = new RegExp(`/assets/images/projects/${slug}/cover\\.${locale}\\.\\w+\\.svg`).exec(html)?.[0];
      expect(cover, `${locale}: the cover`).toBeDefined();
      const svg = await (await fetch(`${siteURL}${cover}`)).text();
      expect(
        shows(svg.replace(/<title>.*<\/title>/, "").replace(/<\/tspan><tspan[^>]*>/g, " "), `>${title[locale]}<`),
        `${locale}: the cover`,
      ).toBe(true);
    }
  });

  it("shows the new service page, offered on the expertise page and linked from the footer, in both languages", async () => {
    const { path, name } = edits.service;
    for (const locale of locales) {
      const own = await page(`${path}?lang=${locale}`);
      expect(own.status).toBe(200);
      expect(shows(own.html, name[locale])).toBe(true);
      const expertise = (await page(`/notre-expertise?lang=${locale}`)).html;
      const offerings = /<section[^>]*id="offerings"[\s\S]*?<\/section>/.exec(expertise)?.[0] ?? "";
      expect(offerings, `${locale}: the offerings`).toContain(`href="${path}"`);
      expect(shows(offerings, name[locale]), `${locale}: the offering's name`).toBe(true);
      const footer = /<footer[\s\S]*?<\/footer>/.exec(own.html)?.[0] ?? "";
      expect(footer, `${locale}: the footer`).toContain(`href="${path}"`);
    }
    expect((await page("/sitemap.xml")).html).toContain(`${path}?lang=en`);
  });

  it("shows the sentence added to the site policy in both languages, dated the day it was written", async () => {
    const { path, sentence, updatedBefore } = edits.policy;
    const source = readFileSync(join(scratch, "src", "content", "policies", "privacy.md"), "utf8");
    const { versions } = splitPolicy(source);
    // Left as it was in the form, each date moved to the day of the edit, with the new text's fingerprint: the
    // build has nothing left to re-date (decision 104).
    expect(effectiveDates(source, { facts: { brand, telUrl, formatNumber }, today: "9999-12-31" }).stale).toEqual([]);
    for (const locale of locales) {
      expect(versions[locale]!.updated! >= updatedBefore[locale], locale).toBe(true);
      const { html } = await page(`${path}?lang=${locale}`);
      expect(shows(html, sentence[locale]), `${locale}: the sentence`).toBe(true);
      expect(html).toContain(`"dateModified":"${[versions.fr!.updated, versions.en!.updated].sort().at(-1)}"`);
    }
  });

  it("shows the new testimonial, the hero's new title and line, and no longer the removed logo, in both languages", async () => {
    for (const locale of locales) {
      const { html } = await page(`/?lang=${locale}`);
      expect(shows(html, edits.testimonial.quote[locale]), `${locale}: the testimonial`).toBe(true);
      expect(shows(html, edits.heroTitle[locale]), `${locale}: the hero's title`).toBe(true);
      expect(shows(html, edits.heroBadge[locale]), `${locale}: the hero's line`).toBe(true);
      // The site's own link preview, drawn again with the new line (decision 087).
      expect(loosely(await namedIn(ogImageOf(html)!))).toContain(loosely(edits.heroBadge[locale]));
      expect(shows(html, edits.removedLogo.alt[locale]), `${locale}: the removed logo`).toBe(false);
    }
  });
});
