import type { Context } from "hono";

/**
 * How strict a route is about where an unsafe request comes from. The contact form lets through an address
 * typed into the bar (`Sec-Fetch-Site: none`) and a client that names no origin at all (a script, an old
 * browser: not a browser acting for another site); the staff side lets through neither (docs/security.md v2-L8,
 * v2-I2).
 */
export interface SameSiteRules {
  /** `Sec-Fetch-Site: none`: the visitor typed the address or opened a bookmark. */
  allowTyped: boolean;
  /** Neither `Sec-Fetch-Site` nor `Origin`: not a browser speaking for a page. */
  allowNoOrigin: boolean;
  /** Origins besides the request's own that count as this site (the configured public origin behind a proxy). */
  origins?: readonly string[];
}

/**
 * The one same-site check: whether the browser says this request comes from this site's own pages, from
 * `Sec-Fetch-Site` where it sends it, else from `Origin`.
 */
export function fromThisSite(c: Context, rules: SameSiteRules): boolean {
  const site = c.req.header("Sec-Fetch-Site");
  if (site) return site === "same-origin" || (rules.allowTyped && site === "none");
  const origin = c.req.header("Origin");
  if (origin === undefined) return rules.allowNoOrigin;
  return origin === new URL(c.req.url).origin || (rules.origins ?? []).includes(origin);
}
