// The visitor's cookie choice: how long it holds and under which policy version (client/consent.ts, decision 006).
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const NOW = new Date("2026-11-26T10:00:00Z");

/** A page with the server-rendered banner, hidden until the script decides, and consent started on it. */
async function pageWith(stored: Record<string, string>): Promise<HTMLElement> {
  localStorage.clear();
  for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
  document.body.innerHTML =
    `<main><h1>Accueil</h1></main><section hidden data-consent-banner>` +
    `<button data-consent-action="reject">Refuser</button>` +
    `<button data-consent-action="dismiss">Fermer le bandeau sans choisir</button></section>`;
  vi.resetModules();
  const { startConsent } = await import("../../client/consent");
  startConsent();
  return document.querySelector<HTMLElement>("[data-consent-banner]")!;
}

function choiceMade(on: Date, version = "2"): Record<string, string> {
  return {
    "cookie-preferences": JSON.stringify({ necessary: true, analytics: false, marketing: false }),
    "cookie-consent-date": on.toISOString(),
    "cookie-consent-version": version,
  };
}

describe("the stored cookie choice", () => {
  beforeEach(() => {
    sessionStorage.clear(); // each test is a new visit
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(NOW);
    vi.spyOn(console, "info").mockImplementation(() => {});
    vi.spyOn(console, "warn").mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("still holds five months and 29 days later: no banner, and nothing forgotten", async () => {
    const banner = await pageWith(choiceMade(new Date("2026-05-28T10:00:00Z")));
    expect(banner.hidden).toBe(true);
    expect(localStorage.getItem("cookie-consent-version")).toBe("2");
  });

  it("is asked again six months and a day later, and forgotten so no page acts on it", async () => {
    const banner = await pageWith(choiceMade(new Date("2026-05-25T10:00:00Z")));
    expect(banner.hidden).toBe(false);
    expect(localStorage.getItem("cookie-preferences")).toBeNull();
  });

  it("is asked again when made under an older cookie policy, or before versions existed", async () => {
    expect((await pageWith(choiceMade(new Date("2026-11-01T10:00:00Z"), "1"))).hidden).toBe(false);
    const { "cookie-consent-version": _, ...unversioned } = choiceMade(new Date("2026-11-01T10:00:00Z"));
    expect((await pageWith(unversioned)).hidden).toBe(false);
  });

  it("is ignored, without a script error, when it cannot be read", async () => {
    const stored = { ...choiceMade(new Date("2026-11-01T10:00:00Z")), "cookie-preferences": "{not json" };
    expect((await pageWith(stored)).hidden).toBe(false);
    expect((await pageWith({ ...stored, "cookie-preferences": '{"analytics":"yes"}' })).hidden).toBe(false);
  });

  it("closed without a choice, stays hidden on the next pages of the visit, recording nothing, and returns on a new visit", async () => {
    const banner = await pageWith({});
    banner.querySelector<HTMLButtonElement>('[data-consent-action="dismiss"]')!.click();
    expect(banner.hidden).toBe(true);
    expect(Object.keys(localStorage)).toEqual([]);
    // The next page of the same visit (the tab's session).
    expect((await pageWith({})).hidden).toBe(true);
    expect(Object.keys(localStorage)).toEqual([]);
    // A new visit: a new session.
    sessionStorage.clear();
    expect((await pageWith({})).hidden).toBe(false);
  });
});
