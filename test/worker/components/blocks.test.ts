import { describe, expect, it } from "vitest";
import { send } from "../fixtures/requests";

// French puts a no-break space before % (the one Intl uses) and a decimal comma; English neither.
const frenchWay = (value: string) => value.replace("%", "\u00a0%").replace(".", ",").replace("3x", "×3");
const englishWay = (value: string) => value.replace("3x", "×3");

/** The displayed result figures of docs/product.md §9.6, as written there, page by page. */
const specMetrics: Record<string, string[]> = {
  "/nos-realisations": ["85%", "+150%", "3x", "4.8/5"],
  "/jeux-marketing": ["+200%", "85%", "+150%", "4.8/5"],
  "/serious-games-realisations": ["90%", "85%", "+75%", "4.9/5"],
  "/objets-connectes": ["95%", "+300%", "+200%", "4.9/5"],
  "/elearning-interactif-realisations": ["+85%", "90%", "+150%", "4.8/5"],
  "/sante": ["+250%", "92%", "+180%", "4.9/5"],
};

const shownFigures = (html: string) =>
  [...html.matchAll(/<dd class="stat-value"><span class="stat-icon">.*?<\/span>([^<]+)<\/dd>/g)].map((m) => m[1]);

describe("headline figures", () => {
  for (const [path, metrics] of Object.entries(specMetrics)) {
    it(`${path} shows the product document's metrics, each written its language's way`, async () => {
      expect(shownFigures(await (await send(`${path}?lang=fr`)).text())).toEqual(metrics.map(frenchWay));
      expect(shownFigures(await (await send(`${path}?lang=en`)).text())).toEqual(metrics.map(englishWay));
    });
  }
});
