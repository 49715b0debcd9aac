import type { SiteConfig } from "./config/schema";
import type { Locale } from "./i18n/locale-list";
import type { LocaleSource } from "./i18n/locales";

/**
 * The site's Hono context. Bindings come from `wrangler types` (worker-configuration.d.ts); variables are set by
 * middleware.
 */
export interface AppEnv {
  /**
   * Never read configuration from these field by field: use `readConfig(env)` (src/config/read.ts, parsed once
   * per isolate) or, in a request, `c.get("config")` (the same, with the request's origin filled in).
   */
  Bindings: Env & {
    /** Tests only: the test locale (decision 038). */
    PSEUDO_LOCALE?: string;
    NO_PAGE_MEMO?: string;
    /** Tests only: a fixed delay between mail retries instead of the backoff (src/config/schema.ts). */
    MAIL_RETRY_DELAY_SECONDS?: string;
    /** Tests only: the rate limits' stand-in (src/security/rate-limit.ts, decision 105). */
    TEST_RATE_LIMITS?: string;
  };
  Variables: {
    requestId: string;
    locale: Locale;
    localeSource: LocaleSource;
    config: SiteConfig;
  };
}

/** The staff side's context: who made the request, for the audit trail. */
export interface StaffEnv {
  Bindings: AppEnv["Bindings"];
  Variables: AppEnv["Variables"] & {
    /**
     * The Cloudflare Access identity (its e-mail) when Access admitted the request, else "token". Optional
     * only so the staff context still fits where the site's context is expected (rendering, logging).
     */
    staff?: string;
  };
}
