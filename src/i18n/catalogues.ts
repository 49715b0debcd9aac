// Every language's catalogue, by its code (the list of languages: src/i18n/locale-list.ts), as authors write
// them. Only the build reads this module at run time: scripts/compile-content.mjs typesets each catalogue and
// parses its ICU messages into build/content/catalogues.js, which the translator imports (decision 087).
import type IntlMessageFormat from "intl-messageformat";
import { en } from "./en";
import { fr, type MessageKey } from "./fr";
import type { Locale } from "./locale-list";

export const catalogues = { fr, en } satisfies Record<Locale, Partial<Record<string, string>>>;

/** A message parsed at build (intl-messageformat's AST): what the Worker formats without a parser. */
export type MessageFormat = Exclude<ConstructorParameters<typeof IntlMessageFormat>[0], string>;

/** One language's catalogue as the build writes it (build/content/catalogues.js). */
export interface CompiledCatalogue {
  /** Every message, typeset: what `t` shows when it takes no values, and what `raw` gives islands. */
  messages: Record<MessageKey, string>;
  /** The parsed form of each message that is more than text (placeholders, plurals, escapes). */
  formats: Partial<Record<MessageKey, MessageFormat>>;
}
