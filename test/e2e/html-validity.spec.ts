// Every page's HTML through the Nu Html Checker (vnu-jar, Java): errors must be zero.
import { execFile } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { pageRoutes } from "../../src/route-table";
import { projects } from "../../src/content/site-content";
import { baseURL } from "./browser";

const vnuJar = createRequire(import.meta.url)("vnu-jar") as string;

describe("valid HTML", () => {
  it("every route and project page, in both languages, has zero Nu Html Checker errors", async () => {
    const dir = mkdtempSync(join(tmpdir(), "vnu-"));
    const paths = [
      ...pageRoutes.map((r) => r.path),
      ...projects.map((p) => `/project/${p.slug}`),
      "/page-that-does-not-exist",
    ];
    const files: string[] = [];
    for (const path of paths) {
      for (const lang of ["fr", "en"]) {
        const res = await fetch(`${baseURL()}${path}?lang=${lang}`);
        const file = join(dir, `${files.length}-${path.replace(/[^a-z0-9]+/gi, "_")}-${lang}.html`);
        writeFileSync(file, await res.text());
        files.push(file);
      }
    }
    const { stdout, stderr } = await promisify(execFile)(
      "java",
      ["-jar", vnuJar, "--errors-only", "--format", "json", "--exit-zero-always", ...files],
      {
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    const report = JSON.parse(stderr || stdout || '{"messages":[]}') as {
      messages: { url: string; message: string; extract?: string }[];
    };
    const errors = report.messages.map((m) => `${m.url.split("/").pop()}: ${m.message} ${m.extract ?? ""}`);
    expect(errors).toEqual([]);
  }, 180_000);
});
