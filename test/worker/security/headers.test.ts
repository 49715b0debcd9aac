import { describe, expect, it } from "vitest";
import { get } from "../fixtures/requests";

describe("security headers", () => {
  it("every page carries the security headers", async () => {
    for (const path of ["/", "/nulle-part", "/sitemap.xml", "/contacts/"]) {
      const res = await get(path);
      const csp = res.headers.get("Content-Security-Policy") ?? "";
      expect(csp).toMatch(/script-src 'self'( https:\/\/[^ ;]+)?;/);
      expect(csp).not.toContain("unsafe-inline");
      expect(csp).not.toContain("unsafe-eval");
      for (const directive of [
        "frame-ancestors 'none'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
      ]) {
        expect(csp).toContain(directive);
      }
      expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
      expect(res.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("Strict-Transport-Security")).toContain("max-age=31536000");
      expect(res.headers.get("Permissions-Policy")).toContain("camera=()");
    }
  });

  it("the careers widget host is the only other script source", async () => {
    const csp = (await get("/careers")).headers.get("Content-Security-Policy") ?? "";
    expect(csp).toContain("script-src 'self' https://jobs.ludora.example;");
  });
});
