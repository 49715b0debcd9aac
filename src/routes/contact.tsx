import { zValidator, type Hook } from "@hono/zod-validator";
import { Hono, type Context, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ContactFormInitial } from "../../client/islands/contact-form";
import { ContactFormStateProvider } from "../components/contact-form-section";
import { MessageStore, newMessageId } from "../contact/message-store";
import { enqueueContactMail } from "../contact/queue";
import { contactFields, contactSchema, fieldProblems, filledHoneypot, type ContactInput } from "../contact/schema";
import type { AppEnv } from "../env";
import type { MessageKey } from "../i18n/fr";
import { getTranslator } from "../i18n/translator";
import { templates } from "../pages/templates";
import { renderOnce, servePage } from "../render/respond";
import { clientAddress, underLimit } from "../security/rate-limit";
import { pageRoutes, type PageRoute } from "../site/routes";

export const MAX_BODY_BYTES = 32 * 1024;
const RETRY_AFTER_SECONDS = 60; // the CONTACT_RATE_LIMIT period

/**
 * Where a form post without JavaScript may come back to: any page of the route table (the form sits on
 * the home page, /contact and the about page), never a URL the post names; /contact by default.
 */
const formPages = pageRoutes;
const defaultFormPage = pageRoutes.find((route) => route.template === "contact") ?? pageRoutes[0]!;

/**
 * POST /api/contact: JSON from the island, or a plain form post from the page without JavaScript.
 * Order: type (415), size (413), readable (400), rate (429), honeypot (silent 201), fields (400),
 * stored in KV (503 if not), queued for e-mail, then 201 {id} or, for a form post, 303 back to the page.
 */
export const contact = new Hono<AppEnv>();

const acceptedTypes: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!isJson(c) && !isFormPost(c)) return failure(c, 415, "contact.error.unsupported");
  await next();
};

const sizeLimit = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: (c) => failure(c as Context<AppEnv>, 413, "contact.error.tooLarge"),
});

const readable: MiddlewareHandler<AppEnv> = async (c, next) => {
  if ((await readBody(c)) === UNREADABLE) return failure(c, 400, "contact.error.unreadable");
  await next();
};

const rateLimited: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (await underLimit(c.env.CONTACT_RATE_LIMIT, `contact:${clientAddress(c)}`)) return next();
  c.header("Retry-After", String(RETRY_AFTER_SECONDS));
  return failure(c, 429, "contact.error.rateLimited", { values: valuesOf(await readBody(c)) });
};

// A bot that fills the hidden field is told "created" and nothing happens: it has no reason to adapt.
const honeypot: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!filledHoneypot(await readBody(c))) return next();
  return accepted(c, newMessageId(Date.now()), formPageOf(c, await readBody(c)));
};

// One schema, two sources: the island's JSON and the no-JavaScript form post.
const invalidFields: Hook<ContactInput, AppEnv, string, "json" | "form", {}, typeof contactSchema> = async (
  result,
  c,
) => {
  if (result.success) return;
  const { t } = translator(c);
  // On failure `data` is the raw body, whatever it held.
  const problems = fieldProblems(result.error, result.data);
  const errors = Object.fromEntries(
    Object.entries(problems).map(([field, problem]) => [field, t(problem.key, problem.values)]),
  );
  if (isFormPost(c)) {
    return formPage(c, 400, result.data, {
      values: valuesOf(result.data),
      errors: { ...errors, form: t("contact.error.fields") },
    });
  }
  return c.json({ error: t("contact.error.fields"), errors }, 400);
};
const validateJson: MiddlewareHandler<AppEnv> = zValidator("json", contactSchema, invalidFields);
const validateForm: MiddlewareHandler<AppEnv> = zValidator("form", contactSchema, invalidFields);
const validFields: MiddlewareHandler<AppEnv> = (c, next) =>
  isFormPost(c) ? validateForm(c, next) : validateJson(c, next);

contact.post("/api/contact", acceptedTypes, sizeLimit, readable, rateLimited, honeypot, validFields, async (c) => {
  // The validator stored the parsed fields under whichever source this request used.
  const input = (c.req.valid as (target: string) => ContactInput)(isFormPost(c) ? "form" : "json");
  const page = formPageOf(c, input);
  const store = new MessageStore(c.env.CONTACT_MESSAGES);
  let id: string;
  try {
    const stored = await store.create({
      locale: c.get("locale"),
      page: page.path,
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      company: input.company || null,
      subject: input.subject,
      message: input.message,
    });
    id = stored.id;
  } catch (error) {
    // Not stored: the visitor must not be told it was sent, and keeps what they typed.
    log(c, "contact message not stored", error);
    return failure(c, 503, "contact.error.unavailable", { values: valuesOf(await readBody(c)) });
  }
  try {
    await enqueueContactMail(c.env, id);
  } catch (error) {
    // Stored, so accepted; the inbox shows the e-mail failed and staff can send it again.
    log(c, "contact mail not queued", error, id);
    await store.setDelivery(id, { state: "failed", lastError: `queue: ${String(error)}` }).catch(() => undefined);
  }
  return accepted(c, id, page);
});

/** Back from a successful form post (303): the page again, its form showing the confirmation. */
for (const route of formPages) {
  contact.get(route.path, async (c, next) => {
    if (c.req.query("sent") !== "1") return next();
    return servePage(c, route.path, () => pageWithForm(route, { sent: true }), { variant: "contact-sent" });
  });
}

function accepted(c: Context<AppEnv>, id: string, page: PageRoute): Response {
  if (!isFormPost(c)) return c.json({ id }, 201);
  return c.redirect(`${page.path}?lang=${c.get("locale")}&sent=1#contact-form`, 303);
}

/** An error as the client can use it: JSON `{error}` for the island, or the page with its form for a form post. */
async function failure(
  c: Context<AppEnv>,
  status: 400 | 413 | 415 | 429 | 503,
  key: MessageKey,
  state: { values?: ContactFormInitial["values"] } = {},
): Promise<Response> {
  const message = translator(c).t(key);
  if (!isFormPost(c) || status === 415) return c.json({ error: message }, status);
  // Too large: the body is not read at all, so the form comes back empty (the only case where it must).
  const body = status === 413 ? undefined : await readBody(c);
  return formPage(c, status, body, { values: state.values, errors: { form: message } });
}

async function formPage(
  c: Context<AppEnv>,
  status: ContentfulStatusCode,
  body: unknown,
  state: ContactFormInitial,
): Promise<Response> {
  const page = formPageOf(c, body);
  const html = await renderOnce(c, page.path, pageWithForm(page, state));
  return c.html(html, status, { "Cache-Control": "no-store" });
}

function pageWithForm(route: PageRoute, state: ContactFormInitial) {
  const Template = templates[route.template];
  return (
    <ContactFormStateProvider value={state}>
      <Template route={route} />
    </ContactFormStateProvider>
  );
}

/** The form page a post came from: its `page` field, else the Referer, else /contact. Never elsewhere. */
function formPageOf(c: Context<AppEnv>, body: unknown): PageRoute {
  const field = body && typeof body === "object" ? (body as { page?: unknown }).page : undefined;
  let referer: string | undefined;
  try {
    referer = new URL(c.req.header("Referer") ?? "").pathname;
  } catch {
    referer = undefined;
  }
  return (
    formPages.find((route) => route.path === field) ??
    formPages.find((route) => route.path === referer) ??
    defaultFormPage
  );
}

const UNREADABLE = Symbol("unreadable");

/** The parsed body (JSON value, or form fields as an object); Hono caches it, so every step may ask. */
async function readBody(c: Context<AppEnv>): Promise<unknown> {
  try {
    if (isJson(c)) return await c.req.json();
    if (isFormPost(c)) return Object.fromEntries((await c.req.formData()).entries());
  } catch {
    return UNREADABLE;
  }
  return UNREADABLE;
}

/** What the visitor typed, to put back in the form: text values only. */
function valuesOf(body: unknown): ContactFormInitial["values"] {
  if (!body || typeof body !== "object") return {};
  const record = body as Record<string, unknown>;
  return Object.fromEntries(
    contactFields.filter((field) => typeof record[field] === "string").map((field) => [field, record[field] as string]),
  );
}

function mediaType(c: Context<AppEnv>): string {
  return (c.req.header("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
}

function isJson(c: Context<AppEnv>): boolean {
  return /^application\/([\w.-]+\+)?json$/.test(mediaType(c));
}

function isFormPost(c: Context<AppEnv>): boolean {
  return mediaType(c) === "application/x-www-form-urlencoded";
}

function translator(c: Context<AppEnv>) {
  return getTranslator(c.get("locale"), c.env.I18N_STRICT === "1");
}

function log(c: Context<AppEnv>, msg: string, error: unknown, id?: string): void {
  console.error(JSON.stringify({ msg, id, requestId: c.get("requestId"), error: String(error) }));
}
