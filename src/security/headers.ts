import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../app-env";
import type { SiteConfig } from "../config/schema";
import { findPageRoute } from "../route-table";

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

/** Third-party hosts one page may use, by directive. */
interface ExtraSources {
  script: string[];
  style: string[];
  img: string[];
  connect: string[];
  frame: string[];
}

const cspCache = new Map<string, string>();

/**
 * The Content-Security-Policy: our own scripts, nothing inline. The careers page alone also allows the
 * job-board widget's host (script, its styles and images, its API, its frames); every page allows the Web
 * Analytics beacon's hosts when a token is configured, because consent is known only in the browser.
 */
function contentSecurityPolicy(config: SiteConfig, { careersWidget }: { careersWidget: boolean }): string {
  const key = `${careersWidget}|${config.careersWidgetUrl}|${config.analytics?.beaconUrl}`;
  let csp = cspCache.get(key);
  if (csp) return csp;
  const extra: ExtraSources = { script: [], style: [], img: [], connect: [], frame: [] };
  if (careersWidget && config.careersWidgetUrl) {
    const widget = new URL(config.careersWidgetUrl).origin;
    for (const list of Object.values(extra)) list.push(widget);
  }
  if (config.analytics) {
    extra.script.push(new URL(config.analytics.beaconUrl).origin);
    extra.connect.push(config.analytics.reportOrigin);
  }
  const sources = (own: string, hosts: string[]) => [own, ...new Set(hosts)].join(" ");
  csp = [
    "default-src 'self'",
    `script-src ${sources("'self'", extra.script)}`,
    `style-src ${sources("'self'", extra.style)}`,
    `img-src ${sources("'self' data:", extra.img)}`,
    "font-src 'self'",
    `connect-src ${sources("'self'", extra.connect)}`,
    `frame-src ${sources("'self'", extra.frame)}`,
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
  cspCache.set(key, csp);
  return csp;
}

/** Security headers on every response the Worker makes (static files get theirs from `_headers`). */
export const securityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const headers = c.res.headers;
  const careersWidget = findPageRoute(c.req.path)?.template === "careers";
  headers.set("Content-Security-Policy", contentSecurityPolicy(c.get("config"), { careersWidget }));
  for (const [name, value] of Object.entries(sharedSecurityHeaders)) headers.set(name, value);
  headers.set("X-Frame-Options", "DENY");
  headers.set("X-Request-Id", c.get("requestId"));
};
