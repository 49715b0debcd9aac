// Plain HTTP/1.1 requests to the local workers, with nothing added: no Accept-Encoding (so bodies
// come back exactly as the worker wrote them, uncompressed), no Accept-Language, no cookies.
import http from "node:http";

/** One keep-alive connection, so sequential timings do not include a TCP handshake. */
const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 1 });

/**
 * Resolves with { status, headers, body (Buffer), ms } once the whole body is read.
 * @param {string} origin
 * @param {string} path
 * @param {{ method?: string, headers?: Record<string, string>, body?: string | Buffer, agent?: http.Agent }} [options]
 */
export function request(origin, path, { method = "GET", headers = {}, body, agent = keepAlive } = {}) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.request(origin + path, { method, headers, agent }, (response) => {
      const chunks = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode,
          headers: response.headers,
          body: Buffer.concat(chunks),
          ms: performance.now() - started,
        }),
      );
    });
    req.on("error", reject);
    req.end(body);
  });
}

/** Headers that describe the connection or the moment, not the response: a constant must not copy them. */
const perConnection = new Set(["content-length", "transfer-encoding", "connection", "keep-alive", "date"]);

/** A response's headers as a constant worker should send them again. */
export function replayableHeaders(headers) {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !perConnection.has(name.toLowerCase())));
}
