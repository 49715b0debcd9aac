// Contact journeys (docs/product.md §4.8 form states, §5 validation, §8 texts): from the home #contact section and
// from /contact, with the island. Without JavaScript, the form post's answers are the worker's to test
// (test/worker/routes/contact.test.ts), and its journey the engines' (engines.spec.ts). What staff then see is
// the staff console's journey (staff.spec.ts) and its worker tests (test/worker/routes/admin/).
import type { BrowserContext, BrowserContextOptions, Page } from "playwright-core";
import { typesetFrench } from "../../scripts/content/typography";
import { describe, expect, it } from "vitest";
import { freshIp } from "../fixtures/addresses";
import { axeViolations } from "./axe";
import { baseURL, desktop, openPage, phone, withConsent, sharedBrowser, wokenIsland } from "./browser";
import { storedMessages, storedSubjects } from "./inbox";

const browser = sharedBrowser();

const visitor = {
  firstName: "Camille",
  lastName: "Durand",
  email: "camille.durand@example.fr",
  company: "Atelier Durand",
  subject: "Un jeu pour notre salon",
  message: "Bonjour,\nnous préparons un salon en juin et cherchons un jeu concours.",
};

/** Each visitor comes from its own address (CF-Connecting-IP, as Cloudflare sets it): a rate-limit bucket each. */
async function visitorContext(
  options: BrowserContextOptions = desktop,
  extra: BrowserContextOptions = {},
): Promise<{ context: BrowserContext }> {
  // IPv6 clients are counted by their /64: each visitor gets a /64 of its own.
  const context = await browser().newContext({
    ...options,
    ...extra,
    extraHTTPHeaders: { "CF-Connecting-IP": freshIp() },
  });
  // A step that cannot happen fails with its own message, well before the test's time runs out.
  context.setDefaultTimeout(15_000);
  await withConsent(context);
  return { context };
}

/** Scrolls the form into view and waits for the island to wake. */
async function hydratedForm(page: Page) {
  await wokenIsland(page, "contact-form");
  return page.locator("#contact-form");
}

/** A field of the contact form by its label ("Entreprise" also finds "Entreprise (facultatif)"). */
const field = (page: Page, label: string) =>
  page.locator("#contact-form").getByRole("textbox", { name: new RegExp(`^${label}`) });

async function fill(
  page: Page,
  labels: Record<keyof typeof visitor, string>,
  values: Partial<typeof visitor> = visitor,
) {
  for (const [name, label] of Object.entries(labels) as [keyof typeof visitor, string][]) {
    const value = values[name];
    if (value !== undefined) await field(page, label).fill(value);
  }
}

async function fieldValues(page: Page, labels: Record<string, string>) {
  const values: Record<string, string> = {};
  for (const [name, label] of Object.entries(labels)) values[name] = await field(page, label).inputValue();
  return values;
}

const english = {
  firstName: "First name",
  lastName: "Last name",
  email: "E-mail",
  company: "Company",
  subject: "Subject",
  message: "Message",
};
const french = {
  firstName: "Prénom",
  lastName: "Nom",
  email: "E-mail",
  company: "Entreprise",
  subject: "Objet",
  message: "Message",
};

/** Console noise a failed request makes in Chromium is expected when the test makes it fail. */
const unexpected = (errors: string[]) => errors.filter((e) => !/status of (400|429)/.test(e));

describe("sending from /contact", () => {
  it("puts the server's field errors beside their fields, announced, and moves focus to the first", async () => {
    const { context } = await visitorContext();
    const { page, errors } = await openPage(context);
    await page.goto(`${baseURL()}/contact?lang=en`);
    const form = await hydratedForm(page);
    // Both pass the browser's own checks; the server refuses them.
    await fill(page, english, { ...visitor, email: "camille@localhost", subject: "   " });
    await form.getByRole("button", { name: "Send message" }).click();
    const email = field(page, "E-mail");
    await expect.poll(() => email.getAttribute("aria-invalid")).toBe("true");
    const emailError = page.locator(`#${await email.getAttribute("aria-describedby")}`);
    expect(await emailError.textContent()).toBe("Enter a valid e-mail address, for example name@example.com.");
    const subject = field(page, "Subject");
    expect(await subject.getAttribute("aria-invalid")).toBe("true");
    expect(await page.locator(`#${await subject.getAttribute("aria-describedby")}`).textContent()).toBe(
      "This field is required.",
    );
    // Each error beside its field without JavaScript is the route's: test/worker/routes/contact.test.ts.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("email");
    expect(await form.getByRole("status").textContent()).toContain("E-mail: Enter a valid e-mail address");
    expect(await field(page, "Message").inputValue()).toBe(visitor.message);
    expect(await axeViolations(page, "#contact-form")).toEqual([]);
    expect(await axeViolations(page, ".toast-viewport")).toEqual([]);
    // Fixing a field clears its error.
    await email.fill("camille@example.fr");
    expect(await email.getAttribute("aria-invalid")).toBeNull();
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});

// Each form says why in its page's own words (the home section gives the server's reason in its toast).
describe.for([
  {
    path: "/",
    options: phone,
    title: "Erreur",
    text: "Une erreur s’est produite lors de l’envoi du message. Détail : Erreur de fonction : Trop de messages envoyés. Réessayez dans une minute.",
  },
  {
    path: "/contact",
    options: desktop,
    title: "Erreur lors de l’envoi",
    text: "Une erreur s’est produite lors de l’envoi de votre message. Veuillez réessayer.",
  },
])("when sending from $path fails (rate limit)", ({ path, options, title, text }) => {
  it("keeps the fields and says why in French", async () => {
    const { context } = await visitorContext(options, { locale: "fr-FR" });
    const { page, errors } = await openPage(context);
    await page.goto(`${baseURL()}${path}?lang=fr`);
    const form = await hydratedForm(page);
    // This visitor already sent 5 messages this minute: the sixth is refused by the server (its limit counts
    // with the tests' stand-in, which has no window to wait for: decision 105).
    for (let i = 0; i < 5; i++) {
      const res = await context.request.post(`${baseURL()}/api/contact`, {
        data: { ...visitor, subject: `Flood ${i}` },
      });
      expect(res.status()).toBe(201);
    }
    await fill(page, french);
    await form.getByRole("button", { name: "Envoyer le message" }).click();
    const toast = page.locator(".toast-destructive");
    await expect.poll(() => toast.textContent()).toContain(title);
    expect(await toast.textContent()).toContain(typesetFrench(text));
    expect(await fieldValues(page, french)).toEqual(visitor);
    expect(await form.getByRole("button", { name: "Envoyer le message" }).isEnabled()).toBe(true);
    // The reason stays on the page after the toast is dismissed.
    await toast.getByRole("button", { name: "Fermer la notification" }).click();
    expect(await form.locator(".contact-form-error").textContent()).toContain("Trop de messages envoyés");
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});

describe("on a slow phone", () => {
  it("keeps what was typed before the form's code arrived, sends it with a sending state, then confirms", async () => {
    const { context } = await visitorContext(phone, { locale: "fr-FR" });
    const { page, errors } = await openPage(context);
    // The island's code (React and the form) is held until the visitor has typed their name.
    let release = () => {};
    const typed = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/assets/chunks/**", async (route) => {
      await typed;
      await route.continue();
    });
    await page.goto(`${baseURL()}/contact?lang=fr`);
    const island = page.locator('[data-island="contact-form"]');
    await field(page, "Prénom").fill(visitor.firstName);
    await field(page, "Nom").fill(visitor.lastName);
    expect(await island.getAttribute("data-hydrated")).toBeNull();
    release();
    await wokenIsland(page, "contact-form");
    // Typing on re-renders the form: the name typed before must not vanish.
    const subject = `Typed before the island woke ${Date.now()}`;
    await fill(page, french, { email: visitor.email, subject, message: visitor.message });
    expect(await fieldValues(page, french)).toEqual({ ...visitor, company: "", subject });
    // Hold the answer a moment, so the sending state can be seen (the real server still answers).
    await page.route("**/api/contact", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400)); // the slowed network, not a wait of the test's
      await route.continue();
    });
    const form = page.locator("#contact-form");
    await form.getByRole("button", { name: "Envoyer le message" }).click();
    await expect.poll(() => form.getByRole("button", { name: "Envoi en cours…" }).isDisabled()).toBe(true);
    const toast = page.locator(".toast");
    await expect.poll(() => toast.textContent()).toContain(typesetFrench("Message envoyé !"));
    expect(await form.getByRole("button", { name: "Envoyer le message" }).isEnabled()).toBe(true);
    await expect.poll(storedSubjects).toContain(subject);
    const stored = (await storedMessages()).find((message) => message.subject === subject);
    expect(stored).toMatchObject({ firstName: visitor.firstName, lastName: visitor.lastName });
    expect(errors).toEqual([]);
    await context.close();
  });
});
