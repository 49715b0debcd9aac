import { startTransition, useActionState, useEffect, useRef, useState, type FormEvent } from "react";
import type { Locale } from "../../src/i18n/locale-list";
import { fill } from "../components/fill";
import { whenActivated } from "../activation";
import { forgetContactDraft, takeContactDraft } from "../contact-draft";
import { ids } from "../dom-contract";

export type ContactFieldName = "firstName" | "lastName" | "email" | "company" | "subject" | "message";
export type ContactFormErrors = Partial<Record<ContactFieldName | "form", string>>;

export interface ContactFormField {
  name: ContactFieldName;
  label: string;
  kind: "text" | "email" | "textarea";
  required: boolean;
  maxLength: number;
  autoComplete?: string;
  rows?: number;
  /** Takes the whole row on wide screens (subject, message). */
  wide?: boolean;
}

/** Every text the form shows, already translated on the server. `{detail}`/`{message}` are filled here. */
export interface ContactFormText {
  formName: string;
  requiredNote?: string;
  optional: string;
  submit: string;
  sending: string;
  honeypot: string;
  fixFields: string;
  /** `{field}` and `{error}`: one line of the spoken summary (French puts a space before the colon). */
  fieldError: string;
  close: string;
  sentTitle: string;
  sentText: string;
  errorTitle: string;
  /** May contain `{detail}` (the French home form says what went wrong). */
  errorText: string;
  /** `{message}`: the server's own words. */
  functionError: string;
  unknownError: string;
}

/** What the server already knows when it renders the form: a no-JavaScript post that failed or succeeded. */
export interface ContactFormInitial {
  values?: Partial<Record<ContactFieldName, string>>;
  errors?: ContactFormErrors;
  sent?: boolean;
}

export interface ContactFormProps {
  variant: "home" | "page";
  locale: Locale;
  /** The no-JavaScript path: a plain form post here (`?lang=` so the answer page keeps the language). */
  action: string;
  /** Where the island posts JSON (its language goes in Accept-Language: no cookie is set by sending). */
  endpoint: string;
  /** The page the form is on, sent along so a form post comes back here. */
  page: string;
  fields: ContactFormField[];
  text: ContactFormText;
  initial: ContactFormInitial;
}

type Values = Record<ContactFieldName, string>;
interface Toast {
  tone: "success" | "destructive";
  title: string;
  text: string;
}

/** The last answer to a sending: React's action state (useActionState), the server's page before any. */
interface Answer {
  outcome: "none" | "success" | "failure";
  /** Sent from this page, not a no-JavaScript post the server answered with it. */
  submitted: boolean;
  errors: ContactFormErrors;
  toast: Toast | null;
}

/** What the visitor has put away of an answer: the toast, and the errors of the fields they have changed since. */
interface Dismissed {
  answer: Answer;
  toast: boolean;
  fields: ContactFieldName[];
}

const SUCCESS_TOAST_MS = 6000;
// Fixed ids rather than generated ones: a rejected form post renders the form alone into the memoised
// page (decisions 010, 011), so its ids must not depend on where it is rendered. One contact form per page.
const ID = "contact";

/**
 * The contact form: idle → sending (button disabled, sending label) → success (fields cleared, toast) or
 * failure (destructive toast, fields kept, server errors beside their fields and announced). Without
 * JavaScript it is a plain form post that the server answers with a page.
 *
 * Its fields are uncontrolled (decision 010): the inputs hold what the visitor types, from the first paint,
 * before and after React arrives; React gives them only their starting values and reads them, as a form post
 * would, on submit.
 */
export default function ContactForm({
  variant,
  locale,
  action,
  endpoint,
  page,
  fields,
  text,
  initial,
}: ContactFormProps) {
  // What the fields start from: a refused form post's values, then a draft from the other language. A field
  // the visitor has typed into keeps its own value (the browser changes only a field left as it started).
  const [defaults, setDefaults] = useState<Values>(() => valuesOf(fields, initial.values));
  const form = useRef<HTMLFormElement>(null);
  const submit = useRef<HTMLButtonElement>(null);
  // idle → sending (`sending`, while the action runs) → success or failure (`answer`).
  const [answer, send, sending] = useActionState(
    async (_previous: Answer, body: Record<string, string>): Promise<Answer> => {
      const result = await post(endpoint, locale, body);
      if (result.ok) {
        forgetContactDraft();
        setDefaults(valuesOf(fields));
        const toast: Toast = { tone: "success", title: text.sentTitle, text: text.sentText };
        return { outcome: "success", submitted: true, errors: {}, toast };
      }
      const errors: ContactFormErrors = { ...result.errors };
      if (!fields.some((field) => errors[field.name])) errors.form = result.reason ?? text.unknownError;
      const detail = result.reason ? fill(text.functionError, { message: result.reason }) : text.unknownError;
      const toast: Toast = { tone: "destructive", title: text.errorTitle, text: fill(text.errorText, { detail }) };
      return { outcome: "failure", submitted: true, errors, toast };
    },
    {
      outcome: initial.errors ? "failure" : initial.sent ? "success" : "none",
      submitted: false,
      errors: initial.errors ?? {},
      toast: null,
    },
  );
  const [dismissed, setDismissed] = useState<Dismissed>({ answer, toast: false, fields: [] });
  const putAway = dismissedOf(answer, dismissed);
  const errors: ContactFormErrors = Object.fromEntries(
    Object.entries(answer.errors).filter(([name]) => !putAway.fields.includes(name as ContactFieldName)),
  );
  const toast = sending || putAway.toast ? null : answer.toast;
  // A no-JavaScript post that was sent: its confirmation, until the visitor sends again.
  const confirmation = Boolean(initial.sent) && !answer.submitted && !sending;
  const announcement = sending
    ? text.sending
    : answer.outcome === "failure"
      ? summary(fields, answer.errors, text)
      : "";
  // What the visitor had typed in the other language (client/contact-draft.ts) becomes the fields' starting
  // values. Taking it removes it from storage: a prerendered page (decision 082) takes it once shown.
  useEffect(() => {
    whenActivated(() => {
      const draft = takeContactDraft();
      if (!draft) return;
      setDefaults((current) => {
        const next = { ...current };
        for (const { name } of fields) if (typeof draft[name] === "string") next[name] = draft[name];
        return next;
      });
    });
  }, [fields]);

  // An answer to a sending: once sent, the fields go back to their starting values (the action emptied them).
  // Focus goes to the first field in error, else back to the button, which lost it while disabled.
  useEffect(() => {
    if (!answer.submitted) return;
    if (answer.outcome === "success") form.current?.reset();
    const field = fields.find(({ name }) => answer.errors[name]);
    if (field) document.getElementById(`${ID}-${field.name}`)?.focus();
    else if (document.activeElement === document.body || document.activeElement === null) submit.current?.focus();
  }, [answer, fields]);

  // Back from a form post: the confirmation is shown once; a reload should not show it again.
  useEffect(() => {
    if (!initial.sent) return;
    const url = new URL(window.location.href);
    url.searchParams.delete("sent");
    window.history.replaceState(window.history.state, "", url);
  }, [initial.sent]);

  const dismissToast = () => setDismissed((current) => ({ ...dismissedOf(answer, current), toast: true }));

  useEffect(() => {
    if (toast?.tone !== "success") return;
    const timer = window.setTimeout(
      () => setDismissed((current) => ({ ...dismissedOf(answer, current), toast: true })),
      SUCCESS_TOAST_MS,
    );
    return () => window.clearTimeout(timer);
  }, [toast, answer]);

  // The visitor is fixing a field: its old message would now be wrong.
  function onInput(name: ContactFieldName) {
    if (!errors[name]) return;
    setDismissed((current) => {
      const of = dismissedOf(answer, current);
      return { ...of, fields: [...of.fields, name] };
    });
  }

  // The island sends JSON itself: a form action would reset the fields, which a failure keeps.
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    // What the form holds, as the browser would post it: the fields, the page and the honeypot.
    const data = new FormData(event.currentTarget);
    const body = Object.fromEntries(
      [...fields.map(({ name }) => name), "page", "website"].map((name) => [name, String(data.get(name) ?? "")]),
    );
    startTransition(() => send(body));
  }

  return (
    <>
      {confirmation ? (
        <div className="contact-confirmation" role="status">
          <p className="contact-confirmation-title">{text.sentTitle}</p>
          <p>{text.sentText}</p>
        </div>
      ) : null}
      <form
        ref={form}
        id={ids.contactForm}
        className={`contact-form contact-form-${variant}`}
        method="post"
        action={action}
        aria-label={text.formName}
        onSubmit={onSubmit}
      >
        <input type="hidden" name="page" value={page} />
        {text.requiredNote ? (
          <p className="contact-required-note">
            <span aria-hidden="true">* </span>
            {text.requiredNote}
          </p>
        ) : null}
        <div className="contact-fields">
          {fields.map((field) => (
            <Field
              key={field.name}
              field={field}
              id={`${ID}-${field.name}`}
              defaultValue={defaults[field.name]}
              error={errors[field.name]}
              marked={variant === "page"}
              optionalLabel={text.optional}
              onInput={() => onInput(field.name)}
            />
          ))}
        </div>
        {/* The honeypot: off-screen, skipped by keyboard and screen readers; only bots fill it in. */}
        <div className="contact-hp" aria-hidden="true">
          <label htmlFor={`${ID}-website`}>{text.honeypot}</label>
          <input id={`${ID}-website`} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        {errors.form ? <p className="contact-form-error">{errors.form}</p> : null}
        <button ref={submit} type="submit" className="btn btn-primary contact-submit" disabled={sending}>
          {sending ? text.sending : text.submit}
        </button>
        <p className="sr-only" role="status">
          {announcement}
        </p>
      </form>
      <div className="toast-viewport" aria-live="polite">
        {toast ? (
          <div className={`toast toast-${toast.tone}`}>
            <div>
              <p className="toast-title">{toast.title}</p>
              <p className="toast-text">{toast.text}</p>
            </div>
            <button type="button" className="toast-close" aria-label={text.close} onClick={dismissToast}>
              <span aria-hidden="true">×</span>
            </button>
          </div>
        ) : null}
      </div>
    </>
  );
}

function Field({
  field,
  id,
  defaultValue,
  error,
  marked,
  optionalLabel,
  onInput,
}: {
  field: ContactFormField;
  id: string;
  defaultValue: string;
  error?: string;
  marked: boolean;
  optionalLabel: string;
  onInput: () => void;
}) {
  const errorId = `${id}-error`;
  const common = {
    id,
    name: field.name,
    defaultValue,
    required: field.required,
    maxLength: field.maxLength,
    autoComplete: field.autoComplete,
    onInput,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId : undefined,
  } as const;
  return (
    <div className={`field${field.wide ? " field-wide" : ""}${error ? " field-invalid" : ""}`}>
      <label htmlFor={id}>
        {field.label}
        {field.required && marked ? (
          <span className="field-required" aria-hidden="true">
            {" *"}
          </span>
        ) : null}
        {!field.required ? <span className="field-optional"> {optionalLabel}</span> : null}
      </label>
      {field.kind === "textarea" ? (
        <textarea {...common} rows={field.rows ?? 5} />
      ) : (
        <input {...common} type={field.kind} />
      )}
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** What the visitor has put away of `answer`: nothing yet, when what is recorded is of an earlier one. */
function dismissedOf(answer: Answer, dismissed: Dismissed): Dismissed {
  return dismissed.answer === answer ? dismissed : { answer, toast: false, fields: [] };
}

function valuesOf(fields: ContactFormField[], given: ContactFormInitial["values"] = {}): Values {
  return Object.fromEntries(fields.map((field) => [field.name, given[field.name] ?? ""])) as Values;
}

/** What the status region says after a failure: the form-level message, then each field and its error. */
function summary(fields: ContactFormField[], errors: ContactFormErrors | undefined, text: ContactFormText): string {
  if (!errors) return "";
  const parts = fields
    .filter((field) => errors[field.name])
    .map((field) => fill(text.fieldError, { field: field.label, error: errors[field.name]! }));
  if (parts.length > 0) return [text.fixFields, ...parts].join(" ");
  return errors.form ?? "";
}

type PostResult = { ok: true } | { ok: false; errors?: ContactFormErrors; reason?: string };

async function post(endpoint: string, locale: string, body: Record<string, string>): Promise<PostResult> {
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json", "Accept-Language": locale },
      body: JSON.stringify(body),
    });
  } catch {
    return { ok: false }; // offline, or the request never arrived
  }
  if (response.status === 201) return { ok: true };
  try {
    const data = (await response.json()) as { error?: unknown; errors?: unknown };
    return {
      ok: false,
      errors: data.errors && typeof data.errors === "object" ? (data.errors as ContactFormErrors) : undefined,
      reason: typeof data.error === "string" ? data.error : undefined,
    };
  } catch {
    return { ok: false };
  }
}
