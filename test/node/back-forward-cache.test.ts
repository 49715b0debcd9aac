// Back and Forward restore a page from the back/forward cache only if nothing on it listens for `unload`
// (Chromium and Safari refuse such a page; Firefox too for `beforeunload` left set). Decision 082.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const root = new URL("../../", import.meta.url).pathname;
/** `addEventListener("unload", …)`, `window.onunload = …`, `<body onunload=…>`, and the same for beforeunload. */
const listeners = /addEventListener\(\s*["'`](?:before)?unload["'`]|\.on(?:before)?unload\s*=|\bon(?:before)?unload=/;

function sources(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|js|mjs)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

describe("the back/forward cache", () => {
  it("no browser script listens for unload or beforeunload", () => {
    const files = [...sources("client"), ...sources("src")];
    expect(files.length).toBeGreaterThan(20);
    expect(
      files.filter((file) => listeners.test(readFileSync(file, "utf8"))).map((file) => file.slice(root.length)),
    ).toEqual([]);
  });

  it("the check finds a listener where there is one", () => {
    expect(listeners.test(`window.addEventListener("unload", save)`)).toBe(true);
    expect(listeners.test(`window.onbeforeunload = warn`)).toBe(true);
    expect(listeners.test(`window.addEventListener("pagehide", save)`)).toBe(false);
  });
});
