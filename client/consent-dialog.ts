// The cookie preferences dialog (src/components/cookie-consent.tsx renders it): a native modal <dialog>, so
// focus is held inside and the page behind is inert. It opens on its title, the switches start from the stored
// choice, Escape, "Cancel" or a click on the backdrop discard changes, and focus goes back to the opener.
// Loaded by client/consent.ts the first time the visitor asks for it (decision 035).
import { formatDate } from "../src/i18n/format";
import { asLocale } from "../src/i18n/locale-list";
import type { ConsentController, CookieChoice } from "./consent-types";
import { fill } from "./components/fill";
import { byData, ids, readData } from "./dom-contract";

let opener: HTMLElement | null = null;
let wired: HTMLDialogElement | null = null;

/** Opens the dialog (again), its switches set from the stored choice. */
export function openConsentDialog(consent: ConsentController): void {
  const dialog = document.querySelector<HTMLDialogElement>(byData("consentDialog"));
  if (!dialog || dialog.open) return;
  if (wired !== dialog) wire(dialog, consent);
  const stored = consent.stored();
  const choice: CookieChoice = stored?.choice ?? { analytics: false, marketing: false };
  for (const toggle of switches(dialog)) {
    const key = readData(toggle, "consentCategory");
    if (key) toggle.setAttribute("aria-checked", String(choice[key]));
  }
  const given = dialog.querySelector<HTMLElement>(byData("consentGiven"));
  if (given?.parentElement) {
    given.parentElement.hidden = !stored;
    if (stored) {
      const locale = asLocale(document.documentElement.lang);
      given.textContent = fill(readData(given, "consentGiven") ?? "", {
        date: formatDate(locale, new Date(stored.date)),
        until: formatDate(locale, new Date(stored.expires)),
      });
    }
  }
  opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  dialog.showModal();
  dialog.querySelector<HTMLElement>("h2")?.focus();
}

function wire(dialog: HTMLDialogElement, consent: ConsentController): void {
  wired = dialog;
  dialog.addEventListener("click", (event) => {
    // A click on the dialog box itself, which its content fills, is a click on the backdrop.
    if (event.target === dialog) return close(dialog);
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>("button") : null;
    if (!target) return;
    const category = readData(target, "consentCategory");
    if (category) {
      target.setAttribute("aria-checked", String(target.getAttribute("aria-checked") !== "true"));
      return;
    }
    switch (readData(target, "consentAction")) {
      case "save": {
        const choice = { analytics: false, marketing: false };
        for (const toggle of switches(dialog)) {
          const key = readData(toggle, "consentCategory");
          if (key) choice[key] = toggle.getAttribute("aria-checked") === "true";
        }
        close(dialog);
        return consent.save(choice);
      }
      case "reset":
        close(dialog);
        return consent.reset();
      case "cancel":
        return close(dialog);
    }
  });
  // Escape: closed here at once, so a reopen pressed straight after finds the dialog shut (the browser's own
  // close would come a task later).
  dialog.addEventListener("cancel", (event) => {
    event.preventDefault();
    close(dialog);
  });
}

function switches(dialog: HTMLDialogElement): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>(byData("consentCategory"))];
}

function close(dialog: HTMLDialogElement): void {
  if (!dialog.open) return;
  dialog.close();
  const back = opener;
  opener = null;
  // The opener may be gone (the banner hides once a choice is saved): then on to the content.
  if (back && back.isConnected && back !== document.body && back.checkVisibility()) back.focus();
  else document.getElementById(ids.main)?.focus({ preventScroll: true });
}
