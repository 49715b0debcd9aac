import { Hono, type Context, type MiddlewareHandler } from "hono";
import type { AppEnv } from "../env";
import { redirectBody } from "../pages/redirect-page";
import { canonicalSlashForm } from "./table";

/**
 * One trailing-slash policy: the spec's policy URLs (and legacy redirect URLs) end with "/", every
 * other path does not. The other form of a known path answers 301 to the canonical one, query kept.
 */
export const trailingSlash: MiddlewareHandler<AppEnv> = async (c, next) => {
  const url = new URL(c.req.url);
  const path = url.pathname;
  const target =
    canonicalSlashForm(path) ?? (path.startsWith("/project/") && path.endsWith("/") ? path.slice(0, -1) : undefined);
  if (target && (c.req.method === "GET" || c.req.method === "HEAD")) {
    return c.redirect(`${target}${url.search}`, 301);
  }
  await next();
};

/** Legacy and off-site redirects (spec route table). */
export const redirects = new Hono<AppEnv>()
  .get("/contacts/", (c) => c.redirect("/contact", 301))
  // The old sitemap advertised /expertise; the page lives at /notre-expertise.
  .get("/expertise", (c) => c.redirect("/notre-expertise", 301))
  .get("/author/admin/", (c) => offSite(c.get("config").mainSiteUrl, c))
  .get("/webgl/gas/", (c) => offSite(c.get("config").gameBuildUrl, c));

/** A temporary redirect off the site, with the short localized "Redirecting..." body. */
function offSite(target: string, c: Context<AppEnv>): Response {
  return c.html(redirectBody(c.get("locale"), target), 302, {
    Location: target,
    "Cache-Control": "public, max-age=300",
  });
}
