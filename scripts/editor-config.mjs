// The editor's collections (decision 083), generated from the content schemas (scripts/content/collections.ts)
// so that what the editor asks for is what the build accepts: a field the schema requires is required in
// the editor, an enum is a select of the same values, a pattern the same pattern, and a text written in
// both languages is one "bilingual" field that refuses to save with one language missing
// (editor/bilingual-widget.tsx). Each field's label and hint are the schema's (`.meta`, scripts/content/types.ts).
// The build still validates every file (scripts/compile-content.mjs).
import { importSource } from "./import-source.mjs";

/**
 * How a person finds an entry in its list: the field that names its file, else its first required text field
 * (a page's address, a logo's file); and what the list shows of it, its name or title in the editor's language.
 */
function listSettings(schema, nameField, language) {
  const { properties, required = [] } = schema;
  const identifier =
    nameField ?? Object.keys(properties).find((key) => required.includes(key) && properties[key].type === "string");
  const shown = properties.meta
    ? `meta.${language}.name`
    : ["name", "title"]
        .filter((key) => properties[key])
        .map((key) => (properties[key].properties ? `${key}.${language}` : key))[0];
  return { identifier_field: identifier, summary: `{{fields.${shown}}}` };
}

/** The pattern of a colour written as the site's data writes it, "#7c3aed". */
const HEX = /^\^#\[0-9a-f\]\{6\}\$$/;

/**
 * The Decap collections, from the schemas, in one language of the editor: each field labelled and explained in
 * that language, each language of the content named in it.
 * @param {{ contentRoot?: string; language?: string }} [options] where the content folders sit in the
 *   repository; the editor's language (the site's default when none is given)
 */
export async function editorCollections({ contentRoot = "src/content", language } = {}) {
  const [
    { collections, siteMap, RESERVED_PATHS },
    { locales, defaultLocale },
    { languageName, formatNumber },
    { catalogues },
    { z },
  ] = await Promise.all([
    importSource("scripts/content/collections.ts"),
    importSource("src/i18n/locale-list.ts"),
    importSource("src/i18n/format.ts"),
    importSource("editor/i18n/catalogues.ts"),
    import("zod"),
  ]);
  const lang = language ?? defaultLocale;
  const ui = catalogues[lang];
  const toSchema = (schema) => z.toJSONSchema(schema, { unrepresentable: "any", io: "input" });

  const languages = locales.map((code) => ({ code, name: languageName(lang, code, { standalone: true }) }));
  const words = {
    // A text's box in one language is named by that language, as Intl names it in the editor's.
    label: (name, schema) => languages.find(({ code }) => code === name)?.name ?? schema.label?.[lang],
    hint: (schema) => schema.hint?.[lang],
    /** A code's choices, each named in the editor's language where the catalogue names it. */
    options: (name, values) => values.map((value) => ({ value, label: ui.options[name]?.[value] ?? value })),
    /** A widget's message, its `{placeholders}` filled in, numbers written the editor's language's way. */
    say: (key, values) =>
      ui.ui[key].replace(/\{(\w+)\}/g, (whole, name) =>
        typeof values[name] === "number" ? formatNumber(lang, values[name]) : (values[name] ?? whole),
      ),
    languages,
    lang,
  };
  // The addresses no page of a collection may take: the fixed pages' and the site's own.
  const reserved = Object.fromEntries([
    ...siteMap.filter((place) => place.page).map((place) => [place.path, `pages/${place.page}`]),
    ...RESERVED_PATHS.map((path) => [path, "—"]),
  ]);
  const pageCollections = [...new Set(siteMap.filter((place) => place.collection).map((place) => place.collection))];
  const out = [];
  for (const [name, collection] of Object.entries(collections)) {
    const base = {
      name,
      label: ui.collections[name].label,
      label_singular: ui.collections[name].singular,
      // The form the whole width, its languages side by side, where no preview draws the entry as the site does:
      // Decap's default preview lists raw values (decision 083).
      ...(name === "projects" ? {} : { editor: { preview: false } }),
    };
    const convert = fieldConverter(locales, words, {
      collection: name,
      nameField: collection.nameField,
      uniquePaths: pageCollections.includes(name) ? { unique_in: pageCollections, reserved } : undefined,
    });
    if (collection.shape === "files") {
      out.push({
        ...base,
        files: Object.entries(collection.schemas).map(([file, schema]) => ({
          name: file,
          label: ui.pages[file],
          file: `${contentRoot}/${collection.folder}/${file}.yaml`,
          format: "site-yaml",
          fields: objectFields(convert, toSchema(schema)),
        })),
      });
      continue;
    }
    const schema = toSchema(collection.file);
    const converted =
      collection.format === "markdown" ? policyFields(convert, schema, words) : objectFields(convert, schema);
    // A list's files start with their place in it, as people read them.
    const fields = [...converted.filter((f) => f.name === "order"), ...converted.filter((f) => f.name !== "order")];
    out.push({
      ...base,
      folder: `${contentRoot}/${collection.folder}`,
      extension: collection.format === "markdown" ? "md" : "yaml",
      format: collection.format === "markdown" ? "site-policy" : "site-yaml",
      create: true,
      ...listSettings(schema, collection.nameField, lang),
      // The file is named after the entry's key field ("projects/le-cube.yaml"); the build checks they agree.
      // A client logo's, after its description; a page's, after its address.
      slug: collection.nameField
        ? `{{fields.${collection.nameField}}}`
        : name === "clientLogos"
          ? `{{fields.name.${lang}}}`
          : "{{slug}}",
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
function policyFields(convert, schema, words) {
  const facts = objectFields(convert, { ...schema, properties: { ...schema.properties, versions: undefined } });
  const versions = schema.properties.versions;
  const { updated, hash } = versions.additionalProperties.properties;
  return [
    ...facts.filter((field) => field.name !== "versions"),
    {
      name: "versions",
      label: words.label("versions", versions),
      widget: "object",
      required: true,
      collapsed: false,
      hint: words.hint(versions),
      fields: words.languages.map(({ code, name }) => ({
        name: code,
        label: name,
        widget: "object",
        collapsed: false,
        fields: [
          // The date beside the text: a change of the text is a change of its date.
          {
            name: "updated",
            label: words.label("updated", updated),
            widget: "datetime",
            format: "YYYY-MM-DD",
            date_format: "YYYY-MM-DD",
            time_format: false,
          },
          // The text's fingerprint when it was dated (decision 104): the editor re-dates and re-stamps a version
          // whose text changed as it saves it.
          { name: "hash", label: words.label("hash", hash), widget: "string", required: false, hint: words.hint(hash) },
          { name: "body", label: words.label("versions", versions), widget: "text" },
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

/**
 * Converts one JSON Schema property (from zod) into one Decap field, labelled in the editor's language.
 * `unique`: the list's place, the entry's name and a page's address are the collection's own (a duplicate is
 * refused before saving, editor/unique-widget.tsx).
 */
function fieldConverter(locales, words, unique) {
  const isLocalized = (schema) =>
    schema?.type === "object" &&
    schema.properties &&
    Object.keys(schema.properties).length === locales.length &&
    locales.every((locale) => schema.properties[locale]);

  /** `inherited`: the label and hint of the list whose item it is, for an item the schema does not label. */
  const convert = (name, schema, required, defs, inherited) => {
    if (schema.$ref) schema = defs?.[schema.$ref.replace("#/$defs/", "")] ?? {};
    const hint = words.hint(schema) ?? inherited?.hint;
    const text = isLocalized(schema) ? schema.properties[locales[0]] : schema;
    // The most a text may have, said under it (scripts/content/inputs.ts).
    const shown = [hint, text?.maxLength && !text.image ? words.say("maxLength", { max: text.maxLength }) : undefined];
    const base = {
      name,
      label: words.label(name, schema) ?? inherited?.label,
      required,
      ...(hint || shown[1] ? { hint: shown.filter(Boolean).join(" ") } : {}),
    };
    /** The schema's rules for a string, as Decap tests them before saving: a pattern, and a message saying it. */
    const patternOf = (schema) => {
      if (!schema.pattern && !schema.maxLength) return undefined;
      const bounded = (schema.text || schema.rich) && schema.maxLength;
      const message = bounded ? words.say("textRules", { max: schema.maxLength }) : (hint ?? schema.pattern);
      const length = schema.maxLength ? `^(?=[\\s\\S]{0,${schema.maxLength}}$)` : "";
      return [`${length}${schema.pattern ? `(?:${schema.pattern})` : ""}`, message];
    };
    if (schema.reference) return referenceField(base, schema.reference, words.lang);
    const uniqueField = uniqueWidget(name, schema, unique, patternOf(schema));
    if (uniqueField) return { ...base, ...uniqueField };
    if (isLocalized(schema)) {
      const inner = schema.properties[locales[0]];
      if (inner.type === "string" && !inner.enum && !inner.image) {
        return {
          ...base,
          widget: "bilingual",
          multiline: inner.multiline === true,
          // Inline marks (src/content/rich-marks.ts), checked before saving as the build checks them.
          ...(inner.rich === true ? { rich: true } : {}),
          languages: words.languages,
          // Every language, or none when the text is optional; a quote may be in some languages only.
          ...(locales.every((locale) => schema.required?.includes(locale)) ? {} : { some_languages: true }),
          ...(inner.minLength ? { min_length: inner.minLength } : {}),
          // Tested per language by the widget (Decap's own `pattern` would test the whole object).
          ...(inner.maxLength ? { max_length: inner.maxLength } : {}),
          ...(patternOf(inner) ? { text_pattern: patternOf(inner) } : {}),
        };
      }
      // A group written in each language (a page's texts): the languages side by side, each open, its own groups
      // closed alike so that a part in one language sits beside the same part in the other (editor/bilingual-widget.tsx).
      return {
        ...base,
        widget: "languages",
        collapsed: true,
        fields: words.languages.map(({ code, name }) => {
          const group = convert(code, schema.properties[code], required, defs);
          return { ...group, label: name, ...(group.widget === "object" ? { collapsed: false } : {}) };
        }),
      };
    }
    if (schema.oneOf || schema.anyOf) return unionField(base, schema.oneOf ?? schema.anyOf, convert, defs, words);
    if (schema.image) return { ...base, widget: "image", choose_url: false };
    // A day (a confirmation's date): picked in a calendar, written as the schema reads it.
    if (schema.type === "string" && schema.format === "date") {
      return { ...base, widget: "datetime", format: "YYYY-MM-DD", date_format: "YYYY-MM-DD", time_format: false };
    }
    // An icon is chosen by its picture (editor/icon-widget.tsx).
    if (schema.enum && name === "icon") return { ...base, widget: "icon", options: schema.enum };
    if (schema.enum) return { ...base, widget: "select", options: words.options(name, schema.enum) };
    if (schema.const !== undefined) return { ...base, widget: "hidden", default: schema.const };
    switch (schema.type) {
      case "string":
        return {
          ...base,
          // A colour (#7c3aed) is picked in Decap's colour picker, still checked against the pattern.
          widget: schema.rich ? "rich" : schema.multiline ? "text" : HEX.test(schema.pattern) ? "color" : "string",
          ...(patternOf(schema) ? { pattern: patternOf(schema) } : {}),
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
        if (items.reference) {
          // Projects chosen from those there are (heroArt, an achievements page's featured projects).
          return {
            ...referenceField(base, items.reference, words.lang),
            multiple: true,
            ...(schema.minItems ? { min: schema.minItems } : {}),
            ...(schema.maxItems ? { max: schema.maxItems } : {}),
          };
        }
        const length = schema.prefixItems ? { min: schema.prefixItems.length, max: schema.prefixItems.length } : {};
        // How many the schema allows: a layout of three cards takes three (min and max alike).
        const min = {
          ...(schema.minItems ? { min: schema.minItems } : {}),
          ...(schema.maxItems !== undefined ? { max: schema.maxItems } : {}),
        };
        // A list may be empty unless the schema says otherwise: a new entry starts with an empty one.
        const list = {
          ...base,
          widget: "list",
          default: [],
          ...(schema.minItems || schema.prefixItems ? {} : { required: false }),
        };
        if ((items.$ref ? defs?.[items.$ref.replace("#/$defs/", "")] : items)?.type === "object" || items.oneOf) {
          const item = convert("item", items, true, defs, { label: base.label, hint });
          return { ...list, ...length, ...min, ...(item.fields ? { fields: item.fields } : { field: item }) };
        }
        return { ...list, ...length, ...min, field: convert(name, items, true, defs, { label: base.label, hint }) };
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
function unionField(base, variants, convert, defs, words) {
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
        label: words.label(discriminator, variants[0].properties[discriminator]),
        widget: "select",
        options: variants.map((v) => v.properties[discriminator].const),
      },
      ...fields.values(),
    ],
  };
}

/** A choice among another collection's entries, shown by title, written as their slug. */
function referenceField(base, collection, language) {
  return {
    ...base,
    widget: "relation",
    collection,
    value_field: "slug",
    search_fields: ["slug", `title.${language}`],
    display_fields: [`title.${language}`],
    options_length: 100,
  };
}

/**
 * The place, the name or the address no other entry may have, or nothing for another field. `pattern`: what
 * the schema allows, as Decap tests it.
 */
function uniqueWidget(name, schema, { collection, nameField, uniquePaths }, pattern) {
  if (name === "order" && (schema.type === "number" || schema.type === "integer")) {
    return { widget: "unique", value_type: "float", unique_in: [collection] };
  }
  if (name === nameField) {
    return {
      widget: "unique",
      unique_in: [collection],
      fixed_once_saved: true,
      ...(pattern ? { pattern } : {}),
    };
  }
  if (name === "path" && uniquePaths && schema.type === "string") {
    return {
      widget: "unique",
      ...uniquePaths,
      ...(pattern ? { pattern } : {}),
    };
  }
  return undefined;
}
