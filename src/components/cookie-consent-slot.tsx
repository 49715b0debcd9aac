import type { CookieConsentData } from "../../client/islands/cookie-consent";
import { Island } from "../render/island";
import { usePage } from "../render/page-context";

/**
 * Where the cookie banner and preferences dialog appear. The server cannot know the visitor's choice,
 * so it renders the island's "loading" state, which is empty (no banner flash for a visitor who has
 * chosen, no layout shift), plus the translated strings. The island wakes "manually": client/consent.ts
 * asks for it only when it is needed, so visitors who have chosen download no React. Without JavaScript there is no banner
 * and nothing is tracked; the footer's cookies link then leads to the policy's cookie section.
 */
export function CookieConsentSlot() {
  const { t, config } = usePage();
  const data: CookieConsentData = {
    privacyHref: "/privacy-policy",
    banner: {
      title: t("consent.banner.title"),
      // Says what accepting sets on this deployment: the beacon when a token is configured, else nothing.
      text: t(config.analytics ? "consent.banner.textWithAnalytics" : "consent.banner.textWithoutAnalytics"),
      learnMore: t("consent.banner.learnMore"),
      learnMoreContext: t("consent.banner.learnMoreContext"),
      acceptAll: t("consent.acceptAll"),
      rejectAll: t("consent.rejectAll"),
      customize: t("consent.customize"),
      close: t("consent.banner.close"),
    },
    dialog: {
      title: t("consent.dialog.title"),
      intro: t("consent.dialog.intro"),
      alwaysOn: t("consent.dialog.alwaysOn"),
      policyLink: t("consent.dialog.policyLink"),
      save: t("consent.dialog.save"),
      cancel: t("consent.dialog.cancel"),
      // The date is only known in the browser: the placeholder survives translation and is filled there.
      givenOn: t("consent.dialog.givenOn", { date: "{date}", until: "{until}" }),
      reset: t("consent.dialog.reset"),
      categories: {
        necessary: {
          name: t("consent.category.necessary.name"),
          description: t("consent.category.necessary.description"),
        },
        analytics: {
          name: t("consent.category.analytics.name"),
          description: t(
            config.analytics
              ? "consent.category.analytics.description"
              : "consent.category.analytics.descriptionInactive",
          ),
        },
        marketing: {
          name: t("consent.category.marketing.name"),
          description: t("consent.category.marketing.description"),
        },
      },
    },
  };
  const { analytics } = config;
  return (
    <>
      <Island name="cookie-consent" when="manual" className="cookie-consent" props={data} />
      {/* Read by client/consent.ts, which loads the beacon only after the visitor accepts analytics. */}
      {analytics ? (
        <div hidden data-web-analytics-token={analytics.token} data-web-analytics-beacon={analytics.beaconUrl} />
      ) : null}
    </>
  );
}
