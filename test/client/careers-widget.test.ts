// @vitest-environment-options { "settings": { "handleDisabledFileLoadingAsSuccess": true } }
// The careers page's job widget script comes 100 ms after the page is shown and goes when the visitor leaves
// (client/careers-widget.ts, docs/product.md §4.9). Its states as a visitor sees them, against a held clock and the
// page's real CSP, are the browser's: test/e2e/careers.spec.ts.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startCareersWidget } from "../../client/careers-widget";

/** The area as src/pages/careers-page.tsx writes it; the widget's address is never fetched (happy-dom loads no script). */
function careersArea(): HTMLElement {
  document.body.innerHTML = `
    <div class="card careers-widget" data-careers-widget="https://jobs.example.invalid/widget.js" data-lang="fr"
      data-ready-text="Nos offres d’emploi sont affichées." data-failed-text="Postulez par e-mail.">
      <p role="status" data-careers-status="">Chargement…</p>
      <div id="careers-widget-offers" data-careers-widget-mount=""></div>
    </div>`;
  return document.querySelector<HTMLElement>(".careers-widget")!;
}
/** A page leaving for, or back from, the back/forward cache (happy-dom's PageTransitionEvent carries no `persisted`). */
const pageTransition = (type: "pagehide" | "pageshow") =>
  window.dispatchEvent(Object.assign(new Event(type), { persisted: true }));
const widgetScripts = () => document.querySelectorAll("script[data-careers-widget-script]").length;

describe("the careers widget's script", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("is added 100 ms after the page shows, never while it is away, and removed when the visitor leaves", () => {
    startCareersWidget(careersArea());
    // Left within the 100 ms: nothing is added.
    vi.advanceTimersByTime(50);
    pageTransition("pagehide");
    vi.advanceTimersByTime(1000);
    expect(widgetScripts()).toBe(0);
    // Back from the back/forward cache: 100 ms later, once.
    pageTransition("pageshow");
    vi.advanceTimersByTime(99);
    expect(widgetScripts()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(widgetScripts()).toBe(1);
    vi.advanceTimersByTime(1000);
    expect(widgetScripts()).toBe(1);
    // Leaving takes it away.
    pageTransition("pagehide");
    expect(widgetScripts()).toBe(0);
  });
});
