// The in-page query function (./in-page.ts) and what it imports (dom-accessibility-api), bundled by esbuild into
// one script, built once per test file: each driver sends it as the source of what it runs in the page.
import { buildSync } from "esbuild";
import { fileURLToPath } from "node:url";
import type { Query } from "./in-page";

/** Defines `inPage` (./in-page.ts's exports) where it runs; in a function body, a local of that function. */
const bundle = buildSync({
  entryPoints: [fileURLToPath(new URL("./in-page.ts", import.meta.url))],
  bundle: true,
  format: "iife",
  globalName: "inPage",
  platform: "browser",
  target: "es2022",
  minify: true,
  write: false,
}).outputFiles[0]!.text;

/** A JavaScript expression whose value is pageQuery(query)'s answer in the page. */
export const queryExpression = (query: Query): string =>
  `(() => {\n${bundle};\nreturn inPage.pageQuery(${JSON.stringify(query)});\n})()`;

/** A WebDriver script body: pageQuery's answer to the query passed as the script's first argument. */
export const queryScript = `${bundle};\nreturn inPage.pageQuery(arguments[0]);`;
