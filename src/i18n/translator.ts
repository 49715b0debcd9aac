import IntlMessageFormat from "intl-messageformat";
import compiled from "../../build/content/catalogues";
import { log } from "../log";
import type { CompiledCatalogue } from "./catalogues";
import type { MessageKey } from "./fr";
import type { Locale } from "./locale-list";
import { addTestCatalogue } from "./test-locale";

type MessageValues = Record<string, string | number>;

export interface Translator {
  locale: Locale;
  t(key: MessageKey, values?: MessageValues): string;
  /** The message unformatted, placeholders kept, for islands that fill them in the browser. */
  raw(key: MessageKey): string;
}

// The catalogues are written with plain spaces and straight quotes, typeset and parsed at build
// (scripts/compile-content.mjs, decision 087): an isolate only reads them. What a message says is what every
// page, island, toast and e-mail shows. The test locale's catalogue is added when it is enabled (decision 038).
const builtIn: Partial<Record<string, CompiledCatalogue>> = { ...compiled };
addTestCatalogue(builtIn);

/**
 * A translator for one language. Strict: the site's catalogues are complete by type (each is typed against the
 * French one), so a key missing at run time is a mistake, and it throws rather than show another language or the
 * key (decision 087).
 */
function createTranslator(locale: Locale): Translator {
  const catalogue = builtIn[locale];
  if (!catalogue) throw new Error(`No catalogue for "${locale}"`);
  const messageOf = (key: MessageKey) => {
    const message = catalogue.messages[key];
    if (message === undefined) throw new Error(`Missing ${locale} translation for "${key}"`);
    return message;
  };
  return {
    locale,
    t(key, values) {
      const message = messageOf(key);
      const format = catalogue.formats?.[key];
      if (!format) return message;
      try {
        return String(new IntlMessageFormat(format, locale).format(values));
      } catch (error) {
        // A value missing or of the wrong kind: the page still shows, and the log says which message.
        log("error", "broken catalogue message", { locale, key, error });
        return key;
      }
    },
    raw: messageOf,
  };
}

const memo = new Map<string, Translator>();

/**
 * The translator of a language, built once per isolate. The test locale's translator exists once it is enabled
 * (src/i18n/test-locale.ts).
 */
export function getTranslator(locale: Locale): Translator {
  let translator = memo.get(locale);
  if (!translator) {
    translator = createTranslator(locale);
    memo.set(locale, translator);
  }
  return translator;
}
