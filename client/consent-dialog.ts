// The cookie preferences dialog (src/components/cookie-consent.tsx renders it), run as every modal dialog of the
// site is (client/components/modal-dialog.ts): focus held inside, the page behind inert, Escape, "Cancel" or a
// click on the backdrop discard changes, and focus goes back to the opener. It opens on its title, the switches
// set from the stored choice. Loaded by client/consent.ts the first time the visitor asks for it (decision 003).
import { formatDate } from "../src/i18n/format";
import { asLocale } from "../src/i18n/locale-list";
import type { ConsentController, CookieChoice } from "./consent-types";
import { fill } from "./components/fill";
import { closeModal, openModal } from "./components/modal-dialog";
import { byData, readData } from "./dom-contract";

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
  openModal(dialog, { focus: dialog.querySelector<HTMLElement>("h2") });
}

function wire(dialog: HTMLDialogElement, consent: ConsentController): void {
  wired = dialog;
  dialog.addEventListener("click", (event) => {
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
        closeModal(dialog);
        return consent.save(choice);
      }
      case "reset":
        closeModal(dialog);
        return consent.reset();
      case "cancel":
        return closeModal(dialog);
    }
  });
}

function switches(dialog: HTMLDialogElement): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>(byData("consentCategory"))];
}
