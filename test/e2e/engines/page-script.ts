// The in-page query function (./in-page.ts) and what it imports (dom-accessibility-api), bundled by esbuild into
// one script, built once per test file: each driver sends it as the source of what it runs in the page.
import { buildSync } from "esbuild";
import { fileURLToPath } from "node:url";
import type { Transport } from "./driver";
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
const queryExpression = (query: Query): string =>
  `(() => {\n${bundle};\nreturn inPage.pageQuery(${JSON.stringify(query)});\n})()`;

/** A WebDriver script body: pageQuery's answer to the query passed as the script's first argument. */
export const queryScript = `${bundle};\nreturn inPage.pageQuery(arguments[0]);`;

/** What Chromium's (playwright-core) and Firefox's (puppeteer-core) pages alike give: scripts, a mouse, a keyboard. */
interface ScriptedPage {
  goto(url: string, options: { waitUntil: "load" }): Promise<unknown>;
  evaluate(expression: string): Promise<unknown>;
  mouse: { click(x: number, y: number): Promise<void> };
  keyboard: { type(text: string): Promise<void>; press(key: string): Promise<void> };
}

/** A session over such a page; `resize` where the engine can. */
export function scriptedSession(page: ScriptedPage, resize: Transport["resize"]): Transport {
  const query = <T>(q: Query) => page.evaluate(queryExpression(q)) as Promise<T>;
  return {
    goto: async (url) => {
      await page.goto(url, { waitUntil: "load" });
    },
    query,
    // By coordinates: puppeteer's own click relies on page scripts, which a no-JavaScript window refuses.
    press: async (target) => {
      const [x, y] = await query<[number, number]>({ kind: "aim", target });
      await page.mouse.click(x, y);
    },
    pressAt: (x, y) => page.mouse.click(x, y),
    typeInto: (_target, text) => page.keyboard.type(text),
    key: (key) => page.keyboard.press(key),
    // The page's own address, once its document has been read (./in-page.ts): a driver's record of it can lag a
    // navigation the page made itself.
    url: () => query<string>({ kind: "address" }),
    resize,
  };
}
