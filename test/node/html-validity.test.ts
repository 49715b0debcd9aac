// Every page's HTML through the Nu Html Checker (vnu-jar, Java): errors must be zero. The pages come from the
// Worker run in Node by wrangler's test harness (wrangler.toml's bindings, local, nothing listening on a port
// a browser would use): only their HTML is needed, no browser. `npm run test:content` checks the pages a change
// touches (SWEEP_PATHS, scripts/test-content.mjs).
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestHarness } from "wrangler";
import { projects } from "../../src/content/site-content";
import { locales } from "../../src/i18n/locale-list";
import { pageRoutes } from "../../src/route-table";
import { swept, touchedPaths } from "../fixtures/swept-paths";

const vnuJar = createRequire(import.meta.url)("vnu-jar") as string;
const root = join(import.meta.dirname, "../..");
const site = createTestHarness({ root, workers: [{ configPath: "wrangler.toml" }] });

beforeAll(async () => {
  await site.listen();
}, 120_000);
afterAll(async () => {
  await site.close();
});

describe("valid HTML", () => {
  it("every route and project page, in every language, has zero Nu Html Checker errors", async () => {
    const dir = mkdtempSync(join(tmpdir(), "vnu-"));
    const paths = swept([
      ...pageRoutes.map((r) => r.path),
      ...projects.map((p) => `/project/${p.slug}`),
      "/page-that-does-not-exist",
    ]);
    const files: string[] = [];
    for (const path of paths) {
      for (const lang of locales) {
        const res = await site.fetch(`${path}?lang=${lang}`);
        const file = join(dir, `${files.length}-${path.replace(/[^a-z0-9]+/gi, "_")}-${lang}.html`);
        writeFileSync(file, await res.text());
        files.push(file);
      }
    }
    const { stdout, stderr } = await promisify(execFile)(
      "java",
      // One short batch: the JVM's quick compiler alone does it with half the CPU of both tiers (measured 4.6 against
      // 8.8 CPU-seconds for every page). Its frames are larger, and the checker's schema recurses deeply: a larger
      // stack than the 512 KB it asks for.
      [
        "-Xss8m",
        "-XX:TieredStopAtLevel=1",
        "-jar",
        vnuJar,
        "--errors-only",
        "--format",
        "json",
        "--exit-zero-always",
        ...files,
      ],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    rmSync(dir, { recursive: true, force: true });
    const report = JSON.parse(stderr || stdout || '{"messages":[]}') as {
      messages: { url: string; message: string; extract?: string }[];
    };
    const errors = report.messages.map((m) => `${m.url.split("/").pop()}: ${m.message} ${m.extract ?? ""}`);
    expect(files.length).toBeGreaterThan(touchedPaths ? 0 : 80);
    expect(errors).toEqual([]);
  }, 180_000);
});
