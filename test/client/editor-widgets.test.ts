// The editor's fields refuse, before saving, what the build would refuse (decisions 083, 100): inline marks the
// site would show as written (the build's own check, src/content/rich-marks.ts), a text missing a language, a
// value another entry has. They say so in the editor's language, French unless the person chose another.
// Those refusals in the real form (its fields' own settings) are the editor's journeys: test/e2e/content-editor.spec.ts.
import { afterEach, describe, expect, it } from "vitest";
import { BilingualControl, type ControlProps } from "../../editor/bilingual-widget";
import { catalogues } from "../../editor/i18n/catalogues";
import { editorLanguage, speak } from "../../editor/i18n/current";
import { RichControl } from "../../editor/rich-widget";
import { UniqueControl } from "../../editor/unique-widget";
import { defaultLocale } from "../../src/i18n/locale-list";

/** The props Decap gives a control: its value, and the field's configuration as an Immutable-like map. */
function props(value: unknown, field: Record<string, unknown>, entry: Record<string, unknown> = {}): ControlProps {
  const settings = new Map(Object.entries(field));
  const entrySettings = new Map(Object.entries(entry));
  return {
    value,
    field: { get: (key: string, fallback?: unknown) => (settings.has(key) ? settings.get(key) : fallback) },
    entry: { get: (key: string) => entrySettings.get(key) },
    onChange: () => {},
  } as unknown as ControlProps;
}

/** A list of a field's settings, as Decap hands one over (an Immutable list). */
const list = <T>(items: T[]) => ({ toJS: () => items });

/** A message of the catalogue, its placeholders filled. */
const said = (locale: "fr" | "en", key: keyof (typeof catalogues)["en"]["ui"], values: Record<string, string>) =>
  catalogues[locale].ui[key].replace(/\{(\w+)\}/g, (_, name: string) => values[name]!);

const languages = list([
  { code: "fr", name: "Français" },
  { code: "en", name: "Anglais" },
]);

afterEach(() => speak(defaultLocale));

describe("the editor's text fields", () => {
  it("a text in both languages refuses an unpaired ** in English, and accepts marks as the site draws them", () => {
    const field = { label: "Description", rich: true, languages };
    const broken = new BilingualControl(props({ fr: "Un **jeu** en 3D", en: "A **3D game" }, field));
    expect(broken.isValid()).toEqual({
      error: { type: "CUSTOM", message: said("fr", "unpairedBold", { label: "Description (Anglais)" }) },
    });
    const fine = { fr: "Un **jeu** pour [le site](/contact)", en: "A **game** for [the site](https://example.org)" };
    expect(new BilingualControl(props(fine, field)).isValid()).toBe(true);
  });

  it("a text without marks takes asterisks as they are", () => {
    const field = { label: "Title", languages };
    expect(new BilingualControl(props({ fr: "Le **Cube", en: "The **Cube" }, field)).isValid()).toBe(true);
  });

  it("a page's text in one language refuses a link to an address the site cannot open, in English when asked", () => {
    speak("en");
    const control = new RichControl(props("Voir [nos projets](nos-realisations).", { label: "Projects intro" }));
    expect(control.isValid()).toEqual({
      error: {
        type: "CUSTOM",
        message: said("en", "badTarget", { label: "Projects intro", text: "nos projets", target: "nos-realisations" }),
      },
    });
    expect(
      new RichControl(props("Voir [nos projets](/nos-realisations).", { label: "Projects intro" })).isValid(),
    ).toBe(true);
  });
});

describe("a value no other entry may have", () => {
  /** The widget with what its search of the collection found, as Decap's `query` answers it. */
  async function unique(value: unknown, entry: Record<string, unknown>, field: Record<string, unknown>) {
    const hits = [
      { slug: "le-cube", data: { slug: "le-cube", order: 1 } },
      { slug: "wecare", data: { slug: "wecare", order: 2 } },
    ];
    const control = new UniqueControl({
      ...props(value, { name: "order", label: "Place", unique_in: list(["projects"]), ...field }, entry),
      forID: "order",
      query: async () => ({ payload: { hits } }),
    } as unknown as ControlProps);
    await control.componentDidMount();
    return control;
  }

  it("refuses an address the site keeps for itself", async () => {
    const control = await unique(
      "/admin",
      { collection: "services", newRecord: true },
      {
        name: "path",
        unique_in: list([]),
        reserved: { toJS: () => ({ "/admin": "—" }) },
      },
    );
    expect(control.isValid()).not.toBe(true);
  });
});

describe("the editor's language", () => {
  const storage = () => {
    const values = new Map<string, string>();
    return {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => values.set(key, value),
    };
  };

  it("is the studio's unless asked, and stays as asked in this browser", () => {
    const kept = storage();
    expect(editorLanguage("", kept)).toBe(defaultLocale);
    expect(editorLanguage("?lang=en", kept)).toBe("en");
    expect(editorLanguage("", kept)).toBe("en");
    expect(editorLanguage("?lang=xx", kept)).toBe("en");
  });
});
