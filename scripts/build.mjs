// Builds everything browsers get into build/public (served by Workers Static Assets) and
// build/manifest.json (read by the Worker to link hashed files), after the content and the UI catalogues
// (compile-content.mjs: build/content/). scripts/start.mjs runs it again when a file it builds from changes.
import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, rename, writeFile } from "node:fs/promises";
import { dirname, extname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import * as esbuild from "esbuild";
import { ARTWORK_DIR, drawArtworkFromContent } from "./build-artwork.mjs";
import { checkAssetFiles, compileCatalogues, compileContent } from "./compile-content.mjs";
import { buildEditor } from "./build-editor.mjs";
import { demoPages } from "./demo-pages.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const out = join(root, "build");
const pub = join(out, "public");

const IMMUTABLE = "public, max-age=31536000, immutable";

async function build() {
  // Nothing under build/ is removed first: `npm start` reloads on every change there, and wrangler dev stopped
  // when a folder it watches went away. build/manifest.json is replaced whole at the end, so the Worker never
  // bundles a half-written one. Files an earlier build wrote stay until `npm run deploy` builds from scratch.
  // Only what the site serves from assets/ is published there (docs/security.md, "Content is input").
  await checkAssetFiles(join(root, "assets"));
  await mkdir(join(pub, "assets"), { recursive: true });

  const { entry } = await buildScripts();

  const css = await esbuild.build({
    absWorkingDir: root,
    entryPoints: { site: "client/styles/site.css" },
    bundle: true,
    minify: true,
    metafile: true,
    outdir: join(pub, "assets"),
    entryNames: "[name]-[hash]",
    // Fonts the stylesheet names are copied beside it with a content hash (listed in the manifest for preload).
    loader: { ".woff2": "file" },
    assetNames: "fonts/[name]-[hash]",
    target: ["chrome111", "firefox114", "safari16.4"],
    logLevel: "warning",
  });

  const manifest = { entry: urlOf(entry), css: "", fonts: [], files: {} };
  for (const file of Object.keys(css.metafile.outputs)) {
    const url = "/" + relative(pub, join(root, file)).split("\\").join("/");
    if (file.endsWith(".css")) manifest.css = url;
    if (file.endsWith(".woff2")) manifest.fonts.push(url);
  }

  // Static files, those someone made (assets/) and those the build drew from the content (build/artwork/, where
  // assets/ has no file of that name): content-hashed copies under /assets, so they can be cached forever.
  const files = [
    ...(await walk(join(root, "assets"))).map((file) => [join(root, "assets"), file]),
    ...(await walk(ARTWORK_DIR)).map((file) => [ARTWORK_DIR, file]),
  ];
  for (const [dir, file] of files) {
    const rel = relative(dir, file).split("\\").join("/");
    if (manifest.files[rel]) continue;
    const body = await readFile(file);
    const hash = createHash("sha256").update(body).digest("hex").slice(0, 10);
    const ext = extname(rel);
    const hashed = `assets/${rel.slice(0, -ext.length)}.${hash}${ext}`;
    await mkdir(dirname(join(pub, hashed)), { recursive: true });
    await writeFile(join(pub, hashed), body);
    manifest.files[rel] = "/" + hashed;
  }

  // The demo stand-ins, written from their words (scripts/demo-pages.mjs): pages embedded by URL, so stable names
  // and a short cache (see _headers); listed too, so a page can pick the stand-in of its language
  // (src/render/assets.ts, decision 037).
  for (const [rel, html] of Object.entries(await demoPages())) {
    await mkdir(dirname(join(pub, rel)), { recursive: true });
    await writeFile(join(pub, rel), html);
    manifest.files[rel] = "/" + rel;
  }

  await writeFile(join(pub, "_headers"), headersFile());
  await writeFile(join(out, "manifest.json.next"), JSON.stringify(manifest, null, 2) + "\n");
  await rename(join(out, "manifest.json.next"), join(out, "manifest.json"));
  // The staff-only content editor, which links the stylesheet the manifest names (decision 083).
  await buildEditor();
  return manifest;
}

/** @type {import("esbuild").BuildOptions} */
const scriptOptions = {
  absWorkingDir: root,
  bundle: true,
  format: "esm",
  target: ["es2022", "chrome111", "firefox114", "safari16.4"],
  minify: true,
  metafile: true,
  jsx: "automatic",
  define: { "process.env.NODE_ENV": '"production"' },
  legalComments: "none",
  logLevel: "warning",
};

const urlOf = (file) => "/" + relative(pub, join(root, file)).split("\\").join("/");

/**
 * The browser's scripts in two parts (decision 003). The entry, which every page loads, is one file with no
 * static import: on a slow phone network the menu, the cookie banner and Escape work after one request, not
 * after a chain of shared chunks. What it imports dynamically (the islands, React, the consent dialog, the
 * careers widget) is built on its own, code-split, and the entry's `import()`s point at those hashed files.
 */
async function buildScripts() {
  /** @type {Set<string>} */
  const lazyModules = new Set();
  /** The entry's dynamic imports: left out of its bundle, and either collected or pointed at their built file. */
  /** @param {Map<string, string> | null} target @returns {import("esbuild").Plugin} */
  const dynamicImports = (target) => ({
    name: "dynamic-imports",
    setup(build) {
      build.onResolve({ filter: /^\./ }, async (args) => {
        if (args.kind !== "dynamic-import") return undefined;
        const { path } = await build.resolve(args.path, { resolveDir: args.resolveDir, kind: "import-statement" });
        if (!target) {
          lazyModules.add(relative(root, path).split("\\").join("/"));
          return { path: args.path, external: true };
        }
        const built = target.get(relative(root, path).split("\\").join("/"));
        if (!built) throw new Error(`no built file for ${args.path}`);
        return { path: "./" + relative(join(pub, "assets"), join(root, built)).split("\\").join("/"), external: true };
      });
    },
  });
  // What the entry loads on demand.
  await esbuild.build({
    ...scriptOptions,
    entryPoints: { entry: "client/entry.ts" },
    write: false,
    outdir: join(pub, "assets"),
    plugins: [dynamicImports(null)],
  });
  const lazy = await esbuild.build({
    ...scriptOptions,
    // Sorted: the resolutions above finish in any order, and the order of the entry points changes the chunks.
    entryPoints: [...lazyModules].sort(),
    splitting: true,
    outdir: join(pub, "assets", "chunks"),
    outbase: "client",
    entryNames: "[name]-[hash]",
    chunkNames: "[name]-[hash]",
  });
  const builtFiles = new Map(
    Object.entries(lazy.metafile.outputs)
      .filter(([, meta]) => meta.entryPoint)
      .map(([file, meta]) => [meta.entryPoint, file]),
  );
  const entry = await esbuild.build({
    ...scriptOptions,
    entryPoints: { entry: "client/entry.ts" },
    outdir: join(pub, "assets"),
    entryNames: "[name]-[hash]",
    plugins: [dynamicImports(builtFiles)],
  });
  const entryFile = Object.keys(entry.metafile.outputs).find((file) => file.endsWith(".js"));
  return { entry: entryFile, lazy: builtFiles };
}

/**
 * Headers for files served straight from Static Assets (the Worker adds its own to what it serves). The
 * shared ones repeat `sharedSecurityHeaders` in src/security/headers.ts; test/worker/security/headers.test.ts
 * fails when the two differ.
 */
function headersFile() {
  const security = [
    "  X-Content-Type-Options: nosniff",
    "  Referrer-Policy: strict-origin-when-cross-origin",
    "  Strict-Transport-Security: max-age=31536000; includeSubDomains",
    "  Permissions-Policy: camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
    "  Cross-Origin-Opener-Policy: same-origin",
    "  Cross-Origin-Resource-Policy: same-origin",
  ];
  return [
    "/assets/*",
    `  Cache-Control: ${IMMUTABLE}`,
    // A file opened on its own is a document of no origin (sandbox) that can neither post a form nor move its
    // base (docs/security.md, "Content is input"): an image is shown, never a page posing as the site's.
    "  Content-Security-Policy: default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'self'; sandbox; form-action 'none'; base-uri 'none'",
    "  X-Frame-Options: SAMEORIGIN",
    ...security,
    "/demos/*",
    "  Cache-Control: public, max-age=3600",
    "  Content-Security-Policy: default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'self'; base-uri 'none'; form-action 'none'",
    "  X-Frame-Options: SAMEORIGIN",
    ...security,
    "",
  ].join("\n");
}

/** Every file under dir but those whose name starts with a dot, sorted. */
async function walk(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => !entry.isDirectory() && !entry.name.startsWith("."))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

// Content first: an invalid data file stops the build with every error named (file, language, field). Then the
// covers assets/ lacks and the link previews are drawn into build/artwork/ (scripts/build-artwork.mjs), before
// both are hashed.
try {
  const content = await compileContent();
  await compileCatalogues();
  await drawArtworkFromContent(content);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
const manifest = await build();
console.log(`built ${manifest.entry}, ${manifest.css}, ${Object.keys(manifest.files).length} static files`);
