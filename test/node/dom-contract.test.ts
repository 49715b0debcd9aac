// Server markup and the browser's code share their names through one module, client/dom-contract.ts (decision 084).
// The types refuse a key it lacks (test/client/dom-contract.test.ts holds the type errors); these show that the
// lint of `npm run check` refuses a shared name written anywhere else, that every name has a side that writes it
// and one that reads it, and that the shared ids are written nowhere but there.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { ESLint } from "eslint";
import ts from "typescript";
import { beforeAll, describe, expect, it } from "vitest";
import { ids } from "../../client/dom-contract";

const root = new URL("../../", import.meta.url).pathname;
const CONTRACT = "client/dom-contract.ts";

function sourceFiles(): string[] {
  return execFileSync("git", ["ls-files", "src", "client"], { cwd: root, encoding: "utf8" })
    .split("\n")
    .filter((file) => /\.(ts|tsx)$/.test(file) && file !== CONTRACT);
}

describe("the lint of npm run check", () => {
  let eslint: ESLint;
  beforeAll(() => {
    eslint = new ESLint({ cwd: root });
  });

  /** The messages of the contract's rule for `code` as if it were the file at `path`. */
  async function refusals(path: string, code: string): Promise<number> {
    const [result] = await eslint.lintText(code, { filePath: `${root}${path}` });
    return result!.messages.filter((message) => message.ruleId === "no-restricted-syntax").length;
  }

  it("refuses a data-* attribute renamed on the server's side only", async () => {
    const renamed = `export const Banner = () => <section data-consent-baner="" hidden />;\n`;
    expect(await refusals("src/components/banner.tsx", renamed)).toBe(1);
  });

  it("refuses a data-* name, a dataset or a shared id written in the browser's code", async () => {
    const code = [
      `export const banner = () => document.querySelector("[data-consent-banner]");`,
      "export const action = (el: HTMLElement) => el.dataset.consentAction;",
      "export const named = (key: string) => `[data-${key}]`;",
      `export const menu = () => document.getElementById("mobile-menu");`,
      `export const form = () => document.querySelector("#contact-form");`,
    ].join("\n");
    expect(await refusals("client/banner.ts", `${code}\n`)).toBe(5);
  });

  it("takes the same names through the contract", async () => {
    const server = [
      `import { dataProps } from "../../client/dom-contract";`,
      `export const Banner = () => <section {...dataProps({ consentBanner: "" })} hidden />;`,
    ].join("\n");
    const client = [
      `import { byData, ids, readData } from "./dom-contract";`,
      "export const banner = () => document.querySelector(byData('consentBanner'));",
      "export const action = (el: HTMLElement) => readData(el, 'consentAction');",
      "export const menu = () => document.getElementById(ids.mobileMenu);",
    ].join("\n");
    expect(await refusals("src/components/banner.tsx", `${server}\n`)).toBe(0);
    expect(await refusals("client/banner.ts", `${client}\n`)).toBe(0);
  });
});

/** The data attributes the contract declares, by dataset key. */
function contractKeys(): string[] {
  const source = ts.createSourceFile(CONTRACT, readFileSync(`${root}${CONTRACT}`, "utf8"), ts.ScriptTarget.Latest);
  const contract = source.statements.find(
    (statement): statement is ts.InterfaceDeclaration =>
      ts.isInterfaceDeclaration(statement) && statement.name.text === "DataAttributes",
  );
  return contract!.members.map((member) => (member.name as ts.Identifier).text);
}

/** Which keys the code writes (`dataProps({ key })`, `writeData(el, "key")`) and reads (`readData`, `hasData`, `byData`). */
function usesInCode(): { written: Set<string>; read: Set<string> } {
  const written = new Set<string>();
  const read = new Set<string>();
  for (const file of sourceFiles()) {
    const kind = file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    const source = ts.createSourceFile(
      file,
      readFileSync(`${root}${file}`, "utf8"),
      ts.ScriptTarget.Latest,
      false,
      kind,
    );
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
        const [first, second] = node.arguments;
        const name = node.expression.text;
        if (name === "dataProps" && first && ts.isObjectLiteralExpression(first)) {
          for (const property of first.properties) if (property.name) written.add(property.name.getText(source));
        }
        if (name === "writeData" && second && ts.isStringLiteral(second)) written.add(second.text);
        if ((name === "readData" || name === "hasData") && second && ts.isStringLiteral(second)) read.add(second.text);
        if (name === "byData" && first && ts.isStringLiteral(first)) read.add(first.text);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { written, read };
}

/** The data attributes the stylesheets select on, by dataset key. */
function readByStyles(): Set<string> {
  const files = execFileSync("git", ["ls-files", "client/styles"], { cwd: root, encoding: "utf8" }).split("\n");
  const keys = new Set<string>();
  for (const file of files.filter((name) => name.endsWith(".css"))) {
    for (const [, name] of readFileSync(`${root}${file}`, "utf8").matchAll(/\[data-([a-z-]+)/g)) {
      keys.add(name!.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()));
    }
  }
  return keys;
}

/** Names another program reads or writes: the browser tests, Cloudflare's beacon, the job board's script, authors. */
const READ_ELSEWHERE = new Set(["hydrated", "careersWidgetScript", "cfBeacon", "target"]);
const WRITTEN_ELSEWHERE = new Set(["noSpeculation"]); // a mark an author puts on a link with side effects

describe("the contract's names", () => {
  const keys = contractKeys();
  const { written, read } = usesInCode();
  const styles = readByStyles();

  it("are each written by one side and read by the other (or by the program named beside it)", () => {
    expect(keys.length).toBeGreaterThan(30);
    expect(keys.filter((key) => !written.has(key) && !WRITTEN_ELSEWHERE.has(key))).toEqual([]);
    expect(keys.filter((key) => !read.has(key) && !styles.has(key) && !READ_ELSEWHERE.has(key))).toEqual([]);
  });

  it("hold every attribute the code and the stylesheets use", () => {
    const known = new Set(keys);
    expect([...written, ...read, ...styles].filter((key) => !known.has(key))).toEqual([]);
  });

  it("hold the shared ids: no file writes one itself", () => {
    const found: string[] = [];
    for (const file of sourceFiles()) {
      const text = readFileSync(`${root}${file}`, "utf8");
      for (const id of Object.values(ids)) {
        // As an element's id, a link's fragment, a popover target or a selector.
        const written = new RegExp(`(\\bid=["'{]|#|[Tt]arget=["']|controls=["'])${id}(?![\\w-])`);
        if (written.test(text.replace(/\/\/.*$|^\s*\*.*$/gm, ""))) found.push(`${file}: ${id}`);
      }
    }
    expect(found).toEqual([]);
  });
});
