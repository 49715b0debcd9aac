import type { StoredMessage } from "../../inbox/message";
import { formatDateTime } from "../../i18n/format";
import { usePage } from "../../render/page-context";

/**
 * A lookup as the console shows it: found by the hash of the address (the address itself, when any message
 * has it, comes from the messages), or an address typed that is not one.
 */
export type PersonLookup =
  { hash: string; email: string | null; messages: StoredMessage[] } | { email: string; invalid: true };

/**
 * A person's data (GDPR): look up an address, download everything stored about it, or erase it all
 * behind a confirmation that says how many messages will go. The lookup is a form post and every link
 * names the person by hash, so no address ends up in a URL (docs/security.md v2-L5).
 */
export function PersonPanel({ person }: { person?: PersonLookup }) {
  const { t, locale } = usePage();
  const invalid = person && "invalid" in person;
  return (
    <section className="staff-section" id="people" aria-labelledby="people-title">
      <h2 id="people-title">{t("admin.people.title")}</h2>
      <p>{t("admin.people.intro")}</p>
      <form className="staff-person-search" method="post" action={`/admin/people/find?lang=${locale}`}>
        <p className="staff-field">
          <label htmlFor="person-email">{t("admin.people.email")}</label>
          <input
            id="person-email"
            name="email"
            type="email"
            autoComplete="off"
            required
            maxLength={254}
            defaultValue={person?.email ?? ""}
            aria-describedby={invalid ? "person-error" : undefined}
            aria-invalid={invalid ? true : undefined}
          />
        </p>
        <button type="submit" className="btn btn-secondary btn-small">
          {t("admin.people.find")}
        </button>
      </form>
      {invalid ? (
        <p id="person-error" className="staff-error" role="alert">
          {t("admin.people.invalid")}
        </p>
      ) : null}
      {person && "hash" in person ? <PersonResult {...person} /> : null}
    </section>
  );
}

function PersonResult({ hash, email, messages }: { hash: string; email: string | null; messages: StoredMessage[] }) {
  const { t, locale } = usePage();
  const count = messages.length;
  return (
    <div className="staff-person" role="status">
      <p>{email && count > 0 ? t("admin.people.found", { count, email }) : t("admin.people.none")}</p>
      {email && count > 0 ? (
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
            <a className="btn btn-secondary btn-small" href={`/api/admin/people/${hash}`} download>
              {t("admin.people.export")}
            </a>
          </p>
          <details className="inbox-delete">
            <summary>{t("admin.people.erase")}</summary>
            <form method="post" action="/admin/people/erase">
              <input type="hidden" name="person" value={hash} />
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
