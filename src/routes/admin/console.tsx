import { defaultLocale } from "../../i18n/locale-list";
import { Hono, type Context } from "hono";
import { isMessageStatus } from "../../inbox/message-store";
import { filterQuery, type MessageFilter } from "../../inbox/message-search";
import { messageOverview } from "../../inbox/overview";
import { isAddress, isPersonHash, namedPerson, normaliseEmail, personHash } from "../../inbox/person";
import type { PersonLookup } from "../../components/staff/person-panel";
import { InboxPage, type InboxNotice } from "../../pages/inbox-page";
import { renderOnce } from "../../render/respond";
import type { StaffEnv } from "../../app-env";
import { staffActions } from "../../inbox/staff-actions";
import { filterOf, kvCursorOf, searchPageOf } from "./query";

const PAGE_SIZE = 20;
const NOTICES: readonly InboxNotice[] = ["deleted", "resent", "notQueued", "missing", "status", "erased"];
/** What a view's URL may carry, and so what `back` may bring staff back to. */
const VIEW_KEYS = ["status", "delivery", "locale", "q", "cursor", "lang"];

/** The /admin page and its form posts (each answered with a redirect back to the view staff were on). */
export const staffConsole = new Hono<StaffEnv>();

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
  const done = (await staffActions(c).setStatus(c.req.param("id"), status)) ? "status" : "missing";
  return back(c, form.back, { done });
});

staffConsole.post("/admin/messages/:id/delete", async (c) => {
  const form = await c.req.parseBody();
  const done = (await staffActions(c).delete(c.req.param("id"))) ? "deleted" : "missing";
  return back(c, form.back, { done });
});

staffConsole.post("/admin/messages/:id/resend", async (c) => {
  const form = await c.req.parseBody();
  const resent = await staffActions(c).resend(c.req.param("id"));
  return back(c, form.back, { done: resent ? (resent.queued ? "resent" : "notQueued") : "missing" });
});

/** Erases a person named by hash (the console's own form) or by address; back to their lookup, now empty. */
staffConsole.post("/admin/people/erase", async (c) => {
  const form = await c.req.parseBody();
  const given = typeof form.person === "string" ? form.person : typeof form.email === "string" ? form.email : "";
  const person = await namedPerson(given);
  if (!person) return back(c, undefined, { done: "missing" });
  const { messages } = await staffActions(c).erasePerson(person.hash);
  return back(c, undefined, { done: "erased", count: String(messages.length), person: person.hash }, "#people");
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
  const auditCursor = kvCursorOf(c, "audit");
  if (!filter || auditCursor === null) return c.redirect("/admin", 303);
  const cursor = c.req.query("cursor");
  const actions = staffActions(c);
  const [page, overview, audit, found] = await Promise.all([
    searchPageOf(c, actions.store, filter, PAGE_SIZE),
    messageOverview(actions.store),
    actions.auditPage(auditCursor, 20),
    lookup && "hash" in lookup ? actions.store.byPerson(lookup.hash) : undefined,
  ]);
  if (!page || !audit) return c.redirect("/admin", 303); // a stale or junk cursor
  const person: PersonLookup | undefined =
    lookup && "invalid" in lookup
      ? { email: lookup.invalid, invalid: true }
      : lookup && found
        ? {
            hash: lookup.hash,
            // Every message of a person has the same address once normalised: the lookup shows it from them.
            email: found.messages[0] ? normaliseEmail(found.messages[0].email) : null,
            messages: found.messages,
            unchecked: found.unchecked,
          }
        : undefined;
  await actions.recordRead(
    [filter.q ? "search" : "list", ...(found ? (["person"] as const) : [])],
    [...page.messages, ...(found?.messages ?? [])],
    lookup && "hash" in lookup ? lookup.hash : undefined,
  );
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

function notice(c: Context<StaffEnv>): { kind: InboxNotice; count?: number } | undefined {
  const done = c.req.query("done") as InboxNotice | undefined;
  if (!done || !NOTICES.includes(done)) return undefined;
  const count = Number(c.req.query("count"));
  return { kind: done, count: Number.isInteger(count) && count >= 0 ? count : undefined };
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
