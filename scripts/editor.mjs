// `npm run editor`: the content editor (decision 083) against this checkout, with no account. It serves the
// editor built by `npm run build` at http://localhost:8788/admin/editor/ (EDITOR_PORT), runs Decap's local
// proxy (decap-server, on EDITOR_PROXY_PORT, default 8081, this machine only) in its Git mode, which runs the
// editorial workflow as the studio's Git host does: a save commits a draft on its own branch
// (`cms/<collection>/<entry>`), "Publier" merges it into the branch checked out now. The proxy checks branches out
// in this working tree while it works: commit or stash your own changes first. It also starts the site as
// `npm start` does (PORT, default 8787), which recompiles what a publication brings. `--no-site` leaves it out.
import { spawn, spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import serveStatic from "serve-static";

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
const files = serveStatic(publicDir, {
  cacheControl: false,
  setHeaders: (res) => res.setHeader("Cache-Control", "no-store"),
});

/** The branch drafts start from and are merged into: the one this checkout has out. */
const branch = spawnSync("git", ["branch", "--show-current"], { cwd: root, encoding: "utf8" }).stdout.trim();
if (!branch) {
  console.error("npm run editor needs a Git checkout on a branch: drafts are branches of it (decision 083).");
  process.exit(1);
}

// Each draft is committed from the working tree as it is (`git add .`), and a draft is rebased on the branch: work
// of your own left uncommitted would go into the studio's draft, or stop the save.
const changed = spawnSync("git", ["status", "--porcelain"], { cwd: root, encoding: "utf8" }).stdout.trim();
if (changed) {
  console.error(`npm run editor commits drafts from this checkout: commit or stash these changes first.\n${changed}`);
  process.exit(1);
}

/** The local backend: Decap's proxy, committing to this checkout; the site it previews links to. */
const localConfig = () =>
  [
    "backend:",
    "  name: proxy",
    // Through this server, one request at a time (below).
    "  proxy_url: /api/v1",
    `  branch: ${JSON.stringify(branch)}`,
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
      MODE: "git",
      LOG_LEVEL: "warn",
    },
  }),
);
if (!process.argv.includes("--no-site")) {
  children.push(spawn(process.execPath, [join(root, "scripts", "start.mjs")], { cwd: root, stdio: "inherit" }));
}

/**
 * decap-server runs one Git operation at a time and answers 500 to a request that waited more than 3 s for its
 * turn (a fixed timeout in its Git mode). The editor sends a dozen at once after the login, and on a busy machine
 * the last of them waited longer: the editor then showed "API_ERROR". They reach it here one after the other, so
 * none waits there; Decap's own limit is 60 s per request.
 */
let turn = Promise.resolve();
function toProxy(req, res) {
  const chunks = [];
  req.on("data", (chunk) => chunks.push(chunk));
  req.on("end", () => {
    const send = async () => {
      const answer = await fetch(`http://${host}:${proxyPort}/api/v1`, {
        method: "POST",
        headers: { "Content-Type": req.headers["content-type"] ?? "application/json" },
        body: Buffer.concat(chunks),
      });
      const body = Buffer.from(await answer.arrayBuffer());
      res.writeHead(answer.status, { "Content-Type": answer.headers.get("content-type") ?? "application/json" });
      res.end(body);
    };
    // A failed turn answers its own request and leaves the next turns be.
    turn = turn.then(send).catch((error) => {
      if (!res.headersSent) res.writeHead(502, { "Content-Type": "application/json" });
      res.end(JSON.stringify({ error: `decap-server did not answer: ${error.message}` }));
    });
  });
}

createServer((req, res) => {
  const path = decodeURIComponent(new URL(req.url ?? "/", "http://localhost").pathname);
  if (path === "/api/v1" && req.method === "POST") {
    toProxy(req, res);
    return;
  }
  if (path === "/" || path === "/admin/editor") {
    res.writeHead(302, { Location: "/admin/editor/" }).end();
    return;
  }
  if (path === "/admin/editor/config.yml") {
    res.writeHead(200, { "Content-Type": "text/yaml; charset=utf-8", "Cache-Control": "no-store" }).end(localConfig());
    return;
  }
  // The files themselves, kept inside the copy (serve-static).
  files(req, res, () =>
    res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("Not found. Was `npm run build` run?"),
  );
}).listen(editorPort, host, () => {
  console.log(
    `Content editor: http://localhost:${editorPort}/admin/editor/ (drafts on branches of ${root}, published into ${branch})`,
  );
});
