import type { Context, MiddlewareHandler } from "hono";
import { auth } from "hono/utils/basic-auth";
import type { HonoJsonWebKey } from "hono/utils/jwt/jws";
import { decodeHeader, verifyWithJwks } from "hono/utils/jwt/jwt";
import type { StaffEnv } from "../app-env";
import type { AccessSettings } from "../config/schema";
import { readConfig } from "../config/read";
import { requestLog, type RequestLog } from "../log";
import { clientAddress, RATE_LIMITS, withinLimit } from "./rate-limit";
import { sameSecret } from "./same-secret";
import { fromThisSite } from "./same-site";

/** Fetches a Cloudflare Access team's signing keys (JWKS). Injectable so tests can use their own key. */
type AccessKeyFetcher = (certsUrl: string) => Promise<HonoJsonWebKey[]>;

export interface AdminAuthOptions {
  fetchAccessKeys?: AccessKeyFetcher;
}

/**
 * Staff authentication for /admin and /api/admin/*: `Authorization: Bearer <ADMIN_TOKEN>`, or HTTP Basic
 * with any user and the token as password (so a browser can log in), compared in constant time; or,
 * when ACCESS_TEAM_DOMAIN and ACCESS_AUD are set, a valid Cloudflare Access JWT. Nothing configured:
 * the inbox does not exist (404). Answers are never cached or indexed.
 */
export function adminAuth(options: AdminAuthOptions = {}): MiddlewareHandler<StaffEnv> {
  const fetchKeys = options.fetchAccessKeys ?? fetchJwks;
  const keyCache = new AccessKeyCache(fetchKeys);
  return async (c, next) => {
    const response = await guard(c, next);
    c.res = response ?? c.res;
    c.res.headers.set("Cache-Control", "no-store");
    c.res.headers.set("X-Robots-Tag", "noindex, nofollow");
  };

  async function guard(c: Context<StaffEnv>, next: () => Promise<void>): Promise<Response | void> {
    // Checked once per isolate (src/config/schema.ts): a token under MIN_TOKEN_LENGTH, or half of Access, is unset.
    const { adminToken, access } = readConfig(c.env).staff;
    const token = adminToken ?? "";
    if (!token && !access) {
      requestLog(c).error("staff inbox closed: set ADMIN_TOKEN or Cloudflare Access");
      return c.notFound();
    }
    const admitted = await authenticate(c, token, access, keyCache);
    if (!admitted) return refused(c, Boolean(token));
    const { method, who } = admitted;
    c.set("staff", who);
    // Basic and Access credentials ride along with any request the browser makes, so a form another
    // site posts here would carry them: unsafe methods must then come from our own pages, whatever their
    // content type (hono's csrf() looks at form types only; docs/security.md v2-I2), and no request may name
    // another origin, the public site's included (v5-M2). A script's Bearer token is never sent by a browser
    // on its own.
    if (method !== "bearer" && !fromStaffPages(c)) return c.text("Forbidden", 403);
    await next();
  }
}

type AuthMethod = "bearer" | "basic" | "access";

async function authenticate(
  c: Context<StaffEnv>,
  token: string,
  access: AccessSettings | null,
  keys: AccessKeyCache,
): Promise<{ method: AuthMethod; who: string } | null> {
  // Exactly "<scheme> <credentials>": anything after the credentials is refused, not ignored (docs/security.md v2-I8).
  const [, scheme = "", credentials = ""] = /^(\S+) +(\S+)$/.exec((c.req.header("Authorization") ?? "").trim()) ?? [];
  if (token && scheme.toLowerCase() === "bearer" && (await sameSecret(credentials, token))) {
    return { method: "bearer", who: "token" };
  }
  // The Basic user name is anything the browser was given: it identifies no one, so it is not recorded.
  const basic = token ? auth(c.req.raw) : undefined;
  if (basic && (await sameSecret(basic.password, token))) return { method: "basic", who: "token" };
  const assertion = c.req.header("Cf-Access-Jwt-Assertion");
  const identity = access && assertion ? await validAccessJwt(assertion, access, keys, requestLog(c)) : null;
  if (identity !== null) return { method: "access", who: identity };
  return null;
}

/**
 * Whether a request comes from the staff side's own pages: the staff host's origin (STAFF_HOST), or beside the
 * site (local) the request's own. An `Origin` naming any other is refused whatever the method, as is an unsafe
 * method the browser does not say is same-origin, strictly (docs/security.md v5-M2).
 */
function fromStaffPages(c: Context<StaffEnv>): boolean {
  const host = readConfig(c.env).staff.host;
  const own = host ? `https://${host}` : new URL(c.req.url).origin;
  const origin = c.req.header("Origin");
  if (origin !== undefined && origin !== own) return false;
  if (/^(GET|HEAD|OPTIONS)$/.test(c.req.method)) return true;
  return fromThisSite(c, { allowTyped: false, allowNoOrigin: false });
}

/**
 * A request whose credentials were refused: logged with method, IP and path, never what was sent, and
 * counted per IP, so online guessing is slowed and seen (docs/security.md v3-L7).
 */
async function refused(c: Context<StaffEnv>, offerBasic: boolean): Promise<Response> {
  const ip = clientAddress(c);
  const log = requestLog(c);
  // Refused staff credentials per IP and minute before a 429 (wrangler.toml STAFF_AUTH_RATE_LIMIT).
  const limited = !(await withinLimit(c, "STAFF_AUTH_RATE_LIMIT"));
  log.warn("staff credentials refused", { method: c.req.method, ip, path: c.req.path, limited });
  if (limited) {
    c.header("Retry-After", String(RATE_LIMITS.STAFF_AUTH_RATE_LIMIT.period));
    return c.req.path.startsWith("/api/")
      ? c.json({ error: "Too many attempts" }, 429)
      : c.text("Too many attempts", 429);
  }
  return unauthorized(c, offerBasic);
}

function unauthorized(c: Context<StaffEnv>, offerBasic: boolean): Response {
  if (offerBasic) c.header("WWW-Authenticate", 'Basic realm="Staff inbox", charset="UTF-8"');
  return c.req.path.startsWith("/api/") ? c.json({ error: "Unauthorized" }, 401) : c.text("Unauthorized", 401);
}

/** The identity a valid Access JWT names (its e-mail, or its subject for a service token), or null. */
async function validAccessJwt(
  token: string,
  access: AccessSettings,
  cache: AccessKeyCache,
  log: RequestLog,
): Promise<string | null> {
  let kid: string | undefined;
  try {
    ({ kid } = decodeHeader(token));
    const keys = await cache.keysFor(access.certsUrl, kid);
    const payload = await verifyWithJwks(token, {
      keys,
      allowedAlgorithms: ["RS256"],
      verification: { iss: access.issuer, aud: access.audience },
    });
    // hono checks `exp` only when present; Access always sets it, so a token without one is refused (v3-I8).
    if (typeof payload.exp !== "number") throw new Error("no exp");
    const who = [payload.email, payload.common_name, payload.sub].find((v) => typeof v === "string" && v);
    return typeof who === "string" ? who.slice(0, 320) : "access";
  } catch (error) {
    // The error's name, the key id and the audience we expect, never the error's text: hono's JWT errors quote
    // the token or its payload (the staff member's e-mail), and a refused token may still be valid
    // (docs/security.md v3-L4).
    const name = error instanceof Error ? error.name : typeof error;
    log.warn("access jwt rejected", {
      error: name,
      kid: typeof kid === "string" ? kid.slice(0, 100) : null,
      aud: access.audience,
    });
    return null;
  }
}

const KEYS_TTL_MS = 60 * 60 * 1000;
const REFRESH_AT_MOST_EVERY_MS = 60 * 1000;

/**
 * Access signing keys, cached in the isolate for an hour; an unknown `kid` (keys rotate) refetches,
 * at most once a minute so junk tokens cannot make us hammer the certs endpoint.
 */
class AccessKeyCache {
  private readonly entries = new Map<string, { keys: HonoJsonWebKey[]; fetchedAt: number }>();
  constructor(private readonly fetchKeys: AccessKeyFetcher) {}

  async keysFor(url: string, kid: string | undefined): Promise<HonoJsonWebKey[]> {
    const entry = this.entries.get(url);
    const now = Date.now();
    const known = entry?.keys.some((key) => key.kid === kid);
    const stale = !entry || now - entry.fetchedAt > KEYS_TTL_MS;
    if (entry && !stale && (known || now - entry.fetchedAt < REFRESH_AT_MOST_EVERY_MS)) return entry.keys;
    const keys = await this.fetchKeys(url);
    this.entries.set(url, { keys, fetchedAt: now });
    return keys;
  }
}

async function fetchJwks(url: string): Promise<HonoJsonWebKey[]> {
  const response = await fetch(url, { headers: { Accept: "application/json" } });
  if (!response.ok) throw new Error(`Access certs: HTTP ${response.status}`);
  const body = (await response.json()) as { keys?: HonoJsonWebKey[] };
  if (!Array.isArray(body.keys)) throw new Error("Access certs: no keys");
  return body.keys;
}
