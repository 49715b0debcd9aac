import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { inboxMessage } from "../fixtures/inbox";
import { maxBodyBytes, maxLengths, PAGE_MAX_LENGTH } from "../../../src/contact/schema";
import { en } from "../../../src/i18n/en";
import { fr } from "../../../src/i18n/fr";
import {
  allKeys,
  contactRequest,
  fetchWith,
  freshIp,
  postForm,
  postJson,
  storedMessage,
  validMessage,
} from "../fixtures/contact";
import { junkRequest, mulberry32 } from "../fixtures/junk";
import { send, ORIGIN } from "../fixtures/requests";
import { inOneRateWindow } from "../../fixtures/rate-window";
import { countingLimiter, RATE_LIMITS } from "../../../src/security/rate-limit";

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("POST /api/contact accepts a message", () => {
  it("answers 201 with the id, once the message is in KV", async () => {
    const ip = freshIp();
    const res = await postJson(validMessage, { ip, headers: { Referer: `${ORIGIN}/contact` } });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    expect(id).toMatch(UUID_V7);
    // Read straight after the answer: it was stored before the 201 went out.
    const stored = await storedMessage(id);
    expect(stored).toMatchObject({
      id,
      locale: "en",
      page: "/contact",
      firstName: "Jeanne",
      lastName: "Martin",
      email: "jeanne.martin@example.fr",
      company: "Musée des jeux",
      subject: "Un serious game pour nos visiteurs",
      message: validMessage.message,
    });
    expect(["pending", "sent"]).toContain(stored!.delivery.state);
    expect(Math.abs(Date.parse(stored!.receivedAt) - Date.now())).toBeLessThan(10_000);
    // No IP address in the record, in clear or otherwise.
    expect(JSON.stringify(stored)).not.toContain(ip);
    expect(Object.keys(stored!).sort()).toEqual(
      [
        "company",
        "delivery",
        "email",
        "firstName",
        "id",
        "lastName",
        "locale",
        "message",
        "page",
        "receivedAt",
        "status",
        "subject",
      ].sort(),
    );
  });

  it("keeps its intake copy in KV under its id, for 30 days at most, before it answers (decision 090)", async () => {
    const res = await postJson(validMessage);
    const { id } = (await res.json()) as { id: string };
    const key = (await allKeys()).find((k) => k.name.endsWith(id));
    // Unless the consumer already brought it into the inbox and deleted the copy.
    if (key) {
      expect(key.name).toBe(`v1:intake:${id}`);
      expect(Math.abs(key.expiration! - (Date.now() / 1000 + 30 * 24 * 3600))).toBeLessThan(120);
    } else expect(await inboxMessage(id)).not.toBeNull();
  });

  it("trims the fields and keeps the company; an empty company is no company", async () => {
    const padded = await postJson({ ...validMessage, firstName: "  Jeanne ", company: "  Ludo SA  " });
    const { id } = (await padded.json()) as { id: string };
    expect(await storedMessage(id)).toMatchObject({ firstName: "Jeanne", company: "Ludo SA" });
    for (const company of [undefined, "", "   "]) {
      const res = await postJson({ ...validMessage, company });
      expect(res.status).toBe(201);
      const stored = await storedMessage(((await res.json()) as { id: string }).id);
      expect(stored?.company).toBeNull();
    }
  });

  it("stores all of 60 concurrent submissions", async () => {
    const responses = await Promise.all(
      Array.from({ length: 60 }, (_, i) => postJson({ ...validMessage, subject: `Concurrent ${i}` })),
    );
    expect(responses.map((res) => res.status)).toEqual(Array(60).fill(201));
    const ids = await Promise.all(responses.map(async (res) => ((await res.json()) as { id: string }).id));
    expect(new Set(ids).size).toBe(60);
    const stored = await Promise.all(ids.map((id) => storedMessage(id)));
    expect(stored.map((message) => message?.subject).sort()).toEqual(
      Array.from({ length: 60 }, (_, i) => `Concurrent ${i}`).sort(),
    );
  });
});

describe("POST /api/contact validation (400, every bad field named, in the request's language)", () => {
  const required = ["firstName", "lastName", "email", "subject", "message"] as const;

  for (const field of required) {
    it(`requires ${field}`, async () => {
      for (const value of [undefined, "", "   \n\t "]) {
        const res = await postJson({ ...validMessage, [field]: value });
        expect(res.status).toBe(400);
        const body = (await res.json()) as { error: string; errors: Record<string, string> };
        expect(body.errors).toEqual({ [field]: en["contact.error.required"] });
        expect(body.error).toBe(en["contact.error.fields"]);
      }
    });
  }

  it("names every bad field at once", async () => {
    const res = await postJson({ firstName: "", email: "nope", subject: 42, message: "ok" });
    const { errors } = (await res.json()) as { errors: Record<string, string> };
    expect(Object.keys(errors).sort()).toEqual(["email", "firstName", "lastName", "subject"]);
    expect(errors.subject).toBe(en["contact.error.invalid"]);
  });

  it("answers in French when the request is French", async () => {
    const res = await postJson({ ...validMessage, email: "jeanne@" }, { lang: "fr" });
    expect(await res.json()).toEqual({
      error: fr["contact.error.fields"],
      errors: { email: fr["contact.error.email"] },
    });
  });

  it("follows Accept-Language when no language is given", async () => {
    const res = await send(
      "/api/contact",
      { "Content-Type": "application/json", "CF-Connecting-IP": freshIp(), "Accept-Language": "en-GB" },
      {
        method: "POST",
        body: JSON.stringify({ ...validMessage, lastName: "" }),
      },
    );
    expect(((await res.json()) as { errors: Record<string, string> }).errors.lastName).toBe(
      en["contact.error.required"],
    );
  });

  for (const email of [
    "plainaddress",
    "jeanne@localhost",
    "@example.fr",
    "jeanne@exa mple.fr",
    "a<b>@example.fr",
    "jeanne@example.fr\r\nBcc: x@y.z",
  ]) {
    it(`refuses the e-mail ${JSON.stringify(email)}`, async () => {
      const res = await postJson({ ...validMessage, email });
      expect(res.status).toBe(400);
      const { errors } = (await res.json()) as { errors: Record<string, string> };
      expect(Object.keys(errors)).toEqual(["email"]);
    });
  }

  for (const [field, max] of Object.entries(maxLengths)) {
    it(`limits ${field} to ${max} characters`, async () => {
      const value = field === "email" ? `${"a".repeat(max)}@example.fr` : "x".repeat(max + 1);
      const res = await postJson({ ...validMessage, [field]: value });
      expect(res.status).toBe(400);
      const { errors } = (await res.json()) as { errors: Record<string, string> };
      expect(errors[field]).toBe(`${max} characters at most.`);
    });
  }

  for (const field of ["firstName", "lastName", "company", "subject"] as const) {
    it(`refuses control characters in ${field} (no header injection)`, async () => {
      for (const value of ["Jeanne\r\nBcc: victim@example.com", "tab\there", "nul\u0000", "line\u2028sep"]) {
        const res = await postJson({ ...validMessage, [field]: value });
        expect(res.status).toBe(400);
        const { errors } = (await res.json()) as { errors: Record<string, string> };
        expect(errors[field]).toBe(en["contact.error.characters"]);
      }
    });
  }

  it("lets the message keep line breaks and tabs, but no other control characters", async () => {
    expect((await postJson({ ...validMessage, message: "a\r\nb\n\tc" })).status).toBe(201);
    const res = await postJson({ ...validMessage, message: "bell\u0007" });
    expect(((await res.json()) as { errors: Record<string, string> }).errors.message).toBe(
      en["contact.error.characters"],
    );
  });

  it("reads a body that is not an object as an empty form", async () => {
    for (const body of ["[]", "null", "42", '"text"']) {
      const res = await postJson(body);
      expect(res.status).toBe(400);
      const { errors } = (await res.json()) as { errors: Record<string, string> };
      expect(Object.keys(errors).sort()).toEqual(["email", "firstName", "lastName", "message", "subject"]);
    }
  });

  it("answers 400 with a reason to malformed JSON", async () => {
    const res = await postJson('{"firstName": "Jeanne",');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: en["contact.error.unreadable"] });
  });
});

describe("POST /api/contact statuses", () => {
  it("answers 415 to another content type", async () => {
    for (const type of ["text/plain", "multipart/form-data; boundary=x", "application/xml", ""]) {
      const res = await send(
        "/api/contact?lang=en",
        { "Content-Type": type, "CF-Connecting-IP": freshIp() },
        { method: "POST", body: "firstName=x" },
      );
      expect(res.status).toBe(415);
      expect(await res.json()).toEqual({ error: en["contact.error.unsupported"] });
    }
  });

  it("takes every field at its longest in the costliest characters, and refuses one byte over the body cap (413)", async () => {
    // Url-encoded, a CJK character is 9 bytes: what the cap is worked out for (src/contact/schema.ts).
    const longest: Record<string, string> = {
      ...Object.fromEntries(Object.entries(maxLengths).map(([field, max]) => [field, "中".repeat(max)])),
      email: `${"a".repeat(maxLengths.email - 11)}@example.fr`,
      page: "中".repeat(PAGE_MAX_LENGTH),
    };
    const room = maxBodyBytes - `${new URLSearchParams(longest).toString()}&pad=`.length;
    expect(room).toBeGreaterThanOrEqual(0);
    expect((await postForm({ ...longest, pad: "x".repeat(room) })).status).toBe(303);
    const over = await postForm({ ...longest, pad: "x".repeat(room + 1) }, { headers: { Accept: "text/html" } });
    expect(over.status).toBe(413);
  });

  it("answers 413 past the cap, stating the cap in the request's language (a body without Content-Length: body-cap.test.ts)", async () => {
    const big = { ...validMessage, message: "x".repeat(maxBodyBytes + 1) };
    const sized = await postJson(big);
    expect(sized.status).toBe(413);
    // The limit the message states is the real one (docs/security.md v2-L9).
    const kb = maxBodyBytes / 1024;
    expect(await sized.json()).toEqual({ error: `Your message is too large (${kb} KB at most).` });
    const french = await postJson(big, { lang: "fr" });
    expect(((await french.json()) as { error: string }).error).toBe(
      `Votre message est trop volumineux (${kb}\u00a0Ko au maximum).`,
    );
  });

  it("answers 429 with Retry-After after 5 messages in a minute from one client (the real local limiter)", async () => {
    const { ip, statuses } = await inOneRateWindow(async () => {
      const ip = freshIp();
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++)
        statuses.push((await postJson({ ...validMessage, subject: `Rate ${i}` }, { ip })).status);
      return { ip, statuses };
    });
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
    const limited = await postJson(validMessage, { ip, lang: "fr" });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toBe("60");
    expect(await limited.json()).toEqual({ error: fr["contact.error.rateLimited"] });
    // Another client is not affected.
    expect((await postJson(validMessage)).status).toBe(201);
  });

  it("counts an IPv6 client by its /64, so rotating addresses inside it gains nothing", async () => {
    const bindings = { CONTACT_RATE_LIMIT: countingLimiter(RATE_LIMITS.CONTACT_RATE_LIMIT.limit) };
    // One /64 of its own: the first four groups of a fresh address.
    const block = freshIp().split(":").slice(0, 4).join(":");
    const statuses: number[] = [];
    for (let i = 1; i <= 6; i++)
      statuses.push((await postJson(validMessage, { ip: `${block}::${i.toString(16)}`, bindings })).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    expect((await postJson(validMessage, { ip: freshIp(), bindings })).status).toBe(201);
  });

  it("answers 503 with a localized message when storage fails, and stores nothing", async () => {
    const before = (await allKeys()).length;
    const failingKv = {
      put: () => Promise.reject(new Error("KV unavailable")),
      get: () => Promise.resolve(null),
      list: () => Promise.reject(new Error("KV unavailable")),
      delete: () => Promise.reject(new Error("KV unavailable")),
    } as unknown as KVNamespace;
    const res = await fetchWith(contactRequest(validMessage), { CONTACT_MESSAGES: failingKv });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ error: en["contact.error.unavailable"] });
    expect((await allKeys()).length).toBe(before);
  });

  it("still answers 201 when the queue refuses the job, and marks the message failed for a resend", async () => {
    const failingQueue = { send: () => Promise.reject(new Error("queue unavailable")) } as unknown as Queue;
    const res = await fetchWith(contactRequest(validMessage), { CONTACT_MAIL: failingQueue });
    expect(res.status).toBe(201);
    const stored = await storedMessage(((await res.json()) as { id: string }).id);
    expect(stored?.delivery.state).toBe("failed");
    expect(stored?.delivery.lastError).toContain("queue unavailable");
  });

  it("answers a filled honeypot with 201 and keeps nothing", async () => {
    const before = (await allKeys()).length;
    const res = await postJson({ ...validMessage, website: "https://spam.example" });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    expect(id).toMatch(UUID_V7);
    expect(await storedMessage(id)).toBeNull();
    expect((await allKeys()).length).toBe(before);
    // Even with the other fields wrong: a bot learns nothing.
    expect((await postJson({ website: "x" })).status).toBe(201);
  });

  it("never answers 5xx to 300 generated bad bodies", async () => {
    const random = mulberry32(20250711);
    const statuses = new Map<number, number>();
    const bodies = Array.from({ length: 300 }, (_, i) => junkRequest(random, i));
    for (let i = 0; i < bodies.length; i += 30) {
      const batch = await Promise.all(
        bodies
          .slice(i, i + 30)
          .map(({ type, body }) =>
            send(
              "/api/contact?lang=fr",
              { "Content-Type": type, "CF-Connecting-IP": freshIp() },
              { method: "POST", body },
            ),
          ),
      );
      for (const res of batch) {
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        await res.arrayBuffer();
      }
    }
    expect([...statuses.keys()].filter((status) => status >= 500)).toEqual([]);
    expect([...statuses.keys()].every((status) => [201, 400, 413, 415].includes(status))).toBe(true);
    expect(statuses.get(400) ?? 0).toBeGreaterThan(150);
  }, 90_000);
});

describe("POST /api/contact without JavaScript (form post)", () => {
  const fields = { ...validMessage, page: "/contact" };

  it("stores the message and answers 303 to the page it came from, showing the confirmation", async () => {
    const subject = `Form post ${crypto.randomUUID()}`;
    const res = await postForm({ ...fields, subject }, { lang: "fr" });
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/contact?lang=fr&sent=1#contact-form");
    const fromHome = await postForm({ ...fields, subject, page: "/" }, { lang: "en" });
    expect(fromHome.headers.get("Location")).toBe("/?lang=en&sent=1#contact-form");
    const stored = (await Promise.all((await allKeys()).map((key) => env.CONTACT_MESSAGES.get(key.name, "json"))))
      .map((value) => value as { subject: string; page: string; locale: string })
      .filter((message) => message.subject === subject);
    expect(stored.map(({ page, locale }) => ({ page, locale })).sort((a, b) => a.page.localeCompare(b.page))).toEqual([
      { page: "/", locale: "en" },
      { page: "/contact", locale: "fr" },
    ]);
  });

  it("never redirects off the form pages", async () => {
    for (const page of ["https://evil.example/", "//evil.example", "/admin", "/contact?x=1", "/api/contact"]) {
      const res = await postForm({ ...fields, page });
      expect(res.headers.get("Location")).toBe("/contact?lang=fr&sent=1#contact-form");
    }
  });

  it("goes back to whichever page of the site the form was on", async () => {
    const res = await postForm({ ...fields, page: "/qui-sommes-nous" }, { lang: "en" });
    expect(res.headers.get("Location")).toBe("/qui-sommes-nous?lang=en&sent=1#contact-form");
  });

  it("records the page the message came from", async () => {
    await postForm({ ...fields, page: "/", subject: "Depuis l'accueil" });
    const keys = await allKeys();
    const messages = await Promise.all(
      keys.map((key) => env.CONTACT_MESSAGES.get<{ subject: string; page: string }>(key.name, "json")),
    );
    expect(messages.find((m) => m?.subject === "Depuis l'accueil")?.page).toBe("/");
  });

  it("answers errors with the page again, not cached, in the request's language", async () => {
    // With the language cookie already set, as after browsing in English (a first choice of language
    // makes the locale middleware answer `private, no-cache` instead, to set the cookie).
    const res = await postForm(
      { ...fields, email: "jeanne@localhost" },
      { lang: "en", headers: { Cookie: "lang=en" } },
    );
    expect(res.status).toBe(400);
    expect(res.headers.get("Content-Type")).toMatch(/^text\/html/);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    const html = await res.text();
    expect(html).toContain('<html lang="en"');
  });

  it("brings the form back with the visitor's values and each error beside its field", async () => {
    const res = await postForm(
      { ...fields, firstName: "Jeanne <3", email: "jeanne@localhost" },
      { lang: "en", headers: { Cookie: "lang=en" } },
    );
    const html = await res.text();
    expect(html).toMatch(/<input[^>]*id="contact-firstName"[^>]*value="Jeanne &lt;3"/);
    // How the form shows values and errors is the component's test; here, that the route hands them over.
    expect(html).toMatch(/<input[^>]*id="contact-email"[^>]*value="jeanne@localhost"/);
    expect(html).toContain(`<p id="contact-email-error" class="field-error">${en["contact.error.email"]}</p>`);
    expect(html).toContain(`${validMessage.message.replace(/'/g, "&#x27;")}</textarea>`);
  });

  it("shows the confirmation on the page the 303 leads to", async () => {
    const location = (await postForm(fields, { lang: "en" })).headers.get("Location")!;
    const res = await send(location.replace(/#.*/, ""));
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<p class="contact-confirmation-title">${en["contact.toast.sent.title"]}</p>`);
    // The same page without ?sent=1 has no confirmation.
    expect(await (await send("/contact?lang=en")).text()).not.toContain("contact-confirmation");
  });

  it("refuses a post another site's page makes (403), stores nothing, and keeps the site's own form working", async () => {
    const subject = `Cross-site ${crypto.randomUUID()}`;
    const foreign: Record<string, string>[] = [
      { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
      { "Sec-Fetch-Site": "cross-site" },
      { "Sec-Fetch-Site": "same-site", Origin: "https://blog.ludora.example" },
      { Origin: "https://evil.example" },
      { Origin: "null" },
    ];
    for (const headers of foreign) {
      const res = await postForm({ ...fields, subject }, { lang: "en", headers });
      expect(res.status, JSON.stringify(headers)).toBe(403);
      const html = await res.text();
      expect(html).toContain(en["contact.error.crossSite"]);
      // The form comes back empty: another site cannot use it to fill in ours.
      expect(html).not.toContain(subject);
      const json = await postJson({ ...validMessage, subject }, { headers });
      expect(json.status).toBe(403);
      expect(await json.json()).toEqual({ error: en["contact.error.crossSite"] });
    }
    const stored = await Promise.all((await allKeys()).map((key) => env.CONTACT_MESSAGES.get(key.name, "json")));
    expect(stored.filter((m) => (m as { subject: string }).subject === subject)).toEqual([]);
    // Our own page, as browsers send it, and clients that say nothing of where they come from.
    const own: Record<string, string>[] = [{ Origin: ORIGIN, "Sec-Fetch-Site": "same-origin" }, { Origin: ORIGIN }, {}];
    for (const headers of own) {
      expect((await postForm(fields, { headers })).status, JSON.stringify(headers)).toBe(303);
    }
  });

  it("answers the rate limit with the page too (429), not a JSON body", async () => {
    const bindings = { CONTACT_RATE_LIMIT: countingLimiter(RATE_LIMITS.CONTACT_RATE_LIMIT.limit) };
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await postForm(fields, { ip, bindings })).status).toBe(303);
    const res = await postForm(fields, { ip, bindings });
    expect(res.status).toBe(429);
    expect(res.headers.get("Retry-After")).toBe("60");
    expect(res.headers.get("Content-Type")).toMatch(/^text\/html/);
  });
});
