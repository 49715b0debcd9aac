import { createIntl, createIntlCache } from "@formatjs/intl";
import { log } from "../log";
import { catalogues as authored } from "./catalogues";
import type { MessageKey } from "./fr";
import { locales, otherLocales, pseudoSource, type Locale } from "./locale-list";
import { pseudoLocalizeAll, typesetAll, withPseudo } from "./typography";

type MessageValues = Record<string, string | number>;
export type Catalogues = Record<Locale, Partial<Record<string, string>>>;

export interface Translator {
  locale: Locale;
  t(key: MessageKey, values?: MessageValues): string;
  /** The message unformatted, placeholders kept, for islands that fill them in the browser. */
  raw(key: MessageKey): string;
}

/** Called when a key is missing from the requested language (it then falls back). */
export type MissingKeyHandler = (key: string, locale: Locale) => void;

const intlCache = createIntlCache();
// The catalogues are written with plain spaces and straight quotes, and typeset once here
// (src/i18n/typography.ts): what a message says is what every page, island, toast and e-mail shows.
const builtIn = {} as Catalogues;
for (const locale of locales) builtIn[locale] = typesetAll(authored[locale], locale);
// The test locale's catalogue, derived from the language it copies when first asked for (decision 038).
withPseudo(builtIn, () => pseudoLocalizeAll(builtIn[pseudoSource]));

/**
 * A translator for one language. A key missing in that language falls back to the other languages, in the
 * list's order, then to the key itself (docs/product.md §4.1); `onMissing` hears about every fallback.
 */
export function createTranslator(
  locale: Locale,
  catalogues: Catalogues = builtIn,
  onMissing?: MissingKeyHandler,
): Translator {
  const own = catalogues[locale];
  const fallbacks = otherLocales(locale)
    .reverse()
    .map((other) => catalogues[other]);
  const messages = Object.assign({}, ...fallbacks, own) as Record<string, string>;
  const intl = createIntl(
    {
      locale,
      defaultLocale: locale,
      messages,
      onError: (error) => {
        // A missing key is reported through onMissing below; anything else is a broken message.
        if (error.code !== "MISSING_TRANSLATION") log("error", "broken catalogue message", { locale, error });
      },
    },
    intlCache,
  );
  // Most messages take no values: format each once. (formatjs keys its own cache by serialising every
  // argument, which costs more than the formatting on a page with hundreds of strings.)
  const plain = new Map<string, string>();
  return {
    locale,
    t(key, values) {
      if (onMissing && own[key] === undefined) onMissing(key, locale);
      if (values) return intl.formatMessage({ id: key }, values) as string;
      let text = plain.get(key);
      if (text === undefined) {
        text = intl.formatMessage({ id: key }) as string;
        plain.set(key, text);
      }
      return text;
    },
    raw(key) {
      if (onMissing && own[key] === undefined) onMissing(key, locale);
      return messages[key] ?? key;
    },
  };
}

const memo = new Map<string, Translator>();

/** The translator of a language, built once per isolate; `strict` throws on a missing key (tests). */
export function getTranslator(locale: Locale, strict = false): Translator {
  const id = `${locale}:${strict}`;
  let translator = memo.get(id);
  if (!translator) {
    translator = createTranslator(locale, builtIn, strict ? throwOnMissing : undefined);
    memo.set(id, translator);
  }
  return translator;
}

function throwOnMissing(key: string, locale: Locale): never {
  throw new Error(`Missing ${locale} translation for "${key}"`);
}
