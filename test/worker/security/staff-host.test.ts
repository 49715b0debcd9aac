// Staff on a host of their own (docs/security.md v4-M1, v5-M2; src/security/staff-host.ts): with STAFF_HOST set, the
// console, its API and the editor answer there and nowhere else, and the staff rule accepts that origin alone.
import { describe, expect, it } from "vitest";
import { fetchWith, validMessage } from "../fixtures/contact";
import { inboxMessage } from "../fixtures/inbox";
import { ORIGIN } from "../fixtures/requests";
import { basic, bearer, create, token } from "../fixtures/staff";

const STAFF = "staff.ludora.example";
const STAFF_ORIGIN = `https://${STAFF}`;
const withStaffHost = { STAFF_HOST: STAFF };
const request = (url: string, headers: Record<string, string> = {}, init: RequestInit = {}) =>
  fetchWith(new Request(url, { ...init, headers, redirect: "manual" }), withStaffHost);
const staff = basic("staff", token);

/** What a browser sends with a page of `origin` fetching or posting to the same origin (fetch metadata). */
const fromPagesOf = (origin: string) => ({ ...staff, Origin: origin, "Sec-Fetch-Site": "same-origin" });

/** The console, its API and the editor: one path of each, as staff reach them. */
const STAFF_PATHS = ["/admin", "/api/admin/messages", "/api/admin/messages.csv", "/admin/editor/config.yml"];

describe("with STAFF_HOST set, everything staff is on that host alone", () => {
  it("the staff host serves the console, its API and the editor, behind the staff gate", async () => {
    for (const path of STAFF_PATHS) {
      expect((await request(`${STAFF_ORIGIN}${path}`)).status, path).toBe(401);
      const res = await request(`${STAFF_ORIGIN}${path}`, staff);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("Cross-Origin-Resource-Policy"), path).toBe("same-origin");
      expect(res.headers.get("Cache-Control"), path).toBe("no-store");
    }
    // The console's link to the public site goes to the site's origin: the staff host has no public page.
    const console = await (await request(`${STAFF_ORIGIN}/admin?lang=en`, staff)).text();
    expect(console).toContain(`href="${ORIGIN}/?lang=en"`);
    // The editor's login comes back to the staff host.
    const yaml = await (await request(`${STAFF_ORIGIN}/admin/editor/config.yml`, bearer)).text();
    expect(yaml).toContain(`base_url: "${STAFF_ORIGIN}"`);
    expect(yaml).toContain(`site_url: "${ORIGIN}"`);
    const login = await request(`${STAFF_ORIGIN}/admin/editor/auth?provider=github&scope=repo`, bearer);
    expect(login.status).toBe(302);
    const authorize = new URL(login.headers.get("Location")!);
    expect(authorize.searchParams.get("redirect_uri")).toBe(`${STAFF_ORIGIN}/admin/editor/callback`);
  });

  it("the staff host takes a change from its own pages", async () => {
    const message = await create();
    const res = await request(
      `${STAFF_ORIGIN}/admin/messages/${message.id}/status`,
      { ...fromPagesOf(STAFF_ORIGIN), "Content-Type": "application/x-www-form-urlencoded" },
      { method: "POST", body: "status=read" },
    );
    expect(res.status).toBe(303);
    expect((await inboxMessage(message.id))?.status).toBe("read");
  });

  it("every public host answers the staff paths with 404, even to staff credentials", async () => {
    for (const host of [new URL(ORIGIN).host, "ludora.example", `x.${STAFF}`, `${STAFF}.evil.example`]) {
      for (const path of STAFF_PATHS) {
        const res = await request(`https://${host}${path}`, fromPagesOf(`https://${host}`));
        expect(res.status, `${host}${path}`).toBe(404);
        expect(res.headers.get("WWW-Authenticate"), path).toBeNull();
        expect(await res.text(), path).not.toMatch(/backend:|receivedAt|<html/);
      }
    }
    // The rest of the public site is untouched.
    expect((await request(`${ORIGIN}/careers`)).status).toBe(200);
  });

  it("a page of the public origin, saying same-origin, can neither change nor read staff data on the staff host", async () => {
    // On the public host every staff path is not found (above); on the staff host, the public origin is refused.
    const message = await create({ email: `public-origin-${crypto.randomUUID()}@example.fr` });
    const asPublicPage = fromPagesOf(ORIGIN);
    const changes = [
      request(
        `${STAFF_ORIGIN}/admin/messages/${message.id}/status`,
        { ...asPublicPage, "Content-Type": "application/x-www-form-urlencoded" },
        { method: "POST", body: "status=spam" },
      ),
      request(
        `${STAFF_ORIGIN}/admin/people/erase`,
        { ...asPublicPage, "Content-Type": "application/x-www-form-urlencoded" },
        { method: "POST", body: new URLSearchParams({ email: message.email }).toString() },
      ),
    ];
    for (const res of await Promise.all(changes)) expect(res.status).toBe(403);
    for (const path of ["/api/admin/messages.csv", `/api/admin/people/${encodeURIComponent(message.email)}`]) {
      const res = await request(`${STAFF_ORIGIN}${path}`, asPublicPage);
      expect(res.status, path).toBe(403);
      expect(await res.text()).not.toContain(message.email);
    }
    expect(await inboxMessage(message.id)).toMatchObject({ status: message.status, email: message.email });
  });

  it("the staff host serves no public page, so no third-party script", async () => {
    for (const path of ["/", "/careers", "/contact", "/api/contact", "/robots.txt", "/sitemap.xml"]) {
      const res = await request(`${STAFF_ORIGIN}${path}`, bearer);
      expect(res.status, path).toBe(404);
      const body = await res.text();
      expect(body, path).not.toContain("<script");
      expect(body, path).not.toContain("jobs.ludora.example");
    }
    const post = await request(
      `${STAFF_ORIGIN}/api/contact`,
      { "Content-Type": "application/json" },
      { method: "POST", body: JSON.stringify(validMessage) },
    );
    expect(post.status).toBe(404);
  });
});
