import { describe, expect, it } from "vitest";
import { send } from "../fixtures/requests";

describe("redirects", () => {
  const cases: [string, number, string][] = [
    ["/contacts/", 301, "/contact"],
    ["/expertise", 301, "/notre-expertise"],
    ["/author/admin/", 302, "https://www.ludora.example/"],
    ["/webgl/gas/", 302, "https://media.ludora.example/webgl/gas/index.html"],
    // The trailing-slash policy: one form per page, the other 301s (query kept).
    ["/notre-expertise/?lang=en", 301, "/notre-expertise?lang=en"],
    ["/privacy", 301, "/privacy/"],
    ["/contacts", 301, "/contacts/"],
    ["/project/wecare/", 301, "/project/wecare"],
  ];
  for (const [from, status, to] of cases) {
    it(`${from} → ${status} ${to}`, async () => {
      const res = await send(from);
      expect(res.status).toBe(status);
      expect(res.headers.get("Location")).toBe(to);
    });
  }

  it("says 'Redirection en cours…' / 'Redirecting…' on the way off-site", async () => {
    expect(await (await send("/webgl/gas/?lang=fr")).text()).toContain("Redirection en cours…");
    expect(await (await send("/author/admin/?lang=en")).text()).toContain("Redirecting…");
  });
});
