import { renderToStaticMarkup } from "react-dom/server.edge";
import { describe, expect, it } from "vitest";
import { plainText, RichText } from "../../../client/components/rich-text";

// The content's one inline markup, read two ways: drawn on a page, and as plain text for a meta description.
describe("rich text", () => {
  const text = "Un **jeu** pour [le site](https://example.org) et [la page](/contact),\n  sur\u00a09 mois.";

  it("draws bold, external links in a new tab with a hint, and site links in place", () => {
    expect(renderToStaticMarkup(<RichText text={text} newTabHint="(nouvel onglet)" />)).toBe(
      'Un <strong>jeu</strong> pour <a href="https://example.org" target="_blank" rel="noopener">le site' +
        '<span class="sr-only"> (nouvel onglet)</span></a> et <a href="/contact">la page</a>,\n  sur\u00a09 mois.',
    );
  });

  it("reads as plain text without its marks, folding white space but keeping French no-break spaces", () => {
    expect(plainText(text)).toBe("Un jeu pour le site et la page, sur\u00a09 mois.");
  });
});
