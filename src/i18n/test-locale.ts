// The test locale (docs/decisions/038-test-locale.md): English with every letter accented and each text about
// 35 % longer ("[Ḉöñţåçţ ûš ····]"), served at ?lang=en-XA only where PSEUDO_LOCALE is set (tests), never in
// a deployment. Server code only: browsers never get it (a dependency-cruiser rule keeps it out of the code
// client/ may import), and nothing of it runs unless `enableTestLocale()` is called, so an isolate of the
// deployed site pays nothing for it at start-up (docs/decisions/087-startup-at-build.md).
import type { CompiledCatalogue, MessageFormat } from "./catalogues";
import { addServedLocale, traitsOf, type Locale } from "./locale-list";
import { NOT_TEXT } from "./text-keys";

/**
 * The test locale's tag. Typed as a Locale because everything written in it is read from the language it is
 * derived from, through the same keys: each group of languages answers for it once it is enabled.
 */
export const pseudoLocale = "en-XA" as Locale;
/** The language the test locale is derived from. */
const pseudoSource: Locale = "en";

const ACCENTED: Record<string, string> = Object.fromEntries(
  [..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"].map((ch, i) => [
    ch,
    [..."åƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁḈÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ"][i]!,
  ]),
);

/** Plain prose, accented: letters only (placeholders, markup and link targets are handled by the caller). */
function accent(text: string): string {
  return text.replace(/[A-Za-z]/g, (ch) => ACCENTED[ch] ?? ch);
}

/** How many accented letters a text holds: what `lengthen` makes room for. */
const accentedLetters = (text: string) => [...text].filter((ch) => ch > "\u007f" && /\p{L}/u.test(ch)).length;

/** About 35 % more room for `letters` letters: a dot for every three or so, in words of at most five dots. */
function dotsFor(letters: number): string {
  return "·".repeat(Math.max(1, Math.ceil(letters * 0.35))).replace(/(·{5})(?=·)/g, "$1 ");
}

/**
 * About 35 % more room, as a longer language needs: a dot for every three letters or so, in brackets, in
 * words of at most five dots (a longer language has longer words, not one unbreakable one).
 */
function lengthen(text: string): string {
  return `[${text} ${dotsFor(accentedLetters(text))}]`;
}

/**
 * A text of the catalogue or the content in the test locale: its words accented and the whole lengthened.
 * ICU placeholders (`{name}`) and the keywords of plural and select messages stay as they are (their
 * options' text is pseudo-localised too), and so do the targets of rich-text links (`[text](/path)`).
 */
export function pseudoLocalize(text: string): string {
  if (!/[A-Za-z]/.test(text)) return text;
  return lengthen(pseudoMessage(text));
}

function pseudoMessage(text: string): string {
  let out = "";
  let i = 0;
  while (i < text.length) {
    const ch = text[i]!;
    if (ch === "{") {
      const end = matchingBrace(text, i);
      out += pseudoArgument(text.slice(i + 1, end));
      i = end + 1;
    } else if (ch === "]" && text[i + 1] === "(") {
      // A rich-text link's target: kept as it is.
      const end = text.indexOf(")", i);
      out += text.slice(i, end < 0 ? text.length : end + 1);
      i = end < 0 ? text.length : end + 1;
    } else {
      out += accent(ch);
      i += 1;
    }
  }
  return out;
}

/** `{name}` kept; `{n, plural, one {…} other {…}}` keeps its name, type and selectors, its options pseudo. */
function pseudoArgument(inner: string): string {
  const parts = inner.split(",");
  if (parts.length < 3) return `{${inner}}`;
  const head = `${parts[0]},${parts[1]},`;
  let rest = inner.slice(head.length);
  let out = "";
  while (rest.length > 0) {
    const open = rest.indexOf("{");
    if (open < 0) {
      out += rest;
      break;
    }
    const end = matchingBrace(rest, open);
    out += rest.slice(0, open + 1) + pseudoMessage(rest.slice(open + 1, end)) + "}";
    rest = rest.slice(end + 1);
  }
  return `{${head}${out}}`;
}

function matchingBrace(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === "{") depth += 1;
    else if (text[i] === "}" && --depth === 0) return i;
  }
  return text.length - 1;
}

type MessageElement = MessageFormat[number];
/** intl-messageformat's `TYPE.literal`: a run of text (its other kinds are placeholders, plurals, tags…). */
const LITERAL = 0;

/**
 * A catalogue message compiled at build (src/i18n/catalogues.ts) in the test locale: what `pseudoLocalize`
 * does to its source, done to its parsed form, since the Worker has no message parser (decision 087). Its
 * texts are accented (the options of a plural or select and the content of a tag too), and the whole is
 * lengthened by the same count of dots.
 */
function pseudoFormat(message: MessageFormat): MessageFormat {
  let letters = 0;
  const walk = (elements: MessageFormat): MessageFormat =>
    elements.map((element): MessageElement => {
      if ("options" in element) {
        const options = Object.fromEntries(
          Object.entries(element.options).map(([key, option]) => [key, { ...option, value: walk(option.value) }]),
        );
        return { ...element, options } as MessageElement;
      }
      if ("children" in element) return { ...element, children: walk(element.children) };
      if (element.type === LITERAL && "value" in element) {
        const value = pseudoMessage(element.value);
        letters += accentedLetters(value);
        return { ...element, value };
      }
      return element;
    });
  const body = walk(message);
  const literal = (value: string) => ({ type: LITERAL, value }) as MessageElement;
  return [literal("["), ...body, literal(` ${dotsFor(letters)}]`)];
}

/** A compiled catalogue in the test locale. */
function pseudoCatalogue(catalogue: CompiledCatalogue): CompiledCatalogue {
  const mapValues = <T, U>(record: Partial<Record<string, T>>, fn: (value: T) => U) =>
    Object.fromEntries(Object.entries(record).map(([key, value]) => [key, fn(value as T)]));
  return {
    messages: mapValues(catalogue.messages, pseudoLocalize) as CompiledCatalogue["messages"],
    formats: mapValues(catalogue.formats, pseudoFormat),
  };
}

/** A copy of data with every text string pseudo-localised. */
function pseudoLocalizeAll<T>(data: T): T {
  if (typeof data === "string") return pseudoLocalize(data) as T;
  if (Array.isArray(data)) return data.map((item: unknown) => pseudoLocalizeAll(item)) as T;
  if (data && typeof data === "object") {
    return Object.fromEntries(
      Object.entries(data).map(([key, item]) => [key, NOT_TEXT.test(key) ? item : pseudoLocalizeAll(item)]),
    ) as T;
  }
  return data;
}

/**
 * Gives a group of languages its test-locale version: computed once, the first time it is read, and hidden
 * from `Object.keys`, so nothing listing languages ever sees it.
 */
function withPseudo(group: object, derive: () => unknown): void {
  let derived: unknown;
  Object.defineProperty(group, pseudoLocale, {
    get: () => (derived ??= derive()),
    enumerable: false,
    configurable: true,
  });
}

/** Every group of languages in the data (a record with the source language's key) gets its test-locale version. */
function withPseudoGroups(data: unknown): void {
  if (Array.isArray(data)) for (const item of data) withPseudoGroups(item);
  else if (data && typeof data === "object") {
    for (const [key, item] of Object.entries(data)) if (!NOT_TEXT.test(key)) withPseudoGroups(item);
    if (pseudoSource in data) {
      const group = data as Record<string, unknown>;
      withPseudo(group, () => pseudoLocalizeAll(group[pseudoSource]));
    }
  }
}

let enabled = false;
const pending: (() => void)[] = [];

function whenEnabled(derive: () => void): void {
  if (enabled) derive();
  else pending.push(derive);
}

/**
 * The content, as site-content.ts exports it, answering for the test locale once it is enabled (each group of
 * languages, read in it, gives its source language's text pseudo-localised). Returns the data as it is.
 */
export function withTestLocale<T>(data: T): T {
  whenEnabled(() => withPseudoGroups(data));
  return data;
}

/** Adds the test locale's catalogue, derived from its source's, to the catalogues once it is enabled. */
export function addTestCatalogue(catalogues: Partial<Record<string, CompiledCatalogue>>): void {
  whenEnabled(() => {
    catalogues[pseudoLocale] = pseudoCatalogue(catalogues[pseudoSource]!);
  });
}

/**
 * Serves the test locale from now on in this isolate: its traits (the source language's, with every formatted
 * text pseudo-localised), its catalogue and every group of languages of the content. Called by the language
 * middleware when PSEUDO_LOCALE is set, and by tests that read it without a request. Runs once.
 */
export function enableTestLocale(): void {
  if (enabled) return;
  enabled = true;
  addServedLocale(pseudoLocale, { ...traitsOf(pseudoSource), rewrite: pseudoLocalize });
  for (const derive of pending.splice(0)) derive();
}
