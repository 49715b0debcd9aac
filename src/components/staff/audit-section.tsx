import type { AuditEntry, AuditPage } from "../../inbox/audit-log";
import { formatDateTime } from "../../i18n/format";
import { usePage } from "../../render/page-context";

/** The audit trail, newest first, with a link to older entries. */
export function AuditSection({ audit, olderHref }: { audit: AuditPage; olderHref: string | null }) {
  const { t, locale } = usePage();
  return (
    <section className="staff-section" id="audit" aria-labelledby="audit-title">
      <h2 id="audit-title">{t("admin.audit.title")}</h2>
      {audit.entries.length === 0 ? (
        <p>{t("admin.audit.empty")}</p>
      ) : (
        <table className="staff-audit">
          <thead>
            <tr>
              <th scope="col">{t("admin.audit.when")}</th>
              <th scope="col">{t("admin.audit.action")}</th>
              <th scope="col">{t("admin.audit.who")}</th>
              <th scope="col">{t("admin.audit.details")}</th>
            </tr>
          </thead>
          <tbody>
            {audit.entries.map((entry) => (
              <tr key={entry.id}>
                <td>
                  <time dateTime={entry.at}>{formatDateTime(locale, entry.at)}</time>
                </td>
                <td>{t(`admin.audit.do.${entry.action}`)}</td>
                <td>{entry.who === "token" ? t("admin.audit.token") : entry.who}</td>
                <td>
                  <AuditDetails entry={entry} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {olderHref ? (
        <p>
          <a href={olderHref}>{t("admin.audit.older")}</a>
        </p>
      ) : null}
    </section>
  );
}

function AuditDetails({ entry }: { entry: AuditEntry }) {
  const { t } = usePage();
  const parts: string[] = [];
  if (entry.read) parts.push(entry.read.map((kind) => t(`admin.audit.read.${kind}`)).join(", "));
  if (entry.status) parts.push(t(`admin.status.${entry.status}`));
  if (entry.queued === false) parts.push(t("admin.audit.notQueued"));
  if (entry.count !== undefined) parts.push(t("admin.audit.count", { count: entry.count }));
  // A read names up to a page of messages: its count says enough here (the API lists the ids).
  const ids = entry.action === "read" ? [] : entry.messageIds;
  return (
    <>
      {parts.join(" · ")}
      {ids.map((id) => (
        <code key={id} className="staff-id">
          {id}
        </code>
      ))}
      {entry.personHash ? (
        <span className="staff-id">
          {t("admin.audit.hash")} <code>{entry.personHash.slice(0, 16)}…</code>
        </span>
      ) : null}
    </>
  );
}
