// The editor's collections (decision 083), generated from the content schemas (src/content/collections.ts)
// so that what the editor asks for is what the build accepts: a field the schema requires is required in
// the editor, an enum is a select of the same values, a pattern the same pattern, and a text written in
// both languages is one "bilingual" field that refuses to save with one language missing
// (editor/bilingual-widget.tsx). The build still validates every file (scripts/compile-content.mjs).
import { importSource } from "./import-source.mjs";

/** Labels the editor shows for the site's languages, each in its own language. */
const LANGUAGE_NAMES = { fr: "Français", en: "English" };

/** What each collection is called in the editor, and how a person finds an entry in its list. */
const COLLECTIONS = {
  projects: { label: "Projects", singular: "Project", summary: "{{fields.title.fr}}", identifier: "slug" },
  testimonials: { label: "Testimonials", singular: "Testimonial", summary: "{{fields.key}}", identifier: "key" },
  clientLogos: { label: "Client logos", singular: "Client logo", summary: "{{fields.name}}", identifier: "name" },
  services: { label: "Service pages", singular: "Service page", summary: "{{fields.path}}", identifier: "path" },
  achievements: {
    label: "Achievement pages",
    singular: "Achievement page",
    summary: "{{fields.path}}",
    identifier: "path",
  },
  policies: { label: "Policies and legal notice", singular: "Policy", summary: "{{fields.path}}", identifier: "path" },
  pages: { label: "Pages", singular: "Page" },
};

/** What a field is for, where its name does not say it. */
const HINTS = {
  order: "Its place in the list: a number no other entry uses. 2.5 puts it between the second and the third.",
  id: "A number no other project uses; it never changes once the project is published.",
  slug: "The end of the page's address (/project/…): lowercase words joined by hyphens. It names the file too.",
  key: "A short name for this entry: lowercase words joined by hyphens. It names the file too.",
  path: "The page's address on the site, starting with /.",
  image: "The cover, 1200 × 750, with no words on it (one file for every language).",
  images: "Gallery images, 1200 × 750 each, with no words on them.",
  imageWithWords: "Only for a cover that has words on it: one file per language, shown instead of the cover.",
  claims: "Statements the studio must confirm before launch (npm run content:claims lists them).",
  artwork: "Colours and motif of the drawn stand-in cover, used while the project has no picture of its own.",
};

const PAGE_LABELS = {
  home: "Home",
  portfolio: "Portfolio",
  "project-privacy": "Privacy policies index",
  contact: "Contact",
  careers: "Careers",
  about: "About",
  expertise: "Expertise",
};

/** "userEngagement" → "User engagement". */
export function labelOf(name) {
  const words = String(name)
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .replace(/[-_]/g, " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The Decap collections, from the schemas.
 * @param {{ contentRoot?: string }} [options] where the content folders sit in the repository
 */
export async function editorCollections({ contentRoot = "src/content" } = {}) {
  const [{ collections }, { locales }, { z }] = await Promise.all([
    importSource("src/content/collections.ts"),
    importSource("src/i18n/locale-list.ts"),
    import("zod"),
  ]);
  const toSchema = (schema) => z.toJSONSchema(schema, { unrepresentable: "any", io: "input" });
  const convert = fieldConverter(locales);
  const out = [];
  for (const [name, collection] of Object.entries(collections)) {
    const names = COLLECTIONS[name];
    if (!names) throw new Error(`editor-config: no label for the collection "${name}"`);
    const base = { name, label: names.label, label_singular: names.singular };
    if (collection.shape === "files") {
      out.push({
        ...base,
        files: Object.entries(collection.schemas).map(([file, schema]) => ({
          name: file,
          label: PAGE_LABELS[file] ?? labelOf(file),
          file: `${contentRoot}/${collection.folder}/${file}.yaml`,
          format: "site-yaml",
          fields: objectFields(convert, toSchema(schema)),
        })),
      });
      continue;
    }
    const schema = toSchema(collection.file);
    const converted =
      collection.format === "markdown" ? policyFields(convert, schema, locales) : objectFields(convert, schema);
    // A list's files start with their place in it, as people read them.
    const fields = [...converted.filter((f) => f.name === "order"), ...converted.filter((f) => f.name !== "order")];
    out.push({
      ...base,
      folder: `${contentRoot}/${collection.folder}`,
      extension: collection.format === "markdown" ? "md" : "yaml",
      format: collection.format === "markdown" ? "site-policy" : "site-yaml",
      create: true,
      identifier_field: names.identifier,
      summary: names.summary,
      // The file is named after the entry's key field ("projects/le-cube.yaml"); the build checks they agree.
      slug: collection.nameField ? `{{fields.${collection.nameField}}}` : "{{slug}}",
      ...(name === "projects" ? projectMedia() : {}),
      fields,
    });
  }
  return out;
}

/** A project's images go to assets/images/projects/<slug>/, the one place decision 037 gives them. */
function projectMedia() {
  return {
    media_folder: "/assets/images/projects/{{fields.slug}}",
    public_folder: "images/projects/{{fields.slug}}",
  };
}

/** A policy's facts from its front matter, then each language's date and Markdown body. */
function policyFields(convert, schema, locales) {
  const facts = objectFields(convert, { ...schema, properties: { ...schema.properties, versions: undefined } });
  return [
    ...facts.filter((field) => field.name !== "versions"),
    {
      name: "versions",
      label: "Text",
      widget: "object",
      required: true,
      collapsed: false,
      hint: 'Each language\'s text: sections are "## Heading {#anchor}" lines; a table is a "Table: caption" line, a blank line and | rows.',
      fields: locales.map((locale) => ({
        name: locale,
        label: LANGUAGE_NAMES[locale] ?? locale,
        widget: "object",
        collapsed: false,
        fields: [
          {
            name: "updated",
            label: "Updated",
            widget: "datetime",
            format: "YYYY-MM-DD",
            date_format: "YYYY-MM-DD",
            time_format: false,
          },
          { name: "body", label: "Text", widget: "text" },
        ],
      })),
    },
  ];
}

/**
 * The fields of an object. Inside an optional group (a project's panels, its video), nothing is required:
 * Decap would otherwise refuse an entry that leaves the whole group out; the build checks a group that is
 * half filled in.
 */
function objectFields(convert, schema, groupRequired = true) {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {})
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => convert(name, value, groupRequired && required.has(name), schema.$defs));
}

/** Converts one JSON Schema property (from zod) into one Decap field. */
function fieldConverter(locales) {
  const isLocalized = (schema) =>
    schema?.type === "object" &&
    schema.properties &&
    Object.keys(schema.properties).length === locales.length &&
    locales.every((locale) => schema.properties[locale]);

  const convert = (name, schema, required, defs) => {
    if (schema.$ref) schema = defs?.[schema.$ref.replace("#/$defs/", "")] ?? {};
    const base = { name, label: labelOf(name), required, ...(HINTS[name] ? { hint: HINTS[name] } : {}) };
    if (isLocalized(schema)) {
      const inner = schema.properties[locales[0]];
      if (inner.type === "string" && !inner.enum && !inner.image) {
        return {
          ...base,
          widget: "bilingual",
          multiline: inner.multiline === true,
          // Inline marks (src/content/rich-marks.ts), checked before saving as the build checks them.
          ...(inner.rich === true ? { rich: true } : {}),
          languages: locales,
          // Every language, or none when the text is optional; a quote may be in some languages only.
          ...(locales.every((locale) => schema.required?.includes(locale)) ? {} : { some_languages: true }),
          ...(inner.minLength ? { min_length: inner.minLength } : {}),
        };
      }
      return {
        ...base,
        widget: "object",
        collapsed: true,
        fields: locales.map((locale) => ({
          ...convert(locale, schema.properties[locale], required, defs),
          label: LANGUAGE_NAMES[locale] ?? locale,
        })),
      };
    }
    if (schema.oneOf || schema.anyOf) return unionField(base, schema.oneOf ?? schema.anyOf, convert, defs);
    if (schema.image) return { ...base, widget: "image", choose_url: false };
    if (schema.enum) return { ...base, widget: "select", options: schema.enum };
    if (schema.const !== undefined) return { ...base, widget: "hidden", default: schema.const };
    switch (schema.type) {
      case "string":
        return {
          ...base,
          widget: schema.rich ? "rich" : schema.multiline ? "text" : "string",
          ...(schema.pattern ? { pattern: [schema.pattern, `must match ${schema.pattern}`] } : {}),
          ...(schema.format === "uri" ? { pattern: ["^https?://", "must be a web address (https://…)"] } : {}),
        };
      case "integer":
      case "number":
        return {
          ...base,
          widget: "number",
          value_type: schema.type === "integer" ? "int" : "float",
          ...(schema.exclusiveMinimum === 0 && schema.type === "integer" ? { min: 1 } : {}),
          ...(schema.minimum !== undefined ? { min: schema.minimum } : {}),
        };
      case "boolean":
        return { ...base, widget: "boolean", default: false };
      case "array": {
        const items = schema.prefixItems?.[0] ?? schema.items ?? {};
        const length = schema.prefixItems ? { min: schema.prefixItems.length, max: schema.prefixItems.length } : {};
        const min = schema.minItems ? { min: schema.minItems } : {};
        // A list may be empty unless the schema says otherwise: a new entry starts with an empty one.
        const list = {
          ...base,
          widget: "list",
          default: [],
          ...(schema.minItems || schema.prefixItems ? {} : { required: false }),
        };
        if ((items.$ref ? defs?.[items.$ref.replace("#/$defs/", "")] : items)?.type === "object" || items.oneOf) {
          const item = convert("item", items, true, defs);
          return { ...list, ...length, ...min, ...(item.fields ? { fields: item.fields } : { field: item }) };
        }
        return { ...list, ...length, ...min, field: convert(labelOf(name), items, true, defs) };
      }
      case "object":
        if (!schema.properties) {
          // A record keyed by language (a policy's versions) or by a name: edited as a whole.
          return { ...base, widget: "code", output_code_only: true, default_language: "yaml" };
        }
        return {
          ...base,
          widget: "object",
          collapsed: true,
          fields: objectFields(convert, { ...schema, $defs: defs }, required),
        };
      default:
        return { ...base, widget: "string" };
    }
  };
  return convert;
}

/**
 * A choice between shapes that share a `kind` or `type` (a figure, a policy block): one object with the
 * discriminator as a select and every other field optional; the build checks the chosen shape's fields.
 */
function unionField(base, variants, convert, defs) {
  const discriminator = ["kind", "type"].find((key) => variants.every((v) => v.properties?.[key]?.const));
  if (!discriminator) return { ...base, widget: "string" };
  const fields = new Map();
  for (const variant of variants) {
    for (const [name, schema] of Object.entries(variant.properties)) {
      if (name === discriminator || fields.has(name)) continue;
      fields.set(name, convert(name, schema, false, defs));
    }
  }
  return {
    ...base,
    widget: "object",
    collapsed: true,
    fields: [
      {
        name: discriminator,
        label: labelOf(discriminator),
        widget: "select",
        options: variants.map((v) => v.properties[discriminator].const),
      },
      ...fields.values(),
    ],
  };
}
