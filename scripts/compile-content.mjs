// The content compiler (decision 081): reads every data file under src/content/<collection>/, validates it
// against its collection's zod schema (scripts/content/collections.ts), typesets it (scripts/content/typography.ts) and
// writes build/content/<collection>.js (typed by a .d.ts beside it), which src/content/site-content.ts imports. The Worker then only
// reads typeset data. Run by scripts/build.mjs; scripts/start.mjs recompiles when a data file changes (watchContent).
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { basename, dirname, extname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { readYaml } from "./content-files.mjs";
import { readMarkdown } from "./policy-markdown.mjs";
import IntlMessageFormat from "intl-messageformat";
import { drawArtworkFromContent } from "./build-artwork.mjs";
import { forgetImports, importSource } from "./import-source.mjs";
import { effectiveDates, writeBrandFacts } from "./policy-dates.mjs";

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
 * @param {{ contentDir?: string; outDir?: string | null; only?: string[]; assetsDir?: string; today?: string;
 *   siteConfig?: string }} [options] `outDir: null` writes nothing; `only` compiles some collections (the tests'
 *   fixtures hold one); `assetsDir`, where the images entries name are; `today` dates a policy version whose text
 *   changed since it was dated (decision 104); `siteConfig` reads the site facts from another module than
 *   src/brand.ts (a test's scratch copy)
 * @returns {Promise<Record<string, unknown>>} each collection's value, typeset, with its claims (the modules
 *   written leave them out: withoutClaims)
 */
export async function compileContent({
  contentDir = join(root, "src", "content"),
  outDir = join(root, "build", "content"),
  only,
  assetsDir = join(root, "assets"),
  today = new Date().toISOString().slice(0, 10),
  siteConfig = "src/brand.ts",
} = {}) {
  const [
    { collections, siteMap, RESERVED_PATHS },
    { typeset },
    brand,
    { formatNumber },
    { mapStrings, stringsMarked },
    { locales },
    { variantPath },
  ] = await Promise.all([
    importSource("scripts/content/collections.ts"),
    importSource("scripts/content/typography.ts"),
    importSource(siteConfig),
    importSource("src/i18n/format.ts"),
    importSource("scripts/content/schema-walk.ts"),
    importSource("src/i18n/locale-list.ts"),
    importSource("src/render/asset-variant.ts"),
  ]);
  const facts = { ...brand, formatNumber, locales, today };
  /** @type {string[]} */
  const problems = [];
  /** What the build puts right itself but a person should know: a policy re-dated, a translation behind. */
  /** @type {string[]} */
  const notices = [];
  /** @type {Record<string, Entry[]>} */
  const read = {};
  /** Each collection's files that could not be read: what names them is not told again that they are gone. */
  /** @type {Record<string, Set<string>>} */
  const unread = {};
  for (const [name, collection] of Object.entries(collections)) {
    if (only && !only.includes(name)) continue;
    unread[name] = new Set();
    read[name] = await readCollection(
      contentDir,
      collection,
      { facts, typeset, mapStrings },
      problems,
      notices,
      unread[name],
    );
  }
  checkAcrossEntries(read, { siteMap, RESERVED_PATHS, stringsMarked, problems, unread });
  checkImages(read, { assetsDir, locales, stringsMarked, variantPath, problems });
  /** @type {Record<string, unknown>} */
  const compiled = {};
  for (const [name, entries] of Object.entries(read)) compiled[name] = assemble(collections[name], entries);
  if (problems.length > 0) throw new ContentError(problems);
  if (outDir) for (const notice of notices) console.warn(`content: ${notice}`);
  if (!only) compiled.routes = routesOf(siteMap, compiled, locales);
  if (outDir) await writeModules(outDir, await shippable(compiled), collections);
  return compiled;
}

/**
 * What the Worker may show (decision 101): a testimonial's stars only once the studio has confirmed every claim
 * of it (src/content/launch/confirmations.yaml); the content the build returns keeps them, for the report.
 * @param {Record<string, any>} compiled
 */
async function shippable(compiled) {
  if (!compiled.testimonials) return compiled;
  const { recordConfirmed } = await importSource("scripts/content/claims-report.ts");
  return {
    ...compiled,
    testimonials: compiled.testimonials.map((/** @type {any} */ testimonial) => {
      if (recordConfirmed(compiled, `testimonials/${testimonial.key}`, testimonial.claims)) return testimonial;
      const { stars: _stars, ...unrated } = testimonial;
      return unrated;
    }),
  };
}

/**
 * @typedef {{ name: string; where: string; schema: import("zod").ZodType; data: any }} Entry one data file,
 *   validated and with its site facts written in
 */

/**
 * @param {Set<string>} unread the names of the files that could not be read, filled in
 * @returns {Promise<Entry[]>}
 */
async function readCollection(contentDir, collection, { facts, typeset, mapStrings }, problems, notices, unread) {
  const folder = join(contentDir, collection.folder);
  const extensions = EXTENSIONS[collection.format];
  // Sorted by name without extension, so "le-cube" comes before "le-cube-2" whatever follows them.
  const names = (await readdir(folder).catch(() => []))
    .filter((file) => extensions.includes(extname(file)))
    .map((file) => [basename(file, extname(file)), file])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, file]) => file);
  /** @type {Entry[]} */
  const entries = [];
  for (const file of names) {
    const name = basename(file, extname(file));
    const where = `${collection.folder}/${name}`;
    const source = await readFile(join(folder, file), "utf8");
    const read = collection.format === "markdown" ? readMarkdown(source) : readYaml(source);
    if ("error" in read) {
      problems.push(`${where}: ${read.error}`);
      unread.add(name);
      continue;
    }
    const schema = collection.shape === "files" ? collection.schemas[name] : collection.file;
    if (!schema) {
      problems.push(`${where}: no such file in ${collection.folder}/ (${Object.keys(collection.schemas).join(", ")})`);
      continue;
    }
    const result = schema.safeParse(read.value);
    if (!result.success) {
      problems.push(...result.error.issues.map((issue) => `${where}: ${describe(issue, facts.locales)}`));
      unread.add(name);
      continue;
    }
    if (collection.nameField && result.data[collection.nameField] !== name) {
      problems.push(
        `${where}: ${collection.nameField} is "${result.data[collection.nameField]}", the file is named "${name}"`,
      );
      continue;
    }
    try {
      // Each site fact a string quotes written in (`{brand.email}`: src/brand.ts, decision 081), then what the
      // schema says is text typeset in the language it is written in (scripts/content/typography.ts).
      const data = mapStrings(schema, result.data, (text, { meta, locale, path }) => {
        const fail = (problem) => new Error(`${where}: ${fieldName(path, facts.locales)} ${problem}`);
        const written = writeBrandFacts(text, facts, locale, fail);
        return (meta.text || meta.rich) && locale ? typeset(locale, written) : written;
      });
      const entry = { name, where, schema, data };
      if (collection.format === "markdown") redate(entry, source, facts, notices);
      entries.push(entry);
    } catch (error) {
      problems.push(error.message);
    }
  }
  if (collection.shape === "files") {
    for (const name of Object.keys(collection.schemas)) {
      if (
        !entries.some((entry) => entry.name === name) &&
        !problems.some((p) => p.startsWith(`${collection.folder}/${name}:`))
      )
        problems.push(`${collection.folder}/${name}: the file is missing`);
    }
  }
  return entries;
}

/**
 * A policy's dates as the site shows them (decision 104): a version whose text, as a reader sees it (site facts
 * written in), no longer matches its fingerprint changed since it was dated, so it is dated the day the build
 * compiles it; the notice gives the line that keeps that date.
 * @param {Entry} entry @param {string} source
 * @param {import("./policy-dates.mjs").SiteFacts & { today: string }} facts
 * @param {string[]} notices
 */
function redate(entry, source, facts, notices) {
  const { dates, stale, behind } = effectiveDates(source, { facts, today: facts.today });
  for (const [locale, date] of Object.entries(dates)) {
    if (entry.data.versions[locale]) entry.data.versions[locale].updated = date;
  }
  for (const { locale, line } of stale) {
    notices.push(
      `${entry.where}, ${locale} version: its text changed since it was dated, so it is dated ${facts.today}; write ${line} to keep that date`,
    );
  }
  const { reference } = entry.data;
  for (const locale of behind) {
    notices.push(
      `${entry.where}, ${locale} version is dated ${dates[locale]}, before the ${reference} version it translates ` +
        `(${dates[reference]}): translate the ${reference} text as it reads now`,
    );
  }
}

/**
 * The rules between entries, in one pass once every file is read (decision 081): what a file names exists, no
 * two files claim the same place, and every page has what its route needs. Each problem names the file, the
 * field and, for a text, the language.
 * @param {Record<string, Entry[]>} read
 */
function checkAcrossEntries(read, { siteMap, RESERVED_PATHS, stringsMarked, problems, unread }) {
  // A reference to an entry since deleted (heroArt, an achievements page's featured projects) drops out of its
  // list with a warning, and a hero keeps its three covers with the first projects it does not name: deleting a
  // project the studio no longer shows must not stop the site (decision 100). The editor offers only the
  // entries there are. One named by a file that could not be read is left alone: that file's own error says what
  // is wrong.
  const keys = { projects: new Set((read.projects ?? []).map((entry) => entry.data.slug)) };
  for (const entries of Object.values(read)) {
    for (const entry of entries) {
      const gone = stringsMarked(entry.schema, entry.data, "reference").filter(
        ({ text, meta }) =>
          read[meta.reference] && !keys[meta.reference]?.has(text) && !unread[meta.reference]?.has(text),
      );
      for (const { text, path, meta } of gone.reverse()) {
        warn(`${entry.where}: ${fieldName(path)} names "${text}", which no file in ${meta.reference}/ is: left out`);
        const list = path.slice(0, -1).reduce((value, key) => value[key], entry.data);
        list.splice(Number(path.at(-1)), 1);
      }
      const art = entry.data.heroArt;
      if (gone.length > 0 && Array.isArray(art) && read.projects) {
        for (const { data } of read.projects) if (art.length < 3 && !art.includes(data.slug)) art.push(data.slug);
      }
    }
  }
  // Orders: a duplicate would leave two entries' places to chance.
  for (const entries of Object.values(read)) {
    const seen = new Map();
    for (const { where, data } of entries) {
      if (data.order === undefined) continue;
      if (seen.has(data.order)) problems.push(`${where}: order ${data.order} is also ${seen.get(data.order)}'s`);
      else seen.set(data.order, where);
    }
  }
  // Addresses: one page each, none a fixed page's or one the Worker keeps for itself.
  const paths = new Map(siteMap.filter((place) => place.page).map((place) => [place.path, `pages/${place.page}`]));
  for (const path of RESERVED_PATHS) paths.set(path, "the site itself");
  for (const place of siteMap) {
    if (!place.collection || !read[place.collection]) continue;
    for (const { where, data } of read[place.collection]) {
      if (place.only && !place.only(data)) continue;
      const path = data.path.replace(/\/$/, "");
      const taken = paths.get(path) ?? paths.get(data.path);
      if (taken)
        problems.push(
          `${where}: path ${data.path} is already ${taken === "the site itself" ? "taken by the site itself" : `${taken}'s`}`,
        );
      else paths.set(path, where);
    }
  }
  // An achievements page that looks projects up by category finds at least one.
  for (const { where, data } of read.achievements ?? []) {
    const texts = data.projects.categoryContains;
    // A project that could not be read may be the one it finds.
    if (!texts || !read.projects || unread.projects?.size) continue;
    const found = read.projects.some(({ data: project }) =>
      texts.some((text) =>
        Object.values(project.category).some((category) => String(category).toLowerCase().includes(text.toLowerCase())),
      ),
    );
    if (!found) warn(`${where}: projects.categoryContains matches no project's category (${texts.join(", ")})`);
  }
}

/**
 * Every file an entry names under assets/ (an image, captions) is there: a path that reaches nothing would
 * break each page that shows it. Each is resolved inside assets/
 * before anything is read, whatever its text (docs/security.md, "Content is input").
 * @param {Record<string, Entry[]>} read
 */
function checkImages(read, { assetsDir, locales, stringsMarked, variantPath, problems }) {
  const inside = resolve(assetsDir) + sep;
  for (const entries of Object.values(read)) {
    for (const { where, schema, data } of entries) {
      for (const { text, path } of stringsMarked(schema, data, "asset")) {
        const file = resolve(assetsDir, text);
        if (!file.startsWith(inside)) {
          problems.push(`${where}: ${fieldName(path)} is "${text}", which is not a path inside assets/`);
          continue;
        }
        // A file written once per language (`cover.en.svg`) is there when every language has it.
        const there =
          existsSync(file) || locales.every((locale) => existsSync(join(assetsDir, variantPath(text, locale))));
        if (there) continue;
        problems.push(
          `${where}: ${fieldName(path, locales)} is "${text}", which is not in assets/: upload it, or choose another`,
        );
      }
    }
  }
}

/** What an image never needs and a page posing as one would: a script, an event handler, a `javascript:` link. */
const SVG_CODE = /<script\b|<foreignObject\b|\son[a-z]+\s*=|javascript:/i;

/**
 * What assets/ may hold: the files the site serves from there (scripts/content/inputs.ts, SERVED_ASSETS: images,
 * captions, fonts). Anything else, an HTML page first, would be published on the
 * site's own address (docs/security.md, "Content is input"): the build refuses it, naming it, before it copies
 * anything; and an SVG that carries code. Files whose name starts with a dot are not copied (scripts/build.mjs), so not checked.
 * @param {string} assetsDir
 */
export async function checkAssetFiles(assetsDir) {
  const { SERVED_ASSETS } = await importSource("scripts/content/inputs.ts");
  const served = new Set(Object.values(SERVED_ASSETS).flat());
  const files = await readdir(assetsDir, { recursive: true, withFileTypes: true }).catch(() => []);
  const problems = [];
  for (const entry of files) {
    if (entry.isDirectory()) continue;
    const rel = relative(assetsDir, join(entry.parentPath, entry.name)).split(sep).join("/");
    if (entry.name.startsWith(".")) continue;
    const type = extname(rel).slice(1);
    // A link would have the build copy whatever it points at, inside the repository or not.
    if (!entry.isFile()) problems.push(`assets/${rel}: is a link or a special file, not a file`);
    else if (type === "svg" && SVG_CODE.test(await readFile(join(assetsDir, rel), "utf8")))
      problems.push(
        `assets/${rel}: an SVG with a script, an event handler or a javascript: link: an image holds no code`,
      );
    else if (!served.has(type))
      problems.push(
        `assets/${rel}: ${/^html?$/i.test(type) ? "a web page" : type ? `a .${type} file` : "a file without an extension"} is not served from assets/, only images, captions and fonts (${[...served].join(", ")})`,
      );
  }
  if (problems.length > 0) throw new ContentError(problems.sort());
}

/** What the site shows without something the content names: the build goes on and says so. */
function warn(message) {
  console.warn(`warning: ${message}`);
}

/**
 * `["copy", "fr", "hero", "intro", 1]` as an editor reads it, the language first when the field is written per
 * language: "fr.copy.hero.intro[1]".
 */
function fieldName(path, locales = []) {
  const at = path.findIndex((segment) => locales.includes(segment));
  if (at >= 0) path = [path[at], ...path.filter((_, i) => i !== at)];
  return path.reduce(
    (out, segment) =>
      typeof segment === "number" ? `${out}[${segment}]` : out ? `${out}.${segment}` : String(segment),
    "",
  );
}

/** A collection's value: its entries in their order (lists), or by file name (a set of named files). */
function assemble(collection, entries) {
  if (collection.shape === "files") return Object.fromEntries(entries.map((entry) => [entry.name, entry.data]));
  const rank = (entry) => entry.data.order ?? Infinity;
  return entries
    .slice()
    .sort((a, b) => rank(a) - rank(b) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .map(({ data }) => {
      // What a file may leave out, filled in (a project's cover: the one the build draws).
      const { order: _order, ...rest } = collection.complete ? collection.complete(data) : data;
      return rest;
    });
}

/**
 * The route table (src/route-table.ts reads it): each page of the site map with its address, what its entry
 * calls it, its hero's projects and its sitemap entry. A policy's sitemap date is, per language, the date of
 * the version that language's page shows (its own, or the original's).
 */
function routesOf(siteMap, compiled, locales) {
  const routes = [];
  for (const place of siteMap) {
    if (place.page) {
      const { page, path, sitemap, ...rest } = place;
      const file = compiled.pages[page];
      routes.push({ path, ...rest, meta: file.meta, ...(file.heroArt ? { heroArt: file.heroArt } : {}), sitemap });
      continue;
    }
    for (const entry of compiled[place.collection]) {
      if (place.only && !place.only(entry)) continue;
      const { sitemap, ...rest } = place.place;
      const versions = entry.versions;
      const lastmod = versions
        ? Object.fromEntries(
            locales.map((locale) => [locale, (versions[locale] ?? Object.values(versions)[0]).updated]),
          )
        : undefined;
      routes.push({
        path: entry.path,
        ...rest,
        meta: entry.meta,
        ...(entry.heroArt ? { heroArt: entry.heroArt } : {}),
        sitemap: { ...sitemap, ...(lastmod ? { lastmod } : {}) },
      });
    }
  }
  return routes;
}

/**
 * One issue as an editor reads it: the language first when the field is written per language, then the
 * field's path ("en.description is missing", "fr.copy.hero.intro[1] is empty").
 */
function describe(issue, locales) {
  const field = fieldName(issue.path, locales);
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
  // A collection's whole files, or (routes) what the site map makes of them.
  const types = relative(outDir, join(root, "scripts", "content", "collections"))
    .split("\\")
    .join("/");
  for (const [name, value] of Object.entries(compiled)) {
    // The build's own data (what the studio confirmed) stays with the build.
    if (collections[name]?.buildOnly) continue;
    const onDemand = Boolean(collections[name]?.onDemand);
    const literal = JSON.stringify(name === "routes" ? value : withoutClaims(value));
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
 * A collection's value as the Worker reads it: each entry's `claims` left out, notes for the studio that the
 * claims report reads at build (scripts/content-claims.mjs) and no page shows (decision 101); and a page's
 * `meta` and `heroArt`, which the Worker reads from the route table (build/content/routes.js), once. A list is
 * an array of entries; a set of named files, an object of them.
 * @param {unknown} value
 */
function withoutClaims(value) {
  const strip = (entry) => {
    if (typeof entry !== "object" || entry === null) return entry;
    const { claims: _claims, meta: _meta, heroArt: _heroArt, ...rest } = /** @type {Record<string, unknown>} */ (entry);
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
    importSource("scripts/content/typography.ts"),
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

/**
 * Writes each file whose text changed (wrangler dev reloads on a write), whole: written beside it, then renamed
 * over it, as the build replaces build/manifest.json. A file written in place is empty, then partial, for a
 * moment, and wrangler dev, bundling at that moment under `npm run editor`, kept a Worker that failed to start.
 */
async function writeIfChanged(outDir, files) {
  await mkdir(outDir, { recursive: true });
  for (const [file, body] of Object.entries(files)) {
    const path = join(outDir, file);
    if ((await readFile(path, "utf8").catch(() => "")) === body) continue;
    await writeFile(`${path}.next`, body);
    await rename(`${path}.next`, path);
  }
}

const CONTENT_FOLDER = join(root, "src", "content");
const I18N_FOLDER = join(root, "src", "i18n");
const MODEL_FOLDER = join(root, "scripts", "content");

/**
 * Recompiles when a data file or a catalogue changes, printing errors without stopping (npm start, npm run
 * dev): wrangler dev sees build/content/ change and reloads.
 */
export async function watchContent() {
  const { watch } = await import("node:fs");
  /** @param {string} folder @param {RegExp} files @param {() => Promise<unknown>} compile */
  // One compile at a time, each after the one before: a compile that read the files before a save must not
  // write its output after the compile that read them after it (a publish right after an upload's rebuild).
  let compiling = Promise.resolve();
  const recompile = (folder, files, compile) => {
    let timer;
    watch(folder, { recursive: true }, (_event, file) => {
      if (!file || !files.test(file)) return;
      clearTimeout(timer);
      timer = setTimeout(() => {
        compiling = compiling
          // A catalogue or a schema may have changed: bundle the modules anew.
          .then(() => (forgetImports(), compile()))
          .then(() => console.log(`recompiled (${file})`))
          .catch((error) => console.error(error.message));
      }, 150);
    });
  };
  // A project saved without a cover gets one drawn at once, and a changed title or line its drawings again,
  // into build/artwork/ (scripts/start.mjs then hashes them in).
  recompile(CONTENT_FOLDER, /\.(ya?ml|md)$/, () => compileContent().then(drawArtworkFromContent));
  // A catalogue is a language's code (fr.ts) or their index; the content model (scripts/content/: the schemas and
  // the typesetting rules) changes what both compile to.
  const both = () => Promise.all([compileCatalogues(), compileContent()]);
  recompile(I18N_FOLDER, /^([a-z]{2}|catalogues)\.ts$/, both);
  recompile(MODEL_FOLDER, /\.ts$/, both);
}
