import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../env";

const cspCache = new Map<string, string>();

/** The Content-Security-Policy: our own scripts only (plus the careers widget host), nothing inline. */
export function contentSecurityPolicy(careersWidgetUrl: string): string {
  let csp = cspCache.get(careersWidgetUrl);
  if (csp) return csp;
  let widgetOrigin = "";
  try {
    widgetOrigin = careersWidgetUrl ? new URL(careersWidgetUrl).origin : "";
  } catch {
    widgetOrigin = "";
  }
  const scriptSrc = ["'self'", widgetOrigin].filter(Boolean).join(" ");
  csp = [
    "default-src 'self'",
    `script-src ${scriptSrc}`,
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self'${widgetOrigin ? ` ${widgetOrigin}` : ""}`,
    `frame-src 'self'${widgetOrigin ? ` ${widgetOrigin}` : ""}`,
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
  cspCache.set(careersWidgetUrl, csp);
  return csp;
}

/** Security headers on every response the Worker makes (static files get theirs from `_headers`). */
export const securityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const headers = c.res.headers;
  headers.set("Content-Security-Policy", contentSecurityPolicy(c.get("config").careersWidgetUrl));
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("X-Frame-Options", "DENY");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()");
  headers.set("Cross-Origin-Opener-Policy", "same-origin");
  headers.set("X-Request-Id", c.get("requestId"));
};
