import { env } from "cloudflare:workers";
import { sign } from "hono/utils/jwt/jwt";
import type { HonoJsonWebKey } from "hono/utils/jwt/jws";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createAdmin } from "../../../src/routes/admin";
import { fetchWith, freshIp } from "../fixtures/contact";
import { send, siteRequest, ORIGIN } from "../fixtures/requests";
import { countingLimiter, RATE_LIMITS } from "../../../src/security/rate-limit";
import { basic, bearer, create, token } from "../fixtures/staff";

beforeAll(() => {
  expect(token.length).toBeGreaterThanOrEqual(32);
});

describe("staff authentication", () => {
  const paths = ["/admin", "/api/admin/messages", "/api/admin/messages.csv"];

  it("answers 401 with no credentials, and offers Basic to browsers", async () => {
    for (const path of paths) {
      const res = await send(path);
      expect(res.status).toBe(401);
      expect(res.headers.get("WWW-Authenticate")).toMatch(/^Basic realm=/);
      expect(res.headers.get("Cache-Control")).toBe("no-store");
    }
  });

  it("refuses a wrong token, as Bearer or Basic, and junk headers", async () => {
    const wrong = [
      { Authorization: "Bearer nope" },
      { Authorization: `Bearer ${token}x` },
      { Authorization: `Bearer ${token.slice(0, -1)}` },
      basic("staff", "nope"),
      { Authorization: `Basic ${btoa(token)}` }, // no "user:" part
      { Authorization: "Basic !!!not-base64!!!" },
      { Authorization: "Basic" },
      { Authorization: token },
    ];
    for (const headers of wrong) expect((await send("/api/admin/messages", headers)).status).toBe(401);
  });

  it("admits the token as Bearer, or as the Basic password with any user name", async () => {
    for (const headers of [bearer, basic("staff", token), basic("", token), basic("ünïcode", token)]) {
      const res = await send("/api/admin/messages", headers);
      expect(res.status).toBe(200);
      expect(res.headers.get("Cache-Control")).toBe("no-store");
      expect(res.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
    }
  });

  it("is closed (404) when neither a token nor Access is configured, or the token is too short", async () => {
    for (const overrides of [{ ADMIN_TOKEN: "" }, { ADMIN_TOKEN: "short-token" }]) {
      for (const path of paths) {
        const res = await fetchWith(
          new Request(`${ORIGIN}${path}`, { headers: { Authorization: `Bearer ${overrides.ADMIN_TOKEN}` } }),
          {
            ...overrides,
            ACCESS_TEAM_DOMAIN: "",
            ACCESS_AUD: "",
          },
        );
        expect(res.status).toBe(404);
      }
    }
  });
});

describe("Cloudflare Access", () => {
  const team = "ludora-test";
  const issuer = `https://${team}.cloudflareaccess.com`;
  const aud = "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef";
  const accessEnv = { ...env, ADMIN_TOKEN: "", ACCESS_TEAM_DOMAIN: team, ACCESS_AUD: aud };
  let publicJwk: HonoJsonWebKey;
  let privateJwk: HonoJsonWebKey;
  let otherPrivateJwk: HonoJsonWebKey;

  async function keyPair(kid: string) {
    const pair = (await crypto.subtle.generateKey(
      { name: "RSASSA-PKCS1-v1_5", modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: "SHA-256" },
      true,
      ["sign", "verify"],
    )) as CryptoKeyPair;
    const pub = (await crypto.subtle.exportKey("jwk", pair.publicKey)) as JsonWebKey;
    const priv = (await crypto.subtle.exportKey("jwk", pair.privateKey)) as JsonWebKey;
    return {
      pub: { ...pub, kid, alg: "RS256" } as HonoJsonWebKey,
      priv: { ...priv, kid, alg: "RS256" } as HonoJsonWebKey,
    };
  }

  beforeAll(async () => {
    const mine = await keyPair("test-key");
    const other = await keyPair("test-key"); // same kid, different key: a forgery
    publicJwk = mine.pub;
    privateJwk = mine.priv;
    otherPrivateJwk = other.priv;
  });

  const now = () => Math.floor(Date.now() / 1000);
  const claims = (overrides: Record<string, unknown> = {}) => ({
    aud: [aud],
    iss: issuer,
    email: "staff@ludora.example",
    iat: now() - 10,
    exp: now() + 600,
    ...overrides,
  });

  /** The admin app with a certs fetch that serves the test key, counting how often it is asked. */
  function accessApp() {
    const fetched: string[] = [];
    const app = createAdmin({
      fetchAccessKeys: async (url) => {
        fetched.push(url);
        return [publicJwk];
      },
    });
    const request = (jwt?: string) =>
      app.request(
        "/api/admin/messages",
        { headers: { "CF-Connecting-IP": freshIp(), ...(jwt ? { "Cf-Access-Jwt-Assertion": jwt } : {}) } },
        accessEnv,
      );
    return { fetched, request };
  }

  it("admits a valid Access JWT and fetches the team's keys once", async () => {
    const { fetched, request } = accessApp();
    const jwt = await sign(claims(), privateJwk);
    expect((await request(jwt)).status).toBe(200);
    expect((await request(jwt)).status).toBe(200);
    expect(fetched).toEqual([`${issuer}/cdn-cgi/access/certs`]);
  });

  it("refuses a missing, expired, foreign-audience, foreign-issuer or forged JWT", async () => {
    const { request } = accessApp();
    expect((await request()).status).toBe(401);
    const bad = [
      await sign(claims({ exp: now() - 60 }), privateJwk),
      await sign(claims({ aud: ["someone-elses-app"] }), privateJwk),
      await sign(claims({ iss: "https://evil.cloudflareaccess.com" }), privateJwk),
      await sign(claims(), otherPrivateJwk),
      await sign(claims(), "a-shared-secret", "HS256"),
      await sign(claims({ exp: undefined }), privateJwk), // Access always sets exp (docs/security.md v3-I8)
      "not.a.jwt",
    ];
    for (const jwt of bad) expect((await request(jwt)).status).toBe(401);
  });

  it("logs a rejected token by its error's name, key id and audience only, never the token or whom it names (docs/security.md v3-L4)", async () => {
    const lines: string[] = [];
    vi.spyOn(console, "warn").mockImplementation((line: string) => lines.push(line));
    const { request } = accessApp();
    const expired = await sign(claims({ exp: now() - 60 }), privateJwk);
    const noAud = await sign(claims({ aud: undefined }), privateJwk);
    for (const jwt of [expired, noAud, "not.a.jwt"]) expect((await request(jwt)).status).toBe(401);
    const rejections = lines.filter((line) => line.includes("access jwt rejected")).map((line) => JSON.parse(line));
    expect(rejections).toHaveLength(3);
    for (const line of rejections) {
      expect(
        Object.keys(line)
          .filter((key) => key !== "requestId")
          .sort(),
      ).toEqual(["aud", "error", "kid", "level", "msg"]);
      expect(line.aud).toBe(aud);
      expect(line.error).toMatch(/^Jwt\w+$|^Error$|^TypeError$|^SyntaxError$/);
    }
    const text = lines.join("\n");
    for (const secret of [expired, noAud, expired.split(".")[1]!, "staff@ludora.example"])
      expect(text).not.toContain(secret);
  });

  it("still takes the token alongside Access when both are set", async () => {
    const app = createAdmin({ fetchAccessKeys: async () => [publicJwk] });
    const res = await app.request("/api/admin/messages", { headers: bearer }, { ...accessEnv, ADMIN_TOKEN: token });
    expect(res.status).toBe(200);
  });
});

describe("refused staff credentials (docs/security.md v3-L7)", () => {
  afterEach(() => vi.restoreAllMocks());

  it("are logged with method, IP and path, never the value sent", async () => {
    const lines: string[] = [];
    vi.spyOn(console, "warn").mockImplementation((line: string) => lines.push(line));
    const ip = freshIp();
    const guess = "guess-9f8e7d6c5b4a39281706f5e4d3c2b1a0";
    await send("/api/admin/messages?x=1", { "CF-Connecting-IP": ip, Authorization: `Bearer ${guess}` });
    await send("/admin", { "CF-Connecting-IP": ip, ...basic("staff", guess) }, { method: "HEAD" });
    const refused = lines.map((line) => JSON.parse(line)).filter((line) => line.msg === "staff credentials refused");
    expect(refused).toMatchObject([
      { method: "GET", ip: ip.replace(/::1$/, "::/64"), path: "/api/admin/messages", limited: false },
      { method: "HEAD", path: "/admin" },
    ]);
    expect(lines.join("\n")).not.toContain(guess);
    // One line per request, the console page included (its path matches the staff routes once).
    expect(refused).toHaveLength(2);
    expect(lines.join("\n")).not.toContain(btoa(`staff:${guess}`));
  });

  it("are limited per IP: after 10 in a minute, 429 with Retry-After, while other clients and the right token are unaffected", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    // Counted by the tests' stand-in, which has no time window to straddle (decision 105).
    const bindings = { STAFF_AUTH_RATE_LIMIT: countingLimiter(RATE_LIMITS.STAFF_AUTH_RATE_LIMIT.limit) };
    const staffRequest = (path: string, headers: Record<string, string>) =>
      fetchWith(siteRequest(path, headers), bindings);
    const ip = freshIp();
    const statuses = [];
    for (let i = 0; i < 12; i++) {
      statuses.push(
        (await staffRequest("/api/admin/messages", { "CF-Connecting-IP": ip, Authorization: "Bearer nope" })).status,
      );
    }
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429, 429]);
    const limited = await staffRequest("/admin", { "CF-Connecting-IP": ip, Authorization: "Bearer nope" });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toBe("60");
    expect((await staffRequest("/api/admin/messages", { Authorization: "Bearer nope" })).status).toBe(401);
    expect((await staffRequest("/api/admin/messages", { "CF-Connecting-IP": ip, ...bearer })).status).toBe(200);
  });

  it("the token must be 32 characters or more, and look random, or the inbox stays closed", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    for (const weak of ["0123456789abcdef0123456789abcde", "a".repeat(40), "passwordpasswordpasswordpassword"]) {
      const res = await fetchWith(
        new Request(`${ORIGIN}/api/admin/messages`, { headers: { Authorization: `Bearer ${weak}` } }),
        { ADMIN_TOKEN: weak, ACCESS_TEAM_DOMAIN: "", ACCESS_AUD: "" },
      );
      expect(res.status, weak).toBe(404);
    }
  });
});

describe("strict credentials and same-origin changes", () => {
  it("refuses a Bearer header with anything after the token, or the token twice", async () => {
    for (const header of [`Bearer ${token} junk`, `Bearer ${token} ${token}`, `Bearer  ${token}\tx`]) {
      expect((await send("/api/admin/messages", { Authorization: header })).status, header).toBe(401);
    }
    // Spaces around the header as a whole are not junk.
    expect((await send("/api/admin/messages", { Authorization: ` Bearer ${token} ` })).status).toBe(200);
  });

  it("with Basic credentials, refuses a change from another origin whatever its content type", async () => {
    const message = await create();
    const basicAuth = basic("staff", token);
    for (const [type, body] of [
      ["application/json", JSON.stringify({ status: "spam" })],
      ["text/plain", "status=spam"],
      ["application/x-www-form-urlencoded", "status=spam"],
    ] as const) {
      const res = await send(
        `/api/admin/messages/${message.id}`,
        { ...basicAuth, "Content-Type": type, Origin: "https://evil.example" },
        { method: "PATCH", body },
      );
      expect(res.status, type).toBe(403);
    }
    const noOrigin = await send(
      `/api/admin/messages/${message.id}`,
      { ...basicAuth, "Content-Type": "application/json" },
      { method: "PATCH", body: JSON.stringify({ status: "spam" }) },
    );
    expect(noOrigin.status).toBe(403);
    const own = await send(
      `/api/admin/messages/${message.id}`,
      { ...basicAuth, "Content-Type": "application/json", Origin: ORIGIN },
      { method: "PATCH", body: JSON.stringify({ status: "read" }) },
    );
    expect(own.status).toBe(200);
    // A script with the token as Bearer sends no Origin, and needs none.
    const script = await send(
      `/api/admin/messages/${message.id}`,
      { ...bearer, "Content-Type": "application/json" },
      { method: "PATCH", body: JSON.stringify({ status: "answered" }) },
    );
    expect(script.status).toBe(200);
  });

  it("refuses a request body over 16 KB on the staff routes", async () => {
    const message = await create();
    const res = await send(
      `/api/admin/messages/${message.id}`,
      { ...bearer, "Content-Type": "application/json" },
      { method: "PATCH", body: JSON.stringify({ status: "read", padding: "x".repeat(20_000) }) },
    );
    expect(res.status).toBe(413);
  });
});
