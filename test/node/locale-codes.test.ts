// A third language is a catalogue away (decision 038): outside the list of languages and the catalogues, no
// code in src/, client/, editor/ or scripts/ names a language by its code. Code asks for a trait of the language it
// is given (src/i18n/locale-list.ts) instead, so a new language needs no change to it.
import { readFileSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { locales } from "../../src/i18n/locale-list";

/**
 * Where languages are named on purpose: the list, the site's and the editor's catalogues and their indexes, the
 * test locale (which names the language it is derived from: decision 087), and the content schemas, whose
 * fields carry the editor's label in each language (`.meta({ label: { fr, en } })`, typed by the list).
 */
const ALLOWED =
  /^(src\/i18n\/(locale-list|catalogues|test-locale)\.ts|src\/i18n\/[a-z]{2}\.ts|editor\/i18n\/([a-z]{2}|catalogues)\.ts|scripts\/content\/[\w-]+\.ts)$/;

function sourceFiles(): string[] {
  return execFileSync("git", ["ls-files", "src", "client", "editor", "scripts"], { encoding: "utf8" })
    .split("\n")
    .filter((file) => /\.(ts|tsx|mjs)$/.test(file) && !ALLOWED.test(file));
}

describe("language codes in the code", () => {
  it("appear only in the list of languages and the catalogues", () => {
    // A code as a string ("fr"), a property (`.en`, `fr:`) or a key (`["en"]`); not inside longer words.
    const codes = locales.join("|");
    const named = new RegExp(`["'\`](${codes})["'\`]|\\.(${codes})\\b(?!\\w)|\\b(${codes})\\s*:(?!\\/)`, "g");
    const found: string[] = [];
    for (const file of sourceFiles()) {
      readFileSync(file, "utf8")
        .split("\n")
        .forEach((line, i) => {
          // Comments may speak of a language; addresses (example.fr, in a string) are not codes, but a property
          // (`project.title.fr.length`) is.
          const code = line
            .replace(/\/\/.*$|^\s*\*.*$|\/\*.*?\*\//g, "")
            .replace(/[\w-]+(\.[\w-]+)*\.(fr|en)\b(?=[/"'`>:]|$)/g, "");
          if (named.test(code)) found.push(`${file}:${i + 1}: ${line.trim()}`);
          named.lastIndex = 0;
        });
    }
    expect(found).toEqual([]);
  });

  it("would see one if it were there", () => {
    const line = 'const staff = "fr";';
    expect(new RegExp(`["'\`](${locales.join("|")})["'\`]`).test(line)).toBe(true);
  });
});
