import { env } from "cloudflare:workers";
import { sign } from "hono/utils/jwt/jwt";
import type { HonoJsonWebKey } from "hono/utils/jwt/jws";
import { beforeAll, describe, expect, it } from "vitest";
import { MessageStore, type StoredMessage } from "../../../src/inbox/message-store";
import { createAdmin } from "../../../src/routes/admin";
import { fetchWith, postJson, storedMessage, validMessage, waitForState } from "../fixtures/contact";
import { get, ORIGIN } from "../fixtures/requests";

const token = env.ADMIN_TOKEN;
const bearer = { Authorization: `Bearer ${token}` };
/** HTTP Basic as browsers send it: UTF-8, base64. */
const basic = (user: string, password: string) => ({
  Authorization: `Basic ${btoa(String.fromCharCode(...new TextEncoder().encode(`${user}:${password}`)))}`,
});

function create(overrides: Partial<StoredMessage> = {}, at = Date.now()) {
  return new MessageStore(env.CONTACT_MESSAGES, () => at).create({
    locale: "fr",
    page: "/",
    ...validMessage,
    ...overrides,
  });
}

beforeAll(() => {
  expect(token.length).toBeGreaterThanOrEqual(16);
});

describe("staff authentication", () => {
  const paths = ["/admin", "/api/admin/messages", "/api/admin/messages.csv"];

  it("answers 401 with no credentials, and offers Basic to browsers", async () => {
    for (const path of paths) {
      const res = await get(path);
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
    for (const headers of wrong) expect((await get("/api/admin/messages", headers)).status).toBe(401);
  });

  it("admits the token as Bearer, or as the Basic password with any user name", async () => {
    for (const headers of [bearer, basic("staff", token), basic("", token), basic("ünïcode", token)]) {
      const res = await get("/api/admin/messages", headers);
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
      app.request("/api/admin/messages", { headers: jwt ? { "Cf-Access-Jwt-Assertion": jwt } : {} }, accessEnv);
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
      "not.a.jwt",
    ];
    for (const jwt of bad) expect((await request(jwt)).status).toBe(401);
  });

  it("still takes the token alongside Access when both are set", async () => {
    const app = createAdmin({ fetchAccessKeys: async () => [publicJwk] });
    const res = await app.request("/api/admin/messages", { headers: bearer }, { ...accessEnv, ADMIN_TOKEN: token });
    expect(res.status).toBe(200);
  });
});

describe("the messages API", () => {
  it("pages through every message with the KV cursor, newest first", async () => {
    const start = Date.now();
    const created = [];
    for (let i = 0; i < 45; i++) created.push(await create({ subject: `Paged ${i}` }, start - i * 60_000));
    const seen: StoredMessage[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : "";
      const res = await get(`/api/admin/messages?limit=20${query}`, bearer);
      expect(res.status).toBe(200);
      const page = (await res.json()) as { messages: StoredMessage[]; cursor: string | null };
      expect(page.messages.length).toBeLessThanOrEqual(20);
      seen.push(...page.messages);
      cursor = page.cursor;
      pages += 1;
    } while (cursor && pages < 20);
    expect(pages).toBeGreaterThanOrEqual(3);
    const ids = seen.map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const message of created) expect(ids).toContain(message.id);
    const times = seen.map((m) => Date.parse(m.receivedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("answers a junk cursor with 400 from the API, and the first page in the inbox", async () => {
    for (const cursor of ["%00junk", "x".repeat(2000), "%F0%9F%92%A5"]) {
      const api = await get(`/api/admin/messages?cursor=${cursor}`, bearer);
      expect(api.status, cursor).toBe(400);
      expect(await api.json()).toEqual({ error: "Invalid cursor" });
      const inbox = await get(`/admin?cursor=${cursor}`, bearer);
      expect(inbox.status, cursor).toBe(303);
      expect(inbox.headers.get("Location")).toBe("/admin");
    }
  });

  it("returns one message in full, then deletes it (204, then 404)", async () => {
    const message = await create({ subject: "To delete" });
    const res = await get(`/api/admin/messages/${message.id}`, bearer);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(message);
    expect((await get(`/api/admin/messages/${message.id}`, bearer, { method: "DELETE" })).status).toBe(204);
    expect((await get(`/api/admin/messages/${message.id}`, bearer)).status).toBe(404);
    expect((await get(`/api/admin/messages/${message.id}`, bearer, { method: "DELETE" })).status).toBe(404);
    expect((await get("/api/admin/messages/not-an-id", bearer)).status).toBe(404);
  });

  it("resends a failed message through the queue until it is sent", async () => {
    const message = await create({ subject: "Failed once" });
    await new MessageStore(env.CONTACT_MESSAGES).setDelivery(message.id, {
      state: "failed",
      attempts: 5,
      lastError: "451",
    });
    const res = await get(`/api/admin/messages/${message.id}/resend`, bearer, { method: "POST" });
    expect(res.status).toBe(202);
    expect(((await res.json()) as StoredMessage).delivery.state).toBe("pending");
    const sent = await waitForState(message.id, "sent");
    expect(sent.delivery.attempts).toBe(6);
    expect(
      (await get("/api/admin/messages/01900000-0000-7000-8000-000000000000/resend", bearer, { method: "POST" })).status,
    ).toBe(404);
  });

  it("exports CSV with every value escaped and formulas defused", async () => {
    const tricky = await create({
      firstName: '=HYPERLINK("http://evil.example")',
      company: null,
      subject: 'Devis, "urgent"',
      message: "Ligne 1\nLigne 2, avec virgule\r\n+33 1 23",
    });
    const res = await get("/api/admin/messages.csv", bearer);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="contact-messages-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // the BOM, for spreadsheets
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
    expect(
      text.startsWith(
        "\uFEFFid,receivedAt,locale,page,delivery,attempts,firstName,lastName,email,company,subject,message\r\n",
      ),
    ).toBe(true);
    const rows = parseCsv(text.slice(1));
    const row = rows.find((cells) => cells[0] === tricky.id)!;
    expect(row).toEqual([
      tricky.id,
      tricky.receivedAt,
      "fr",
      "/",
      "pending",
      "0",
      '\'=HYPERLINK("http://evil.example")',
      "Martin",
      validMessage.email,
      "",
      'Devis, "urgent"',
      "Ligne 1\nLigne 2, avec virgule\r\n+33 1 23",
    ]);
    expect(rows.every((cells) => cells.length === 12)).toBe(true);
  });
});

describe("the inbox page", () => {
  it("shows messages newest first, escaped, not indexed, not cached", async () => {
    await create({ subject: "Plus ancien" }, Date.now() - 1000);
    await create({
      firstName: "<img src=x onerror=alert(1)>",
      subject: "<script>alert('inbox')</script>",
      message: "</div><b>bold?</b>",
    });
    const res = await get("/admin?lang=en", basic("staff", token));
    expect(res.status).toBe(200);
    expect(res.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
    const html = await res.text();
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).not.toContain("<script>alert('inbox')");
    expect(html).not.toContain("<img src=x");
    expect(html).not.toContain("<b>bold?</b>");
    expect(html).toContain("&lt;script&gt;alert(&#x27;inbox&#x27;)&lt;/script&gt;");
    expect(html).toContain("&lt;/div&gt;&lt;b&gt;bold?&lt;/b&gt;");
    expect(html.indexOf("&lt;script&gt;alert")).toBeLessThan(html.indexOf("Plus ancien"));
    expect(html).toContain('href="/api/admin/messages.csv"');
    expect(html).toContain("E-mail pending");
  });

  it("is never cached, whatever the language negotiation", async () => {
    const res = await get("/admin", { ...basic("staff", token), Cookie: "lang=fr" });
    expect(res.headers.get("Cache-Control")).toBe("no-store");
  });

  it("links to older pages", async () => {
    for (let i = 0; i < 25; i++) await create({ subject: `Inbox page ${i}` }, Date.now() - 7_200_000 - i * 1000);
    const html = await (await get("/admin", bearer)).text();
    const older = /href="(\/admin\?[^"]*cursor=[^"]+)"/.exec(html)?.[1];
    expect(older).toBeDefined();
    const second = await get(older!.replace(/&amp;/g, "&"), bearer);
    expect(second.status).toBe(200);
    const secondHtml = await second.text();
    expect(secondHtml).toContain('href="/admin?lang=fr"');
  });

  it("deletes and resends with form posts from our own pages only", async () => {
    const message = await create({ subject: "Delete me by form" });
    const form = { "Content-Type": "application/x-www-form-urlencoded", ...basic("staff", token) };
    const forged = await get(
      `/admin/messages/${message.id}/delete`,
      { ...form, Origin: "https://evil.example" },
      { method: "POST", body: "" },
    );
    expect(forged.status).toBe(403);
    expect(await storedMessage(message.id)).not.toBeNull();
    const resent = await get(
      `/admin/messages/${message.id}/resend`,
      { ...form, Origin: ORIGIN },
      { method: "POST", body: "" },
    );
    expect(resent.status).toBe(303);
    expect(resent.headers.get("Location")).toBe("/admin?done=resent");
    const deleted = await get(
      `/admin/messages/${message.id}/delete`,
      { ...form, Origin: ORIGIN },
      { method: "POST", body: "" },
    );
    expect(deleted.status).toBe(303);
    expect(deleted.headers.get("Location")).toBe("/admin?done=deleted");
    expect(await storedMessage(message.id)).toBeNull();
    const notice = await (await get("/admin?done=deleted&lang=en", bearer)).text();
    expect(notice).toContain("Message deleted.");
  });

  it("lists what visitors send through the API", async () => {
    const res = await postJson({ ...validMessage, subject: "Visible in the inbox" });
    expect(res.status).toBe(201);
    const html = await (await get("/admin", bearer)).text();
    expect(html).toContain("Visible in the inbox");
  });
});

/** RFC 4180 reader, enough to check the export round-trips. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      row.push(cell);
      cell = "";
    } else if (ch === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += ch;
  }
  return rows;
}
