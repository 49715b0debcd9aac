// Imports a module of src/ from a Node script: esbuild bundles it in memory and the bundle is imported as a
// data: URL. Node 24 strips TypeScript's types, but src/ is written for bundlers: its modules import each other
// without an extension (`../i18n/locale-list`), which Node does not resolve, and some hold JSX. For modules that
// run the same outside the Worker: content, the route table, the configuration schema and brand facts
// (preflight). Not for modules that need Workers bindings or types at run time.
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

/** Each module bundled once per process: the content tests compile the content many times. */
const imported = new Map();

/** @param {string} path a module path from the repository root, e.g. "src/route-table.ts", or an absolute one */
export function importSource(path) {
  const key = resolve(root, path);
  if (!imported.has(key)) imported.set(key, bundleAndImport(key));
  return imported.get(key);
}

/** Forgets every module bundled: what a watcher calls before it compiles again (a catalogue changed). */
export function forgetImports() {
  imported.clear();
}

/** @param {string} path */
async function bundleAndImport(path) {
  const bundle = await build({
    entryPoints: [path],
    bundle: true,
    format: "esm",
    platform: "neutral",
    write: false,
    logLevel: "silent",
  });
  return import(`data:text/javascript;base64,${Buffer.from(bundle.outputFiles[0].text).toString("base64")}`);
}
