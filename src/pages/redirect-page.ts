import { html } from "hono/html";
import type { Locale } from "../i18n/locale-list";
import { getTranslator } from "../i18n/translator";
import { plainPage } from "../render/plain-page";

/**
 * The short body of an off-site redirect ("Redirection en cours..."): the Location header does the
 * work; the link is there for clients that do not follow it.
 */
export function redirectBody(locale: Locale, target: string): string {
  const { t } = getTranslator(locale);
  return plainPage(locale, {
    title: t("redirect.title"),
    robots: "noindex",
    body: html`<p>${t("redirect.title")}</p>
      <p>${t("redirect.body")} <a href="${target}">${target}</a></p>`,
  });
}
