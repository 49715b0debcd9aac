import { useId, useState } from "react";

export interface ServiceCardsProps {
  cards: { number: string; title: string; text: string; features: string[] }[];
  labels: { show: string; hide: string };
}

/** The four numbered service cards: a click opens one card's features, a second click closes it; one open at a time. */
export default function ServiceCards({ cards, labels }: ServiceCardsProps) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const baseId = useId();
  return (
    <ol className="grid grid-4 service-cards" role="list" data-reveal-stagger="200 400">
      {cards.map((card, i) => {
        const open = openIndex === i;
        const panelId = `${baseId}-features-${i}`;
        return (
          <li key={card.number} className={`card service-card${open ? " is-open" : ""}`} data-reveal="">
            <span className="service-number" aria-hidden="true">
              {card.number}
            </span>
            <h3>
              <button
                type="button"
                className="service-toggle"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenIndex(open ? null : i)}
              >
                <span>{card.title}</span>
                <span className="service-toggle-icon" aria-hidden="true" />
                <span className="sr-only">{open ? labels.hide : labels.show}</span>
              </button>
            </h3>
            <p>{card.text}</p>
            <ul id={panelId} className="features service-features" hidden={!open}>
              {card.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
          </li>
        );
      })}
    </ol>
  );
}
