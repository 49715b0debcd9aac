import { usePage } from "../render/page-context";
import { dataProps } from "../../client/dom-contract";

/** Where "En savoir plus" and the dialog's policy link lead (the site's own policy). */
const PRIVACY_HREF = "/privacy-policy";

/**
 * The cookie banner and the preferences dialog, rendered here in full and hidden: the server cannot know the
 * visitor's choice, so client/consent.ts shows the banner only when no valid choice is stored, and opens the
 * dialog (client/consent-dialog.ts, loaded when it is first asked for). No framework: a first visit on a phone
 * pays a few KB of plain script for it (decision 003). Without JavaScript there is no banner and nothing is
 * tracked; the footer's cookies link then leads to the policy's cookie section.
 */
export function CookieConsent() {
  const { t, config } = usePage();
  const { analytics } = config;
  const categories = [
    { key: "necessary", locked: true, description: t("consent.category.necessary.description") },
    {
      key: "analytics",
      locked: false,
      // Says what accepting sets on this deployment: the beacon when a token is configured, else nothing.
      description: t(
        analytics ? "consent.category.analytics.description" : "consent.category.analytics.descriptionInactive",
      ),
    },
    { key: "marketing", locked: false, description: t("consent.category.marketing.description") },
  ] as const;
  return (
    <>
      <section
        className="consent-banner"
        aria-labelledby="consent-banner-title"
        tabIndex={-1}
        hidden
        {...dataProps({ consentBanner: "" })}
      >
        <div className="consent-banner-inner">
          <div className="consent-banner-text">
            <h2 id="consent-banner-title" className="consent-banner-title">
              {t("consent.banner.title")}
            </h2>
            <p>
              {t(analytics ? "consent.banner.textWithAnalytics" : "consent.banner.textWithoutAnalytics")}{" "}
              <a href={PRIVACY_HREF}>
                {t("consent.banner.learnMore")}
                <span className="sr-only"> {t("consent.banner.learnMoreContext")}</span>
              </a>
            </p>
          </div>
          <div className="consent-banner-actions">
            <button type="button" className="btn consent-choice" {...dataProps({ consentAction: "reject" })}>
              {t("consent.rejectAll")}
            </button>
            <button type="button" className="btn consent-choice" {...dataProps({ consentAction: "accept" })}>
              {t("consent.acceptAll")}
            </button>
            <button
              type="button"
              className="btn btn-secondary consent-customize"
              {...dataProps({ consentAction: "customize" })}
            >
              {t("consent.customize")}
            </button>
          </div>
          <button
            type="button"
            className="consent-banner-close"
            aria-label={t("consent.banner.close")}
            {...dataProps({ consentAction: "dismiss" })}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
      </section>
      <dialog
        className="consent-dialog"
        aria-labelledby="consent-dialog-title"
        aria-describedby="consent-dialog-intro"
        {...dataProps({ consentDialog: "" })}
      >
        <div className="consent-dialog-head">
          <h2 id="consent-dialog-title" tabIndex={-1}>
            {t("consent.dialog.title")}
          </h2>
        </div>
        <div className="consent-dialog-body">
          <p id="consent-dialog-intro">{t("consent.dialog.intro")}</p>
          <ul className="consent-categories">
            {categories.map(({ key, locked, description }) => (
              <li key={key} className="consent-category">
                <div>
                  <h3 id={`consent-${key}-name`} className="consent-category-name">
                    {t(`consent.category.${key}.name`)}
                    {locked ? <span className="consent-always-on">{t("consent.dialog.alwaysOn")}</span> : null}
                  </h3>
                  <p id={`consent-${key}-description`}>{description}</p>
                </div>
                <button
                  type="button"
                  role="switch"
                  className="consent-switch"
                  aria-checked={locked}
                  aria-labelledby={`consent-${key}-name`}
                  aria-describedby={`consent-${key}-description`}
                  disabled={locked}
                  {...dataProps({ consentCategory: locked ? undefined : key })}
                >
                  <span className="consent-switch-thumb" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
          <p className="consent-policy-link">
            <a href={PRIVACY_HREF}>{t("consent.dialog.policyLink")}</a>
          </p>
          {/* The dates are only known in the browser: the placeholders survive translation and are filled there. */}
          <p className="consent-given" hidden>
            <span {...dataProps({ consentGiven: t("consent.dialog.givenOn", { date: "{date}", until: "{until}" }) })} />{" "}
            <button type="button" className="link-button consent-reset" {...dataProps({ consentAction: "reset" })}>
              {t("consent.dialog.reset")}
            </button>
          </p>
        </div>
        <div className="consent-dialog-actions">
          <button type="button" className="btn btn-secondary" {...dataProps({ consentAction: "cancel" })}>
            {t("consent.dialog.cancel")}
          </button>
          <button type="button" className="btn btn-primary" {...dataProps({ consentAction: "save" })}>
            {t("consent.dialog.save")}
          </button>
        </div>
      </dialog>
      {/* Read by client/consent.ts, which loads the beacon only after the visitor accepts analytics. */}
      {analytics ? (
        <div hidden {...dataProps({ webAnalyticsToken: analytics.token, webAnalyticsBeacon: analytics.beaconUrl })} />
      ) : null}
    </>
  );
}
