// The staff console as staff use it: signed in with Basic auth, filter and search, mark a message
// answered, export and erase a person's data behind the confirmation, and find it in the audit trail.
import { readFileSync } from "node:fs";
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { axeViolations } from "./axe";
import { baseURL, desktop, openPage, sharedBrowser } from "./browser";
import { adminToken } from "./inbox";

const browser = sharedBrowser();

/** A visitor's message through the public API, each from its own address so the rate limit does not apply. */
async function visitorPosts(fields: Record<string, string>, ip: string): Promise<void> {
  const res = await fetch(`${baseURL()}/api/contact?lang=fr`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip },
    body: JSON.stringify({ firstName: "Éloïse", lastName: "Durand", company: "Musée", message: "Bonjour", ...fields }),
  });
  expect(res.status).toBe(201);
}

describe("the staff console", () => {
  it("filters, searches, marks answered, exports and erases a person, and shows it in the audit trail", async () => {
    const word = `ludique${randomUUID().slice(0, 8)}`;
    const local = `staff-e2e-${randomUUID().slice(0, 8)}`;
    const ip = (i: number) => `198.18.${Math.floor(Math.random() * 200)}.${i + 1}`;
    await visitorPosts(
      { email: `${local}@Example.org`, subject: `Projet ${word}`, message: `Un jeu ${word} pour nous` },
      ip(0),
    );
    await visitorPosts({ email: `${local.toUpperCase()}@example.org`, subject: "Deuxième message" }, ip(1));
    await visitorPosts({ email: `${local}@EXAMPLE.ORG`, subject: "Troisième message" }, ip(2));
    // Staff see a post once the queue consumer brought it into the inbox from its intake copy (decision 090).
    await expect
      .poll(async () => {
        const res = await fetch(`${baseURL()}/api/admin/messages?q=${local}`, {
          headers: { Authorization: `Bearer ${adminToken()}` },
        });
        return ((await res.json()) as { messages: unknown[] }).messages.length;
      })
      .toBe(3);

    const context = await browser().newContext({
      ...desktop,
      httpCredentials: { username: "staff", password: adminToken() },
      acceptDownloads: true,
    });
    const { page, errors } = await openPage(context);
    await page.goto(`${baseURL()}/admin?lang=en`);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Contact messages");
    expect(await axeViolations(page)).toEqual([]);

    // Search by an accent-less spelling and a word of the message, limited to French messages.
    await page.getByLabel(/^Search/).fill(`eloise ${word}`);
    await page.getByLabel("Language").selectOption("fr");
    // Each button below sends a form: the page it leads to may not be there when the click returns, so each
    // read waits for what only that page can show.
    await page.getByRole("button", { name: "Filter" }).click();
    await page.waitForURL((url) => url.searchParams.get("q") === `eloise ${word}`);
    const messages = page.locator("#messages article");
    expect(await messages.count()).toBe(1);
    expect(await messages.first().getByRole("heading").textContent()).toBe(`Projet ${word}`);

    // Mark it answered: the view keeps the search, the message now says so.
    await messages.first().getByRole("button", { name: "Mark as answered" }).click();
    await expect.poll(() => page.getByRole("status").first().textContent()).toBe("Message status updated.");
    expect(await page.getByLabel(/^Search/).inputValue()).toBe(`eloise ${word}`);
    expect(await messages.first().locator(".badge").first().textContent()).toBe("Answered");

    // A person's data: the address typed in another case finds all three messages.
    await page.getByLabel("E-mail address").fill(`${local.toUpperCase()}@Example.ORG`);
    await page.getByRole("button", { name: "Find" }).click();
    const person = page.locator("#people");
    await expect.poll(() => person.getByText(`3 messages from ${local}@example.org.`).count()).toBe(1);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      person.getByRole("link", { name: /Export this person’s data/ }).click(),
    ]);
    const exported = JSON.parse(readFileSync((await download.path())!, "utf8")) as { messages: unknown[] };
    expect(exported.messages).toHaveLength(3);

    // Erasing asks first, stating the count.
    await person.getByText("Erase this person’s data…").click();
    expect(await person.getByText(`3 messages from ${local}@example.org will be erased permanently.`).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await person.getByRole("button", { name: "Erase all 3 messages" }).click();
    await expect.poll(() => page.getByRole("status").first().textContent()).toBe("3 messages erased.");

    // The audit trail shows the erasure with its count, and never the address.
    const audit = page.locator("#audit tbody tr");
    expect(await audit.first().textContent()).toContain("A person’s data erased");
    expect(await audit.first().textContent()).toContain("3 messages");
    expect(await page.locator("#audit").textContent()).not.toContain(local);
    expect(await axeViolations(page)).toEqual([]);
    // And the status change before it: on this page of the trail or an older one, as staff page back to it (the
    // other journeys' reads of the inbox, audited too, may come in between).
    for (let older = 0; !(await page.locator("#audit").textContent())?.includes("Status change"); older++) {
      expect(older, "the status change, within five pages of the trail").toBeLessThan(5);
      const address = page.url();
      await page.locator("#audit").getByRole("link", { name: "Older actions" }).click();
      await page.waitForURL((url) => url.href !== address);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
