import { describe, expect, it } from "vitest";
import { fetchWith } from "../fixtures/contact";
import { bearer } from "../fixtures/staff";

const EDITOR = "edit.ludora.example";
const withEditorHost = { EDITOR_HOST: EDITOR };
const get = (url: string, headers: Record<string, string> = {}) =>
  fetchWith(new Request(url, { headers, redirect: "manual" }), withEditorHost);

/** The content editor on an origin of its own (docs/security.md v4-M1, src/security/editor-host.ts). */
describe("with EDITOR_HOST set, the editor has an origin of its own", () => {
  it("the public host answers the editor's paths with 404, even to staff", async () => {
    for (const path of ["/admin/editor", "/admin/editor/", "/admin/editor/config.yml", "/admin/editor/auth"]) {
      const res = await get(`https://www.ludora.example${path}`, bearer);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).not.toContain("backend:");
    }
    // The rest of the public site is untouched.
    expect((await get("https://www.ludora.example/careers")).status).toBe(200);
  });

  it("the editor host serves no public page, so no third-party script, and not the console", async () => {
    for (const path of ["/", "/careers", "/contact", "/api/contact", "/admin", "/api/admin/messages"]) {
      const res = await get(`https://${EDITOR}${path}`, bearer);
      expect(res.status, path).toBe(404);
      const body = await res.text();
      expect(body, path).not.toContain("<script");
      expect(body, path).not.toContain("jobs.ludora.example");
    }
  });

  it("the editor host serves the editor behind the staff gate, its login sent back to that host", async () => {
    expect((await get(`https://${EDITOR}/admin/editor/config.yml`)).status).toBe(401);
    const config = await get(`https://${EDITOR}/admin/editor/config.yml`, bearer);
    expect(config.status).toBe(200);
    const yaml = await config.text();
    expect(yaml).toContain(`base_url: "https://${EDITOR}"`);
    expect(yaml).toContain('site_url: "https://www.ludora.example"');
    const login = await get(`https://${EDITOR}/admin/editor/auth?provider=github&scope=repo`, bearer);
    expect(login.status).toBe(302);
    const authorize = new URL(login.headers.get("Location")!);
    expect(authorize.searchParams.get("redirect_uri")).toBe(`https://${EDITOR}/admin/editor/callback`);
  });
});
