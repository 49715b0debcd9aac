// What a visitor typed in the contact form, carried across a change of language (client/language-switch.ts)
// in this tab's session storage only: never sent anywhere, gone when the tab closes, taken (and so removed)
// by the form as soon as it shows it again (as its fields' starting values), and never kept once a message
// is sent.

const DRAFT_KEY = "contact-draft";

interface Draft {
  path: string;
  values: Record<string, string>;
}

/** What the visitor has typed in the form, by field name: filled fields only, not the hidden ones nor the honeypot. */
export function filledFields(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input, textarea")) {
    if (field.type === "hidden" || field.closest("[aria-hidden='true']") || !field.name || !field.value) continue;
    values[field.name] = field.value;
  }
  return values;
}

/** Keeps the typed values of the page's contact form, if it has any, for the page about to open. */
export function keepContactDraft(form: HTMLFormElement | null): void {
  if (!form) return;
  const values = filledFields(form);
  if (Object.keys(values).length === 0) return;
  try {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ path: location.pathname, values } satisfies Draft));
  } catch {
    // storage refused: the draft is simply not carried over
  }
}

/** The draft kept for this page, removed as it is taken; null when there is none. */
export function takeContactDraft(): Record<string, string> | null {
  try {
    const raw = sessionStorage.getItem(DRAFT_KEY);
    if (raw === null) return null;
    sessionStorage.removeItem(DRAFT_KEY);
    const draft = JSON.parse(raw) as Partial<Draft>;
    return draft.path === location.pathname && draft.values && typeof draft.values === "object" ? draft.values : null;
  } catch {
    return null;
  }
}

/** Forgets any draft (a message was sent). */
export function forgetContactDraft(): void {
  try {
    sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // nothing stored that we could remove
  }
}
