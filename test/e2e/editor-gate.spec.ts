// The content editor's built files are never public (decision 083): wrangler.toml's `run_worker_first` sends
// /admin/* to the Worker before the static assets, so under `npm start`, as on Cloudflare, the files under
// build/public/admin/editor/ answer 401 without staff credentials. Without it, the assets router would serve
// them to anyone (the Worker tests cannot see that: they call the Worker directly).
import { randomUUID } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { baseURL } from "./browser";
import { adminToken } from "./inbox";

const editorDir = join("build", "public", "admin", "editor");

/** The editor's script as its page names it; a stand-in page and script when the editor is not built here. */
function editorFiles(): { script: string; standIn: boolean } {
  const page = join(editorDir, "index.html");
  if (existsSync(page)) {
    const script = /<script[^>]+src="([^"]+\.js)"/.exec(readFileSync(page, "utf8"))?.[1];
    if (script) return { script, standIn: false };
  }
  mkdirSync(editorDir, { recursive: true });
  writeFileSync(page, '<!doctype html><title>Stand-in editor</title><script src="editor-test.js"></script>\n');
  writeFileSync(join(editorDir, "editor-test.js"), "// stand-in\n");
  return { script: "editor-test.js", standIn: true };
}

const { script, standIn } = process.env.E2E_BASE_URL ? { script: "", standIn: false } : editorFiles();

afterAll(() => {
  if (standIn) rmSync(join("build", "public", "admin"), { recursive: true, force: true });
});

describe.skipIf(!script)("the content editor under npm start", () => {
  const paths = ["/admin/editor/", "/admin/editor/index.html", `/admin/editor/${script}`];
  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${baseURL()}${path}`, {
      redirect: "manual",
      // An address of its own per request: refused credentials are counted per client (docs/security.md v3-L7).
      headers: { "CF-Connecting-IP": `198.51.100.${Math.floor(Math.random() * 250) + 1}`, ...headers },
    });
  const staff = () => ({ Authorization: `Basic ${btoa(`staff:${adminToken()}`)}` });

  it("serves the editor's built files to staff only, never stored", async () => {
    // wrangler dev picks up files written after it started within a moment.
    await expect.poll(async () => (await get(`/admin/editor/${script}`, staff())).status).toBe(200);
    for (const path of paths) {
      const refused = await get(path);
      expect(refused.status, path).toBe(401);
      expect(await refused.text(), path).toBe("Unauthorized");
      const served = await get(path, staff());
      expect(served.status, path).toBe(200);
      expect(served.headers.get("Cache-Control"), path).toBe("no-store");
      expect(served.headers.get("X-Robots-Tag"), path).toBe("noindex, nofollow");
    }
    // Anything else under the folder goes to the Worker too, whether or not such a file exists.
    expect((await get(`/admin/editor/${randomUUID()}.js`)).status).toBe(401);
  });
});
