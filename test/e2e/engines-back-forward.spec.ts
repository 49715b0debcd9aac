// Back and Forward restore a page from the back/forward cache in Firefox and WebKit (decision 082): the page
// comes back as it was left, its scripts still running, `pageshow` saying `persisted`. A page that was loaded
// again instead has lost the mark this journey sets on it. Chromium restores too, but not under DevTools, so
// the bench measures it (scripts/benchmark/); playwright-core cannot show it.
import { describe, expect, it } from "vitest";
import { engineSessions, pathOf, until, withConsent, type Engine, type Session } from "./engines";

const engines: Engine[] = ["firefox", "webkit"];
const phone = { width: 412, height: 860 };

/** Marks this document: the mark survives only if the document itself comes back, and records its `pageshow`. */
const markPage = `window.restoredFromCache = null;
  addEventListener("pageshow", (event) => { window.restoredFromCache = event.persisted; });
  return true;`;
const restored = `return window.restoredFromCache === undefined ? "loaded again" : window.restoredFromCache;`;
/** Once the page came back: true when from the back/forward cache, false or "loaded again" when not. */
const restoredOnPageshow = (session: Session) =>
  until(
    "pageshow",
    () => session.evaluate(restored),
    (value) => value !== null,
  );
const menuOpen = `return document.getElementById("mobile-menu").matches(":popover-open");`;
/** Where focus is, as a visitor would find it: on something shown, on nothing, or lost in something hidden. */
const focus = `const el = document.activeElement;
  if (!el || el === document.body) return "nowhere";
  return el.checkVisibility() ? "shown" : "hidden";`;

async function goBackTo(session: Session, path: string, direction: "back" | "forward" = "back"): Promise<void> {
  await session.evaluate(`history.${direction}(); return true;`);
  await until(
    `${direction} to ${path}`,
    () => pathOf(session),
    (now) => now === path,
  );
}

for (const engine of engines) {
  describe(`${engine}, on a phone`, () => {
    const { fresh } = engineSessions(engine, phone);

    it("Back restores the home page from the back/forward cache, with its menu closed and focus in the page", async () => {
      const session = await fresh();
      await withConsent(session);
      await session.goto("/?lang=fr");
      await session.evaluate(markPage);
      await session.goto("/contact?lang=fr");
      await goBackTo(session, "/");
      expect(await restoredOnPageshow(session)).toBe(true);
      // The visitor opens the menu, then swipes forward and back again: the page comes back with it closed.
      await session.evaluate(`window.restoredFromCache = null; return true;`);
      await session.click(".menu-toggle");
      await until("the menu to open", () => session.evaluate<boolean>(menuOpen));
      await goBackTo(session, "/contact", "forward");
      await goBackTo(session, "/");
      expect(await restoredOnPageshow(session)).toBe(true);
      expect(await session.evaluate(menuOpen)).toBe(false);
      expect(await session.evaluate(focus)).not.toBe("hidden");
    });

    it("Back restores a project page from the back/forward cache", async () => {
      const session = await fresh();
      await withConsent(session);
      await session.goto("/project/le-cube?lang=fr");
      await session.evaluate(markPage);
      await session.goto("/contact?lang=fr");
      await goBackTo(session, "/project/le-cube");
      expect(await restoredOnPageshow(session)).toBe(true);
    });
  });
}
