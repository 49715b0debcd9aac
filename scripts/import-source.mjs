// Imports a module of src/ from a Node script (Node 20 runs no TypeScript): esbuild bundles it in
// memory and the bundle is imported as a data: URL. For modules that run the same outside the Worker: content,
// the route table, the configuration schema and brand facts (preflight). Not for modules that need Workers
// bindings or types at run time.
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

/** @param {string} path a module path from the repository root, e.g. "src/route-table.ts", or an absolute one */
export async function importSource(path) {
  const bundle = await build({
    entryPoints: [resolve(root, path)],
    bundle: true,
    format: "esm",
    platform: "neutral",
    write: false,
    logLevel: "silent",
  });
  return import(`data:text/javascript;base64,${Buffer.from(bundle.outputFiles[0].text).toString("base64")}`);
}
