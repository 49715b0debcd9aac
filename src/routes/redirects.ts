import { Hono, type Context, type MiddlewareHandler } from "hono";
import type { AppEnv } from "../app-env";
import { redirectBody } from "../pages/redirect-page";
import { findPageRoute } from "../route-table";
import { legacyRedirects } from "./legacy-redirects";

export const redirects = new Hono<AppEnv>();
for (const [path, to] of Object.entries(legacyRedirects)) {
  redirects.get(path, (c) => (typeof to === "string" ? c.redirect(to, 301) : offSite(c.get("config")[to.offSite], c)));
}

const redirectPaths = new Set(Object.keys(legacyRedirects));

/** The canonical form of a path that exists with the other trailing slash; undefined when there is none. */
function canonicalSlashForm(path: string): string | undefined {
  if (path === "/") return undefined;
  const other = path.endsWith("/") ? path.slice(0, -1) : `${path}/`;
  if (findPageRoute(other) || redirectPaths.has(other)) return other;
  // Project pages have no trailing slash.
  if (path.startsWith("/project/") && path.endsWith("/")) return other;
  return undefined;
}

/**
 * One trailing-slash policy: the policy URLs of docs/product.md §2.2 (and legacy redirect URLs) end with "/", every
 * other path does not. The other form of a known path answers 301 to the canonical one, query kept.
 */
export const trailingSlash: MiddlewareHandler<AppEnv> = async (c, next) => {
  const url = new URL(c.req.url);
  const target = canonicalSlashForm(url.pathname);
  if (target && (c.req.method === "GET" || c.req.method === "HEAD")) {
    return c.redirect(`${target}${url.search}`, 301);
  }
  await next();
};

/** A temporary redirect off the site, with the short localized "Redirecting..." body. */
function offSite(target: string | null, c: Context<AppEnv>): Response | Promise<Response> {
  // Not configured (logged at start-up): no page rather than a guessed address.
  if (!target) return c.notFound();
  return c.html(redirectBody(c.get("locale"), target), 302, {
    Location: target,
    "Cache-Control": "public, max-age=300",
  });
}
