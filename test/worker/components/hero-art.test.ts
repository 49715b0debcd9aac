import { describe, expect, it } from "vitest";
import type { PageTemplate } from "../../../src/route-table";
import { pageRoutes } from "../../../src/route-table";
import { send } from "../fixtures/requests";

/** Which page kinds illustrate their hero with three project covers (DESIGN: the studio's own work as art). */
const illustrated: Record<PageTemplate, boolean> = {
  home: true,
  expertise: true,
  service: true,
  portfolio: true,
  achievement: true,
  about: true,
  careers: true,
  contact: false,
  policy: false,
  "policy-index": false,
};

const covers = (html: string) =>
  [...html.matchAll(/<img class="hero-cover hero-cover-\d" src="\/assets\/images\/projects\/([^/]+)\//g)].map(
    ([, slug]) => slug,
  );

describe("hero art", () => {
  it("every illustrated page shows three project covers, the ones its route names; the others none", async () => {
    for (const route of pageRoutes) {
      const shown = covers(await (await send(`${route.path}?lang=fr`)).text());
      if (!illustrated[route.template]) expect(shown, route.path).toEqual([]);
      else if (route.heroArt) expect(shown, route.path).toEqual(route.heroArt);
      else expect(shown, route.path).toHaveLength(3);
    }
  });
});
