import { Hono, type Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { StaffEnv } from "../app-env";
import { describe, EDITOR_REQUIRED, SECRETS, type EditorSettings } from "../config/schema";
import { defaultLocale, type Locale } from "../i18n/locale-list";
import { getTranslator } from "../i18n/translator";
import { requestLog, type RequestLog } from "../log";
import { editorLoginPage, editorOffPage, type EditorLogin, type MissingSetting } from "../pages/editor-pages";
import { issueState, OAUTH_STATE_MAX_AGE_SECONDS, spendState } from "../security/oauth-state";
import { sameSecret } from "../security/same-secret";

/**
 * The content editor in production (decision 083): Decap CMS's files, its configuration and
 * the OAuth login with the Git host, all under /admin/editor/ and so behind the staff gate that src/routes/admin.tsx
 * puts in front of /admin/* (ADMIN_TOKEN or Cloudflare Access). wrangler.toml's `run_worker_first` sends
 * /admin/* to the Worker before the static assets, so the editor's built files are only ever served from here.
 * Every answer is `no-store` and `noindex` (the gate's); the CSP and opener policy are src/security/headers.ts's.
 */
export const editor = new Hono<StaffEnv>();

/** The content editor's paths: its page, files, configuration and OAuth login, on the staff host. */
const BASE = "/admin/editor";
/** Decap's external-OAuth endpoint, relative to `base_url` (its `auth_endpoint` setting). */
const AUTH_PATH = `${BASE}/auth`;
const CALLBACK_PATH = `${BASE}/callback`;

/** The only backend the Worker logs in to (Decap's `github` backend). */
const PROVIDER = "github";
/**
 * The scopes Decap's github backend asks for: `repo`, `public_repo` with open authoring, or the config's
 * `auth_scope` (node_modules/decap-cms-backend-github/src/AuthenticationPage.js, handleLogin).
 */
const SCOPES: ReadonlySet<string> = new Set(["repo", "public_repo", "repo,user", "public_repo,user"]);

/**
 * The login's `state` (decision 083, docs/security.md v4-L4): signed, expiring and spent once
 * (src/security/oauth-state.ts), and kept in a cookie as well, so a login finishes only in the browser that
 * started it. `__Host-`: Secure, this host only (the browser refuses one a sibling host sets), Path=/; SameSite=Lax: still
 * sent when the Git host sends staff back (a top-level GET from another site); HttpOnly: no script reads it.
 */
const STATE_COOKIE = "editor-oauth-state";
/** How long the Worker waits for the token endpoint. */
const TOKEN_TIMEOUT_MS = 10_000;

/** Staff read the studio's language unless they asked for another (as in the console: src/routes/admin/console.tsx). */
function staffLocale(c: Context<StaffEnv>): Locale {
  return c.get("localeSource") === "header" ? defaultLocale : c.get("locale");
}

// Decap reads `config.yml` beside its page: the page's address must end with "/".
editor.get(BASE, (c) => c.redirect(`${BASE}/`, 301));

/**
 * The backend half of Decap's configuration, written from the configuration schema (src/config/schema.ts): the
 * repository and branch, and its external-OAuth settings, `base_url` + `auth_endpoint`, which make Decap open
 * its login popup on this Worker. The editor's page carries the collections and merges this file into them.
 */
editor.get(`${BASE}/config.yml`, (c) => {
  const settings = c.get("config").editor;
  if (!settings) return notConnected(c);
  return c.body(configYaml(settings, editorOrigin(c), c.get("config").origin), 200, {
    "Content-Type": "text/yaml; charset=utf-8",
  });
});

/** The editor's own origin (https://STAFF_HOST), or the site's when it is served beside it (local). */
function editorOrigin(c: Context<StaffEnv>): string {
  const host = c.get("config").staff.host;
  return host ? `https://${host}` : c.get("config").origin;
}

function configYaml(settings: EditorSettings, origin: string, site: string): string {
  // JSON strings are YAML double-quoted scalars: each value is written quoted and escaped.
  const q = (value: string) => JSON.stringify(value);
  return [
    "# Written by the Worker from its configuration (src/routes/editor.ts, decision 083).",
    "backend:",
    `  name: ${PROVIDER}`,
    `  repo: ${q(settings.repo)}`,
    `  branch: ${q(settings.branch)}`,
    `  base_url: ${q(origin)}`,
    `  auth_endpoint: ${q(AUTH_PATH.slice(1))}`,
    `site_url: ${q(site)}`,
    "",
  ].join("\n");
}

/**
 * Step 1 of the login, in the popup Decap opens at `<base_url>/<auth_endpoint>?provider=github&site_id=…&scope=…`
 * (node_modules/decap-cms-lib-auth/src/netlify-auth.js, authenticate): off to the Git host's authorize page with
 * a fresh `state`.
 */
editor.get(AUTH_PATH, async (c) => {
  const settings = c.get("config").editor;
  if (!settings) return notConnected(c);
  if ((c.req.query("provider") ?? PROVIDER) !== PROVIDER) return c.text("Unknown provider", 400);
  const scope = c.req.query("scope") ?? "repo";
  if (!SCOPES.has(scope)) return c.text("Unknown scope", 400);
  const state = await issueState(c.env.DB, settings.clientSecret, Date.now());
  setCookie(c, STATE_COOKIE, state, {
    prefix: "host",
    path: "/",
    httpOnly: true,
    sameSite: "Lax",
    maxAge: OAUTH_STATE_MAX_AGE_SECONDS,
  });
  const authorize = new URL(settings.authorizeUrl);
  authorize.searchParams.set("client_id", settings.clientId);
  authorize.searchParams.set("redirect_uri", callbackUrl(c));
  authorize.searchParams.set("scope", scope);
  authorize.searchParams.set("state", state);
  return c.redirect(authorize.toString(), 302);
});

/**
 * Step 2: the Git host sends staff back with `code` and `state`. The state must be the cookie's (compared in
 * constant time) before anything else; then the code is exchanged for a token, server to server, with the
 * client secret, and the popup's page hands the token to the editor. Neither code nor token is ever logged.
 */
editor.get(CALLBACK_PATH, async (c) => {
  const settings = c.get("config").editor;
  if (!settings) return notConnected(c);
  const log = requestLog(c);
  const { t } = getTranslator(staffLocale(c));
  const host = new URL(settings.authorizeUrl).host;
  let expected: string | undefined;
  try {
    expected = getCookie(c, STATE_COOKIE, "host");
  } catch {
    expected = undefined; // a malformed Cookie header is a missing state
  }
  // One use: whatever happens next, the cookie goes (and the state itself is spent below).
  deleteCookie(c, STATE_COOKIE, { prefix: "host", path: "/", httpOnly: true, sameSite: "Lax" });
  const given = c.req.query("state");
  if (!expected || !given) {
    log.warn("editor login refused: no state", { cookie: Boolean(expected), query: Boolean(given) });
    return loginPage(c, { message: t("editor.login.badState") }, 400);
  }
  if (!(await sameSecret(given, expected))) {
    log.warn("editor login refused: state mismatch");
    return loginPage(c, { message: t("editor.login.badState") }, 403);
  }
  const check = await spendState(c.env.DB, settings.clientSecret, given, Date.now());
  if (check !== "valid") {
    log.warn("editor login refused: state not valid", { check });
    return loginPage(c, { message: t("editor.login.badState") }, 403);
  }
  // Staff said no on the Git host's page (it sends them back with `error=access_denied`).
  if (c.req.query("error")) return loginPage(c, { message: t("editor.login.cancelled", { host }) });
  const code = c.req.query("code");
  if (!code) return loginPage(c, { message: t("editor.login.badState") }, 400);
  const outcome = await exchangeCode(settings, code, callbackUrl(c), log);
  if ("token" in outcome) return loginPage(c, { token: outcome.token, provider: PROVIDER });
  const tokenHost = new URL(settings.tokenUrl).host;
  const message =
    outcome.failure === "unreachable"
      ? t("editor.login.unreachable", { host: tokenHost })
      : t("editor.login.refused", { host: tokenHost, reason: outcome.reason });
  return loginPage(c, { message });
});

/**
 * Decap's own files, as `npm run build` writes them to build/public/admin/editor/ (its page and bundle, and the
 * login popup's script), fetched from the static assets through their binding: the gate has already let the
 * request in.
 */
editor.get(`${BASE}/*`, async (c) => {
  const path = c.req.path;
  if (!c.get("config").editor) return path === `${BASE}/` ? notConnectedPage(c) : notConnected(c);
  const file = await c.env.ASSETS.fetch(new Request(new URL(path, c.req.url), { method: c.req.method }));
  if (file.status === 404) {
    requestLog(c).warn("editor file not built", { path });
    return c.text("Not found: the editor's files are written by `npm run build`", 404);
  }
  // Redirects (index.html → its folder) pass through; the file's own caching headers do not.
  const headers = new Headers();
  for (const name of ["Content-Type", "Location"]) {
    const value = file.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(file.body, { status: file.status, headers });
});

/** `<editor origin>/admin/editor/callback`: where the Git host sends staff back (the OAuth app's callback URL). */
function callbackUrl(c: Context<StaffEnv>): string {
  return `${editorOrigin(c)}${CALLBACK_PATH}`;
}

type Exchange = { token: string } | { failure: "unreachable" } | { failure: "refused"; reason: string };

/** The OAuth token request: the code, the app's id and secret and the same callback, a JSON answer asked for. */
async function exchangeCode(
  settings: EditorSettings,
  code: string,
  redirectUri: string,
  log: RequestLog,
): Promise<Exchange> {
  let response: Response;
  try {
    response = await fetch(settings.tokenUrl, {
      method: "POST",
      headers: {
        Accept: "application/json",
        "Content-Type": "application/x-www-form-urlencoded",
        "User-Agent": "studio-site-editor-login",
      },
      body: new URLSearchParams({
        client_id: settings.clientId,
        client_secret: settings.clientSecret,
        code,
        redirect_uri: redirectUri,
      }),
      // The secret is posted to the configured URL only, never to wherever a redirect points.
      redirect: "manual",
      signal: AbortSignal.timeout(TOKEN_TIMEOUT_MS),
    });
  } catch (error) {
    log.error("editor token exchange failed", { error: error instanceof Error ? error.name : typeof error });
    return { failure: "unreachable" };
  }
  if (response.status >= 500) {
    log.error("editor token exchange failed", { status: response.status });
    return { failure: "unreachable" };
  }
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    body = null;
  }
  const fields = body && typeof body === "object" ? (body as Record<string, unknown>) : {};
  const token = fields.access_token;
  if (response.ok && typeof token === "string" && token) return { token };
  // GitHub answers a bad code with 200 and `error`; others use 400. Only the error's name is logged.
  const error = typeof fields.error === "string" ? fields.error.slice(0, 100) : null;
  const description = typeof fields.error_description === "string" ? fields.error_description.slice(0, 300) : null;
  log.warn("editor token exchange refused", { status: response.status, error });
  return { failure: "refused", reason: description ?? error ?? `HTTP ${response.status}` };
}

/** The popup's last page: the outcome for the editor, in Decap's words. */
function loginPage(c: Context<StaffEnv>, content: EditorLogin["content"], status: 200 | 400 | 403 = 200): Response {
  const login: EditorLogin = {
    provider: PROVIDER,
    origin: editorOrigin(c),
    status: "token" in content ? "success" : "error",
    content,
  };
  return c.html(editorLoginPage(staffLocale(c), login), status);
}

/** What the editor still needs, named for the developer who deploys (README "Deploying"). */
function missingSettings(c: Context<StaffEnv>): MissingSetting[] {
  const problems = c.get("config").problems.filter((p) => p.field.startsWith("EDITOR_"));
  if (problems.length > 0) return problems.map((p) => ({ kind: "problem", text: describe(p) }));
  return EDITOR_REQUIRED.map((name) => ({ kind: SECRETS.includes(name) ? "secret" : "var", name }));
}

function notConnectedPage(c: Context<StaffEnv>): Response {
  return c.html(editorOffPage(staffLocale(c), missingSettings(c)), 503);
}

function notConnected(c: Context<StaffEnv>): Response {
  return c.text(`The content editor is not connected to its repository: see ${BASE}/`, 503);
}
