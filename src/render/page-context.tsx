import { createContext, useContext, type ReactNode } from "react";
import type { SiteConfig } from "../config/schema";
import type { Locale } from "../i18n/locale-list";
import type { Translator } from "../i18n/translator";

/** What every server component may need: the language, the translator, the page path, the site config. */
export interface PageContextValue {
  locale: Locale;
  t: Translator["t"];
  raw: Translator["raw"];
  path: string;
  /** Whether the URL named the language (?lang=): the canonical URL is then that one, else the bare path. */
  langInUrl: boolean;
  config: SiteConfig;
}

const PageContext = createContext<PageContextValue | null>(null);

export function PageProvider({ value, children }: { value: PageContextValue; children: ReactNode }) {
  return <PageContext.Provider value={value}>{children}</PageContext.Provider>;
}

/** The page's language and translator. Used outside its provider, it is an error (docs/product.md §4.1). */
export function usePage(): PageContextValue {
  const value = useContext(PageContext);
  if (!value) throw new Error("usePage() must be used inside <PageProvider>");
  return value;
}
