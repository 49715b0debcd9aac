// The editor's text fields refuse inline marks the site would show as written (decision 083), with the build's own
// check (src/content/rich-marks.ts): a field in both languages names the language, a page's text its field.
import { describe, expect, it } from "vitest";
import { BilingualControl, type ControlProps } from "../../editor/bilingual-widget";
import { RichControl } from "../../editor/rich-widget";

/** The props Decap gives a control: its value, and the field's configuration as an Immutable-like map. */
function props(value: unknown, field: Record<string, unknown>): ControlProps {
  const settings = new Map(Object.entries(field));
  return {
    value,
    field: { get: (key: string, fallback?: unknown) => (settings.has(key) ? settings.get(key) : fallback) },
    onChange: () => {},
  } as unknown as ControlProps;
}

describe("the editor's text fields", () => {
  it("a text in both languages refuses an unpaired ** in English, and accepts marks as the site draws them", () => {
    const field = { label: "Description", rich: true, languages: ["fr", "en"] };
    const broken = new BilingualControl(props({ fr: "Un **jeu** en 3D", en: "A **3D game" }, field));
    expect(broken.isValid()).toEqual({
      error: {
        type: "CUSTOM",
        message: "Description (English) has a ** without its pair: bold is written **words**",
      },
    });
    const fine = { fr: "Un **jeu** pour [le site](/contact)", en: "A **game** for [the site](https://example.org)" };
    expect(new BilingualControl(props(fine, field)).isValid()).toBe(true);
  });

  it("a text without marks takes asterisks as they are", () => {
    const field = { label: "Title", languages: ["fr", "en"] };
    expect(new BilingualControl(props({ fr: "Le **Cube", en: "The **Cube" }, field)).isValid()).toBe(true);
  });

  it("a page's text in one language refuses a link to an address the site cannot open", () => {
    const control = new RichControl(props("Voir [nos projets](nos-realisations).", { label: "Projects intro" }));
    expect(control.isValid()).toEqual({
      error: {
        type: "CUSTOM",
        message:
          'Projects intro links "nos projets" to "nos-realisations": write a page (/…), a web address (https://…), mailto: or tel:',
      },
    });
    expect(
      new RichControl(props("Voir [nos projets](/nos-realisations).", { label: "Projects intro" })).isValid(),
    ).toBe(true);
  });
});
