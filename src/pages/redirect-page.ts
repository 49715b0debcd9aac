import { html } from "hono/html";
import type { Locale } from "../i18n/locale-list";
import { getTranslator } from "../i18n/translator";

/**
 * The short body of an off-site redirect ("Redirection en cours..."): the Location header does the
 * work; the link is there for clients that do not follow it. Plain HTML, no site chrome; hono's `html`
 * escapes every value put into it.
 */
export function redirectBody(locale: Locale, target: string): string {
  const { t } = getTranslator(locale);
  return String(
    html`<!DOCTYPE html>
      <html lang="${locale}">
        <head>
          <meta charset="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <meta name="robots" content="noindex" />
          <title>${t("redirect.title")}</title>
        </head>
        <body>
          <p>${t("redirect.title")}</p>
          <p>${t("redirect.body")} <a href="${target}">${target}</a></p>
        </body>
      </html>`,
  );
}
