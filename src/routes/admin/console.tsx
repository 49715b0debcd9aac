import { defaultLocale } from "../../i18n/locale-list";
import { Hono, type Context } from "hono";
import { isMessageStatus } from "../../inbox/message";
import { filterQuery, type MessageFilter } from "../../inbox/filter";
import { isAddress, isPersonHash, namedPerson, normaliseEmail, personHash } from "../../inbox/person";
import type { PersonLookup } from "../../components/staff/person-panel";
import { InboxPage, type InboxNotice } from "../../pages/inbox-page";
import { renderOnce } from "../../render/respond";
import type { StaffEnv } from "../../app-env";
import { cursorOf, filterOf, inboxOf } from "./query";

const PAGE_SIZE = 20;
const NOTICES: readonly InboxNotice[] = ["deleted", "resent", "notQueued", "missing", "status", "erased"];
/** Back-to-view notices add `warning=audit` when the trail could not record an action's outcome (decision 092). */
const AUDIT_WARNING_QUERY = { warning: "audit" };
/** What a view's URL may carry, and so what `back` may bring staff back to. */
const VIEW_KEYS = ["status", "delivery", "locale", "q", "cursor", "lang"];

/** The /admin page and its form posts (each answered with a redirect back to the view staff were on). */
export const staffConsole = new Hono<StaffEnv>();

// Every form post's body is read here first (hono keeps it for the handler): unreadable, such as a malformed
// multipart, it is a 400 (docs/security.md v3-I5).
staffConsole.post("/admin/*", async (c, next) => {
  if (!(await c.req.parseBody().catch(() => null))) return c.text("Bad request: unreadable form", 400);
  await next();
});

staffConsole.get("/admin", async (c) => {
  const given = c.req.query("person");
  // A person is named by the hash of their address only (docs/security.md v2-L5); anything else is ignored.
  const hash = given && isPersonHash(given) ? given : undefined;
  return consolePage(c, hash ? { hash } : undefined);
});

/**
 * Looking a person up is a form post: the address travels in the body, and the view it leads to names the
 * person by hash, so the address never reaches the address bar, the history or a request log.
 */
staffConsole.post("/admin/people/find", async (c) => {
  const form = await c.req.parseBody();
  const typed = typeof form.email === "string" ? form.email : "";
  const email = normaliseEmail(typed);
  if (!isAddress(email)) return consolePage(c, { invalid: typed.slice(0, 254) }, 400);
  const params = new URLSearchParams({ lang: c.get("locale"), person: await personHash(email) });
  return c.redirect(`/admin?${params}#people`, 303);
});

staffConsole.post("/admin/messages/:id/status", async (c) => {
  const form = await c.req.parseBody();
  const status = form.status;
  if (!isMessageStatus(status)) return back(c, form.back, { done: "missing" });
  const { result, unrecorded } = await inboxOf(c).setStatus(c.req.param("id"), status);
  return back(c, form.back, { done: result ? "status" : "missing", ...(unrecorded ? AUDIT_WARNING_QUERY : {}) });
});

staffConsole.post("/admin/messages/:id/delete", async (c) => {
  const form = await c.req.parseBody();
  const { result, unrecorded } = await inboxOf(c).delete(c.req.param("id"));
  return back(c, form.back, { done: result ? "deleted" : "missing", ...(unrecorded ? AUDIT_WARNING_QUERY : {}) });
});

staffConsole.post("/admin/messages/:id/resend", async (c) => {
  const form = await c.req.parseBody();
  const { result, unrecorded } = await inboxOf(c).resend(c.req.param("id"));
  const done = result ? (result.queued ? "resent" : "notQueued") : "missing";
  return back(c, form.back, { done, ...(unrecorded ? AUDIT_WARNING_QUERY : {}) });
});

/** Erases a person named by hash (the console's own form) or by address; back to their lookup, now empty. */
staffConsole.post("/admin/people/erase", async (c) => {
  const form = await c.req.parseBody();
  const given = typeof form.person === "string" ? form.person : typeof form.email === "string" ? form.email : "";
  const person = await namedPerson(given);
  if (!person) return back(c, undefined, { done: "missing" });
  const { result, unrecorded } = await inboxOf(c).erasePerson(person.hash);
  const notice = {
    done: "erased",
    count: String(result.deleted),
    person: person.hash,
    ...(unrecorded ? AUDIT_WARNING_QUERY : {}),
  };
  return back(c, undefined, notice, "#people");
});

/**
 * The console: overview, the filtered messages, a person's data, the audit trail. What it shows of
 * messages is recorded once for the request, after the trail was read, so the trail shown is as it stood.
 */
async function consolePage(
  c: Context<StaffEnv>,
  lookup: { hash: string } | { invalid: string } | undefined,
  status: 200 | 400 = 200,
): Promise<Response> {
  // Staff work in the studio's language: another only when asked for (?lang=, then the cookie), not from
  // the browser's.
  if (c.get("localeSource") === "header") c.set("locale", defaultLocale);
  const filter = filterOf(c);
  const auditCursor = cursorOf(c, "audit");
  const cursor = cursorOf(c, "cursor");
  if (!filter || auditCursor === null || cursor === null) return c.redirect("/admin", 303);
  const inbox = inboxOf(c);
  const hash = lookup && "hash" in lookup ? lookup.hash : undefined;
  // The trail is read before the view records its read, so the trail shown is as it stood.
  const [overview, audit] = await Promise.all([inbox.overview(), inbox.auditPage(auditCursor, 20)]);
  const { page, person: found } = await inbox.view(filter, { cursor, limit: PAGE_SIZE, person: hash });
  const person: PersonLookup | undefined =
    lookup && "invalid" in lookup
      ? { email: lookup.invalid, invalid: true }
      : hash && found
        ? {
            hash,
            // Every message of a person has the same address once normalised: the lookup shows it from them.
            email: found[0] ? normaliseEmail(found[0].email) : null,
            messages: found,
          }
        : undefined;
  const view = viewQuery(filter, c.get("locale"));
  const html = await renderOnce(
    c,
    "/admin",
    <InboxPage
      overview={overview}
      filter={filter}
      page={page}
      links={{
        first: cursor ? `/admin?${view}` : null,
        older: page.cursor ? `/admin?${withParam(view, "cursor", page.cursor)}#messages` : null,
        back: cursor ? withParam(view, "cursor", cursor) : view,
      }}
      notice={notice(c)}
      person={person}
      audit={audit}
      auditOlder={audit.cursor ? `/admin?${withParam(view, "audit", audit.cursor)}#audit` : null}
    />,
  );
  return c.html(html, status);
}

/** A redirect to the view staff came from (only the view's own parameters kept), with a notice. */
function back(c: Context<StaffEnv>, from: unknown, notice: Record<string, string>, hash = "") {
  const source = new URLSearchParams(typeof from === "string" ? from : "");
  const params = new URLSearchParams();
  for (const [key, value] of source) if (VIEW_KEYS.includes(key)) params.append(key, value);
  for (const [key, value] of Object.entries(notice)) params.set(key, value);
  return c.redirect(`/admin?${params}${hash}`, 303);
}

function notice(c: Context<StaffEnv>): { kind: InboxNotice; count?: number; auditWarning?: boolean } | undefined {
  const done = c.req.query("done") as InboxNotice | undefined;
  if (!done || !NOTICES.includes(done)) return undefined;
  const count = Number(c.req.query("count"));
  return {
    kind: done,
    count: Number.isInteger(count) && count >= 0 ? count : undefined,
    auditWarning: c.req.query("warning") === "audit",
  };
}

function viewQuery(filter: MessageFilter, lang: string): string {
  const params = filterQuery(filter);
  params.set("lang", lang);
  return params.toString();
}

function withParam(query: string, key: string, value: string): string {
  const params = new URLSearchParams(query);
  params.set(key, value);
  return params.toString();
}
