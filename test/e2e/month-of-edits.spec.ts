// A month of the studio's edits goes live without a developer (README "Adding content", decision 100): on a
// copy of the checkout, the edits written as the editor writes them, then `npm run test:content` as CI runs it
// first, then the site the copy serves shows each change in both languages.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../scripts/free-port.mjs";
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
let site: ChildProcess | undefined;
let siteURL = "";
let output = "";

beforeAll(async () => {
  scratch = scratchCheckout("studio-month-");
  // Dated the day it runs, as a person editing a policy dates it (the editor then writes its fingerprint,
  // decision 104).
  edits = applyMonthOfEdits(scratch, new Date().toISOString().slice(0, 10));
  commitAll(scratch, "A month of the studio's edits");
  // As CI runs it on a content commit: the sweep covers the pages the commit touches.
  contentLane = spawnSync("npm", ["run", "--silent", "test:content"], { cwd: scratch, encoding: "utf8" });
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
  const deadline = Date.now() + 90_000;
  while (
    !(await fetch(`${siteURL}/robots.txt`).then(
      (res) => res.ok,
      () => false,
    ))
  ) {
    if (Date.now() > deadline || site.exitCode !== null) throw new Error(`the copy's site did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250)); // the poll's interval
  }
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
/** The words the copy's PNGs declare (assets/images/words.json), as the build left them. */
const declaredWords = (): Record<string, { text: string[] }> =>
  JSON.parse(readFileSync(join(scratch, "assets", "images", "words.json"), "utf8")).files;

describe("a month of the studio's edits", () => {
  it("passes the content lane", () => {
    expect(contentLane.status, `${contentLane.stdout}\n${contentLane.stderr}`.slice(-6000)).toBe(0);
  });

  it("shows the new project, with drawn covers and previews, in both languages", async () => {
    for (const locale of ["fr", "en"] as const) {
      const { status, html } = await page(`/project/${edits.project.slug}?lang=${locale}`);
      expect(status).toBe(200);
      expect(shows(html, edits.project.title[locale])).toBe(true);
      expect(html).toMatch(
        new RegExp(`og:image" content="[^"]*/images/og/${edits.project.slug}\\.${locale}\\.\\w+\\.png"`),
      );
    }
    expect((await page("/sitemap.xml")).html).toContain(`/project/${edits.project.slug}?lang=en`);
  });

  it("no longer shows the deleted project", async () => {
    // An unknown project's address leads home (docs/product.md §2.5).
    const gone = await fetch(`${siteURL}/project/${edits.deleted.slug}`, { redirect: "manual" });
    expect([gone.status, gone.headers.get("Location")]).toEqual([302, "/"]);
    expect((await page("/sitemap.xml")).html).not.toContain(`/project/${edits.deleted.slug}?`);
    for (const locale of ["fr", "en"] as const) {
      expect((await page(`/nos-realisations?lang=${locale}`)).html).not.toContain(`/project/${edits.deleted.slug}"`);
    }
  });

  it("shows the renamed project under its new name, on its page, its cover and its link previews", async () => {
    const { slug, title } = edits.renamed;
    const words = declaredWords();
    for (const locale of ["fr", "en"] as const) {
      const { html } = await page(`/project/${slug}?lang=${locale}`);
      expect(shows(html, title[locale]), `${locale}: the page`).toBe(true);
      // The link preview the build drew again, and the words it declares for it (decision 037).
      const preview = new RegExp(`og:image" content="[^"]*(/assets/images/og/${slug}\\.${locale}\\.\\w+\\.png)"`).exec(
        html,
      )?.[1];
      expect(preview, `${locale}: the link preview`).toBeDefined();
      expect((await fetch(`${siteURL}${preview}`)).status).toBe(200);
      expect(loosely(words[`images/og/${slug}.${locale}.png`]!.text.join(" "))).toContain(loosely(title[locale]));
    }
    // The cover names the project as it was released, in the studio's language, in its title and drawn on it.
    const cover = new RegExp(`/assets/images/projects/${slug}/cover\\.\\w+\\.svg`).exec(
      (await page(`/project/${slug}`)).html,
    )?.[0];
    expect(cover, "the cover").toBeDefined();
    const svg = await (await fetch(`${siteURL}${cover}`)).text();
    expect(shows(svg, `<title>${title.fr}</title>`)).toBe(true);
  });

  it("shows the new testimonial, the hero's new title and line, and no longer the removed logo, in both languages", async () => {
    const words = declaredWords();
    for (const locale of ["fr", "en"] as const) {
      const { html } = await page(`/?lang=${locale}`);
      expect(shows(html, edits.testimonial.quote[locale]), `${locale}: the testimonial`).toBe(true);
      expect(shows(html, edits.heroTitle[locale]), `${locale}: the hero's title`).toBe(true);
      expect(shows(html, edits.heroBadge[locale]), `${locale}: the hero's line`).toBe(true);
      // The site's own link preview, drawn again with the new line (decision 087).
      expect(words[`images/og/default.${locale}.png`]!.text).toContain(edits.heroBadge[locale]);
      expect(shows(html, edits.removedLogo.alt[locale]), `${locale}: the removed logo`).toBe(false);
    }
  });

  it("shows the policy's new sentence and its new date in both languages", async () => {
    for (const locale of ["fr", "en"] as const) {
      const { html } = await page(`${edits.policy.path}?lang=${locale}&doc=${locale}`);
      expect(shows(html, edits.policy.sentence[locale])).toBe(true);
      expect(html).toContain(`<time dateTime="${edits.policy.updated}">`);
    }
  });
});
