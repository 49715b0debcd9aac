// A build replaces build/public/ file by file, never the folder (scripts/unwritten-since.mjs, decision 105): the local
// site's wrangler dev watches it, and a folder removed under it stopped the site.
import { existsSync, mkdirSync, mkdtempSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { unwrittenSince } from "../../scripts/unwritten-since.mjs";

describe("the files a build did not write again", () => {
  it("are removed, while what it wrote again and every folder stay", async () => {
    const dir = mkdtempSync(join(tmpdir(), "unwritten-"));
    mkdirSync(join(dir, "assets", "chunks"), { recursive: true });
    for (const file of ["assets/entry-OLD.js", "assets/chunks/island-OLD.js", "assets/site.css"]) {
      writeFileSync(join(dir, file), "before");
      utimesSync(join(dir, file), new Date(2026, 0, 1), new Date(2026, 0, 1));
    }
    const removeUnwritten = await unwrittenSince(dir);
    // The next build writes the stylesheet again, under the same name, and a new entry.
    writeFileSync(join(dir, "assets", "site.css"), "after");
    writeFileSync(join(dir, "assets", "entry-NEW.js"), "after");
    await removeUnwritten();
    const exists = (file: string) => existsSync(join(dir, file));
    expect(["assets/site.css", "assets/entry-NEW.js"].map(exists)).toEqual([true, true]);
    expect(["assets/entry-OLD.js", "assets/chunks/island-OLD.js"].map(exists)).toEqual([false, false]);
    expect(exists("assets/chunks")).toBe(true);
  });

  it("are none on a first build, into a folder not made yet", async () => {
    const dir = join(mkdtempSync(join(tmpdir(), "unwritten-")), "public");
    const removeUnwritten = await unwrittenSince(dir);
    mkdirSync(dir);
    writeFileSync(join(dir, "_headers"), "");
    await removeUnwritten();
    expect(existsSync(join(dir, "_headers"))).toBe(true);
  });
});
