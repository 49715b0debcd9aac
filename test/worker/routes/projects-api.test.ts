import { describe, expect, it } from "vitest";
import { send } from "../fixtures/requests";

describe("the project data API", () => {
  it("GET /api/projects/:slug answers the detail in the request's language, 404 for an unknown one", async () => {
    const res = await send("/api/projects/wecare?lang=en");
    expect(res.status).toBe(200);
    const body = (await res.json()) as { title: string; category: string };
    expect(body.title).toBe("WeCare");
    expect(body.category).toBe("Health");
    expect((await send("/api/projects/nope")).status).toBe(404);
  });
});
