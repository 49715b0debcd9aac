// The Worker's configuration: every `[vars]` value and secret it reads, checked by one zod/mini schema once
// per isolate (src/config/read.ts). A bad value is never replaced by a fictional one: each field says
// what the site does without it (decision 030), and one log line names every bad field.
import * as z from "zod/mini";

/**
 * Shorter than this, or with fewer distinct characters than a random generator gives (a 32-character hex
 * string has about 14), ADMIN_TOKEN is treated as not set: about 128 bits, so online guessing is hopeless
 * (docs/security.md v3-L7). `openssl rand -base64 32` makes one.
 */
const MIN_TOKEN_LENGTH = 32;
const MIN_TOKEN_DISTINCT = 10;
/**
 * Tokens published in the repository's history (.dev.vars.example): anyone can read them, so none opens the
 * inbox anywhere (docs/security.md v4-I9). `npm start` writes a random token into .dev.vars instead.
 */
const PUBLISHED_TOKENS: readonly string[] = [
  "local-dev-9Qx2LrT7vKp4Wm8ZsN3cYh6Fj0Bd5Ge1",
  "local-dev-admin-token-change-me",
  "replace-me-npm-start-writes-a-random-token",
];

/** Cloudflare Web Analytics: the beacon script and the host it reports to (both allowed by the CSP only when on). */
const WEB_ANALYTICS_BEACON = "https://static.cloudflareinsights.com/beacon.min.js";
const WEB_ANALYTICS_REPORT_ORIGIN = "https://cloudflareinsights.com";

/**
 * The content editor's Git host when no other is set: GitHub's OAuth endpoints (decision 083). Tests point the
 * two URLs at a stand-in of their own.
 */
const GITHUB_AUTHORIZE_URL = "https://github.com/login/oauth/authorize";
const GITHUB_TOKEN_URL = "https://github.com/login/oauth/access_token";
/** A GitHub OAuth app's client secret: 40 hex characters today; shorter than this is surely a mistake. */
const MIN_CLIENT_SECRET_LENGTH = 20;

/**
 * Every variable the Worker reads, by its name in `wrangler.toml` / `.dev.vars`. Values arrive as strings;
 * blank counts as not set (wrangler writes `""` for a value left empty). Built when the env is first read,
 * not when an isolate starts (decision 087).
 */
function makeEnvSchema() {
  const httpUrl = z.url({ protocol: /^https?$/, error: "is not an http(s) URL" });
  const httpsUrl = z.url({ protocol: /^https$/, error: "is not an https URL" });
  const email = z.email({ error: "is not an e-mail address" });
  return z.object({
    /** Canonical, hreflang, Open Graph and JSON-LD URLs, and the links in staff e-mails. */
    SITE_ORIGIN: z.pipe(
      httpUrl,
      z.transform((url) => new URL(url).origin),
    ),
    /** Where the legacy `/author/admin/` redirect goes; unset: it answers 404 rather than guess an address. */
    MAIN_SITE_URL: httpUrl,
    /** Where the legacy `/webgl/gas/` redirect goes; unset: it answers 404. */
    GAME_BUILD_URL: httpUrl,
    /** The careers page's third-party job-offers script; unset: the page shows how to apply by e-mail. */
    CAREERS_WIDGET_URL: httpsUrl,
    /** Sender of staff e-mails: an address on the site's domain (Email Routing). */
    MAIL_FROM: email,
    /** Staff address that receives contact messages (verified in Email Routing). */
    MAIL_TO: email,
    /** Secret: opens /admin and /api/admin/*. */
    ADMIN_TOKEN: z.string().check(
      z.refine(
        (token) => !PUBLISHED_TOKENS.includes(token),
        "is the example token published in .dev.vars.example, which anyone can read: generate one with `openssl rand -base64 32`",
      ),
      z.minLength(MIN_TOKEN_LENGTH, `is shorter than ${MIN_TOKEN_LENGTH} characters`),
      z.refine(
        (token) => new Set(token).size >= MIN_TOKEN_DISTINCT,
        `does not look random (fewer than ${MIN_TOKEN_DISTINCT} different characters): use \`openssl rand -base64 32\``,
      ),
    ),
    /** Cloudflare Access team: "team", "team.cloudflareaccess.com" or its https:// URL. */
    ACCESS_TEAM_DOMAIN: z.pipe(
      z
        .string()
        .check(z.regex(/^(https?:\/\/)?[a-z0-9-]+(\.[a-z0-9-]+)*\/*$/i, "is not an Access team name or domain")),
      z.transform((team) => {
        const host = team.replace(/^https?:\/\//i, "").replace(/\/+$/, "");
        return `https://${host.includes(".") ? host : `${host}.cloudflareaccess.com`}`;
      }),
    ),
    /** Cloudflare Access application audience tag. */
    ACCESS_AUD: z.string().check(z.regex(/^[A-Za-z0-9_-]+$/, "is not an Access audience tag")),
    /** Cloudflare Web Analytics site token; unset: no analytics beacon, whatever the visitor accepts. */
    WEB_ANALYTICS_TOKEN: z.string().check(z.regex(/^[A-Za-z0-9_-]{16,128}$/, "is not a Web Analytics site token")),
    /** The content editor's repository on GitHub, "owner/name" (decision 083); unset: the editor is off. */
    EDITOR_REPO: z
      .string()
      .check(
        z.refine(
          (repo) => /^[A-Za-z0-9][A-Za-z0-9-]{0,38}\/[A-Za-z0-9._-]{1,100}$/.test(repo) && !/\/\.{1,2}$/.test(repo),
          'is not a GitHub repository ("owner/name")',
        ),
      ),
    /** The branch the editor reads and commits to; unset: "main". */
    EDITOR_BRANCH: z
      .string()
      .check(
        z.refine(
          (branch) => /^[A-Za-z0-9._/-]{1,200}$/.test(branch) && !/^[-/.]|\/\/|\.\.|\/\.|\.lock$|[/.]$/.test(branch),
          "is not a Git branch name",
        ),
      ),
    /** The GitHub OAuth app's client id (public: it is sent to the browser in the authorize URL). */
    EDITOR_OAUTH_CLIENT_ID: z.string().check(z.regex(/^[A-Za-z0-9._-]{8,100}$/, "is not an OAuth client id")),
    /** Secret: the OAuth app's client secret, sent only to the token URL. */
    EDITOR_OAUTH_CLIENT_SECRET: z
      .string()
      .check(
        z.minLength(MIN_CLIENT_SECRET_LENGTH, `is shorter than ${MIN_CLIENT_SECRET_LENGTH} characters`),
        z.regex(/^[\x21-\x7e]+$/, "has spaces or characters an OAuth client secret does not have"),
      ),
    /**
     * The staff host, "staff.your-domain.fr" (docs/security.md v4-M1, v5-M2): the console, its API and the content
     * editor are served there and nowhere else, an origin of their own where no public page and no third-party
     * script is ever served. Unset: beside the site (local only; the preflight refuses a deployment without it).
     */
    STAFF_HOST: z.pipe(
      z
        .string()
        .check(
          z.regex(
            /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/i,
            "is not a host name",
          ),
        ),
      z.transform((host) => host.toLowerCase()),
    ),
    /** Where staff are sent to log in to the Git host; unset: GitHub's. */
    EDITOR_OAUTH_AUTHORIZE_URL: httpsUrl,
    /** Where the Worker exchanges the login's code for a token; unset: GitHub's. */
    EDITOR_OAUTH_TOKEN_URL: httpsUrl,
    /**
     * A draft's Worker Preview ([env.preview]): every answer says `X-Robots-Tag: noindex`, so no preview of the
     * site is ever indexed beside it (decision 100).
     */
    NOINDEX: z.literal("1", { error: 'is neither "1" nor empty' }),
    /** Tests: the test locale (decision 038) is served at ?lang=en-XA. */
    PSEUDO_LOCALE: z.literal("1", { error: 'is neither "1" nor empty' }),
    /** Tests only, never deployed: every page rendered afresh, without the page memo (decision 012). */
    NO_PAGE_MEMO: z.literal("1", { error: 'is neither "1" nor empty' }),
    /** Tests only, never deployed: a fixed delay between mail tries instead of the backoff (decision 105). */
    MAIL_RETRY_DELAY_SECONDS: z.pipe(
      z.string().check(z.regex(/^\d{1,4}$/, "is not a whole number of seconds")),
      z.transform(Number),
    ),
    /**
     * Tests only, never deployed: the rate limits count with the tests' stand-in, no time window, and a
     * `test-client` cookie names a client (src/security/rate-limit.ts, decision 105).
     */
    TEST_RATE_LIMITS: z.literal("1", { error: 'is neither "1" nor empty' }),
  });
}

type EnvSchema = ReturnType<typeof makeEnvSchema>;
let envSchema: EnvSchema | undefined;

export type EnvName = keyof EnvSchema["shape"];
type EnvValues = { [K in EnvName]: z.output<EnvSchema["shape"][K]> | null };

/**
 * For tests only: `npm run preflight` refuses a deployment that sets any of them.
 * @public read by scripts/preflight.mjs through importSource, which knip cannot follow.
 */
export const TEST_ONLY: readonly EnvName[] = [
  "PSEUDO_LOCALE",
  "NO_PAGE_MEMO",
  "MAIL_RETRY_DELAY_SECONDS",
  "TEST_RATE_LIMITS",
];

/**
 * Secrets: set with `wrangler secret put` (locally in .dev.vars), never in wrangler.toml; `npm run preflight`
 * refuses one written in [vars].
 * @public read by scripts/preflight.mjs through importSource, which knip cannot follow.
 */
export const SECRETS: readonly EnvName[] = ["ADMIN_TOKEN", "EDITOR_OAUTH_CLIENT_SECRET"];

/** Without these the site still answers, but something a visitor or staff relies on is missing. */
const REQUIRED: readonly EnvName[] = ["SITE_ORIGIN", "MAIN_SITE_URL", "GAME_BUILD_URL", "MAIL_FROM", "MAIL_TO"];

/** One bad variable, as the log line and the queue consumer's `lastError` state it: "MAIL_TO is not set". */
export interface ConfigProblem {
  field: EnvName;
  problem: string;
}

/**
 * The editor's settings without which it cannot log anyone in: set all three or none (decision 083). The
 * branch and the provider's URLs have defaults.
 */
export const EDITOR_REQUIRED: readonly EnvName[] = [
  "EDITOR_REPO",
  "EDITOR_OAUTH_CLIENT_ID",
  "EDITOR_OAUTH_CLIENT_SECRET",
];

/** The checked configuration. `null` means "not set or not usable": what that does is said by each field above. */
export type WorkerConfig = ReturnType<typeof toConfig>;
/** The content editor's Git backend and the OAuth app staff log in with (src/routes/editor.ts). */
export type EditorSettings = NonNullable<WorkerConfig["editor"]>;
export type AccessSettings = NonNullable<WorkerConfig["staff"]["access"]>;
/** The staff e-mail's settings: sender, staff address, the site's origin and the console's address. */
export type MailSettings = NonNullable<WorkerConfig["mail"]>;

/**
 * What a request sees: the same, with an origin always set (SITE_ORIGIN, or the request's own). When it is
 * the request's own, `originFromRequest` says so: what is rendered with it belongs to that request alone and
 * is never memoised for the next visitor, whose Host may differ (docs/security.md v2-L6).
 */
export type SiteConfig = Omit<WorkerConfig, "origin"> & { origin: string; originFromRequest: boolean };

const blank = (value: unknown) => value === undefined || value === null || (typeof value === "string" && !value.trim());

/** Reads every field on its own, so one bad value costs only what depends on it. */
export function parseEnv(env: Partial<Record<EnvName, unknown>>): WorkerConfig {
  const values = {} as Record<EnvName, unknown>;
  const problems: ConfigProblem[] = [];
  const { shape } = (envSchema ??= makeEnvSchema());
  for (const field of Object.keys(shape) as EnvName[]) {
    const raw = env[field];
    values[field] = null;
    if (blank(raw)) {
      if (REQUIRED.includes(field)) problems.push({ field, problem: "is not set" });
      continue;
    }
    const result = z.safeParse(shape[field], typeof raw === "string" ? raw.trim() : raw);
    if (result.success) values[field] = result.data;
    else problems.push({ field, problem: result.error.issues[0]?.message ?? "is not valid" });
  }
  return toConfig(values as EnvValues, problems);
}

function toConfig(v: EnvValues, problems: ConfigProblem[]) {
  // Access needs both halves; one alone is a mistake worth naming, not a silent "off".
  const access =
    v.ACCESS_TEAM_DOMAIN && v.ACCESS_AUD
      ? {
          issuer: v.ACCESS_TEAM_DOMAIN,
          certsUrl: `${v.ACCESS_TEAM_DOMAIN}/cdn-cgi/access/certs`,
          audience: v.ACCESS_AUD,
        }
      : null;
  if (!access && (v.ACCESS_TEAM_DOMAIN || v.ACCESS_AUD)) {
    const missing: EnvName = v.ACCESS_AUD ? "ACCESS_TEAM_DOMAIN" : "ACCESS_AUD";
    if (!problems.some((p) => p.field === missing)) problems.push({ field: missing, problem: "is not set" });
  }
  // The editor needs its three settings together; some without the others is named, as Access's halves are.
  // A bad branch or provider URL turns it off too, rather than falling back to the default (decision 030).
  const editorBad = problems.some((p) => p.field.startsWith("EDITOR_"));
  const editor =
    v.EDITOR_REPO && v.EDITOR_OAUTH_CLIENT_ID && v.EDITOR_OAUTH_CLIENT_SECRET && !editorBad
      ? {
          /** "owner/name" on GitHub. */
          repo: v.EDITOR_REPO,
          branch: v.EDITOR_BRANCH ?? "main",
          clientId: v.EDITOR_OAUTH_CLIENT_ID,
          clientSecret: v.EDITOR_OAUTH_CLIENT_SECRET,
          authorizeUrl: v.EDITOR_OAUTH_AUTHORIZE_URL ?? GITHUB_AUTHORIZE_URL,
          tokenUrl: v.EDITOR_OAUTH_TOKEN_URL ?? GITHUB_TOKEN_URL,
        }
      : null;
  if (!editor && (editorBad || EDITOR_REQUIRED.some((field) => v[field] !== null))) {
    for (const field of EDITOR_REQUIRED) {
      if (v[field] === null && !problems.some((p) => p.field === field))
        problems.push({ field, problem: "is not set" });
    }
  }
  return {
    /** https://host, no trailing slash; null: pages use the origin the request came to. */
    origin: v.SITE_ORIGIN,
    mainSiteUrl: v.MAIN_SITE_URL,
    gameBuildUrl: v.GAME_BUILD_URL,
    careersWidgetUrl: v.CAREERS_WIDGET_URL,
    mail:
      v.MAIL_FROM && v.MAIL_TO && v.SITE_ORIGIN
        ? {
            from: v.MAIL_FROM,
            to: v.MAIL_TO,
            origin: v.SITE_ORIGIN,
            /** The console the e-mail links to: on the staff host when there is one (docs/security.md v5-M2). */
            inbox: `${v.STAFF_HOST ? `https://${v.STAFF_HOST}` : v.SITE_ORIGIN}/admin`,
          }
        : null,
    staff: { adminToken: v.ADMIN_TOKEN, access, host: v.STAFF_HOST },
    editor,
    analytics: v.WEB_ANALYTICS_TOKEN
      ? { token: v.WEB_ANALYTICS_TOKEN, beaconUrl: WEB_ANALYTICS_BEACON, reportOrigin: WEB_ANALYTICS_REPORT_ORIGIN }
      : null,
    noindex: v.NOINDEX === "1",
    pseudoLocale: v.PSEUDO_LOCALE === "1",
    noPageMemo: v.NO_PAGE_MEMO === "1",
    mailRetryDelaySeconds: v.MAIL_RETRY_DELAY_SECONDS,
    testRateLimits: v.TEST_RATE_LIMITS === "1",
    problems: problems as readonly ConfigProblem[],
  };
}

/** The configuration a request renders with: without a usable SITE_ORIGIN, the address it came to. */
export function requestConfig(config: WorkerConfig, requestUrl: string): SiteConfig {
  return config.origin
    ? { ...config, origin: config.origin, originFromRequest: false }
    : { ...config, origin: new URL(requestUrl).origin, originFromRequest: true };
}

/**
 * What the queue consumer mails with. Throws the reason when it cannot mail: the message stays stored and
 * its `lastError` says what to fix, rather than mail going to a guessed address.
 */
export function mailSettings(config: WorkerConfig): MailSettings {
  if (config.mail) return config.mail;
  const mailFields: EnvName[] = ["MAIL_TO", "MAIL_FROM", "SITE_ORIGIN"];
  const reasons = config.problems.filter((p) => mailFields.includes(p.field)).map(describe);
  throw new Error(reasons.join("; ") || "mail is not configured");
}

/** "MAIL_TO is not set": how a problem reads in the log and in a message's `lastError`. */
export function describe({ field, problem }: ConfigProblem): string {
  return `${field} ${problem}`;
}
