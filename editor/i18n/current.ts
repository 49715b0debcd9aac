import { defaultLocale, locales, type Locale } from "../../src/i18n/locale-list";
import { richMarkFault } from "../../src/content/rich-marks";
import { formatNumber, languageName } from "../../src/i18n/format";
import { catalogues, type EditorCatalogue } from "./catalogues";

/*
 * The language the editor speaks to this person (decision 083): French, the studio's, unless they chose
 * another language of the site (`?lang=` on the editor's address, kept in this browser).
 */

const STORED = "editor-language";

/** The editor's language: asked for in the address, else the one chosen before, else the site's default. */
export function editorLanguage(search: string, storage: Pick<Storage, "getItem" | "setItem">): Locale {
  const isLocale = (value: unknown): value is Locale => (locales as readonly unknown[]).includes(value);
  const asked = new URLSearchParams(search).get("lang");
  if (isLocale(asked)) {
    storage.setItem(STORED, asked);
    return asked;
  }
  const stored = storage.getItem(STORED);
  return isLocale(stored) ? stored : defaultLocale;
}

let current: EditorCatalogue = catalogues[defaultLocale];
let currentLocale: Locale = defaultLocale;

export function speak(locale: Locale): void {
  current = catalogues[locale];
  currentLocale = locale;
}

/** A language's name as a sentence in the editor's language says it ("anglais", "English"). */
export function languageInSentence(code: Locale): string {
  return languageName(currentLocale, code);
}

/** A number as the editor's language writes it ("2 000"). */
export function sayNumber(value: number): string {
  return formatNumber(currentLocale, value);
}

/** One of the widgets' messages in the editor's language, its `{placeholders}` filled in. */
export function say(key: keyof EditorCatalogue["ui"], values: Record<string, string> = {}): string {
  return current.ui[key].replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** Why a text's marks would show as written (src/content/rich-marks.ts), in the editor's language. */
export function markProblem(label: string, text: string): string | undefined {
  const fault = richMarkFault(text);
  if (!fault) return undefined;
  const { kind, ...values } = fault;
  return say(kind, { label, ...values });
}
