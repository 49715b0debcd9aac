// The journeys a visitor depends on, in Firefox and WebKit as well as Chromium (the other specs): the menu,
// cookie consent, the home page's project dialog, Escape first on a project page, the language switch, and
// the contact form with and without JavaScript. On a phone, first visit unless a journey gives consent.
import { describe, expect, it } from "vitest";
import { engineSessions, pathOf, until, withConsent, type Engine, type Session } from "./engines";

const engines: Engine[] = ["firefox", "webkit"];
const phone = { width: 412, height: 860 };

const visitor = {
  firstName: "Inès",
  lastName: "Moreau",
  email: "ines.moreau@example.fr",
  subject: "Un escape game pour nos équipes",
  message: "Bonjour,\nnous aimerions un jeu pour notre séminaire de rentrée.",
};

// The contact journeys post from the browser's own address, with no CF-Connecting-IP: one rate-limit bucket
// for the four posts of this file (the limit is five a minute), and no other spec posts without its own address.

const visible = (selector: string) =>
  `const el = document.querySelector(${JSON.stringify(selector)}); return Boolean(el && el.checkVisibility());`;
const menuOpen = `return document.getElementById("mobile-menu").matches(":popover-open");`;
const focused = `return document.activeElement ? document.activeElement.outerHTML.slice(0, 60) : "";`;
const storedChoice = `return localStorage.getItem("cookie-preferences");`;

/** Opens the menu and follows its link to English, as a phone visitor does on a French page. */
async function switchToEnglishFromTheMenu(session: Session): Promise<void> {
  await session.click(".menu-toggle");
  await until("the menu to open", () => session.evaluate<boolean>(menuOpen));
  await session.click("#mobile-menu [data-language-switch]");
  await until(
    "English",
    () => session.evaluate<string>(`return document.documentElement.lang;`),
    (lang) => lang === "en",
  );
}

async function fillContactForm(session: Session): Promise<void> {
  for (const [name, value] of Object.entries(visitor)) {
    await session.type(`#contact-form [name="${name}"]`, value);
  }
}

for (const engine of engines) {
  describe(`${engine}, on a phone`, () => {
    const { fresh } = engineSessions(engine, phone);

    it("Escape as the first key on a project page goes home", async () => {
      const session = await fresh();
      await session.goto("/project/le-cube?lang=fr");
      // The page is ready when its script has shown the first visit's cookie banner.
      await until("the cookie banner", () => session.evaluate<boolean>(visible("[data-consent-banner]")));
      await session.press("Escape");
      expect(
        await until(
          "the home page",
          () => pathOf(session),
          (path) => path === "/",
        ),
      ).toBe("/");
    });

    it("the menu opens, closes on Escape with focus back, and closes on a chosen link", async () => {
      const session = await fresh();
      await withConsent(session);
      await session.goto("/qui-sommes-nous?lang=en");
      expect(await session.evaluate(visible(".nav-desktop"))).toBe(false);
      await session.click(".menu-toggle");
      await until("the menu to open", () => session.evaluate<boolean>(menuOpen));
      await until(
        "aria-expanded",
        () => session.evaluate<string>(`return document.querySelector(".menu-toggle").getAttribute("aria-expanded");`),
        (value) => value === "true",
      );
      expect(await session.evaluate(visible('#mobile-menu a[href="/#team"]'))).toBe(true);
      await session.press("Escape");
      await until(
        "the menu to close",
        () => session.evaluate<boolean>(menuOpen),
        (open) => !open,
      );
      expect(await session.evaluate(focused)).toContain("menu-toggle");
      await session.click(".menu-toggle");
      await until("the menu to open again", () => session.evaluate<boolean>(menuOpen));
      await session.click('#mobile-menu a[href="/#team"]');
      await until(
        "the home page's team section",
        () => session.url(),
        (url) => url.endsWith("/#team"),
      );
      await until(
        "the menu to close on the chosen link",
        () => session.evaluate<boolean>(menuOpen),
        (open) => !open,
      );
      if (session.resize) {
        await session.click(".menu-toggle");
        await until("the menu to open once more", () => session.evaluate<boolean>(menuOpen));
        await session.resize(1366, 900);
        await until(
          "the menu to close on a wide window",
          () => session.evaluate<boolean>(menuOpen),
          (open) => !open,
        );
        expect(await session.evaluate(visible(".nav-desktop"))).toBe(true);
      }
    });

    it("refuses cookies from the banner, then changes the choice in the preferences dialog", async () => {
      const session = await fresh();
      await session.goto("/privacy-policy?lang=en");
      await until("the cookie banner", () => session.evaluate<boolean>(visible("[data-consent-banner]")));
      await session.click('[data-consent-action="reject"]');
      await until(
        "the banner to go",
        () => session.evaluate<boolean>(visible("[data-consent-banner]")),
        (v) => !v,
      );
      expect(JSON.parse((await session.evaluate<string>(storedChoice)) ?? "null")).toMatchObject({ analytics: false });
      await session.goto("/privacy-policy?lang=en");
      expect(await session.evaluate(visible("[data-consent-banner]"))).toBe(false);
      // The footer's cookie link opens the dialog on its title; Escape discards a change and gives focus back.
      await session.click("a[data-cookie-preferences]");
      await until("the dialog", () =>
        session.evaluate<boolean>(`return document.querySelector("[data-consent-dialog]").open;`),
      );
      expect(await session.evaluate(focused)).toContain("consent-dialog-title");
      const analytics = '[data-consent-category="analytics"]';
      const checked = `return document.querySelector('${analytics}').getAttribute("aria-checked");`;
      expect(await session.evaluate(checked)).toBe("false");
      await session.click(analytics);
      expect(await session.evaluate(checked)).toBe("true");
      await session.press("Escape");
      await until(
        "the dialog to close",
        () => session.evaluate<boolean>(`return document.querySelector("[data-consent-dialog]").open;`),
        (o) => !o,
      );
      expect(await session.evaluate(focused)).toContain("data-cookie-preferences");
      expect(JSON.parse((await session.evaluate<string>(storedChoice)) ?? "null")).toMatchObject({ analytics: false });
      await session.click("a[data-cookie-preferences]");
      await until("the dialog again", () =>
        session.evaluate<boolean>(`return document.querySelector("[data-consent-dialog]").open;`),
      );
      expect(await session.evaluate(checked)).toBe("false");
      await session.click(analytics);
      await session.click('[data-consent-action="save"]');
      await until(
        "the dialog to close on save",
        () => session.evaluate<boolean>(`return document.querySelector("[data-consent-dialog]").open;`),
        (o) => !o,
      );
      expect(JSON.parse((await session.evaluate<string>(storedChoice)) ?? "null")).toMatchObject({ analytics: true });
    });

    it("opens a project of the home page in its dialog, and closes it back to the home page", async () => {
      const session = await fresh();
      await withConsent(session);
      await session.goto("/?lang=en");
      await session.evaluate(`document.getElementById("projects").scrollIntoView({ behavior: "instant" });`);
      await until("the project browser to wake", () =>
        session.evaluate<boolean>(
          `return document.querySelector('[data-island="project-browser"]').hasAttribute("data-hydrated");`,
        ),
      );
      await session.click("#projects .project-card .stretched-link");
      const dialogOpen = `return Boolean(document.querySelector("dialog.project-dialog[open]"));`;
      await until("the project dialog", () => session.evaluate<boolean>(dialogOpen));
      // The address names the project while its dialog is open (it can be shared), and the page stays.
      expect(await pathOf(session)).toMatch(/^\/project\//);
      await session.press("Escape");
      await until(
        "the dialog to close",
        () => session.evaluate<boolean>(dialogOpen),
        (open) => !open,
      );
      await until(
        "the home page's address",
        () => pathOf(session),
        (path) => path === "/",
      );
    });

    it("switches language from the menu", async () => {
      const session = await fresh();
      await withConsent(session);
      await session.goto("/qui-sommes-nous?lang=fr");
      expect(await session.evaluate(`return document.documentElement.lang;`)).toBe("fr");
      await switchToEnglishFromTheMenu(session);
      expect(new URL(await session.url()).searchParams.get("lang")).toBe("en");
    });

    it("switching language on a long page keeps the section being read in view", async () => {
      const session = await fresh();
      await withConsent(session);
      await session.goto("/qui-sommes-nous?lang=fr");
      const heading = `document.querySelectorAll("main h2")[3]`;
      await session.evaluate(
        `window.scrollTo({ top: ${heading}.getBoundingClientRect().top + scrollY - 150, behavior: "instant" });`,
      );
      // Where it settles once the scroll reveal has brought its section in.
      await until("the section to settle", () =>
        session.evaluate<boolean>(`return !${heading}.closest(".reveal-pending, .is-revealed");`),
      );
      const top = `return Math.round(${heading}.getBoundingClientRect().top);`;
      const before = await session.evaluate<number>(top);
      await switchToEnglishFromTheMenu(session);
      await until(
        "the same heading where it was",
        () => session.evaluate<number>(top),
        (now) => Math.abs(now - before) < 3,
      );
    });

    it("switching language keeps the form in view with what was typed", async () => {
      const session = await fresh();
      await withConsent(session);
      await session.goto("/contact?lang=fr");
      await session.evaluate(
        `const form = document.getElementById("contact-form");
         window.scrollTo({ top: form.getBoundingClientRect().top + scrollY - 100, behavior: "instant" });`,
      );
      await until("the contact form to wake", () =>
        session.evaluate<boolean>(
          `return document.querySelector('[data-island="contact-form"]').hasAttribute("data-hydrated");`,
        ),
      );
      await session.type('#contact-form [name="firstName"]', "Inès");
      await session.type('#contact-form [name="message"]', "Bonjour");
      expect(await session.evaluate(`return document.querySelector('#contact-form [name="message"]').value;`)).toBe(
        "Bonjour",
      );
      const formTop = `return Math.round(document.getElementById("contact-form").getBoundingClientRect().top);`;
      const before = await session.evaluate<number>(formTop);
      await switchToEnglishFromTheMenu(session);
      await until(
        "the form where it was",
        () => session.evaluate<number>(formTop),
        (top) => Math.abs(top - before) < 3,
      );
      await until(
        "the typed name",
        () => session.evaluate<string>(`return document.querySelector('#contact-form [name="firstName"]').value;`),
        (value) => value === "Inès",
      );
      expect(await session.evaluate(`return document.querySelector('#contact-form [name="message"]').value;`)).toBe(
        "Bonjour",
      );
    });

    it("sends the contact form and confirms it", async () => {
      const session = await fresh();
      await withConsent(session);
      await session.goto("/contact?lang=en");
      await session.evaluate(`document.getElementById("contact-form").scrollIntoView({ behavior: "instant" });`);
      await until("the contact form to wake", () =>
        session.evaluate<boolean>(
          `return document.querySelector('[data-island="contact-form"]').hasAttribute("data-hydrated");`,
        ),
      );
      await fillContactForm(session);
      await session.click("#contact-form button[type=submit]");
      const toast = await until(
        "the success toast",
        () => session.evaluate<string>(`return document.querySelector(".toast")?.textContent ?? "";`),
        (text) => text.includes("Message sent!"),
      );
      expect(toast).toContain("Message sent!");
      expect(await session.evaluate(`return document.querySelector('#contact-form [name="subject"]').value;`)).toBe("");
    });
  });

  describe(`${engine}, on a phone without JavaScript`, () => {
    const { fresh } = engineSessions(engine, { ...phone, javaScript: false });

    it("the header fits and its menu opens on the navigation", async () => {
      const session = await fresh();
      await session.goto("/qui-sommes-nous?lang=fr");
      expect(await session.evaluate(`return document.documentElement.classList.contains("js");`)).toBe(false);
      expect(await session.evaluate(`return document.documentElement.scrollWidth <= innerWidth;`)).toBe(true);
      expect(await session.evaluate(visible(".nav-desktop"))).toBe(false);
      // Without scripts the menu opens as the page's target, and closes when a section becomes it (decision 082).
      await session.click(".menu-toggle");
      await until("the menu to open", () => session.evaluate<boolean>(visible("#mobile-menu")));
      expect(await session.evaluate(visible('#mobile-menu a[href="/#team"]'))).toBe(true);
      expect(await session.evaluate(visible("#mobile-menu [data-language-switch]"))).toBe(true);
      await session.goto("/?lang=fr");
      await session.click(".menu-toggle");
      await until("the menu to open on the home page", () => session.evaluate<boolean>(visible("#mobile-menu")));
      await session.click('#mobile-menu a[href="/#projects"]');
      await until(
        "the menu to close over the projects",
        () => session.evaluate<boolean>(visible("#mobile-menu")),
        (shown) => !shown,
      );
      expect(await session.url()).toMatch(/\/#projects$/);
    });

    it("posts the contact form and comes back to the confirmation", async () => {
      const session = await fresh();
      await session.goto("/contact?lang=fr");
      await fillContactForm(session);
      await session.click("#contact-form button[type=submit]");
      await until(
        "the confirmation",
        () => session.url(),
        (url) => new URL(url).searchParams.get("sent") === "1",
      );
      await until(
        "the confirmation's text",
        () => session.evaluate<string>(`return document.querySelector(".contact-confirmation")?.textContent ?? "";`),
        (text) => text.includes("Message envoyé"),
      );
    });
  });
}
