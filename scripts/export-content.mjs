// Writes the content data files (src/content/<collection>/) from the TypeScript records they replaced
// (decision 081), exactly: each file is read back and compared with its record before the script ends.
// Re-run after a branch that edits the records merges:
//   node scripts/export-content.mjs --from <ref> [collection…]
// <ref> is any commit that still has the records (`main` until they are gone there); without --from the
// records are read from the working tree. With no collection named, every one is exported.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, dirname, extname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { compileContent } from "./compile-content.mjs";
import { readYaml, writeYaml } from "./content-files.mjs";
import { importSource } from "./import-source.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const contentDir = join(root, "src", "content");

/**
 * Each collection: the record module it comes from and its entries as [file name, value]. `source` is the
 * folder holding the records (the working tree or a commit's copy); `previous` reads a data file already
 * written, so what the records never held (a project's artwork, once make-artwork.mjs no longer has it) stays.
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
      Object.entries(records.pageMeta).map(([path, meta]) => [
        path.replace(/^\/|\/$/g, "") || "home",
        { path, ...meta },
      ]),
  },
};

/** COVER_ART of scripts/make-artwork.mjs, where the source still has it there (issue 28, point 6). */
async function coverArt(source) {
  const script = await readFile(join(source, "scripts", "make-artwork.mjs"), "utf8").catch(() => "");
  const literal = /\nconst COVER_ART = (\{[\s\S]*?\n\});/.exec(script)?.[1];
  if (!literal) return undefined;
  const art = new Function(`return ${literal};`)();
  return Object.fromEntries(Object.entries(art).map(([slug, { colours, motif }]) => [slug, { colours, motif }]));
}

const { typesetFrench, typesetEnglish } = await importSource("src/i18n/typography.ts");
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

async function exportCollections(names, source) {
  /** @type {[string, string, unknown][]} */
  const written = [];
  for (const name of names) {
    const spec = EXPORTS[name];
    if (!spec) throw new Error(`no such collection "${name}" (${Object.keys(EXPORTS).join(", ")})`);
    const modulePath = join(source, spec.module);
    if (!existsSync(modulePath)) {
      throw new Error(`${spec.module} is not in ${source}: pass --from <ref>, a commit that still has it (e.g. main)`);
    }
    const records = await importSource(modulePath);
    const entries = (await spec.entries(records, source, previous)).map(([file, value]) => [file, asTyped(value)]);
    const folder = join(contentDir, spec.folder ?? name);
    await mkdir(folder, { recursive: true });
    const keep = new Set(entries.map(([file]) => `${file}.yaml`));
    for (const stale of (await readdir(folder)).filter((file) => file.endsWith(".yaml") && !keep.has(file))) {
      await rm(join(folder, stale));
    }
    for (const [file, value] of entries) {
      const path = join(folder, `${file}.yaml`);
      await writeFile(path, writeYaml(value));
      written.push([name, path, value]);
    }
    console.log(`${name}: ${entries.length} file(s) in src/content/${spec.folder ?? name}/`);
  }
  return written;
}

/** Every file reads back as the record it was written from, and the compiler accepts them all. */
async function verify(written, names) {
  for (const [, path, value] of written) {
    const read = readYaml(await readFile(path, "utf8"));
    if (!("value" in read) || JSON.stringify(read.value) !== JSON.stringify(value)) {
      throw new Error(`${path} does not read back as its record`);
    }
  }
  await compileContent({ outDir: null, only: names });
}

const args = process.argv.slice(2);
const fromAt = args.indexOf("--from");
const ref = fromAt >= 0 ? args.splice(fromAt, 2)[1] : undefined;
const names = args.length > 0 ? args : Object.keys(EXPORTS);
const source = ref ? await checkout(ref) : root;
try {
  await verify(await exportCollections(names, source), names);
  console.log("exported and checked: run `npm run build` to compile, `git diff src/content` to review");
} finally {
  if (ref) await rm(source, { recursive: true, force: true });
}
