import { useEffect, useRef, useState, type FormEvent } from "react";
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
type Status = "idle" | "sending" | "success" | "failure";
interface Toast {
  tone: "success" | "destructive";
  title: string;
  text: string;
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
 * Its fields are uncontrolled (decision 085): the inputs hold what the visitor types, from the first paint,
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
  // Bumped when a message is sent: the fields then go back to empty starting values.
  const [sent, setSent] = useState(0);
  const [errors, setErrors] = useState<ContactFormErrors>(initial.errors ?? {});
  const [status, setStatus] = useState<Status>(initial.errors ? "failure" : initial.sent ? "success" : "idle");
  const [confirmation, setConfirmation] = useState(Boolean(initial.sent));
  const [toast, setToast] = useState<Toast | null>(null);
  const [announcement, setAnnouncement] = useState(summary(fields, initial.errors, text));
  // Where focus goes once the form has re-rendered (the submit button is disabled while sending).
  const focusTarget = useRef<ContactFieldName | "submit" | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const submit = useRef<HTMLButtonElement>(null);
  const sending = status === "sending";

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

  // Sent: once the starting values are empty again, the fields go back to them.
  useEffect(() => {
    if (sent > 0) form.current?.reset();
  }, [sent]);

  // Back from a form post: the confirmation is shown once; a reload should not show it again.
  useEffect(() => {
    if (!initial.sent) return;
    const url = new URL(window.location.href);
    url.searchParams.delete("sent");
    window.history.replaceState(window.history.state, "", url);
  }, [initial.sent]);

  // After every render: the answer's state changes always re-render, so a requested focus lands then.
  useEffect(() => {
    const target = focusTarget.current;
    if (!target) return;
    focusTarget.current = null;
    if (target !== "submit") document.getElementById(`${ID}-${target}`)?.focus();
    else if (document.activeElement === document.body || document.activeElement === null) submit.current?.focus();
  });

  useEffect(() => {
    if (toast?.tone !== "success") return;
    const timer = window.setTimeout(() => setToast(null), SUCCESS_TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [toast]);

  // The visitor is fixing a field: its old message would now be wrong.
  function onInput(name: ContactFieldName) {
    if (errors[name]) setErrors(({ [name]: _fixed, ...rest }) => rest);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    // What the form holds, as the browser would post it: the fields, the page and the honeypot.
    const data = new FormData(event.currentTarget);
    const body = Object.fromEntries(
      [...fields.map(({ name }) => name), "page", "website"].map((name) => [name, String(data.get(name) ?? "")]),
    );
    setStatus("sending");
    setToast(null);
    setConfirmation(false);
    setAnnouncement(text.sending);
    const result = await post(endpoint, locale, body);
    if (result.ok) {
      forgetContactDraft();
      setDefaults(valuesOf(fields));
      setSent((count) => count + 1);
      setErrors({});
      setStatus("success");
      setAnnouncement("");
      setToast({ tone: "success", title: text.sentTitle, text: text.sentText });
      focusTarget.current = "submit";
      return;
    }
    const fieldErrors: ContactFormErrors = { ...result.errors };
    const hasFieldErrors = fields.some((field) => fieldErrors[field.name]);
    if (!hasFieldErrors) fieldErrors.form = result.reason ?? text.unknownError;
    setErrors(fieldErrors);
    setStatus("failure");
    setAnnouncement(summary(fields, fieldErrors, text));
    const detail = result.reason ? fill(text.functionError, { message: result.reason }) : text.unknownError;
    setToast({ tone: "destructive", title: text.errorTitle, text: fill(text.errorText, { detail }) });
    focusTarget.current = fields.find((field) => fieldErrors[field.name])?.name ?? "submit";
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
            <button type="button" className="toast-close" aria-label={text.close} onClick={() => setToast(null)}>
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
