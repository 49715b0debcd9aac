import { describe, expect, it } from "vitest";
import { send } from "../fixtures/requests";

describe("page caching headers", () => {
  it("pages have a strong ETag and answer 304 to a match", async () => {
    const french = { Cookie: "lang=fr" };
    const first = await send("/sante", french);
    const etag = first.headers.get("ETag");
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(first.headers.get("Cache-Control")).toBe("public, max-age=0, must-revalidate");
    const again = await send("/sante", { ...french, "If-None-Match": etag! });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    const english = await send("/sante", { Cookie: "lang=en" });
    expect(english.headers.get("ETag")).not.toBe(etag);
    const stale = await send("/sante", { ...french, "If-None-Match": '"something-else"' });
    expect(stale.status).toBe(200);
  });
});
