import type { AuditPage } from "../inbox/audit-log";
import type { MessageFilter } from "../inbox/filter";
import type { MessagePage } from "../inbox/staff-inbox";
import type { Overview } from "../inbox/overview";
import { AuditSection } from "../components/staff/audit-section";
import { MessageCard } from "../components/staff/message-card";
import { MessageFilters } from "../components/staff/message-filters";
import { OverviewSection } from "../components/staff/overview-section";
import { PersonPanel, type PersonLookup } from "../components/staff/person-panel";
import { StaffLayout } from "../components/staff/staff-layout";
import { usePage } from "../render/page-context";

export type InboxNotice = "deleted" | "resent" | "notQueued" | "missing" | "status" | "erased";

export interface InboxPageProps {
  overview: Overview;
  filter: MessageFilter;
  page: MessagePage;
  /** Links: the first page and the next (older) one of the same filtered view; the view's own query. */
  links: { first: string | null; older: string | null; back: string };
  notice?: { kind: InboxNotice; count?: number; auditWarning?: boolean };
  person?: PersonLookup;
  audit: AuditPage;
  auditOlder: string | null;
}

/**
 * The staff console: an overview, the filtered messages (each in full, with its actions), a person's
 * data and the audit trail. Plain links and form posts throughout: it needs no script.
 */
export function InboxPage({ overview, filter, page, links, notice, person, audit, auditOlder }: InboxPageProps) {
  const { t, locale } = usePage();
  return (
    <StaffLayout title={t("admin.title")}>
      <h1>{t("admin.title")}</h1>
      {notice ? (
        <p className="inbox-notice" role="status">
          {t(`admin.notice.${notice.kind}`, { count: notice.count ?? 0 })}
          {notice.auditWarning ? ` ${t("admin.notice.auditWarning")}` : null}
        </p>
      ) : null}
      <OverviewSection overview={overview} />
      <section className="staff-section" id="messages" aria-labelledby="messages-title">
        <div className="inbox-head">
          <h2 id="messages-title">{t("admin.messages.title")}</h2>
          <a className="btn btn-secondary btn-small" href={`/api/admin/messages.csv?lang=${locale}`} download>
            {t("admin.export")}
          </a>
        </div>
        <MessageFilters filter={filter} />
        <p role="status" className="staff-result-count">
          {t("admin.messages.shown", { count: page.messages.length })}
        </p>
        {page.messages.length === 0 ? (
          <p>{t("admin.empty")}</p>
        ) : (
          <ol className="inbox-list">
            {page.messages.map((message) => (
              <li key={message.id}>
                <MessageCard message={message} back={links.back} />
              </li>
            ))}
          </ol>
        )}
        {links.first || links.older ? (
          <nav className="inbox-pages" aria-label={t("admin.pages")}>
            {links.first ? <a href={links.first}>{t("admin.newest")}</a> : null}
            {links.older ? <a href={links.older}>{t("admin.older")} →</a> : null}
          </nav>
        ) : null}
      </section>
      <PersonPanel person={person} />
      <AuditSection audit={audit} olderHref={auditOlder} />
    </StaffLayout>
  );
}
