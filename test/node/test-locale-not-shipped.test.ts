// The test locale (decision 038) is the server's: browsers get neither its code nor its tag. The client's scripts are bundled here as scripts/build.mjs bundles them, and read for what the test
// locale alone writes.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { build } from "esbuild";
import { describe, expect, it } from "vitest";

const root = new URL("../../", import.meta.url).pathname;
/** The test locale's tag, and the start of its table of accented letters (src/i18n/test-locale.ts). */
const testLocaleMarks = ["en-XA", "åƀçðéƒĝ"];

async function clientBundle(): Promise<string> {
  const islands = readdirSync(join(root, "client", "islands"))
    .filter((file) => file.endsWith(".tsx"))
    .map((file) => `client/islands/${file}`);
  const result = await build({
    absWorkingDir: root,
    entryPoints: ["client/entry.ts", "client/consent-dialog.ts", ...islands],
    bundle: true,
    format: "esm",
    splitting: true,
    outdir: "out",
    write: false,
    jsx: "automatic",
    charset: "utf8",
    define: { "process.env.NODE_ENV": '"production"' },
    logLevel: "silent",
  });
  return result.outputFiles.map((file) => file.text).join("\n");
}

describe("the test locale", () => {
  it("ships to no browser: no client script holds its tag or its accented letters", async () => {
    const code = await clientBundle();
    // The formatter is in the bundle (the consent dialog writes dates), so this reads the right code.
    expect(code).toContain("firstOfMonth");
    expect(testLocaleMarks.filter((mark) => code.includes(mark))).toEqual([]);
  });
});
