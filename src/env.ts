import type { SiteConfig } from "./env-config";
import type { Locale, LocaleSource } from "./i18n/locales";

/** Bindings come from `wrangler types` (worker-configuration.d.ts); these are set by middleware. */
export interface AppEnv {
  /** Read only through src/env-config.ts (`c.get("config")`), never field by field. */
  Bindings: Env & {
    I18N_STRICT?: string;
    BENCH_NO_MEMO?: string;
    /** Tests only: a fixed delay between mail retries instead of the backoff (src/env-config.ts). */
    MAIL_RETRY_DELAY_SECONDS?: string;
  };
  Variables: {
    requestId: string;
    locale: Locale;
    localeSource: LocaleSource;
    config: SiteConfig;
  };
}
