import { deliveryStates, messageStatuses } from "../../inbox/message";
import type { Overview } from "../../inbox/overview";
import { formatDate, formatDayMonth, formatNumber } from "../../i18n/format";
import { usePage } from "../../render/page-context";

/** Counts by status and by delivery state, and messages per week: a chart for the eye, a table for screen readers. */
export function OverviewSection({ overview }: { overview: Overview }) {
  const { t, locale } = usePage();
  const n = (value: number) => formatNumber(locale, value);
  return (
    <section className="staff-section" id="overview" aria-labelledby="overview-title">
      <h2 id="overview-title">{t("admin.overview.title")}</h2>
      <p>{t("admin.overview.total", { count: overview.total })}</p>
      {overview.reconciler ? (
        <p className="staff-reconciler">
          {t("admin.overview.reconciler", {
            ...overview.reconciler,
            at: formatDate(locale, overview.reconciler.at),
          })}
        </p>
      ) : null}
      <div className="staff-counts">
        <dl aria-label={t("admin.overview.byStatus")}>
          {messageStatuses.map((status) => (
            <div key={status}>
              <dt>{t(`admin.status.${status}`)}</dt>
              <dd>{n(overview.byStatus[status])}</dd>
            </div>
          ))}
        </dl>
        <dl aria-label={t("admin.overview.byDelivery")}>
          {deliveryStates.map((state) => (
            <div key={state}>
              <dt>{t(`admin.state.${state}`)}</dt>
              <dd>{n(overview.byDelivery[state])}</dd>
            </div>
          ))}
        </dl>
      </div>
      <WeeklyChart overview={overview} />
      <table className="sr-only">
        <caption>{t("admin.overview.weekly")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("admin.overview.weekOf")}</th>
            <th scope="col">{t("admin.overview.messages")}</th>
          </tr>
        </thead>
        <tbody>
          {overview.weeks.map((week) => (
            <tr key={week.start}>
              <th scope="row">{formatDate(locale, week.start)}</th>
              <td>{n(week.count)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

const WIDTH = 720;
const HEIGHT = 220;
const BASE = 180;
const TOP = 24;

/** Bars drawn on the server: readable without JavaScript; hidden from screen readers, which get the table. */
function WeeklyChart({ overview }: { overview: Overview }) {
  const { t, locale } = usePage();
  const max = Math.max(1, ...overview.weeks.map((week) => week.count));
  const slot = WIDTH / overview.weeks.length;
  return (
    <figure className="staff-chart">
      <figcaption aria-hidden="true">{t("admin.overview.weekly")}</figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-hidden="true" focusable="false">
        <line x1="0" y1={BASE} x2={WIDTH} y2={BASE} className="staff-chart-axis" />
        {overview.weeks.map((week, i) => {
          const height = ((BASE - TOP) * week.count) / max;
          const x = i * slot + slot * 0.2;
          return (
            <g key={week.start}>
              <rect x={x} y={BASE - height} width={slot * 0.6} height={height} className="staff-chart-bar" />
              <text x={x + slot * 0.3} y={BASE - height - 6} textAnchor="middle">
                {formatNumber(locale, week.count)}
              </text>
              <text
                x={x + slot * 0.3}
                y={BASE + 24}
                textAnchor="middle"
                // On a phone the chart is half size: every other date, drawn larger, stays readable.
                className={(overview.weeks.length - 1 - i) % 2 === 0 ? undefined : "staff-chart-date-alt"}
              >
                {formatDayMonth(locale, week.start)}
              </text>
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
