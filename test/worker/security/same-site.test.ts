// The one same-site check (src/security/same-site.ts), with the contact form's rules and the staff side's.
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { fromThisSite, type SameSiteRules } from "../../../src/security/same-site";

const contactRules: SameSiteRules = { allowTyped: true, allowNoOrigin: true, origins: ["https://www.ludora.example"] };
const staffRules: SameSiteRules = { allowTyped: false, allowNoOrigin: false };

async function judged(rules: SameSiteRules, headers: Record<string, string>): Promise<boolean> {
  const app = new Hono().post("/", (c) => c.json(fromThisSite(c, rules)));
  return (await app.request("https://site.test/", { method: "POST", headers })).json();
}

describe("fromThisSite", () => {
  it("trusts Sec-Fetch-Site where the browser sends it, whatever Origin says", async () => {
    for (const rules of [contactRules, staffRules]) {
      expect(await judged(rules, { "Sec-Fetch-Site": "same-origin" })).toBe(true);
      expect(await judged(rules, { "Sec-Fetch-Site": "cross-site", Origin: "https://site.test" })).toBe(false);
      expect(await judged(rules, { "Sec-Fetch-Site": "same-site" })).toBe(false);
    }
  });

  it("lets a typed address and a client naming no origin post the contact form, never the staff side", async () => {
    expect(await judged(contactRules, { "Sec-Fetch-Site": "none" })).toBe(true);
    expect(await judged(staffRules, { "Sec-Fetch-Site": "none" })).toBe(false);
    expect(await judged(contactRules, {})).toBe(true);
    expect(await judged(staffRules, {})).toBe(false);
  });

  it("reads Origin when Sec-Fetch-Site is absent: the request's own, or one the route names", async () => {
    expect(await judged(staffRules, { Origin: "https://site.test" })).toBe(true);
    expect(await judged(staffRules, { Origin: "https://www.ludora.example" })).toBe(false);
    expect(await judged(contactRules, { Origin: "https://www.ludora.example" })).toBe(true);
    expect(await judged(contactRules, { Origin: "https://elsewhere.example" })).toBe(false);
  });
});
