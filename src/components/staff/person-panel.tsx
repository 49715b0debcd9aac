import type { StoredMessage } from "../../inbox/message-store";
import { formatDateTime } from "../../i18n/format";
import { usePage } from "../../render/page-context";

export type PersonLookup = { email: string; messages: StoredMessage[] } | { email: string; invalid: true };

/**
 * A person's data (GDPR): look up an address, download everything stored about it, or erase it all
 * behind a confirmation that says how many messages will go.
 */
export function PersonPanel({ person }: { person?: PersonLookup }) {
  const { t, locale } = usePage();
  return (
    <section className="staff-section" id="people" aria-labelledby="people-title">
      <h2 id="people-title">{t("admin.people.title")}</h2>
      <p>{t("admin.people.intro")}</p>
      <form className="staff-person-search" method="get" action="/admin#people">
        <input type="hidden" name="lang" value={locale} />
        <p className="staff-field">
          <label htmlFor="person-email">{t("admin.people.email")}</label>
          <input
            id="person-email"
            name="person"
            type="email"
            autoComplete="off"
            required
            maxLength={254}
            defaultValue={person?.email ?? ""}
            aria-describedby={person && "invalid" in person ? "person-error" : undefined}
            aria-invalid={person && "invalid" in person ? true : undefined}
          />
        </p>
        <button type="submit" className="btn btn-secondary btn-small">
          {t("admin.people.find")}
        </button>
      </form>
      {person && "invalid" in person ? (
        <p id="person-error" className="staff-error" role="alert">
          {t("admin.people.invalid")}
        </p>
      ) : null}
      {person && "messages" in person ? <PersonResult email={person.email} messages={person.messages} /> : null}
    </section>
  );
}

function PersonResult({ email, messages }: { email: string; messages: StoredMessage[] }) {
  const { t, locale } = usePage();
  const count = messages.length;
  return (
    <div className="staff-person" role="status">
      <p>{t("admin.people.found", { count, email })}</p>
      {count > 0 ? (
        <>
          <ul>
            {messages.map((message) => (
              <li key={message.id}>
                <time dateTime={message.receivedAt}>{formatDateTime(locale, message.receivedAt)}</time> ·{" "}
                {message.subject}
              </li>
            ))}
          </ul>
          <p className="inbox-actions">
            <a className="btn btn-secondary btn-small" href={`/api/admin/people/${encodeURIComponent(email)}`} download>
              {t("admin.people.export")}
            </a>
          </p>
          <details className="inbox-delete">
            <summary>{t("admin.people.erase")}</summary>
            <form method="post" action="/admin/people/erase">
              <input type="hidden" name="email" value={email} />
              <p>{t("admin.people.eraseWarning", { count, email })}</p>
              <button type="submit" className="btn btn-small btn-danger">
                {t("admin.people.eraseConfirm", { count })}
              </button>
            </form>
          </details>
        </>
      ) : null}
    </div>
  );
}
