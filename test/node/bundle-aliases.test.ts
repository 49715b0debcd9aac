// wrangler.toml's [alias] (docs/decisions/016-what-the-worker-bundles.md): what the Worker's bundle takes in place of
// a package, and the files of a dependency that are not its public entry points but that an alias still
// reaches. A React or formatjs upgrade that moves or renames one fails here, naming it, rather than as a build
// error or a different renderer.
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { experimental_readRawConfig } from "wrangler";

const root = new URL("../../", import.meta.url).pathname;
const require = createRequire(join(root, "package.json"));
const aliases: Record<string, string> =
  (experimental_readRawConfig({ config: join(root, "wrangler.toml") }).rawConfig.alias as Record<string, string>) ?? {};

/** React's string renderer without its streaming one (decision 016): the builds react-dom's entry picks between. */
const RENDERER = "src/render/react-dom-string-renderer.cjs";

describe("the Worker's bundle aliases", () => {
  it("are the ones this file guards", () => {
    expect(Object.keys(aliases).sort()).toEqual([
      "@formatjs/icu-messageformat-parser",
      "embla-carousel-react",
      "react-dom/server.edge",
    ]);
  });

  it("each points at a file of this repository, or at a path the package exports", () => {
    for (const [name, target] of Object.entries(aliases)) {
      if (target.startsWith(".")) {
        expect(target, name).not.toContain("node_modules");
        expect(existsSync(join(root, target)), `${name} → ${target}`).toBe(true);
      } else {
        expect(() => require.resolve(target), `${name} → ${target}`).not.toThrow();
      }
    }
  });

  it("the string renderer's react-dom builds exist where it requires them, and render to a string", () => {
    const required = [...readFileSync(join(root, RENDERER), "utf8").matchAll(/require\("([^"]+)"\)/g)].map(([, path]) =>
      join(root, "src/render", path!),
    );
    expect(required.map((path) => path.slice(root.length)).sort()).toEqual([
      "node_modules/react-dom/cjs/react-dom-server-legacy.browser.development.js",
      "node_modules/react-dom/cjs/react-dom-server-legacy.browser.production.js",
    ]);
    for (const path of required) {
      const { renderToString } = require(path) as { renderToString: (element: unknown) => string };
      expect(renderToString(createElement("p", null, "text")), path).toBe("<p>text</p>");
    }
  });

  it("formatjs's parser stand-in exports everything intl-messageformat imports from the parser", async () => {
    const formatter = readFileSync(require.resolve("intl-messageformat"), "utf8");
    const imported = /import \{([^}]+)\} from "@formatjs\/icu-messageformat-parser"/.exec(formatter)?.[1];
    expect(imported, "intl-messageformat imports from @formatjs/icu-messageformat-parser").toBeDefined();
    const target = require.resolve(aliases["@formatjs/icu-messageformat-parser"]!);
    const standIn = (await import(pathToFileURL(target).href)) as Record<string, unknown>;
    for (const name of imported!.split(",").map((part) => part.trim()))
      expect(typeof standIn[name], `${name} in ${target.slice(root.length)}`).toBe("function");
  });
});
