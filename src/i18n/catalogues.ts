// Every language's catalogue, by its code (the list of languages: src/i18n/locale-list.ts).
import { en } from "./en";
import { fr } from "./fr";
import type { Locale } from "./locale-list";

export const catalogues = { fr, en } satisfies Record<Locale, Partial<Record<string, string>>>;
