// Writes the content data files (src/content/<collection>/) from the TypeScript records they replaced
// (decision 081), exactly: each file, read back and compiled as the build compiles it, must give what the
// records gave the pages, or the script stops. Re-run after a branch that edits the records merges:
//   node scripts/export-content.mjs --from <ref> [name…]
// <ref> is any commit that still has the records (`main` until they are gone there); without --from the
// records are read from the working tree. With no name, every one is exported (names: EXPORTS below).
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, dirname, extname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { compileContent, withBrandFacts } from "./compile-content.mjs";
import { readMarkdown, readYaml, writeMarkdown, writeYaml } from "./content-files.mjs";
import { importSource } from "./import-source.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const contentDir = join(root, "src", "content");

/** The file name of a page path: "/serious-games" → "serious-games", "/" → "home". */
const nameOfPath = (path) => path.replace(/^\/|\/$/g, "") || "home";

const pageFile = (name, module, copy, claims) => ({
  collection: "pages",
  folder: "pages",
  module,
  entries: async (records) => [[name, { copy: records[copy], ...(claims ? { claims: records[claims] } : {}) }]],
});

/**
 * What each export writes: its collection (src/content/collections.ts), the record module it reads and its
 * entries as [file name, value]. `source` is the folder holding the records (the working tree or a commit's
 * copy); `previous` reads a data file already written, so what the records never held (a project's artwork,
 * once make-artwork.mjs no longer has it) stays.
 */
const EXPORTS = {
  projects: {
    module: "src/content/projects.ts",
    async entries(records, source, previous) {
      const art = await coverArt(source);
      return Promise.all(
        records.projects.map(async (project, i) => {
          const artwork = art?.[project.slug] ?? (await previous("projects", project.slug))?.artwork;
          return [project.slug, { order: i + 1, ...project, ...(artwork ? { artwork } : {}) }];
        }),
      );
    },
  },
  testimonials: {
    module: "src/content/clients.ts",
    entries: async (records) => records.testimonials.map((t, i) => [t.key, { order: i + 1, ...t }]),
  },
  clientLogos: {
    module: "src/content/clients.ts",
    folder: "client-logos",
    entries: async (records) =>
      records.clientLogos.map((logo, i) => [basename(logo.logo, extname(logo.logo)), { order: i + 1, ...logo }]),
  },
  pageMeta: {
    module: "src/content/page-meta.ts",
    folder: "page-meta",
    entries: async (records) =>
      Object.entries(records.pageMeta).map(([path, meta]) => [nameOfPath(path), { path, ...meta }]),
  },
  services: {
    module: "src/content/service-pages.ts",
    entries: async (records) =>
      records.servicePages.map((page, i) => [nameOfPath(page.path), { order: i + 1, ...page }]),
  },
  achievements: {
    module: "src/content/achievement-pages.ts",
    entries: async (records) =>
      records.achievementPages.map((page, i) => [nameOfPath(page.path), { order: i + 1, ...page }]),
  },
  policies: {
    module: "src/content/policies/index.ts",
    format: "markdown",
    entries: async (records) =>
      records.policyDocuments.map((doc, i) => [nameOfPath(doc.path), { order: i + 1, ...doc }]),
  },
  "project-privacy": {
    collection: "pages",
    folder: "pages",
    module: "src/content/policies/index-entries.ts",
    entries: async (records) => [
      ["project-privacy", { copy: { [records.policyIndexLocale]: { ...records.policyIndexCopy } } }],
    ],
  },
  home: pageFile("home", "src/content/home.ts", "homeCopy", "homeClaims"),
  portfolio: pageFile("portfolio", "src/content/portfolio-page.ts", "portfolioPage", "portfolioClaims"),
  contact: pageFile("contact", "src/content/contact-page.ts", "contactPage", "contactClaims"),
  careers: pageFile("careers", "src/content/careers-page.ts", "careersPage", "careersClaims"),
  about: pageFile("about", "src/content/about-page.ts", "aboutPage", "aboutClaims"),
  expertise: pageFile("expertise", "src/content/expertise-page.ts", "expertisePage"),
};

/** COVER_ART of scripts/make-artwork.mjs, where the source still has it there (issue 28, point 6). */
async function coverArt(source) {
  const script = await readFile(join(source, "scripts", "make-artwork.mjs"), "utf8").catch(() => "");
  const literal = /\nconst COVER_ART = (\{[\s\S]*?\n\});/.exec(script)?.[1];
  if (!literal) return undefined;
  const art = new Function(`return ${literal};`)();
  return Object.fromEntries(Object.entries(art).map(([slug, { colours, motif }]) => [slug, { colours, motif }]));
}

const { typesetFrench, typesetEnglish, typesetLocalized } = await importSource("src/i18n/typography.ts");
const TYPESET = { fr: typesetFrench, en: typesetEnglish };

/**
 * The value with no-break spaces typed as plain spaces wherever the typesetter puts the same ones back (a
 * French "15 %" or "100 000"), so files read as people type them and pages do not change.
 */
function asTyped(value, locale) {
  if (typeof value === "string") {
    if (!locale || !/[\u00a0\u202f]/.test(value)) return value;
    const plain = value.replace(/[\u00a0\u202f]/g, " ");
    return TYPESET[locale](plain) === TYPESET[locale](value) ? plain : value;
  }
  if (Array.isArray(value)) return value.map((item) => asTyped(item, locale));
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, asTyped(item, key in TYPESET ? key : locale)]),
    );
  }
  return value;
}

/**
 * The records' module, bundled twice: as it is, and with src/brand.ts's facts replaced by markers, so that
 * the facts a text quotes (an e-mail address, a telephone number) are written `{brand.email}` in the data
 * file and stay in one place (src/brand.ts), as the records had them.
 */
async function importRecords(path, source) {
  const { brand, fictionalBrandFacts } = await importSource(join(source, "src", "brand.ts"));
  const mark = (value, at) =>
    typeof value === "string"
      ? `⟦${at}⟧`
      : value && typeof value === "object"
        ? Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mark(item, `${at}.${key}`)]))
        : value;
  const markedBrand = [
    `export const brand = ${JSON.stringify(mark(brand, "brand"))};`,
    `export const telUrl = (phone) => "⟦tel:" + phone + "⟧";`,
    `export const fictionalBrandFacts = ${JSON.stringify(fictionalBrandFacts)};`,
  ].join("\n");
  const bundle = async (marked) => {
    const result = await build({
      entryPoints: [path],
      bundle: true,
      format: "esm",
      platform: "neutral",
      write: false,
      logLevel: "silent",
      plugins: marked
        ? [
            {
              name: "marked-brand",
              setup(b) {
                b.onLoad({ filter: /[\\/]src[\\/]brand\.ts$/ }, () => ({ contents: markedBrand, loader: "js" }));
                // The share capital, written by each language its way: {brand.shareCapitalEuros|euros}.
                b.onLoad({ filter: /[\\/]policies[\\/]legal-facts\.ts$/ }, async (args) => ({
                  contents: (await readFile(args.path, "utf8")).replace(
                    /(export function shareCapital\(locale: Locale\): string \{)/,
                    '$1\n  if (locale) return "⟦euros:brand.shareCapitalEuros⟧";',
                  ),
                  loader: "ts",
                }));
              },
            },
          ]
        : [],
    });
    return import(`data:text/javascript;base64,${Buffer.from(result.outputFiles[0].text).toString("base64")}`);
  };
  return { records: await bundle(false), marked: await bundle(true) };
}

/** Markers back to placeholders: ⟦brand.email⟧ → {brand.email}, ⟦tel:⟦brand.phone⟧⟧ → {brand.phone|tel}. */
function placeholders(value) {
  return JSON.parse(
    JSON.stringify(value)
      .replace(/⟦tel:⟦(brand[\w.]*)⟧⟧/g, "{$1|tel}")
      .replace(/⟦euros:(brand[\w.]*)⟧/g, "{$1|euros}")
      .replace(/⟦(brand[\w.]*)⟧/g, "{$1}"),
  );
}

/**
 * Each text with its placeholders where they give back the record's text, else the record's text as it is
 * (a text that reworks a fact, "www.cloudflare.com" from the host's URL, keeps its words).
 */
function withPlaceholders(real, marked, facts, locale) {
  if (typeof real === "string") {
    if (typeof marked !== "string" || !marked.includes("{brand.")) return real;
    const filled = withBrandFacts(marked, facts, "", "", locale);
    return filled === real ? marked : real;
  }
  if (Array.isArray(real)) return real.map((item, i) => withPlaceholders(item, marked?.[i], facts, locale));
  if (real && typeof real === "object") {
    return Object.fromEntries(
      Object.entries(real).map(([key, item]) => [
        key,
        withPlaceholders(item, marked?.[key], facts, key === "fr" || key === "en" ? key : locale),
      ]),
    );
  }
  return real;
}

async function previous(folder, name) {
  const text = await readFile(join(contentDir, folder, `${name}.yaml`), "utf8").catch(() => null);
  if (text === null) return undefined;
  const read = readYaml(text);
  return "value" in read ? read.value : undefined;
}

/** A commit's src/ and scripts/ in a temporary folder, with this checkout's packages. */
async function checkout(ref) {
  const dir = await mkdtemp(join(tmpdir(), "content-export-"));
  const archive = execFileSync("git", ["archive", "--format=tar", ref, "src", "scripts"], {
    cwd: root,
    maxBuffer: 1 << 28,
  });
  execFileSync("tar", ["-x", "-C", dir], { input: archive });
  await symlink(join(root, "node_modules"), join(dir, "node_modules"));
  return dir;
}

async function exportOne(name, source) {
  const spec = EXPORTS[name];
  if (!spec) throw new Error(`nothing to export called "${name}" (${Object.keys(EXPORTS).join(", ")})`);
  const modulePath = join(source, spec.module);
  if (!existsSync(modulePath)) {
    throw new Error(`${spec.module} is not in ${source}: pass --from <ref>, a commit that still has it (e.g. main)`);
  }
  const { records, marked } = await importRecords(modulePath, source);
  const facts = { ...(await importSource("src/brand.ts")), ...(await importSource("src/i18n/format.ts")) };
  const real = await spec.entries(records, source, previous);
  const written = (await spec.entries(marked, source, previous)).map(([file, value], i) => [
    file,
    asTyped(withPlaceholders(real[i][1], placeholders(value), facts)),
  ]);
  const folder = join(contentDir, spec.folder ?? name);
  const markdown = spec.format === "markdown";
  const extension = markdown ? ".md" : ".yaml";
  await mkdir(folder, { recursive: true });
  // A folder of named files (pages/) is shared by several exports: only a collection's own folder is pruned.
  if (spec.collection === undefined) {
    const keep = new Set(written.map(([file]) => `${file}${extension}`));
    for (const stale of (await readdir(folder)).filter((file) => file.endsWith(extension) && !keep.has(file))) {
      await rm(join(folder, stale));
    }
  }
  for (const [i, [file, value]] of written.entries()) {
    const path = join(folder, `${file}${extension}`);
    await writeFile(path, markdown ? writeMarkdown(value) : writeYaml(value));
    const read = (markdown ? readMarkdown : readYaml)(await readFile(path, "utf8"));
    const shown = (data) => JSON.stringify(typesetLocalized(data));
    if (!("value" in read) || shown(withBrandFacts(read.value, facts, path)) !== shown(real[i][1])) {
      throw new Error(`${path} does not give back its record, as the build compiles it`);
    }
  }
  console.log(`${name}: ${written.length} file(s) in src/content/${spec.folder ?? name}/`);
  return spec.collection ?? name;
}

const args = process.argv.slice(2);
const fromAt = args.indexOf("--from");
const ref = fromAt >= 0 ? args.splice(fromAt, 2)[1] : undefined;
const names = args.length > 0 ? args : Object.keys(EXPORTS);
const source = ref ? await checkout(ref) : root;
try {
  const collections = [];
  for (const name of names) collections.push(await exportOne(name, source));
  // Every file of the collections written, validated as the build validates them.
  await compileContent({ outDir: null, only: [...new Set(collections)] });
  console.log("exported and checked: run `npm run build` to compile, `git diff src/content` to review");
} finally {
  if (ref) await rm(source, { recursive: true, force: true });
}
