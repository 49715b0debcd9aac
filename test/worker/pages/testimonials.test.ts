import { describe, expect, it } from "vitest";
import { testimonials } from "../../../src/content/site-content";
import { send } from "../fixtures/requests";

// Decision 101: a testimonial's stars are a figure the client gave; the build ships them only once the studio
// has confirmed every claim of the testimonial.
describe("the home page's testimonials", () => {
  for (const lang of ["fr", "en"] as const) {
    it(`shows stars for the testimonials that have them in their compiled entry, and for no other (${lang})`, async () => {
      const html = await (await send(`/?lang=${lang}`)).text();
      const rated = testimonials.filter((item) => item.stars !== undefined);
      expect(html.match(/<p class="stars">/g) ?? []).toHaveLength(rated.length);
      for (const item of rated) expect(html).toContain(`<span aria-hidden="true">${"★".repeat(item.stars!)}</span>`);
      if (rated.length === 0) expect(html).not.toContain("★");
    });
  }
});
