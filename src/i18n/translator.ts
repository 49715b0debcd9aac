import IntlMessageFormat from "intl-messageformat";
import compiled from "../../build/content/catalogues";
import { log } from "../log";
import type { CompiledCatalogue, MessageFormat } from "./catalogues";
import type { MessageKey } from "./fr";
import { otherLocales, type Locale } from "./locale-list";
import { addTestCatalogue } from "./test-locale";

type MessageValues = Record<string, string | number>;

/** Catalogues by language: compiled ones (build/content/catalogues.js), or plain messages (tests). */
export type Catalogues = Partial<
  Record<string, { messages: Partial<Record<string, string>>; formats?: Partial<Record<string, MessageFormat>> }>
>;

export interface Translator {
  locale: Locale;
  t(key: MessageKey, values?: MessageValues): string;
  /** The message unformatted, placeholders kept, for islands that fill them in the browser. */
  raw(key: MessageKey): string;
}

/** Called when a key is missing from the requested language (it then falls back). */
export type MissingKeyHandler = (key: string, locale: Locale) => void;

// The catalogues are written with plain spaces and straight quotes, typeset and parsed at build
// (scripts/compile-content.mjs, decision 087): an isolate only reads them. What a message says is what every
// page, island, toast and e-mail shows. The test locale's catalogue is added when it is enabled (decision 038).
const builtIn: Partial<Record<string, CompiledCatalogue>> = { ...compiled };
addTestCatalogue(builtIn);

/**
 * A translator for one language. A key missing in that language falls back to the other languages, in the
 * list's order, then to the key itself (docs/product.md §4.1); `onMissing` hears about every fallback. The
 * site's own translators (`getTranslator`) refuse a missing key instead.
 */
export function createTranslator(locale: Locale, catalogues: Catalogues, onMissing?: MissingKeyHandler): Translator {
  const own = catalogues[locale];
  if (!own) throw new Error(`No catalogue for "${locale}"`);
  const chain = [own, ...otherLocales(locale).flatMap((other) => catalogues[other] ?? [])];
  const messageOf = (key: string) => {
    if (onMissing && own.messages[key] === undefined) onMissing(key, locale);
    return chain.find((catalogue) => catalogue.messages[key] !== undefined);
  };
  return {
    locale,
    t(key, values) {
      const catalogue = messageOf(key);
      const format = catalogue?.formats?.[key];
      if (!format) return catalogue?.messages[key] ?? key;
      try {
        return String(new IntlMessageFormat(format, locale).format(values));
      } catch (error) {
        // A value missing or of the wrong kind: the page still shows, and the log says which message.
        log("error", "broken catalogue message", { locale, key, error });
        return key;
      }
    },
    raw(key) {
      return messageOf(key)?.messages[key] ?? key;
    },
  };
}

const memo = new Map<string, Translator>();

/**
 * The translator of a language, built once per isolate. Strict: the site's catalogues are complete by type
 * (each is typed against the French one), so a key missing at run time is a mistake, and it throws rather
 * than show another language or the key (decision 087). The test locale's translator exists once it is
 * enabled (src/i18n/test-locale.ts).
 */
export function getTranslator(locale: Locale): Translator {
  let translator = memo.get(locale);
  if (!translator) {
    translator = createTranslator(locale, builtIn, throwOnMissing);
    memo.set(locale, translator);
  }
  return translator;
}

function throwOnMissing(key: string, locale: Locale): never {
  throw new Error(`Missing ${locale} translation for "${key}"`);
}
