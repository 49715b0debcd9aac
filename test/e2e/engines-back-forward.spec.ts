// Back and Forward restore a page from the back/forward cache in Firefox and WebKit (decision 082): the page
// comes back as it was left, its scripts still running, `pageshow` saying `persisted`. A page that was loaded
// again instead has lost the mark this journey sets on it. Chromium restores too, but not under DevTools, so
// the bench measures it (scripts/benchmark/); playwright-core cannot show it.
import { describe, expect, it } from "vitest";
import { firstProject } from "./browser";
import { phone, until, visitors, type Engine, type Target, type Visitor } from "./engines";

const engines: Engine[] = ["firefox", "webkit"];
const menuButton: Target = { role: "button", name: "Menu" };
/** On a phone the bar's navigation is hidden: the navigation shows only while the menu is open. */
const menu: Target = { role: "navigation", name: "Navigation principale" };

/** Once the page came back: true when from the back/forward cache, false or "loaded again" when not. */
const restoredOnPageshow = (v: Visitor) =>
  until(
    "pageshow",
    () => v.restored(),
    (value) => value !== null,
  );

async function goTo(v: Visitor, path: string, direction: "back" | "forward" = "back"): Promise<void> {
  await v[direction]();
  await until(
    `${direction} to ${path}`,
    async () => (await v.address()).pathname,
    (now) => now === path,
  );
}

for (const engine of engines) {
  describe(`${engine}, on a phone`, () => {
    const { fresh } = visitors(engine, phone);

    it("Back restores the home page from the back/forward cache, with its menu closed and focus in the page", async () => {
      const v = await fresh({ consented: true });
      await v.open("/?lang=fr");
      await v.markPage();
      await v.open("/contact?lang=fr");
      await goTo(v, "/");
      expect(await restoredOnPageshow(v)).toBe(true);
      // The visitor opens the menu, then swipes forward and back again: the page comes back with it closed.
      await v.markPage();
      await v.press(menuButton);
      await until("the menu to open", () => v.isShown(menu));
      await goTo(v, "/contact", "forward");
      await goTo(v, "/");
      expect(await restoredOnPageshow(v)).toBe(true);
      expect(await v.isShown(menu)).toBe(false);
      // Focus is on something shown, or nowhere: never lost in the closed menu.
      expect((await v.focused())?.shown ?? true).toBe(true);
    });

    it("Back restores a project page from the back/forward cache", async () => {
      const v = await fresh({ consented: true });
      await v.open(`/project/${firstProject.slug}?lang=fr`);
      await v.markPage();
      await v.open("/contact?lang=fr");
      await goTo(v, `/project/${firstProject.slug}`);
      expect(await restoredOnPageshow(v)).toBe(true);
    });
  });
}
