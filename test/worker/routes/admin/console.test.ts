import { describe, expect, it } from "vitest";
import { storedMessage, validMessage } from "../../fixtures/contact";
import { send, ORIGIN } from "../../fixtures/requests";
import { basic, bearer, create, staffForm, token, uniqueWord } from "../../fixtures/staff";

const page = async (query = "", headers: Record<string, string> = {}) =>
  (await send(`/admin${query}`, { ...bearer, ...headers })).text();

describe("the staff console page", () => {
  it("has its own layout: brand, staff navigation, public-site link; no public chrome, cookie banner or script", async () => {
    const html = await page("?lang=en");
    expect(html).toContain('<nav aria-label="Staff navigation">');
    expect(html).toContain(`href="${ORIGIN}/?lang=en">View the public site</a>`);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).not.toContain("<footer");
    expect(html).not.toContain("cookie-consent");
    expect(html).not.toContain("data-island");
    expect(html).not.toContain("<script");
  });

  it("is in French by default, whatever the browser prefers, and says so; in English with ?lang=en", async () => {
    const res = await send("/admin", { ...bearer, "Accept-Language": "en-GB,en" });
    expect(res.headers.get("Content-Language")).toBe("fr");
    expect(await res.text()).toContain('<html lang="fr"');
    expect(await page("?lang=en")).toContain('<html lang="en"');
  });

  it("shows counts by status and delivery, and the weekly chart with the same figures as a table", async () => {
    await create({ subject: uniqueWord() });
    const html = await page("?lang=en");
    expect(html).toMatch(/<svg viewBox="0 0 720 220" aria-hidden="true"/);
    expect(html).toContain("<caption>Messages received per week (last 12 weeks)</caption>");
    expect((html.match(/<tr><th scope="row">/g) ?? []).length).toBe(12);
    expect(html).toMatch(/<dt>New<\/dt><dd>[\d,]+<\/dd>/);
    expect(html).toMatch(/<dt>E-mail pending<\/dt><dd>[\d,]+<\/dd>/);
  });

  it("shows each message in full with its received time, status, and a reply quoting it", async () => {
    const word = uniqueWord();
    await create({ subject: "Devis & jeu", company: word, locale: "en" }, Date.UTC(2026, 10, 20, 13, 5));
    const html = await page(`?lang=en&q=${word}`);
    expect(html).toContain("20 Nov 2026, 14:05");
    expect(html).toContain("Mark as answered");
    const mailto = /href="(mailto:[^"]+)"[^>]*>Reply/.exec(html)?.[1]?.replace(/&amp;/g, "&");
    const url = new URL(mailto!);
    expect(url.pathname).toBe(validMessage.email);
    expect(url.searchParams.get("subject")).toBe("Re: Devis & jeu");
    expect(url.searchParams.get("body")).toContain("On 20 Nov 2026, 14:05, Jeanne Martin wrote:\n> Bonjour,\n> nous");
  });

  it("marks a message answered by form post, back to the same filtered view, and only from our pages", async () => {
    const word = uniqueWord();
    const message = await create({ subject: word });
    const back = `q=${word}&status=new&lang=en`;
    const forged = await staffForm(
      `/admin/messages/${message.id}/status`,
      { status: "answered", back },
      { origin: "https://evil.example" },
    );
    expect(forged.status).toBe(403);
    const res = await staffForm(`/admin/messages/${message.id}/status`, { status: "answered", back: `${back}&evil=1` });
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe(`/admin?q=${word}&status=new&lang=en&done=status`);
    expect((await storedMessage(message.id))?.status).toBe("answered");
  });

  it("keeps the search and filters in the link to older pages", async () => {
    const word = uniqueWord();
    for (let i = 0; i < 22; i++) await create({ subject: `${word} ${i}` }, Date.now() - i * 1000);
    const html = await page(`?q=${word}&locale=fr&lang=en`);
    const older = /href="(\/admin\?[^"]*cursor=[^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, "&");
    expect(older).toContain(`q=${word}`);
    expect(older).toContain("locale=fr");
    const second = await page(older!.replace(/^\/admin/, ""));
    expect((second.match(/<article /g) ?? []).length).toBe(2);
    expect(second).toContain(`value="${word}"`);
  });
});

describe("the staff console: messages and their form posts", () => {
  it("shows messages newest first, escaped, not indexed, not cached", async () => {
    await create({ subject: "Plus ancien" }, Date.now() - 1000);
    await create({
      firstName: "<img src=x onerror=alert(1)>",
      subject: "<script>alert('inbox')</script>",
      message: "</div><b>bold?</b>",
    });
    // Never cached, whatever the language negotiation.
    const res = await send("/admin?lang=en", { ...basic("staff", token), Cookie: "lang=fr" });
    expect(res.status).toBe(200);
    expect(res.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    const html = await res.text();
    expect(html).not.toContain("<script>alert('inbox')");
    expect(html).not.toContain("<img src=x");
    expect(html).not.toContain("<b>bold?</b>");
    expect(html).toContain("&lt;script&gt;alert(&#x27;inbox&#x27;)&lt;/script&gt;");
    expect(html).toContain("&lt;/div&gt;&lt;b&gt;bold?&lt;/b&gt;");
    expect(html.indexOf("&lt;script&gt;alert")).toBeLessThan(html.indexOf("Plus ancien"));
    expect(html).toContain('href="/api/admin/messages.csv?lang=en"');
  });

  it("deletes and resends with form posts", async () => {
    const message = await create({ subject: "Delete me by form" });
    const resent = await staffForm(`/admin/messages/${message.id}/resend`, {});
    expect(resent.status).toBe(303);
    expect(resent.headers.get("Location")).toBe("/admin?done=resent");
    const deleted = await staffForm(`/admin/messages/${message.id}/delete`, {});
    expect(deleted.status).toBe(303);
    expect(deleted.headers.get("Location")).toBe("/admin?done=deleted");
    expect(await storedMessage(message.id)).toBeNull();
    expect(await page("?done=deleted&lang=en")).toContain("Message deleted.");
  });

  it("answers 400, not 500, to a form post whose body cannot be read (docs/security.md v3-I5)", async () => {
    for (const path of ["/admin/people/find", "/admin/people/erase", "/admin/messages/x/status"]) {
      const res = await send(
        path,
        { "Content-Type": "multipart/form-data", Origin: ORIGIN, ...basic("staff", token) },
        { method: "POST", body: "no boundary here" },
      );
      expect(res.status, path).toBe(400);
    }
  });
});
