import { env } from "cloudflare:workers";
import { sign } from "hono/utils/jwt/jwt";
import type { HonoJsonWebKey } from "hono/utils/jwt/jws";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { createAdmin } from "../../../src/routes/admin";
import { fetchWith, freshIp } from "../fixtures/contact";
import { send, siteRequest, ORIGIN } from "../fixtures/requests";
import { countingLimiter, RATE_LIMITS } from "../../../src/security/rate-limit";
import { basic, bearer, create, latestAudit, token } from "../fixtures/staff";
import { inboxMessage } from "../fixtures/inbox";

describe("staff authentication", () => {
  // No credentials: 401, Basic offered (test/worker/routes/editor.test.ts, security/staff-host.test.ts).
  it("refuses a wrong token, as Bearer or Basic, junk headers, and anything after the token", async () => {
    const wrong = [
      { Authorization: "Bearer nope" },
      { Authorization: `Bearer ${token}x` },
      basic("staff", "nope"),
      { Authorization: `Basic ${btoa(token)}` }, // no "user:" part
      { Authorization: "Basic !!!not-base64!!!" },
      { Authorization: "Basic" },
      { Authorization: token },
      // Anything after the token, or the token twice.
      { Authorization: `Bearer ${token} junk` },
      { Authorization: `Bearer  ${token}\tx` },
    ];
    for (const headers of wrong) expect((await send("/api/admin/messages", headers)).status).toBe(401);
  });

  it("admits the token as Bearer, or as the Basic password with any user name", async () => {
    // Spaces around the header as a whole are not junk.
    const spaced = { Authorization: ` Bearer ${token} ` };
    for (const headers of [bearer, spaced, basic("staff", token), basic("", token), basic("ünïcode", token)]) {
      const res = await send("/api/admin/messages", headers);
      expect(res.status).toBe(200);
      expect(res.headers.get("Cache-Control")).toBe("no-store");
      expect(res.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
    }
  });

  it("is closed (404) with no Access and no token, or one under 32 characters or that does not look random", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const weak = ["", "short-token", "0123456789abcdef0123456789abcde", "a".repeat(40), "password".repeat(4)];
    for (const ADMIN_TOKEN of weak) {
      const res = await fetchWith(
        new Request(`${ORIGIN}/api/admin/messages`, { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } }),
        { ADMIN_TOKEN, ACCESS_TEAM_DOMAIN: "", ACCESS_AUD: "" },
      );
      expect(res.status, ADMIN_TOKEN).toBe(404);
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
    // The token still opens alongside Access.
    const app = createAdmin({ fetchAccessKeys: async () => [publicJwk] });
    expect(
      (await app.request("/api/admin/messages", { headers: bearer }, { ...accessEnv, ADMIN_TOKEN: token })).status,
    ).toBe(200);
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

  it("names the Access identity on the audit trail", async () => {
    const message = await create();
    const app = createAdmin({ fetchAccessKeys: async () => [publicJwk] });
    const res = await app.request(
      `${ORIGIN}/admin/messages/${message.id}/delete`,
      {
        method: "POST",
        headers: {
          "Cf-Access-Jwt-Assertion": await sign(claims(), privateJwk),
          Origin: ORIGIN,
          "Content-Type": "application/x-www-form-urlencoded",
        },
      },
      accessEnv,
    );
    expect(res.status).toBe(303);
    expect((await latestAudit(1))[0]).toMatchObject({
      action: "delete",
      messageIds: [message.id],
      who: "staff@ludora.example",
    });
  });
});

describe("refused staff credentials (docs/security.md v3-L7)", () => {
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
});

describe("strict credentials and same-origin changes", () => {
  it("with Basic credentials, refuses a change from another origin whatever its content type", async () => {
    const message = await create();
    const post = (headers: Record<string, string>, type: string, body: string) =>
      send(`/admin/messages/${message.id}/status`, { ...headers, "Content-Type": type }, { method: "POST", body });
    const basicAuth = basic("staff", token);
    const evil = { ...basicAuth, Origin: "https://evil.example" };
    const form = "application/x-www-form-urlencoded";
    expect((await post(evil, "application/json", JSON.stringify({ status: "spam" }))).status).toBe(403);
    expect((await post(evil, "text/plain", "status=spam")).status).toBe(403);
    expect((await post(evil, form, "status=spam")).status).toBe(403);
    expect((await post(basicAuth, form, "status=spam")).status).toBe(403);
    // The browser's word wins over Origin's, and a typed address is no page of ours.
    expect(
      (await post({ ...basicAuth, Origin: ORIGIN, "Sec-Fetch-Site": "cross-site" }, form, "status=spam")).status,
    ).toBe(403);
    expect((await post({ ...basicAuth, "Sec-Fetch-Site": "none" }, form, "status=spam")).status).toBe(403);
    expect((await post({ ...basicAuth, Origin: ORIGIN }, form, "status=read")).status).toBe(303);
    // A script with the token as Bearer sends no Origin, and needs none.
    expect((await post(bearer, form, "status=answered")).status).toBe(303);
    expect((await inboxMessage(message.id))?.status).toBe("answered");
  });

  it("refuses a request body over 16 KB on the staff routes", async () => {
    const message = await create();
    const res = await send(
      `/admin/messages/${message.id}/status`,
      { ...bearer, "Content-Type": "application/x-www-form-urlencoded" },
      { method: "POST", body: `status=read&padding=${"x".repeat(20_000)}` },
    );
    expect(res.status).toBe(413);
  });
});
