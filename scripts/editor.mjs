// `npm run editor`: the content editor (decision 083) against this checkout, with no account. It serves the
// editor built by `npm run build` at http://localhost:8788/admin/editor/ (EDITOR_PORT), runs Decap's
// file-system proxy (decap-server, on EDITOR_PROXY_PORT, default 8081, this machine only) that reads and
// writes src/content/ and assets/, and starts the site as `npm start` does (PORT, default 8787), which
// recompiles what the editor saves. `--no-site` leaves the site out.
import { spawn } from "node:child_process";
import { cpSync, createReadStream, mkdtempSync, rmSync } from "node:fs";
import { stat } from "node:fs/promises";
import { createServer } from "node:http";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, extname, join, normalize, sep } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
/**
 * The editor's page and script, and the site's stylesheet and fonts its preview links, served from a copy of
 * build/public taken at start: the site beside it rebuilds whenever an image is saved (scripts/start.mjs), and a
 * build empties build/public for the seconds it takes, when the editor must still load. What a save changes is
 * the site's, never the editor's own files (a change of the schemas needs `npm run editor` again).
 */
const publicDir = mkdtempSync(join(tmpdir(), "studio-editor-files-"));
cpSync(join(root, "build", "public"), publicDir, { recursive: true });
const editorPort = Number(process.env.EDITOR_PORT || 8788);
const proxyPort = Number(process.env.EDITOR_PROXY_PORT || 8081);
const sitePort = process.env.PORT || "8787";
const host = "127.0.0.1";

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".woff2": "font/woff2",
  ".json": "application/json",
  ".wasm": "application/wasm",
};

/** The local backend: Decap's proxy, writing to this checkout; the site it previews links to. */
const localConfig = () =>
  [
    "backend:",
    "  name: proxy",
    `  proxy_url: http://${host}:${proxyPort}/api/v1`,
    "  branch: main",
    `site_url: http://localhost:${sitePort}`,
    "",
  ].join("\n");

const children = [];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
  rmSync(publicDir, { recursive: true, force: true });
};
for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) {
  process.on(signal, () => {
    stop();
    process.exit(0);
  });
}

const decapServer = createRequire(import.meta.url).resolve("decap-server/dist/index.js");
children.push(
  spawn(process.execPath, [decapServer], {
    cwd: root,
    stdio: ["ignore", "inherit", "inherit"],
    env: {
      ...process.env,
      PORT: String(proxyPort),
      BIND_HOST: host,
      GIT_REPO_DIRECTORY: root,
      MODE: "fs",
      LOG_LEVEL: "warn",
    },
  }),
);
if (!process.argv.includes("--no-site")) {
  children.push(spawn(process.execPath, [join(root, "scripts", "start.mjs")], { cwd: root, stdio: "inherit" }));
}

createServer(async (req, res) => {
  const path = decodeURIComponent(new URL(req.url ?? "/", "http://localhost").pathname);
  if (path === "/" || path === "/admin/editor") {
    res.writeHead(302, { Location: "/admin/editor/" }).end();
    return;
  }
  if (path === "/admin/editor/config.yml") {
    res.writeHead(200, { "Content-Type": "text/yaml; charset=utf-8", "Cache-Control": "no-store" }).end(localConfig());
    return;
  }
  const file = normalize(join(publicDir, path.endsWith("/") ? `${path}index.html` : path));
  if (!file.startsWith(publicDir + sep)) {
    res.writeHead(400).end();
    return;
  }
  const found = await stat(file).catch(() => null);
  if (!found?.isFile()) {
    res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("Not found. Was `npm run build` run?");
    return;
  }
  res.writeHead(200, {
    "Content-Type": TYPES[extname(file)] ?? "application/octet-stream",
    "Cache-Control": "no-store",
  });
  createReadStream(file).pipe(res);
}).listen(editorPort, host, () => {
  console.log(`Content editor: http://localhost:${editorPort}/admin/editor/ (saves to ${root})`);
});
