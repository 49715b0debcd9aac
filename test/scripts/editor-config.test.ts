// The editor asks for what the build accepts, and writes what a person would (decision 083): its fields are
// generated from the content schemas, and every data file read and written back as the editor does is the
// same file.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { sitePolicy, siteYaml } from "../../editor/formats";
import { editorCollections } from "../../scripts/editor-config.mjs";
import { collections } from "../../src/content/collections";

interface Field {
  name: string;
  widget: string;
  required?: boolean;
  options?: string[];
  fields?: Field[];
  field?: Field;
  some_languages?: boolean;
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
  it("cover every collection of content", () => {
    expect(editor.map((collection) => collection.name).sort()).toEqual(Object.keys(collections).sort());
  });

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

  it("ask for a project's texts in both languages, side by side, and offer the motifs the schema allows", () => {
    const projects = editor.find((c) => c.name === "projects")!.fields!;
    expect(byName(projects, "title")).toMatchObject({ widget: "bilingual", required: true, languages: ["fr", "en"] });
    expect(byName(projects, "fullDescription")).toMatchObject({
      widget: "bilingual",
      required: false,
      multiline: true,
    });
    expect(byName(projects, "description")).toMatchObject({ widget: "bilingual", rich: true });
    expect(byName(projects, "slug")).not.toHaveProperty("rich");
    expect(byName(projects, "image")).toMatchObject({ widget: "image", required: false });
    const motif = byName(byName(projects, "artwork")!.fields, "motif")!;
    const schema = z.toJSONSchema(collections.projects.file) as unknown as {
      properties: { artwork: { properties: { motif: { enum: string[] } } } };
    };
    expect(motif.options).toEqual(schema.properties.artwork.properties.motif.enum);
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
