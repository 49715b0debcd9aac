import { describe, expect, it } from "vitest";
import { achievementPages, portfolioPage } from "../../../src/content/site-content";
import { formatFigure } from "../../../src/i18n/format";
import { locales } from "../../../src/i18n/locale-list";
import type { Stat } from "../../../scripts/content/types";
import { send } from "../fixtures/requests";

/** Every page that shows headline figures, with its figures as its entry gives them, per language. */
const pagesWithFigures: [string, Record<string, Stat[] | undefined>][] = [
  ["/nos-realisations", Object.fromEntries(locales.map((locale) => [locale, portfolioPage[locale].metrics]))],
  ...achievementPages().map(
    (page) =>
      [page.path, Object.fromEntries(locales.map((locale) => [locale, page.copy[locale].stats]))] as [
        string,
        Record<string, Stat[] | undefined>,
      ],
  ),
];

const shownFigures = (html: string) =>
  [...html.matchAll(/<dd class="stat-value"><span class="stat-icon">.*?<\/span>([^<]+)<\/dd>/g)].map((m) => m[1]);
const shownScopes = (html: string) => [...html.matchAll(/<dd class="stat-scope">([^<]+)<\/dd>/g)].map((m) => m[1]);

describe("headline figures", () => {
  for (const [path, stats] of pagesWithFigures) {
    it(`${path} shows its entry's figures, each written its language's way with its scope, or no figures section`, async () => {
      for (const locale of locales) {
        const html = await (await send(`${path}?lang=${locale}`)).text();
        const tiles = stats[locale] ?? [];
        expect(shownFigures(html), locale).toEqual(tiles.map((stat) => formatFigure(locale, stat.value)));
        expect(shownScopes(html), locale).toEqual(tiles.map((stat) => stat.scope));
        expect(html.includes('id="results"'), locale).toBe(tiles.length > 0);
      }
    });
  }
});
