import type { HomeCopy } from "../../scripts/content/page-types";
import { formatNumber } from "../i18n/format";
import { usePage } from "../render/page-context";
import { dataProps } from "../../client/dom-contract";

type Counter = HomeCopy["clients"]["counters"][number];

/**
 * The three counters of the home page (docs/product.md §4.7, §9.4): the final figures are in the HTML (crawlers, no
 * JavaScript, screen readers); client/counters.ts counts them up from 0 when half visible, without React.
 */
export function Counters({ counters }: { counters: Counter[] }) {
  const { locale } = usePage();
  return (
    <dl className="grid grid-3 counters">
      {counters.map(({ value, suffix, label, durationMs }) => {
        const figure = `${formatNumber(locale, value)}${suffix}`;
        return (
          <div key={label} className="stat counter" {...dataProps({ counter: "" })}>
            <dt className="stat-label">{label}</dt>
            <dd className="stat-value">
              <span
                className="counter-number"
                aria-hidden="true"
                {...dataProps({ countTo: value, countSuffix: suffix, countMs: durationMs })}
              >
                {figure}
              </span>
              <span className="sr-only">{figure}</span>
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
