// Builds the content editor (decision 083) into build/public/admin/editor/: its page and one script, with the
// collections generated from the content schemas (scripts/editor-config.mjs). The Worker serves that folder
// to staff only (src/routes/editor.ts); `npm run editor` serves it against the local checkout.
import { mkdir, writeFile } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import * as esbuild from "esbuild";
import { editorCollections } from "./editor-config.mjs";
import { importSource } from "./import-source.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
export const editorDir = join(root, "build", "public", "admin", "editor");

/** src/components reads the built asset URLs; the preview also shows images uploaded but not built yet. */
const previewAssets = {
  name: "preview-assets",
  setup(build) {
    build.onResolve({ filter: /\/render\/assets$/ }, (args) =>
      args.importer.includes(`${join("src", "components")}`)
        ? { path: join(root, "editor", "preview-assets.ts") }
        : undefined,
    );
  },
};

/**
 * The commit status whose link Decap shows as "Voir l'aperçu" on a draft (its GitHub backend's
 * `preview_context`): the one CI posts once a draft's checks pass and its Worker Preview is up (docs/deploy.md).
 */
export const PREVIEW_CONTEXT = "deploy/preview";

export async function buildEditor() {
  // The form in each language of the site: the editor speaks the one its user chose (editor/i18n/current.ts).
  const { locales, defaultLocale } = await importSource("src/i18n/locale-list.ts");
  const configs = {};
  for (const language of locales) {
    configs[language] = {
      // Decap's own words in that language.
      locale: language,
      // Every save is a draft on its own branch (`cms/<collection>/<entry>`), checked and previewed by CI, and
      // "Publier" merges it once it is ready (decision 083). The backend itself comes from config.yml.
      publish_mode: "editorial_workflow",
      backend: { preview_context: PREVIEW_CONTEXT },
      // Uploads outside a collection's own folder go under assets/images/, where the site's images are.
      media_folder: "assets/images",
      public_folder: "images",
      collections: await editorCollections({ language }),
    };
  }
  await mkdir(join(root, "build", "editor"), { recursive: true });
  await writeFile(join(root, "build", "editor", "collections.json"), JSON.stringify(configs, null, 2) + "\n");
  await mkdir(editorDir, { recursive: true });
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: { editor: "editor/main.tsx" },
    bundle: true,
    format: "esm",
    minify: !process.env.EDITOR_DEBUG,
    jsx: "automatic",
    metafile: true,
    target: ["es2022"],
    define: { "process.env.NODE_ENV": '"production"', global: "globalThis" },
    loader: { ".svg": "text", ".woff": "dataurl", ".woff2": "dataurl", ".wasm": "file" },
    legalComments: "none",
    logLevel: "error",
    plugins: [previewAssets],
    outdir: editorDir,
    entryNames: "[name]-[hash]",
    assetNames: "[name]-[hash]",
  });
  const script = basename(Object.keys(result.metafile.outputs).find((file) => file.endsWith(".js")));
  await writeFile(join(editorDir, "index.html"), page(script, defaultLocale));
  // The login popup's script, at the fixed address its page names (src/pages/editor-pages.ts, HANDSHAKE_SCRIPT).
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: ["editor/oauth-handshake.ts"],
    bundle: true,
    format: "iife",
    minify: true,
    target: ["es2020"],
    legalComments: "none",
    logLevel: "error",
    outfile: join(editorDir, "oauth-handshake.js"),
  });
  return { script };
}

// The page in the studio's language; the editor names itself in the language its user chose.
const page = (script, lang) => `<!doctype html>
<html lang="${lang}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>Éditeur de contenu</title>
  </head>
  <body>
    <script type="module" src="${script}"></script>
  </body>
</html>
`;
