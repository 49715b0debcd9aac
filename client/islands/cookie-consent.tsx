import { useEffect, useId, useRef, useSyncExternalStore } from "react";
import { CookiePreferencesDialog, type PreferencesDialogText } from "../components/cookie-preferences-dialog";
import type { ConsentController, ConsentState } from "../consent-types";

export interface ConsentBannerText {
  title: string;
  text: string;
  learnMore: string;
  /** Read to screen readers after "En savoir plus", so the link says where it goes. */
  learnMoreContext: string;
  acceptAll: string;
  rejectAll: string;
  customize: string;
  close: string;
}

/** What the server sends (already translated, JSON); see src/components/cookie-consent-slot.tsx. */
export interface CookieConsentData {
  banner: ConsentBannerText;
  dialog: PreferencesDialogText;
  privacyHref: string;
}

export interface CookieConsentProps extends CookieConsentData {
  /** Added in the browser (client/consent.ts owns the state and the storage); absent on the server. */
  consent?: ConsentController;
}

/** The server cannot know the visitor's choice, so it renders this: nothing (spec §4, "loading"). */
const loading: ConsentState = {
  loaded: false,
  given: false,
  preferences: { necessary: true, analytics: false, marketing: false },
  date: null,
  expires: null,
  bannerDismissed: false,
  preferencesOpen: false,
};
const serverSnapshot = () => loading;

/**
 * The cookie banner (first visit) and the preferences dialog. Woken by client/consent.ts only when the
 * visitor has not chosen yet or asks for the dialog; it never runs for a visitor who has chosen.
 */
export default function CookieConsent({ consent, ...text }: CookieConsentProps) {
  // The server renders the "loading" state, which is empty: hydration matches, then the banner shows.
  if (!consent) return null;
  return <ConsentUi consent={consent} {...text} />;
}

function ConsentUi({ banner, dialog, privacyHref, consent }: CookieConsentData & { consent: ConsentController }) {
  const state = useSyncExternalStore(consent.subscribe, consent.getState, serverSnapshot);
  if (!state.loaded) return null;
  const showBanner = !state.given && !state.bannerDismissed;
  return (
    <>
      {showBanner ? <ConsentBanner text={banner} privacyHref={privacyHref} consent={consent} /> : null}
      <CookiePreferencesDialog text={dialog} privacyHref={privacyHref} consent={consent} state={state} />
    </>
  );
}

function ConsentBanner({
  text,
  privacyHref,
  consent,
}: {
  text: ConsentBannerText;
  privacyHref: string;
  consent: ConsentController;
}) {
  const region = useRef<HTMLElement>(null);
  const titleId = useId();

  useEffect(() => {
    const el = region.current;
    if (!el) return;
    // A first visit's keyboard and screen-reader users meet the banner first, unless they have already
    // moved focus somewhere (it appears after the page, which must not steal focus from them).
    if (document.activeElement === null || document.activeElement === document.body) el.focus({ preventScroll: true });
    // Room at the end of the page and above focused elements, so the overlay never hides the last lines
    // or a focused link (WCAG 2.4.11). Set through CSSOM (allowed by the CSP); it shifts nothing.
    const root = document.documentElement;
    const observer = new ResizeObserver(() =>
      root.style.setProperty("--consent-banner-space", `${el.offsetHeight + 16}px`),
    );
    observer.observe(el);
    root.classList.add("has-consent-banner");
    return () => {
      observer.disconnect();
      root.classList.remove("has-consent-banner");
      root.style.removeProperty("--consent-banner-space");
    };
  }, []);

  /** Choosing removes the banner: if focus was in it, it goes on to the page's content, not to nowhere. */
  const leaving = (action: () => void) => () => {
    const hadFocus = region.current?.contains(document.activeElement) ?? false;
    action();
    if (hadFocus) document.getElementById("main")?.focus({ preventScroll: true });
  };

  return (
    <section ref={region} className="consent-banner" aria-labelledby={titleId} tabIndex={-1}>
      <div className="consent-banner-inner">
        <div className="consent-banner-text">
          <h2 id={titleId} className="consent-banner-title">
            {text.title}
          </h2>
          <p>
            {text.text}{" "}
            <a href={privacyHref}>
              {text.learnMore}
              <span className="sr-only"> {text.learnMoreContext}</span>
            </a>
          </p>
        </div>
        <div className="consent-banner-actions">
          <button type="button" className="btn consent-choice" onClick={leaving(consent.rejectAll)}>
            {text.rejectAll}
          </button>
          <button type="button" className="btn consent-choice" onClick={leaving(consent.acceptAll)}>
            {text.acceptAll}
          </button>
          <button type="button" className="btn btn-secondary consent-customize" onClick={consent.openPreferences}>
            {text.customize}
          </button>
        </div>
        <button
          type="button"
          className="consent-banner-close"
          aria-label={text.close}
          onClick={leaving(consent.dismissBanner)}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
    </section>
  );
}
