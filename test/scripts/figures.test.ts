// Figures and their claims (decision 101): the claims report lists every number a page shows that no `figure`
// claim of its record states, for the studio's sign-off before launch. A figure the studio types is its own:
// the report lists it, and nothing refuses it (decision 100).
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { compileContent, ContentError } from "../../scripts/compile-content.mjs";
import { untrackedFigures } from "../../scripts/content/claims-report";
import { collections, type AuthoredContent } from "../../scripts/content/collections";
import { plain } from "../../scripts/content/figures";

const fixtures = join(import.meta.dirname, "..", "fixtures", "content");

/** The fixtures with le-cube.yaml changed, compiled as the build compiles them. */
async function projectWith(edit: (text: string) => string): Promise<Partial<AuthoredContent>> {
  const dir = mkdtempSync(join(tmpdir(), "figures-"));
  cpSync(fixtures, dir, { recursive: true });
  const file = join(dir, "projects", "le-cube.yaml");
  writeFileSync(file, edit(readFileSync(file, "utf8")));
  return (await compileContent({ contentDir: dir, outDir: null, only: ["projects"] })) as Partial<AuthoredContent>;
}

const fiveThousand = (text: string) =>
  text
    .replace("tournez le cube !", "tournez le cube ! Plus de 5 000 joueurs l'ont relevé.")
    .replace("turn the cube!", "turn the cube! More than 5,000 players took it on.");

let content: AuthoredContent;
beforeAll(async () => {
  content = (await compileContent({ outDir: null })) as AuthoredContent;
});

describe("figures (npm run content:claims)", () => {
  it("does not count a number that names something: a project's title, a word, a link's target", async () => {
    const named = await projectWith((text) =>
      text
        .replace(/ {2}(fr|en): Le Cube\n/g, "  $1: Le Cube 2\n")
        .replace("tournez le cube !", "Le Cube 2 tourne en HTML5 et en 3D, [appelez-nous](tel:+33199001234).")
        .replace("turn the cube!", "Le Cube 2 runs in HTML5 and 3D, [call us](tel:+33199001234)."),
    );
    expect(untrackedFigures(named)).toEqual([]);
  });

  it("lists a number added to a text without a claim, by page, record, field and language", async () => {
    const untracked = untrackedFigures(await projectWith(fiveThousand));
    expect(untracked.map(({ page, record, field, figure }) => [page, record, field, plain(figure)])).toEqual([
      ["/project/le-cube", "projects/le-cube", "description.fr", "5 000"],
      ["/project/le-cube", "projects/le-cube", "description.en", "5,000"],
    ]);
  });

  it("takes the number once a figure claim quotes the words around it in each language", async () => {
    const claimed = await projectWith(
      (text) =>
        `${fiveThousand(text)}claims:\n  - kind: figure\n    quote:\n      fr: Plus de 5 000 joueurs\n      en: 5,000 players\n    source: "unconfirmed: the studio to supply"\n`,
    );
    expect(untrackedFigures(claimed)).toEqual([]);
    // Another kind of claim quoting the same words does not state a figure.
    const practice = await projectWith(
      (text) => `${fiveThousand(text)}claims:\n  - kind: project\n    quote:\n      fr: Plus de 5 000 joueurs\n`,
    );
    expect(untrackedFigures(practice)).toHaveLength(2);
  });

  it("lists a figure of the schema whose value no claim states, and one whose label changed", () => {
    const page = structuredClone(content.achievements[0]!);
    const tile = (label: string) => ({
      icon: "star" as const,
      value: { kind: "percent" as const, value: 85, signed: false },
      label,
      scope: "enquête du client, 212 répondants, 2025",
    });
    page.copy.fr = { ...page.copy.fr, statsTitle: "Résultats", stats: [tile("Joueurs satisfaits")] };
    page.copy.en = { ...page.copy.en, statsTitle: "Results", stats: [tile("Satisfied players")] };
    page.claims = [
      ...(page.claims ?? []),
      {
        kind: "figure",
        quote: { fr: "Joueurs satisfaits 85 %", en: "Satisfied players 85%" },
        source: "unconfirmed: the studio to supply",
      },
      // The numbers of its scope are figures too.
      { kind: "figure", quote: { fr: "212 répondants, 2025", en: "212 répondants, 2025" }, source: "a client survey" },
    ];
    const onPage = (achievements: (typeof content)["achievements"]) =>
      untrackedFigures({ ...content, achievements }).filter((f) => f.page === page.path);
    expect(onPage([page])).toEqual([]);
    page.copy.fr.stats![0]!.value = { kind: "percent", value: 999, signed: true };
    page.copy.en.stats![0]!.label = "A label no claim quotes";
    expect(onPage([page]).map((f) => [f.field, f.locale])).toEqual([
      ["copy.fr.stats[0].value", "fr"],
      ["copy.en.stats[0].value", "en"],
    ]);
  });

  it("refuses a result tile without its scope, and a figures title without figures, naming the field", () => {
    const [page] = content.achievements;
    const { scope: _scope, ...bare } = {
      icon: "star" as const,
      value: { kind: "percent" as const, value: 85, signed: false },
      label: "Joueurs satisfaits",
      scope: "",
    };
    const issues = (copy: object) =>
      collections.achievements.entry
        .safeParse({ ...page, copy: { ...page!.copy, fr: { ...page!.copy.fr, ...copy } } })
        .error?.issues.map((issue) => issue.path.join("."));
    expect(issues({ statsTitle: "Résultats", stats: [bare] })).toEqual(["copy.fr.stats.0.scope"]);
    expect(issues({ statsTitle: "Résultats", stats: [] })).toEqual(["copy.fr.statsTitle"]);
    expect(
      issues({ statsTitle: "Résultats", stats: [{ ...bare, scope: "enquête du client, 212 répondants, 2025" }] }),
    ).toBeUndefined();
  });

  it("refuses a figure claim without its source, naming the field", async () => {
    const error = await projectWith(
      (text) => `${text}claims:\n  - kind: figure\n    quote:\n      fr: Le Cube\n`,
    ).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(ContentError);
    expect((error as ContentError).problems).toEqual([
      expect.stringMatching(/^projects\/le-cube: claims\[0\]\.source is missing: a figure says where it comes from/),
    ]);
  });
});
