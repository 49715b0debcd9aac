// The editor asks for what the build accepts, and writes what a person would (decision 083): its fields are
// generated from the content schemas, and every data file read and written back as the editor does is the
// same file.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { z } from "zod";
import { sitePolicy, siteYaml } from "../../editor/formats";
import { editorCollections } from "../../scripts/editor-config.mjs";
import { collections } from "../../scripts/content/collections";
import { catalogues } from "../../editor/i18n/catalogues";
import { languageName } from "../../src/i18n/format";
import { defaultLocale, locales, type Locale } from "../../src/i18n/locale-list";

interface Field {
  name: string;
  label?: string;
  hint?: string;
  widget: string;
  min?: number;
  max?: number;
  multiple?: boolean;
  collection?: string;
  unique_in?: string[];
  fixed_once_saved?: boolean;
  reserved?: Record<string, string>;
  required?: boolean;
  options?: (string | { value: string; label: string })[];
  fields?: Field[];
  field?: Field;
  some_languages?: boolean;
  pattern?: [string, string];
  max_length?: number;
  text_pattern?: [string, string];
}
interface Collection {
  name: string;
  folder?: string;
  extension?: string;
  fields?: Field[];
  files?: { name: string; file: string; fields: Field[] }[];
}

const contentDir = join(import.meta.dirname, "..", "..");
let editor: Collection[] = [];
beforeAll(async () => {
  editor = (await editorCollections()) as unknown as Collection[];
});

/** Every field's dotted path, in the form's order: what Decap gives a format to order a file's keys by. */
function fieldsOrder(fields: Field[], prefix = ""): string[] {
  return fields.flatMap((field) => [
    `${prefix}${field.name}`,
    ...fieldsOrder(field.fields ?? (field.field ? [field.field] : []), `${prefix}${field.name}.`),
  ]);
}

const byName = (fields: Field[] | undefined, name: string) => fields?.find((field) => field.name === name);

describe("the editor's collections", () => {
  it("ask for every field the schemas have, required where the schemas require it", () => {
    for (const [name, collection] of Object.entries(collections)) {
      const fields = editor.find((c) => c.name === name)!;
      const schemas = collection.shape === "files" ? collection.schemas : { [name]: collection.file };
      for (const [file, schema] of Object.entries(schemas)) {
        const json = z.toJSONSchema(schema as z.ZodType, { unrepresentable: "any", io: "input" }) as {
          properties: Record<string, unknown>;
          required?: string[];
        };
        const form = fields.files ? fields.files.find((f) => f.name === file)!.fields : fields.fields!;
        for (const property of Object.keys(json.properties)) {
          const field = byName(form, property);
          expect(field, `${name}/${file}: ${property}`).toBeDefined();
          const required = json.required?.includes(property) ?? false;
          if (field!.widget !== "list") expect(field!.required, `${name}/${file}: ${property}`).toBe(required);
        }
        expect(form.map((field) => field.name).sort()).toEqual(Object.keys(json.properties).sort());
      }
    }
  });

  it("ask for a project's texts in both languages, side by side, and offer the kinds of claim the schema allows", () => {
    const projects = editor.find((c) => c.name === "projects")!.fields!;
    expect(byName(projects, "title")).toMatchObject({
      widget: "bilingual",
      required: true,
      languages: locales.map((code) => ({ code, name: expect.any(String) })),
    });
    expect(byName(projects, "fullDescription")).toMatchObject({
      widget: "bilingual",
      required: false,
      multiline: true,
    });
    expect(byName(projects, "description")).toMatchObject({ widget: "bilingual", rich: true });
    expect(byName(projects, "slug")).not.toHaveProperty("rich");
    expect(byName(projects, "image")).toMatchObject({ widget: "image", required: false });
    const kind = byName(byName(projects, "claims")!.fields, "kind")!;
    const schema = z.toJSONSchema(collections.projects.file) as unknown as {
      properties: { claims: { items: { properties: { kind: { enum: string[] } } } } };
    };
    // Each by its name, in the editor's language.
    expect(kind.options).toEqual(
      schema.properties.claims.items.properties.kind.enum.map((value) => ({
        value,
        label: catalogues[defaultLocale].options.kind[value as "figure"],
      })),
    );
    // A colour from a picker, an icon by its picture.
    expect(byName(byName(projects, "artwork")!.fields, "colours")!.field).toMatchObject({ widget: "color" });
    const services = editor.find((c) => c.name === "services")!.fields!;
    expect(everyField(services).filter((field) => field.name === "icon")).toEqual(
      expect.arrayContaining([expect.objectContaining({ widget: "icon" })]),
    );
    expect(everyField(services).filter((field) => field.name === "icon" && field.widget !== "icon")).toEqual([]);
    const quote = byName(byName(projects, "claims")!.fields, "quote")!;
    expect(quote).toMatchObject({ widget: "bilingual", some_languages: true });
  });

  it("check the marks of a page's texts, written in each language's group", () => {
    const home = editor.find((c) => c.name === "pages")!.files!.find((f) => f.name === "home")!.fields;
    const french = byName(byName(home, "copy")!.fields, "fr")!;
    expect(byName(byName(french.fields, "hero")!.fields, "intro")!.field).toMatchObject({ widget: "rich" });
    expect(byName(byName(french.fields, "hero")!.fields, "title")).toMatchObject({ widget: "string" });
  });
});

/** Every field of a form, nested ones included. */
const everyField = (fields: Field[]): Field[] =>
  fields.flatMap((field) => [field, ...everyField(field.fields ?? (field.field ? [field.field] : []))]);

describe("the editor's form, as the studio meets it", () => {
  it("speaks the studio's language first, and names every field: its schema's label, or a text's language", async () => {
    // A field whose schema has no `.meta({ label })` would show Decap its bare name; each label has every
    // language (scripts/content/types.ts types it), so the default language's form names them all.
    const fields = editor.flatMap((c) => everyField(c.fields ?? c.files!.flatMap((f) => f.fields)));
    const unnamed = fields.filter((field) => !field.label);
    expect(unnamed.map((field) => field.name)).toEqual([]);
    const inOneLanguage = fields.filter((field) => (locales as readonly string[]).includes(field.name));
    expect(inOneLanguage.length).toBeGreaterThan(0);
    for (const field of inOneLanguage)
      expect(field.label).toBe(languageName(defaultLocale, field.name as Locale, { standalone: true }));
    const projects = editor.find((c) => c.name === "projects")!;
    expect(projects).toMatchObject({ label: catalogues[defaultLocale].collections.projects.label });
    expect(projects.fields![0]!.label).toBe(
      z.globalRegistry.get(collections.projects.file.shape.order)!.label![defaultLocale],
    );
    // Decap finds an entry by the field that names its file.
    expect(projects).toMatchObject({ identifier_field: "slug", summary: `{{fields.title.${defaultLocale}}}` });
  });

  it("shows each language's date and its text's fingerprint beside the text of a policy (decision 104)", () => {
    const versions = byName(editor.find((c) => c.name === "policies")!.fields!, "versions")!;
    for (const language of versions.fields!) {
      expect(language.fields!.map((field) => field.name)).toEqual(["updated", "hash", "body"]);
      expect(byName(language.fields!, "hash")).toMatchObject({ required: false, hint: expect.stringMatching(/\S/) });
    }
  });

  it("opens the studio's confirmations before launch: what, who, a day from a calendar, the evidence (decision 101)", () => {
    const launch = editor.find((c) => c.name === "launch")!;
    const [file] = launch.files!;
    expect(file!.file).toBe("src/content/launch/confirmations.yaml");
    const entry = byName(file!.fields, "confirmations")!;
    expect(entry).toMatchObject({ widget: "list" });
    expect(entry.fields!.map((field) => field.name)).toEqual(["what", "who", "when", "evidence"]);
    // The build asks for evidence only for a figure or an outcome; the form explains it.
    expect(byName(entry.fields!, "evidence")).toMatchObject({ required: false });
    expect(byName(entry.fields!, "evidence")!.hint).toMatch(/\S/);
    expect(byName(entry.fields!, "when")).toMatchObject({
      widget: "datetime",
      format: "YYYY-MM-DD",
      time_format: false,
    });
    expect(byName(entry.fields!, "what")!.hint).toMatch(/\S/);
  });

  it("asks for no number a machine can give: no id; a place that may be left empty, refused when taken", () => {
    const projects = editor.find((c) => c.name === "projects")!.fields!;
    expect(byName(projects, "id")).toBeUndefined();
    expect(byName(projects, "order")).toMatchObject({ widget: "unique", required: false, unique_in: ["projects"] });
    // The slug names the file and the address: unique, and fixed once the project is saved.
    expect(byName(projects, "slug")).toMatchObject({
      widget: "unique",
      unique_in: ["projects"],
      fixed_once_saved: true,
    });
  });

  it("offers the projects there are wherever a page names some, as many as the page shows", () => {
    const services = editor.find((c) => c.name === "services")!.fields!;
    expect(byName(services, "heroArt")).toMatchObject({
      widget: "relation",
      collection: "projects",
      multiple: true,
      min: 3,
      max: 3,
    });
    const achievements = editor.find((c) => c.name === "achievements")!.fields!;
    const slugs = everyField(achievements).find((field) => field.name === "slugs")!;
    expect(slugs).toMatchObject({ widget: "relation", collection: "projects", multiple: true, min: 1 });
  });

  it("keeps a page's layout: as many cards as it has columns", () => {
    const services = editor.find((c) => c.name === "services")!.fields!;
    const cards = everyField(services).filter((field) => field.name === "services");
    expect(cards.length).toBeGreaterThan(0);
    for (const field of cards) expect(field).toMatchObject({ widget: "list", min: 3, max: 3 });
  });

  it("refuses a page's address another page has, or one the site keeps", () => {
    for (const name of ["services", "achievements", "policies"]) {
      const path = byName(editor.find((c) => c.name === name)!.fields, "path")!;
      expect(path).toMatchObject({ widget: "unique", unique_in: ["services", "achievements", "policies"] });
      expect(path.reserved).toMatchObject({ "/": "pages/home", "/contact": "pages/contact" });
      expect(Object.keys(path.reserved!)).toContain("/admin");
    }
  });
});

describe("a data file opened and saved unchanged in the editor", () => {
  for (const [name, collection] of Object.entries(collections)) {
    it(`is the same file, for every file of ${collection.folder}/`, () => {
      const config = editor.find((c) => c.name === name)!;
      const dir = join(contentDir, "src", "content", collection.folder);
      for (const file of readdirSync(dir).filter((f) => /\.(yaml|md)$/.test(f))) {
        const source = readFileSync(join(dir, file), "utf8");
        const fields = config.files ? config.files.find((f) => `${f.name}.yaml` === file)!.fields : config.fields!;
        const format = file.endsWith(".md") ? sitePolicy : siteYaml;
        expect(format.toFile(format.fromFile(source), fieldsOrder(fields)), `${collection.folder}/${file}`).toBe(
          source,
        );
      }
    });
  }
});

describe("the editor refuses before saving what the build refuses (docs/security.md, content is input)", () => {
  /** The first field named `name` anywhere in `fields`, however deep. */
  const deep = (fields: Field[] | undefined, name: string): Field | undefined => {
    for (const field of fields ?? []) {
      if (field.name === name) return field;
      const inner = deep(field.fields ?? (field.field ? [field.field] : []), name);
      if (inner) return inner;
    }
    return undefined;
  };
  const accepts = ([pattern]: [string, string], value: string) => new RegExp(pattern).test(value);
  const projects = () => editor.find((c) => c.name === "projects")!.fields;
  const projectFiles = () =>
    readdirSync(join(contentDir, "src/content/projects")).map((file) =>
      parse(readFileSync(join(contentDir, "src/content/projects", file), "utf8")),
    );

  it("an outside link that is not https: and a site page that is another site's, saying what it takes", () => {
    const links = {
      playStoreUrl: byName(projects(), "playStoreUrl")!,
      appStoreUrl: byName(projects(), "appStoreUrl")!,
      url: deep(byName(projects(), "video")!.fields, "url")!,
    };
    for (const [name, field] of Object.entries(links)) {
      for (const hostile of ["javascript:alert(1)", "data:text/html,<script>alert(1)</script>", "http://x.example/"])
        expect(accepts(field.pattern!, hostile), `${name}: ${hostile}`).toBe(false);
      expect(field.hint!.startsWith(field.pattern![1])).toBe(true);
    }
    const website = byName(projects(), "websiteUrl")!;
    const portfolio = editor.find((c) => c.name === "pages")!.files!.find((file) => file.name === "portfolio")!;
    const href = deep(portfolio.fields, "href")!;
    for (const field of [website, href])
      for (const hostile of ["//evil.example/x", "/\\evil.example/x", "javascript:alert(1)"])
        expect(accepts(field.pattern!, hostile), `${field.name}: ${hostile}`).toBe(false);
    // What the site's content links to today, it takes.
    for (const entry of projectFiles()) {
      for (const name of ["playStoreUrl", "appStoreUrl", "websiteUrl"] as const)
        if (entry[name]) expect(accepts(byName(projects(), name)!.pattern!, entry[name]), entry[name]).toBe(true);
    }
  });

  it("a text longer than the build takes, or with HTML, in a page's language group", () => {
    const title = byName(projects(), "title")!;
    const max = title.max_length!;
    expect(max).toBeGreaterThan(0);
    // A text side by side is refused by its widget (test/e2e/content-editor.spec.ts); a page's text in its
    // language's group is Decap's own field, with the same rule as its pattern.
    const home = editor.find((c) => c.name === "pages")!.files!.find((file) => file.name === "home")!;
    const badge = deep(home.fields, "badge")!;
    expect(accepts(badge.pattern!, "x".repeat(max + 1))).toBe(false);
    expect(accepts(badge.pattern!, "<img src=x onerror=alert(1)>")).toBe(false);
    // Every title the site's projects have, it takes.
    for (const entry of projectFiles())
      for (const text of Object.values(entry.title as Record<string, string>))
        expect(accepts(title.text_pattern!, text), text).toBe(true);
  });
});
