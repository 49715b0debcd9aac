import { html } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";
import type { Locale } from "../i18n/locale-list";

/**
 * A page of its own, outside the site's chrome and its React renderer: an off-site redirect's body and the content
 * editor's two pages. hono's `html` escapes every value put into it; `body` is markup already built with it.
 */
export function plainPage(
  locale: Locale,
  { title, robots, body }: { title: string; robots: string; body: HtmlEscapedString | Promise<HtmlEscapedString> },
): string {
  return String(
    html`<!DOCTYPE html>
      <html lang="${locale}">
        <head>
          <meta charset="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <meta name="robots" content="${robots}" />
          <title>${title}</title>
        </head>
        <body>
          ${body}
        </body>
      </html>`,
  );
}
