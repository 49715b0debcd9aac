import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../app-env";
import type { SiteConfig } from "../config/schema";
import { findPageRoute } from "../route-table";
import { isStaffPath } from "./staff-host";

/**
 * Headers every response carries, the Worker's and the static files' alike: scripts/build.mjs writes the
 * same values into `_headers` (checked by test/worker/security/headers.test.ts).
 */
export const sharedSecurityHeaders = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
  "Cross-Origin-Opener-Policy": "same-origin",
} as const;

/**
 * The Content-Security-Policy: our own scripts, nothing inline. The careers page alone also allows the
 * job-board widget's host (script, its styles and images, its API, its frames); every page allows the Web
 * Analytics beacon's hosts when a token is configured, because consent is known only in the browser.
 */
function contentSecurityPolicy(config: SiteConfig, { careersWidget }: { careersWidget: boolean }): string {
  const widget = careersWidget && config.careersWidgetUrl ? [new URL(config.careersWidgetUrl).origin] : [];
  const { analytics } = config;
  const sources = (own: string, hosts: string[]) => [own, ...new Set(hosts)].join(" ");
  return [
    "default-src 'self'",
    `script-src ${sources("'self'", analytics ? [...widget, new URL(analytics.beaconUrl).origin] : widget)}`,
    `style-src ${sources("'self'", widget)}`,
    `img-src ${sources("'self' data:", widget)}`,
    "font-src 'self'",
    `connect-src ${sources("'self'", analytics ? [...widget, analytics.reportOrigin] : widget)}`,
    `frame-src ${sources("'self'", widget)}`,
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** The content editor's paths, served behind the staff gate by src/routes/editor.ts (decision 083). */
const EDITOR_PATH = /^\/admin\/editor(\/|$)/;
/** The two steps of the editor's login popup: the page that sends staff to the Git host, and the page it returns to. */
const EDITOR_LOGIN_PATHS: ReadonlySet<string> = new Set(["/admin/editor/auth", "/admin/editor/callback"]);

/**
 * The Git host the editor talks to from the browser: GitHub's API (also its GraphQL endpoint), the raw files
 * and avatars it shows. Decap's github backend calls api.github.com unless `api_root` says otherwise.
 */
const EDITOR_GIT_HOST = {
  api: "https://api.github.com",
  images: ["https://raw.githubusercontent.com", "https://avatars.githubusercontent.com"],
} as const;

/**
 * The editor's own policy (decision 083). Decap CMS 3 needs two things the site's pages never allow:
 * - `'unsafe-eval'`: it validates its configuration with Ajv (`new AJV(...)` in validateConfig,
 *   node_modules/decap-cms-core/src/constants/configSchema.js), which compiles validators with `new Function`;
 *   without it the editor stops at "Error loading the CMS configuration".
 * - `'unsafe-inline'` styles: its components are styled by emotion, which writes `<style>` elements at run time.
 * Its scripts still come from this origin only, nothing inline; it reads and commits through the Git host's
 * API, and shows pictures from the repository as `blob:` or `data:` URLs or from the raw-content host.
 * Staff alone reach these pages (the gate), and they are never framed.
 */
const EDITOR_CSP = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  `img-src 'self' data: blob: ${EDITOR_GIT_HOST.images.join(" ")}`,
  "font-src 'self' data:",
  `connect-src 'self' ${EDITOR_GIT_HOST.api}`,
  "frame-src 'self' blob:",
  "media-src 'self' data: blob:",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

/**
 * The login popup's pages: one script of this origin (the handshake, src/routes/editor.ts), nothing else, no
 * form, no base. The token the page carries goes only to the editor through postMessage.
 */
const EDITOR_LOGIN_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join("; ");

/**
 * Cross-Origin-Opener-Policy for the editor. The editor opens its login in a popup that goes to the Git host and
 * back, then hands the token to `window.opener`; `same-origin` on either end would cut that link when the popup
 * leaves for the Git host (a new browsing context group). So the editor is `same-origin-allow-popups` (still
 * isolated from any window that opens it), and the popup's two pages are `unsafe-none`, as the Git host's are.
 */
function editorOpenerPolicy(path: string): string {
  return EDITOR_LOGIN_PATHS.has(path) ? "unsafe-none" : "same-origin-allow-popups";
}

/** Security headers on every response the Worker makes (static files get theirs from `_headers`). */
export const securityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const headers = c.res.headers;
  const path = c.req.path;
  for (const [name, value] of Object.entries(sharedSecurityHeaders)) headers.set(name, value);
  if (EDITOR_PATH.test(path)) {
    const login = EDITOR_LOGIN_PATHS.has(path);
    headers.set("Content-Security-Policy", login ? EDITOR_LOGIN_CSP : EDITOR_CSP);
    headers.set("Cross-Origin-Opener-Policy", editorOpenerPolicy(path));
    // The callback's address carries the login's one-time code: no page it loads is told it.
    if (login) headers.set("Referrer-Policy", "no-referrer");
  } else {
    const careersWidget = findPageRoute(path)?.template === "careers";
    headers.set("Content-Security-Policy", contentSecurityPolicy(c.get("config"), { careersWidget }));
  }
  // Staff answers are for the staff origin's own pages: no other origin may embed or load them, even where a
  // browser would not read them anyway (docs/security.md v5-I3).
  if (isStaffPath(path)) headers.set("Cross-Origin-Resource-Policy", "same-origin");
  headers.set("X-Frame-Options", "DENY");
  headers.set("X-Request-Id", c.get("requestId"));
};
