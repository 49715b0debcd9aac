import { useEffect, useId, useRef, useState } from "react";
import { fill } from "./fill";
import { formatDate as formatSiteDate } from "../../src/i18n/format";
import { useDialogEvents } from "./use-dialog-events";
import type { ConsentController, ConsentState, CookieChoice } from "../consent-types";

interface CategoryText {
  name: string;
  description: string;
}

export interface PreferencesDialogText {
  title: string;
  intro: string;
  alwaysOn: string;
  policyLink: string;
  save: string;
  cancel: string;
  /** "… {date} … {until}." — when the stored choice was made, and when the banner will ask again. */
  givenOn: string;
  reset: string;
  categories: { necessary: CategoryText; analytics: CategoryText; marketing: CategoryText };
}

interface DialogProps {
  text: PreferencesDialogText;
  privacyHref: string;
  consent: ConsentController;
  state: ConsentState;
}

/**
 * The cookie preferences dialog (docs/product.md §2.16): a native modal <dialog>, so focus is held inside and the page
 * behind is inert; it opens on the title, Escape or "Cancel" closes it, and focus goes back to the opener.
 */
export function CookiePreferencesDialog({ text, privacyHref, consent, state }: DialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const introId = useId();
  const open = state.preferencesOpen;

  // The switches start from the stored choice each time the dialog opens; "Cancel" discards changes.
  const stored = (): CookieChoice => ({
    analytics: state.preferences.analytics,
    marketing: state.preferences.marketing,
  });
  const [choice, setChoice] = useState<CookieChoice>(stored);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setChoice(stored());
  }

  // Kept in step with `open` after every render, not only when `open` changes: Escape closes the <dialog>
  // before the state hears of it, and a reopen pressed at once can be batched with that close, so `open`
  // never changes while the element did.
  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (open && !el.open) {
      opener.current ??= document.activeElement instanceof HTMLElement ? document.activeElement : document.body;
      el.showModal();
      title.current?.focus();
    } else if (!open && opener.current) {
      if (el.open) el.close();
      const back = opener.current;
      opener.current = null;
      // The opener may be gone (the banner disappears once a choice is saved): then on to the content.
      if (back.isConnected && back !== document.body) back.focus();
      else document.getElementById("main")?.focus({ preventScroll: true });
    }
  });

  useDialogEvents(dialog, { onBackdrop: () => consent.closePreferences() });

  const toggle = (key: keyof CookieChoice) => () => setChoice((current) => ({ ...current, [key]: !current[key] }));

  return (
    <dialog
      ref={dialog}
      className="consent-dialog"
      aria-labelledby={titleId}
      aria-describedby={introId}
      // Escape is a "Cancel", told to the state at once: the browser's `close` event comes a task later, when
      // a reopen pressed straight after may already have opened the dialog again.
      onCancel={() => consent.closePreferences()}
      // Any other way the browser closes it is a "Cancel" too, unless the dialog is open again by then.
      onClose={() => !dialog.current?.open && consent.getState().preferencesOpen && consent.closePreferences()}
    >
      <header className="consent-dialog-head">
        <h2 id={titleId} ref={title} tabIndex={-1}>
          {text.title}
        </h2>
      </header>
      <div className="consent-dialog-body">
        <p id={introId}>{text.intro}</p>
        <ul className="consent-categories">
          <Category text={text.categories.necessary} checked locked lockedLabel={text.alwaysOn} />
          <Category text={text.categories.analytics} checked={choice.analytics} onToggle={toggle("analytics")} />
          <Category text={text.categories.marketing} checked={choice.marketing} onToggle={toggle("marketing")} />
        </ul>
        <p className="consent-policy-link">
          <a href={privacyHref}>{text.policyLink}</a>
        </p>
        {state.given && state.date && state.expires ? (
          <p className="consent-given">
            {fill(text.givenOn, { date: formatDate(state.date), until: formatDate(state.expires) })}{" "}
            <button type="button" className="link-button consent-reset" onClick={consent.reset}>
              {text.reset}
            </button>
          </p>
        ) : null}
      </div>
      <footer className="consent-dialog-actions">
        <button type="button" className="btn btn-secondary" onClick={consent.closePreferences}>
          {text.cancel}
        </button>
        <button type="button" className="btn btn-primary" onClick={() => consent.save(choice)}>
          {text.save}
        </button>
      </footer>
    </dialog>
  );
}

/** One category: its name and purpose, and a switch (necessary: always on, cannot be changed). */
function Category({
  text,
  checked,
  locked = false,
  lockedLabel,
  onToggle,
}: {
  text: CategoryText;
  checked: boolean;
  locked?: boolean;
  lockedLabel?: string;
  onToggle?: () => void;
}) {
  const nameId = useId();
  const descriptionId = useId();
  return (
    <li className="consent-category">
      <div>
        <h3 id={nameId} className="consent-category-name">
          {text.name}
          {locked ? <span className="consent-always-on">{lockedLabel}</span> : null}
        </h3>
        <p id={descriptionId}>{text.description}</p>
      </div>
      <button
        type="button"
        role="switch"
        className="consent-switch"
        aria-checked={checked}
        aria-labelledby={nameId}
        aria-describedby={descriptionId}
        disabled={locked}
        onClick={onToggle}
      >
        <span className="consent-switch-thumb" aria-hidden="true" />
      </button>
    </li>
  );
}

/** A date of the stored choice, in the page's language, through the site's one date formatter. */
function formatDate(iso: string): string {
  return formatSiteDate(document.documentElement.lang === "en" ? "en" : "fr", new Date(iso));
}
