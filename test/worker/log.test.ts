import { afterEach, describe, expect, it, vi } from "vitest";
import { send } from "./fixtures/requests";

afterEach(() => vi.restoreAllMocks());

// Staff find every line of one request in Workers Logs by its id, the one the visitor's error page shows.
describe("the log", () => {
  it("writes the request's id on every line logged while serving it, without the caller passing it", async () => {
    const lines: string[] = [];
    vi.spyOn(console, "warn").mockImplementation((line: string) => lines.push(line));
    const id = crypto.randomUUID();
    const res = await send("/page-that-does-not-exist", { "X-Request-Id": id });
    expect(res.status).toBe(404);
    expect(lines.map((line) => JSON.parse(line) as object)).toContainEqual(
      expect.objectContaining({ level: "warn", msg: "not found", requestId: id, path: "/page-that-does-not-exist" }),
    );
  });

  it("writes lines made outside any request without an id", async () => {
    const lines: string[] = [];
    vi.spyOn(console, "info").mockImplementation((line: string) => lines.push(line));
    const { log } = await import("../../src/log");
    log("info", "outside", { n: 1 });
    expect(lines.map((line) => JSON.parse(line) as object)).toEqual([{ level: "info", msg: "outside", n: 1 }]);
  });
});
