import { useId } from "react";
import { RichText } from "../../client/components/rich-text";
import { dataProps } from "../../client/dom-contract";
import type { Card } from "../../scripts/content/types";
import { usePage } from "../render/page-context";

/**
 * The home page's four numbered service cards. A press anywhere on a card opens its features, a second press
 * closes them, and one card is open at a time: an exclusive accordion of `<details name>`, which the platform
 * runs with no script (decision 003). A browser without exclusive accordions lets several stay open.
 */
export function ServiceCards({ cards }: { cards: Card[] }) {
  const { t } = usePage();
  const baseId = useId();
  return (
    <ol className="grid grid-4 service-cards" role="list" {...dataProps({ revealStagger: "200 400" })}>
      {cards.map((card, i) => {
        const titleId = `${baseId}-title-${i}`;
        return (
          <li key={card.title} className="card service-card" {...dataProps({ reveal: "" })}>
            <span className="service-number" aria-hidden="true">
              {String(i + 1).padStart(2, "0")}
            </span>
            <h3 id={titleId}>{card.title}</h3>
            <p>
              <RichText text={card.text} />
            </p>
            <details className="service-more" name={`${baseId}-services`}>
              <summary className="service-toggle" aria-describedby={titleId}>
                <span className="service-show">{t("home.services.show")}</span>
                <span className="service-hide">{t("home.services.hide")}</span>
                <span className="service-toggle-icon" aria-hidden="true" />
              </summary>
              <ul className="features service-features">
                {(card.features ?? []).map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
            </details>
          </li>
        );
      })}
    </ol>
  );
}
