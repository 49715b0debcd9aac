// The one body cap (src/security/body-cap.ts): every body a route reads is capped as it arrives, with or without
// Content-Length, and a body past the cap is read to its end, never left half-read (docs/security.md v1-M1).
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { bodyCap } from "../../../src/security/body-cap";

/** A route behind a 10-byte cap that answers with the body it read. */
function capped() {
  return new Hono()
    .use(bodyCap(10, (c) => c.json({ error: "too large" }, 413)))
    .post("/", async (c) => c.text(await c.req.text()));
}

/** A body sent in chunks, without Content-Length, that records how much of it was read. */
function chunked(parts: string[]): { body: ReadableStream<Uint8Array>; read: () => number } {
  let read = 0;
  const queue = parts.map((part) => new TextEncoder().encode(part));
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = queue.shift();
      if (!next) return controller.close();
      read += next.byteLength;
      controller.enqueue(next);
    },
  });
  return { body, read: () => read };
}

const post = (app: Hono, body: BodyInit, headers: Record<string, string> = {}) =>
  // @ts-expect-error: workerd needs no duplex, but the DOM type asks for it with a stream body
  app.request("https://site.test/", { method: "POST", body, headers, duplex: "half" });

describe("the body cap", () => {
  it("hands the route the whole body when it fits, sized or chunked", async () => {
    expect(await (await post(capped(), "0123456789")).text()).toBe("0123456789");
    expect(await (await post(capped(), chunked(["01234", "56789"]).body)).text()).toBe("0123456789");
  });

  it("answers past the cap, read to its end, whether its size was declared or not", async () => {
    const sized = await post(capped(), "0123456789A");
    expect(sized.status).toBe(413);
    expect(await sized.json()).toEqual({ error: "too large" });
    const stream = chunked(["01234", "56789", "ABCDE", "FGHIJ"]);
    expect((await post(capped(), stream.body)).status).toBe(413);
    expect(stream.read()).toBe(20);
  });

  it("lets a request without a body through", async () => {
    const app = new Hono().use(bodyCap(10, (c) => c.text("too large", 413))).get("/", (c) => c.text("read"));
    expect(await (await app.request("https://site.test/")).text()).toBe("read");
  });
});
