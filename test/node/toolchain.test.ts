// The project brings its own Node (decision 080): every npm script runs on the `node` package's binary,
// whatever Node the machine has, and the Cloudflare tooling is the one decision 080 names.
import { readFileSync, realpathSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = join(dirname(fileURLToPath(import.meta.url)), "../..");
const packageJson = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as {
  devDependencies: Record<string, string>;
};

describe("the toolchain", () => {
  it("runs the scripts on the project's own Node 24 LTS, not the machine's", () => {
    expect(process.versions.node).toBe(packageJson.devDependencies.node);
    expect(process.versions.node.split(".")[0]).toBe("24");
    // The checkout's own node_modules, wherever it really is (a scratch copy links to another's).
    expect(process.execPath.startsWith(realpathSync(join(root, "node_modules")))).toBe(true);
  });

  it("pins every dependency exactly", () => {
    const ranges = Object.entries(packageJson.devDependencies).filter(
      ([, version]) => !/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(version),
    );
    expect(ranges).toEqual([]);
  });

  it("dates the Worker's compatibility within a month of the local runtime it is served by", () => {
    const wranglerToml = readFileSync(join(root, "wrangler.toml"), "utf8");
    const date = /^compatibility_date = "(\d{4}-\d{2}-\d{2})"$/m.exec(wranglerToml)?.[1];
    const fromWrangler = createRequire(join(root, "node_modules/wrangler/package.json"));
    const workerd = fromWrangler("workerd/package.json") as { version: string };
    // workerd 1.YYYYMMDD.N supports compatibility dates up to about YYYY-MM-DD.
    const newest = workerd.version.split(".")[1]!.replace(/^(\d{4})(\d{2})(\d{2})$/, "$1-$2-$3");
    const days = (Date.parse(newest) - Date.parse(date!)) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(0);
    expect(days).toBeLessThanOrEqual(31);
  });
});
