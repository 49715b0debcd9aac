// The content compiler (decision 081): reads every data file under src/content/<collection>/, validates it
// against its collection's zod schema (src/content/collections.ts), typesets it (src/i18n/typography.ts) and
// writes build/content/<collection>.js (typed by a .d.ts beside it), which src/content/site-content.ts imports. The Worker then only
// reads typeset data. Run by scripts/build.mjs; `--watch` recompiles when a data file changes.
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { basename, dirname, extname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { readMarkdown, readYaml } from "./content-files.mjs";
import IntlMessageFormat from "intl-messageformat";
import { drawMissingArtwork } from "./build-artwork.mjs";
import { importSource } from "./import-source.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const EXTENSIONS = { yaml: [".yaml", ".yml"], markdown: [".md"] };

/** Every error of every file, one line each: the build prints them all, not the first only. */
export class ContentError extends Error {
  /** @param {string[]} problems */
  constructor(problems) {
    super(`${problems.length} content error(s):\n  ${problems.join("\n  ")}`);
    this.problems = problems;
  }
}

/**
 * @param {{ contentDir?: string; outDir?: string | null; only?: string[] }} [options] `outDir: null` writes
 *   nothing; `only` compiles some collections (the tests' fixtures hold one).
 * @returns {Promise<Record<string, unknown>>} each collection's value, typeset, with its claims (the modules
 *   written leave them out: withoutClaims)
 */
export async function compileContent({
  contentDir = join(root, "src", "content"),
  outDir = join(root, "build", "content"),
  only,
} = {}) {
  const [{ collections }, { typesetLocalized }, brand, { formatNumber }] = await Promise.all([
    importSource("src/content/collections.ts"),
    importSource("src/i18n/typography.ts"),
    importSource("src/brand.ts"),
    importSource("src/i18n/format.ts"),
  ]);
  const facts = { ...brand, formatNumber };
  /** @type {string[]} */
  const problems = [];
  /** @type {Record<string, unknown>} */
  const compiled = {};
  for (const [name, collection] of Object.entries(collections)) {
    if (only && !only.includes(name)) continue;
    const value = await compileCollection(contentDir, collection, facts, problems);
    compiled[name] = typesetLocalized(value);
  }
  if (problems.length > 0) throw new ContentError(problems);
  if (outDir) await writeModules(outDir, compiled, collections);
  return compiled;
}

async function compileCollection(contentDir, collection, facts, problems) {
  const folder = join(contentDir, collection.folder);
  const extensions = EXTENSIONS[collection.format];
  // Sorted by name without extension, so "le-cube" comes before "le-cube-2" whatever follows them.
  const names = (await readdir(folder).catch(() => []))
    .filter((file) => extensions.includes(extname(file)))
    .map((file) => [basename(file, extname(file)), file])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, file]) => file);
  const entries = [];
  for (const file of names) {
    const name = basename(file, extname(file));
    const where = `${collection.folder}/${name}`;
    const source = await readFile(join(folder, file), "utf8");
    const read = collection.format === "markdown" ? readMarkdown(source) : readYaml(source);
    if ("error" in read) {
      problems.push(`${where}: ${read.error}`);
      continue;
    }
    const schema = collection.shape === "files" ? collection.schemas[name] : collection.file;
    if (!schema) {
      problems.push(`${where}: no such file in ${collection.folder}/ (${Object.keys(collection.schemas).join(", ")})`);
      continue;
    }
    const result = schema.safeParse(read.value);
    if (!result.success) {
      problems.push(...result.error.issues.map((issue) => `${where}: ${describe(issue)}`));
      continue;
    }
    if (collection.nameField && result.data[collection.nameField] !== name) {
      problems.push(
        `${where}: ${collection.nameField} is "${result.data[collection.nameField]}", the file is named "${name}"`,
      );
      continue;
    }
    // What a file may leave out, filled in (a project's images: the ones the build draws).
    const data = collection.complete ? collection.complete(result.data) : result.data;
    try {
      entries.push({ name, where, data: withBrandFacts(data, facts, where) });
    } catch (error) {
      problems.push(error.message);
    }
  }
  return assemble(collection, entries, problems);
}

function assemble(collection, entries, problems) {
  if (collection.shape === "files") {
    for (const name of Object.keys(collection.schemas)) {
      if (!entries.some((entry) => entry.name === name))
        problems.push(`${collection.folder}/${name}: the file is missing`);
    }
    return Object.fromEntries(entries.map((entry) => [entry.name, entry.data]));
  }
  if (collection.shape === "record") {
    const byKey = new Map();
    for (const { where, data } of entries) {
      const { [collection.keyField]: key, ...rest } = data;
      if (byKey.has(key)) problems.push(`${where}: ${collection.keyField} "${key}" is also ${byKey.get(key).where}'s`);
      byKey.set(key, { where, rest });
    }
    return Object.fromEntries([...byKey].map(([key, { rest }]) => [key, rest]));
  }
  const seen = new Map();
  for (const { where, data } of entries) {
    if (seen.has(data.order)) problems.push(`${where}: order ${data.order} is also ${seen.get(data.order)}'s`);
    seen.set(data.order, where);
  }
  return entries
    .sort((a, b) => a.data.order - b.data.order)
    .map(({ data }) => {
      const { order: _order, ...rest } = data;
      return rest;
    });
}

/**
 * The value with each site fact it quotes written in: `{brand.email}` is src/brand.ts's `brand.email`,
 * `{brand.phone|tel}` its `tel:` link, `{brand.shareCapitalEuros|euros}` the amount as the text's language
 * writes it. Texts name the facts rather than copy them, so a real deployment changes them in one place
 * (docs/decisions/081-content-as-data.md).
 * @param {unknown} value
 * @param {{ brand: object; telUrl: (phone: string) => string; formatNumber: Function }} facts src/brand.ts
 * @param {string} where the file, for the error
 * @returns {any}
 */
export function withBrandFacts(value, facts, where, path = "", locale = undefined) {
  if (typeof value === "string") {
    return value.replace(/\{brand((?:\.\w+)+)(?:\|(tel|euros))?\}/g, (placeholder, keys, format) => {
      const fact = keys
        .slice(1)
        .split(".")
        .reduce((at, key) => (at && typeof at === "object" ? at[key] : undefined), facts.brand);
      if (typeof fact !== "string" && typeof fact !== "number") {
        throw new Error(`${where}: ${path} quotes ${placeholder}, which src/brand.ts does not have`);
      }
      if (format === "tel") return facts.telUrl(String(fact));
      if (format === "euros") {
        if (!locale) throw new Error(`${where}: ${path} writes an amount outside a language`);
        return facts.formatNumber(locale, Number(fact), {
          style: "currency",
          currency: "EUR",
          maximumFractionDigits: 0,
        });
      }
      return String(fact);
    });
  }
  if (Array.isArray(value)) {
    return value.map((item, i) => withBrandFacts(item, facts, where, `${path}[${i}]`, locale));
  }
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        withBrandFacts(item, facts, where, path ? `${path}.${key}` : key, key === "fr" || key === "en" ? key : locale),
      ]),
    );
  }
  return value;
}

/**
 * One issue as an editor reads it: the language first when the field is written per language, then the
 * field's path ("en.description is missing", "fr.copy.hero.intro[1] is empty").
 */
function describe(issue) {
  const path = [...issue.path];
  const at = path.findIndex((segment) => segment === "fr" || segment === "en");
  const language = at >= 0 ? path.splice(at, 1) : [];
  const field = [...language, ...path].reduce(
    (out, segment) =>
      typeof segment === "number" ? `${out}[${segment}]` : out ? `${out}.${segment}` : String(segment),
    "",
  );
  if (issue.code === "unrecognized_keys") {
    return issue.keys.map((key) => `${field ? `${field}.` : ""}${key} is not a field of this collection`).join("; ");
  }
  const what = issue.code === "invalid_type" && /received undefined/.test(issue.message) ? "is missing" : issue.message;
  // "is missing", "has a ** without its pair" read after the field's name; zod's own messages after a colon.
  return field ? `${field} ${/^(is|has|puts|links) /.test(what) ? what : `: ${what}`}` : what;
}

/**
 * build/content/<name>.js for each collection, with its type in <name>.d.ts, each rewritten only when it
 * changed (wrangler dev reloads on a write). The data is a plain object literal: the Worker's bundler writes
 * it more compactly than a JSON string (no escaped quotes), which keeps the bundle the size the records made.
 * A collection read `onDemand` (collections.ts) is a function that returns it: an isolate only scans its text
 * until a page first asks for it (decision 087).
 */
async function writeModules(outDir, compiled, collections) {
  const generated = "// Generated by scripts/compile-content.mjs from src/content/ (validated, typeset): do not edit.";
  const types = relative(outDir, join(root, "src", "content", "collections"))
    .split("\\")
    .join("/");
  for (const [name, value] of Object.entries(compiled)) {
    const onDemand = Boolean(collections[name].onDemand);
    const literal = JSON.stringify(withoutClaims(value));
    await writeIfChanged(outDir, {
      [`${name}.js`]: `${generated}\nexport default ${onDemand ? `() => (${literal})` : literal};\n`,
      [`${name}.d.ts`]: [
        generated,
        `import type { CompiledContent } from "${types}";`,
        `declare const data: ${onDemand ? "() => " : ""}CompiledContent[${JSON.stringify(name)}];`,
        `export default data;`,
        "",
      ].join("\n"),
    });
    // A module of an earlier build in another form would be found first.
    await rm(join(outDir, `${name}.ts`), { force: true });
  }
}

/**
 * A collection's value with each entry's `claims` left out: they are notes for the studio, read by the claims
 * report at build (scripts/content-claims.mjs), and no page shows them (decision 088). A list is an array of
 * entries; a record or a set of named files, an object of them.
 * @param {unknown} value
 */
function withoutClaims(value) {
  const strip = (entry) => {
    if (typeof entry !== "object" || entry === null) return entry;
    const { claims: _claims, ...rest } = /** @type {Record<string, unknown>} */ (entry);
    return rest;
  };
  if (Array.isArray(value)) return value.map(strip);
  return Object.fromEntries(Object.entries(/** @type {object} */ (value)).map(([key, entry]) => [key, strip(entry)]));
}

/**
 * The UI catalogues (src/i18n/<code>.ts, indexed by src/i18n/catalogues.ts), typeset as content is and each
 * message parsed, into build/content/catalogues.js (decision 087): an isolate neither typesets nor parses a
 * message, and the Worker bundles no message parser. A message that does not parse stops the build, named.
 * @param {{ outDir?: string | null }} [options] `outDir: null` writes nothing
 * @returns {Promise<Record<string, { messages: Record<string, string>; formats: Record<string, unknown[]> }>>}
 */
export async function compileCatalogues({ outDir = join(root, "build", "content") } = {}) {
  const [{ catalogues }, { typesetAll }] = await Promise.all([
    importSource("src/i18n/catalogues.ts"),
    importSource("src/i18n/typography.ts"),
  ]);
  /** @type {string[]} */
  const problems = [];
  /** @type {Record<string, { messages: Record<string, string>; formats: Record<string, unknown[]> }>} */
  const compiled = {};
  for (const [locale, authored] of Object.entries(catalogues)) {
    /** @type {Record<string, string>} */
    const messages = typesetAll(authored, locale);
    /** @type {Record<string, unknown[]>} */
    const formats = {};
    for (const [key, text] of Object.entries(messages)) {
      let format;
      try {
        format = new IntlMessageFormat(text, locale).getAst();
      } catch (error) {
        problems.push(`src/i18n/${locale}.ts: "${key}" is not a message (${error.message})`);
        continue;
      }
      // Text alone is shown as it is; anything more keeps its parsed form.
      const plain = format.length === 0 || (format.length === 1 && format[0].type === 0 && format[0].value === text);
      if (!plain) formats[key] = format;
    }
    compiled[locale] = { messages, formats };
  }
  if (problems.length > 0) throw new ContentError(problems);
  if (outDir) {
    const types = relative(outDir, join(root, "src", "i18n", "catalogues"))
      .split("\\")
      .join("/");
    await writeIfChanged(outDir, {
      "catalogues.js": `${GENERATED_CATALOGUES}\nexport default ${JSON.stringify(compiled)};\n`,
      "catalogues.d.ts": [
        GENERATED_CATALOGUES,
        `import type { CompiledCatalogue } from "${types}";`,
        `import type { Locale } from "${types.replace(/catalogues$/, "locale-list")}";`,
        "declare const catalogues: Record<Locale, CompiledCatalogue>;",
        "export default catalogues;",
        "",
      ].join("\n"),
    });
  }
  return compiled;
}

const GENERATED_CATALOGUES =
  "// Generated by scripts/compile-content.mjs from src/i18n/ (typeset, messages parsed): do not edit.";

/** Writes each file whose text changed (wrangler dev reloads on a write). */
async function writeIfChanged(outDir, files) {
  await mkdir(outDir, { recursive: true });
  for (const [file, body] of Object.entries(files)) {
    const path = join(outDir, file);
    if ((await readFile(path, "utf8").catch(() => "")) !== body) await writeFile(path, body);
  }
}

const CONTENT_FOLDER = join(root, "src", "content");
const I18N_FOLDER = join(root, "src", "i18n");

/**
 * Recompiles when a data file or a catalogue changes, printing errors without stopping (npm start, npm run
 * dev): wrangler dev sees build/content/ change and reloads.
 */
export async function watchContent() {
  const { watch } = await import("node:fs");
  /** @param {string} folder @param {RegExp} files @param {() => Promise<unknown>} compile */
  const recompile = (folder, files, compile) => {
    let timer;
    watch(folder, { recursive: true }, (_event, file) => {
      if (!file || !files.test(file)) return;
      clearTimeout(timer);
      timer = setTimeout(
        () =>
          compile()
            .then(() => console.log(`recompiled (${file})`))
            .catch((error) => console.error(error.message)),
        150,
      );
    });
  };
  // A project saved without images gets its drawings at once (npm run dev then hashes them in).
  recompile(CONTENT_FOLDER, /\.(ya?ml|md)$/, () =>
    compileContent().then(({ projects }) => drawMissingArtwork(/** @type {unknown[]} */ (projects))),
  );
  // A catalogue is a language's code (fr.ts) or their index; typesetting rules change what both compile to.
  recompile(I18N_FOLDER, /^([a-z]{2}|catalogues|typography)\.ts$/, () =>
    Promise.all([compileCatalogues(), compileContent()]),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    await compileContent();
    await compileCatalogues();
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
  if (process.argv.includes("--watch")) await watchContent();
}
