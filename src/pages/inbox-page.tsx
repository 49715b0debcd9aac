import { SitePage } from "../components/site-page";
import { usePage } from "../render/page-context";
import type { StoredMessage } from "../contact/message-store";

export type InboxNotice = "deleted" | "resent" | "missing";

export interface InboxPageProps {
  messages: StoredMessage[];
  /** The cursor of the next (older) page, if any. */
  older: string | null;
  /** True when this is not the first page. */
  paged: boolean;
  notice?: InboxNotice;
}

/**
 * The staff inbox: newest first, each message in full with its delivery state, resend and delete
 * (plain form posts: no script needed), a CSV export and paging. React escapes every visitor value.
 */
export function InboxPage({ messages, older, paged, notice }: InboxPageProps) {
  const { t } = usePage();
  return (
    <SitePage meta={{ title: t("admin.title"), description: t("admin.description"), noindex: true }}>
      <section className="section inbox">
        <div className="container">
          <header className="inbox-head">
            <h1>{t("admin.title")}</h1>
            <a className="btn btn-secondary btn-small" href="/api/admin/messages.csv" download>
              {t("admin.export")}
            </a>
          </header>
          {notice ? (
            <p className="inbox-notice" role="status">
              {t(`admin.notice.${notice}`)}
            </p>
          ) : null}
          {messages.length === 0 ? (
            <p>{t("admin.empty")}</p>
          ) : (
            <ol className="inbox-list">
              {messages.map((message) => (
                <li key={message.id}>
                  <InboxMessage message={message} />
                </li>
              ))}
            </ol>
          )}
          {paged || older ? (
            <nav className="inbox-pages" aria-label={t("admin.pages")}>
              {paged ? <a href="/admin">{t("admin.newest")}</a> : null}
              {older ? <a href={`/admin?cursor=${encodeURIComponent(older)}`}>{t("admin.older")} →</a> : null}
            </nav>
          ) : null}
        </div>
      </section>
    </SitePage>
  );
}

function InboxMessage({ message }: { message: StoredMessage }) {
  const { t, locale } = usePage();
  const headingId = `message-${message.id}`;
  const state = message.delivery.state;
  const received = new Intl.DateTimeFormat(locale === "fr" ? "fr-FR" : "en-GB", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Europe/Paris",
  }).format(new Date(message.receivedAt));
  const reply = `mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`;
  return (
    <article className="inbox-message" aria-labelledby={headingId}>
      <header className="inbox-message-head">
        <h2 id={headingId}>{message.subject}</h2>
        <p className={`delivery delivery-${state}`}>{t(`admin.state.${state}`)}</p>
      </header>
      <dl className="inbox-meta">
        <div>
          <dt>{t("admin.field.from")}</dt>
          <dd>
            {message.firstName} {message.lastName} · <a href={reply}>{message.email}</a>
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
        <a className="btn btn-primary btn-small" href={reply}>
          {t("admin.reply")}
        </a>
        {state !== "sent" ? (
          <form method="post" action={`/admin/messages/${message.id}/resend`}>
            <button type="submit" className="btn btn-secondary btn-small">
              {t("admin.resend")}
            </button>
          </form>
        ) : null}
        <details className="inbox-delete">
          <summary>{t("admin.delete")}</summary>
          <form method="post" action={`/admin/messages/${message.id}/delete`}>
            <button type="submit" className="btn btn-small btn-danger">
              {t("admin.deleteConfirm")}
            </button>
          </form>
        </details>
      </div>
    </article>
  );
}
