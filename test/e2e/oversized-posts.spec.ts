// A post over the size limit, chunked or not, is refused (413) and leaves the server answering the next
// request at once: under `npm start` a half-read body used to stall whoever came next (docs/security.md v1-M1).
import { connect } from "node:net";
import { describe, expect, it } from "vitest";
import { baseURL } from "./browser";

/** Sends a request by hand (so the body can be chunked) and resolves with its status line. */
function rawPost(body: string, contentType: string, chunked: boolean): Promise<string> {
  const { hostname, port } = new URL(baseURL());
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      const head = [
        "POST /api/contact?lang=fr HTTP/1.1",
        `Host: ${hostname}:${port}`,
        `Content-Type: ${contentType}`,
        `CF-Connecting-IP: ${nextAddress()}`,
        chunked ? "Transfer-Encoding: chunked" : `Content-Length: ${Buffer.byteLength(body)}`,
        "",
        "",
      ].join("\r\n");
      socket.write(head);
      if (!chunked) socket.write(body);
      else {
        for (let i = 0; i < body.length; i += 4096) {
          const chunk = body.slice(i, i + 4096);
          socket.write(`${Buffer.byteLength(chunk).toString(16)}\r\n${chunk}\r\n`);
        }
        socket.write("0\r\n\r\n");
      }
    });
    socket.setTimeout(20_000, () => socket.destroy(new Error("no answer")));
    socket.once("data", (data) => {
      resolve(data.toString("latin1").split("\r\n")[0]!);
      socket.destroy();
    });
    socket.once("error", reject);
  });
}

let address = 0;
/** A client address of its own per request, so no rate-limit bucket is shared. */
const nextAddress = () => `192.0.2.${++address}`;

const oversized = `message=${"x".repeat(300 * 1024)}`;

describe("a post over the size limit", () => {
  for (const chunked of [true, false]) {
    for (const type of ["application/json", "application/x-www-form-urlencoded"]) {
      it(`${chunked ? "chunked" : "with Content-Length"}, ${type}: 413, and the next visitor is answered at once`, async () => {
        expect(await rawPost(oversized, type, chunked)).toBe("HTTP/1.1 413 Payload Too Large");
        // A stalled server took 10-40 s here; a healthy one answers in milliseconds.
        const page = await fetch(`${baseURL()}/robots.txt`, { signal: AbortSignal.timeout(5_000) });
        expect(page.status).toBe(200);
        const post = await fetch(`${baseURL()}/api/contact?lang=fr`, {
          method: "POST",
          headers: { "Content-Type": "application/json", "CF-Connecting-IP": nextAddress() },
          body: "{}",
          signal: AbortSignal.timeout(5_000),
        });
        expect(post.status).toBe(400);
      });
    }
  }
});
