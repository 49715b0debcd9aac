import { Hono, type Context } from "hono";
import type { ContactFormInitial } from "../../client/islands/contact-form";
import { newId } from "../inbox/ids";
import { Intake } from "../inbox/intake";
import type { StoredMessage } from "../inbox/message";
import { flagAttentionQuietly } from "../inbox/attention";
import { enqueueContactMail } from "../inbox/mail-queue";
import { contactFields, contactSchema, fieldProblems, filledHoneypot, maxBodyBytes } from "../contact/schema";
import { readSubmission, submissionKind, type SubmissionKind } from "../contact/submission";
import type { AppEnv } from "../app-env";
import type { MessageKey } from "../i18n/fr";
import { getTranslator } from "../i18n/translator";
import { requestLog } from "../log";
import { bodyCap } from "../security/body-cap";
import { RATE_LIMITS, withinLimit } from "../security/rate-limit";
import { fromThisSite } from "../security/same-site";
import { findPageRoute, pageRoutes, type PageRoute } from "../route-table";
import { serveFormPage } from "./public-pages";
import { ids } from "../../client/dom-contract";

/**
 * POST /api/contact: JSON from the island, or a plain form post from a page without JavaScript.
 * body cap (413) → parse (415, 400) → same site (403) → limit (429) → honeypot (silent 201) → validate (400)
 * → store (503) → enqueue → answer:
 * 201 {id}, or for a form post 303 back to its page, which shows the confirmation. A form post that fails
 * gets its page back with the values kept and the error shown (src/routes/public-pages.tsx renders it).
 */
export const contact = new Hono<AppEnv>().post("/api/contact", bodyCap(maxBodyBytes, tooLarge), async (c) => {
  const submission = await readSubmission(c.req.raw);
  if (!submission.ok) {
    const key = ({ 400: "contact.error.unreadable", 415: "contact.error.unsupported" } as const)[submission.status];
    return failure(c, submission.kind, submission.status, key, {});
  }
  const { kind, body } = submission;
  // Refused before anything is counted or kept; the form comes back empty, so another site cannot fill it in.
  // A post another site made a visitor's browser send (docs/security.md v2-L8): a page elsewhere posting our form
  // would otherwise store messages from each of its visitors' addresses, past the per-client limit.
  const sameSite = fromThisSite(c, { allowTyped: true, allowNoOrigin: true, origins: [c.get("config").origin] });
  if (!sameSite) return failure(c, kind, 403, "contact.error.crossSite", {});
  const values = typedValues(body);

  if (!(await withinLimit(c, "CONTACT_RATE_LIMIT"))) {
    c.header("Retry-After", String(RATE_LIMITS.CONTACT_RATE_LIMIT.period));
    return failure(c, kind, 429, "contact.error.rateLimited", body, { values });
  }

  // A bot that fills the hidden field is told "created" and nothing happens: it has no reason to adapt.
  if (filledHoneypot(body)) return accepted(c, kind, newId(Date.now()), formPageOf(c, body));

  const parsed = contactSchema.safeParse(body);
  if (!parsed.success) {
    const { t } = translator(c);
    const problems = fieldProblems(parsed.error, body);
    const errors = Object.fromEntries(Object.entries(problems).map(([field, p]) => [field, t(p.key, p.values)]));
    if (kind === "json") return c.json({ error: t("contact.error.fields"), errors }, 400);
    return serveFormPage(
      c,
      formPageOf(c, body),
      { values, errors: { ...errors, form: t("contact.error.fields") } },
      400,
    );
  }

  const input = parsed.data;
  const page = formPageOf(c, input);
  // Stored in KV at the edge before the answer, and nothing else: intake never waits on D1 (decision 090).
  const intake = new Intake(c.env.CONTACT_MESSAGES);
  let stored: StoredMessage;
  try {
    stored = await intake.store({
      locale: c.get("locale"),
      page: page.path,
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      company: input.company || null,
      subject: input.subject,
      message: input.message,
    });
  } catch (error) {
    // Not stored: the visitor must not be told it was sent, and keeps what they typed.
    requestLog(c).error("contact message not stored", { error });
    return failure(c, kind, 503, "contact.error.unavailable", body, { values });
  }
  const id = stored.id;
  try {
    await enqueueContactMail(c.env, id);
  } catch (error) {
    // Stored, so accepted; the inbox shows the e-mail failed and staff can send it again. The attention key
    // sends the reconciler to the copy within minutes; should both writes fail, its daily sweep still brings
    // the message in and queues it (decisions 091, 096).
    requestLog(c).error("contact mail not queued", { messageId: id, error });
    await intake
      .markNotQueued(stored, `queue: ${String(error)}`)
      .catch((e: unknown) => requestLog(c).error("contact mail failure not recorded", { messageId: id, error: e }));
    await flagAttentionQuietly(c.env.CONTACT_MESSAGES);
  }
  return accepted(c, kind, id, page);
});

/** Too large: the body was dropped unread, so the form comes back empty (the only case where it must). */
function tooLarge(c: Context<AppEnv>): Response | Promise<Response> {
  const kind = submissionKind(c.req.header("Content-Type"));
  return failure(c, kind, 413, "contact.error.tooLarge", {});
}

function accepted(c: Context<AppEnv>, kind: SubmissionKind, id: string, page: PageRoute): Response {
  if (kind === "json") return c.json({ id }, 201);
  return c.redirect(`${page.path}?lang=${c.get("locale")}&sent=1#${ids.contactForm}`, 303);
}

/** An error as the client can use it: JSON `{error}` for the island (and any unknown type), or the page for a form post. */
function failure(
  c: Context<AppEnv>,
  kind: SubmissionKind | null,
  status: 400 | 403 | 413 | 415 | 429 | 503,
  key: MessageKey,
  body: Record<string, unknown>,
  state: ContactFormInitial = {},
): Response | Promise<Response> {
  // The size limit is stated as it is (docs/security.md v2-L9); other messages ignore the value.
  const message = translator(c).t(key, { max: maxBodyBytes / 1024 });
  if (kind !== "form" || status === 415) return c.json({ error: message }, status);
  return serveFormPage(c, formPageOf(c, body), { ...state, errors: { form: message } }, status);
}

/**
 * The page a form post came back to: its `page` field, else the Referer, else /contact; always a page of the
 * route table, never a URL the post names.
 */
function formPageOf(c: Context<AppEnv>, body: { page?: unknown }): PageRoute {
  const field = typeof body.page === "string" ? findPageRoute(body.page) : undefined;
  return field ?? findPageRoute(refererPath(c.req.header("Referer"))) ?? defaultFormPage;
}

const defaultFormPage = pageRoutes.find((route) => route.template === "contact")!;

function refererPath(referer: string | undefined): string {
  try {
    return new URL(referer ?? "").pathname;
  } catch {
    return "";
  }
}

/** What the visitor typed, to put back in the form: text values only. */
function typedValues(body: Record<string, unknown>): ContactFormInitial["values"] {
  return Object.fromEntries(
    contactFields.flatMap((field) => (typeof body[field] === "string" ? [[field, body[field]]] : [])),
  );
}

function translator(c: Context<AppEnv>) {
  return getTranslator(c.get("locale"));
}
