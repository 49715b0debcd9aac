import type { Locale } from "../../src/i18n/locale-list";
import { en } from "./en";
import { fr } from "./fr";

/** The editor's words in one language: every catalogue has the English one's keys (a missing one is a type error). */
export type EditorCatalogue = typeof en;

/** One catalogue per language of the site: a language added to the list needs its own here. */
export const catalogues: Record<Locale, EditorCatalogue> = { fr, en };
