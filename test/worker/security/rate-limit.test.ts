import { env } from "cloudflare:workers";
import { Hono } from "hono";
import { describe, expect, it, vi } from "vitest";
import type { AppEnv } from "../../../src/app-env";
import { requestLog } from "../../../src/log";
import {
  clientAddress,
  countingLimiter,
  ipv6Prefix64,
  RATE_LIMITS,
  underLimit,
  type Limiter,
} from "../../../src/security/rate-limit";
import { inOneRateWindow } from "../../fixtures/rate-window";
import { freshIp, postJson, validMessage } from "../fixtures/contact";

/** The client key the limiter would use for a request with these headers. */
async function clientOf(headers: Record<string, string>): Promise<string> {
  const app = new Hono().get("/", (c) => c.text(clientAddress(c)));
  return (await app.request("/", { headers })).text();
}

describe("the client a limit counts", () => {
  it("is CF-Connecting-IP, never a header the client may forge", async () => {
    expect(await clientOf({ "CF-Connecting-IP": "198.51.100.7" })).toBe("198.51.100.7");
    expect(
      await clientOf({
        "X-Forwarded-For": "203.0.113.1",
        "X-Real-IP": "203.0.113.2",
        "True-Client-IP": "203.0.113.3",
        Forwarded: "for=203.0.113.4",
      }),
    ).toBe("unknown");
  });

  it("is an IPv6 address's /64, however it is written", async () => {
    expect(ipv6Prefix64("2001:DB8:0:7:1:2:3:4")).toBe("2001:db8:0:7::/64");
    expect(ipv6Prefix64("2001:db8:0:7::")).toBe("2001:db8:0:7::/64");
    expect(ipv6Prefix64("::1")).toBe("0:0:0:0::/64");
    // Every IPv4-mapped address shares one /64 (docs/security.md v2-I11): Cloudflare sends IPv4 clients as IPv4.
    expect(ipv6Prefix64("::ffff:192.0.2.1")).toBe("0:0:0:0::/64");
    expect(ipv6Prefix64("not:an:address")).toBe("not:an:address");
    expect(ipv6Prefix64("1:2:3:4:5:6:7:8:9")).toBe("1:2:3:4:5:6:7:8:9");
  });
});

/** underLimit as the contact route calls it: inside a request (with its id), logging through its logger. */
async function underLimitInRequest(limiter: Limiter, key: string, requestId = crypto.randomUUID()): Promise<boolean> {
  const app = new Hono<AppEnv>()
    .use(async (c, next) => {
      c.set("requestId", requestId);
      await next();
    })
    .get("/", async (c) => c.json(await underLimit(limiter, key, requestLog(c))));
  return (await app.request("/")).json();
}

describe("underLimit", () => {
  /** Seven requests of a new key, then one of another key. */
  const burst = async (limiter: Limiter) => {
    const key = `test:${crypto.randomUUID()}`;
    const answers = [];
    for (let i = 0; i < 7; i++) answers.push(await underLimitInRequest(limiter, key));
    return { answers, other: await underLimitInRequest(limiter, `${key}:other`) };
  };

  // The tests' stand-in (decision 105) counts as this binding does: the limits of test/worker/routes/contact.test.ts
  // and security/admin-auth.test.ts, per client, are its.
  it("with the real local binding, lets 5 requests of one key through in a window, then refuses, while another key is counted apart", async () => {
    expect(await inOneRateWindow(() => burst(env.CONTACT_RATE_LIMIT))).toEqual({
      answers: [true, true, true, true, true, false, false],
      other: true,
    });
  });

  it("lets a request through, and logs it with the request's id, when the limiter itself fails", async () => {
    const lines: string[] = [];
    vi.spyOn(console, "error").mockImplementation((line: string) => lines.push(line));
    const broken = { limit: () => Promise.reject(new Error("limiter down")) } as unknown as RateLimit;
    const requestId = crypto.randomUUID();
    expect(await underLimitInRequest(broken, "test:broken", requestId)).toBe(true);
    expect(lines.map((line) => JSON.parse(line) as object)).toEqual([
      expect.objectContaining({ msg: "rate limiter unavailable", requestId, error: "Error: limiter down" }),
    ]);
  });
});

describe("TEST_RATE_LIMITS (tests only, decision 105)", () => {
  const client = (name: string) => ({ Cookie: `test-client=${name}` });

  it("is off unless set: the cookie then names no one, the address alone is the client", async () => {
    const bindings = { CONTACT_RATE_LIMIT: countingLimiter(RATE_LIMITS.CONTACT_RATE_LIMIT.limit) };
    const ip = freshIp();
    for (let i = 0; i < 5; i++)
      expect((await postJson(validMessage, { ip, bindings, headers: client(crypto.randomUUID()) })).status).toBe(201);
    expect((await postJson(validMessage, { ip, bindings, headers: client(crypto.randomUUID()) })).status).toBe(429);
  });
});
