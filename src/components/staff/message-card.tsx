import { messageStatuses, type StoredMessage } from "../../inbox/message";
import { formatDateTime } from "../../i18n/format";
import { getTranslator } from "../../i18n/translator";
import { usePage } from "../../render/page-context";

/** What a reply quotes at most: mail clients cut `mailto:` links of a few thousand characters. */
const QUOTE_MAX = 1500;

/**
 * One message in full, with its status and delivery state, and every action as a link or a form post
 * (`back` brings staff back to the same filtered page). React escapes every visitor value.
 */
export function MessageCard({ message, back }: { message: StoredMessage; back: string }) {
  const { t, locale } = usePage();
  const headingId = `message-${message.id}`;
  const state = message.delivery.state;
  const received = formatDateTime(locale, message.receivedAt);
  const name = `${message.firstName} ${message.lastName}`;
  return (
    <article className={`inbox-message status-${message.status}`} aria-labelledby={headingId}>
      <header className="inbox-message-head">
        <h3 id={headingId}>{message.subject}</h3>
        <p className="inbox-badges">
          <span className={`badge status-badge-${message.status}`}>{t(`admin.status.${message.status}`)}</span>{" "}
          <span className={`badge delivery-${state}`}>{t(`admin.state.${state}`)}</span>
        </p>
      </header>
      <dl className="inbox-meta">
        <div>
          <dt>{t("admin.field.from")}</dt>
          <dd>
            {name} · <a href={`mailto:${mailtoAddress(message.email)}`}>{message.email}</a>
          </dd>
        </div>
        <div>
          <dt>{t("admin.field.company")}</dt>
          <dd>{message.company ?? "—"}</dd>
        </div>
        <div>
          <dt>{t("admin.field.received")}</dt>
          <dd>
            <time dateTime={message.receivedAt}>{received}</time>
          </dd>
        </div>
        <div>
          <dt>{t("admin.field.page")}</dt>
          <dd>{message.page}</dd>
        </div>
        <div>
          <dt>{t("admin.field.language")}</dt>
          <dd>{message.locale.toUpperCase()}</dd>
        </div>
        <div>
          <dt>{t("admin.field.delivery")}</dt>
          <dd>
            {t(`admin.state.${state}`)}
            {message.delivery.attempts > 0 ? ` · ${t("admin.attempts", { count: message.delivery.attempts })}` : null}
            {message.delivery.lastError && state !== "sent" ? ` · ${message.delivery.lastError}` : null}
          </dd>
        </div>
        <div>
          <dt>{t("admin.field.reference")}</dt>
          <dd>
            <code>{message.id}</code>
          </dd>
        </div>
      </dl>
      <div className="inbox-body">{message.message}</div>
      <div className="inbox-actions">
        <a className="btn btn-primary btn-small" href={replyLink(message)}>
          {t("admin.reply")}
        </a>
        {messageStatuses
          .filter((status) => status !== message.status)
          .map((status) => (
            <form key={status} method="post" action={`/admin/messages/${message.id}/status`}>
              <input type="hidden" name="status" value={status} />
              <input type="hidden" name="back" value={back} />
              <button type="submit" className="btn btn-secondary btn-small">
                {t(`admin.action.${status}`)}
              </button>
            </form>
          ))}
        {state !== "sent" ? (
          <form method="post" action={`/admin/messages/${message.id}/resend`}>
            <input type="hidden" name="back" value={back} />
            <button type="submit" className="btn btn-secondary btn-small">
              {t("admin.resend")}
            </button>
          </form>
        ) : null}
        <details className="inbox-delete">
          <summary>{t("admin.delete")}</summary>
          <form method="post" action={`/admin/messages/${message.id}/delete`}>
            <input type="hidden" name="back" value={back} />
            <button type="submit" className="btn btn-small btn-danger">
              {t("admin.deleteConfirm")}
            </button>
          </form>
        </details>
      </div>
    </article>
  );
}

/**
 * `mailto:` with "Re: subject" and the message quoted under a line saying who wrote it and when, in the
 * visitor's language: the reply is for them.
 */
function replyLink(message: StoredMessage): string {
  const { t } = getTranslator(message.locale);
  const text = message.message.length > QUOTE_MAX ? `${message.message.slice(0, QUOTE_MAX)} […]` : message.message;
  const quoted = text
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join("\n");
  const intro = t("admin.replyQuote", {
    date: formatDateTime(message.locale, message.receivedAt),
    name: `${message.firstName} ${message.lastName}`,
  });
  const query = [
    `subject=${encodeURIComponent(`Re: ${message.subject}`)}`,
    `body=${encodeURIComponent(`\n\n${intro}\n${quoted}`)}`,
  ];
  return `mailto:${mailtoAddress(message.email)}?${query.join("&")}`;
}

/** The address as a `mailto:` path (RFC 6068): percent-encoded, but with its `@` as is. */
function mailtoAddress(email: string): string {
  return encodeURIComponent(email).replace(/%40/g, "@");
}
