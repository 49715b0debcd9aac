import { useEffect, useState } from "react";
import { useCarousel } from "../components/use-carousel";
import { Carousel, type CarouselLabels } from "../components/carousel";
import { useReducedMotion } from "../components/use-media-query";

export interface TestimonialsProps {
  testimonials: {
    key: string;
    name: string;
    title: string;
    company: string;
    quote: string;
    fullQuote?: string;
    /** The client's rating, once the studio has confirmed the testimonial; none before. */
    stars?: { count: number; label: string };
  }[];
  labels: CarouselLabels & {
    readMore: string;
    readLess: string;
    pause: string;
    play: string;
  };
}

const AUTO_ADVANCE_MS = 5000;

/**
 * The testimonial carousel: loops, advances every 5 s, pauses under the pointer, under keyboard
 * focus, when the visitor pauses it, and never moves by itself under reduced motion.
 */
export default function Testimonials({ testimonials, labels }: TestimonialsProps) {
  const carousel = useCarousel();
  const { api } = carousel;
  const [expanded, setExpanded] = useState<string | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [paused, setPaused] = useState(false);
  const reducedMotion = useReducedMotion();

  const stopped = hovered || focused || paused || reducedMotion || expanded !== null;
  useEffect(() => {
    if (!api || stopped) return;
    const timer = window.setInterval(() => api.scrollNext(), AUTO_ADVANCE_MS);
    return () => window.clearInterval(timer);
  }, [api, stopped]);

  const slides = testimonials.map((item) => {
    const isOpen = expanded === item.key;
    return (
      <figure key={item.key} className="testimonial card">
        {item.stars ? (
          <p className="stars">
            <span aria-hidden="true">{"★".repeat(item.stars.count)}</span>
            <span className="sr-only">{item.stars.label}</span>
          </p>
        ) : null}
        <blockquote>
          <p>{isOpen && item.fullQuote ? item.fullQuote : item.quote}</p>
        </blockquote>
        {item.fullQuote ? (
          <button
            type="button"
            className="link-button"
            aria-expanded={isOpen}
            onClick={() => setExpanded(isOpen ? null : item.key)}
          >
            {isOpen ? labels.readLess : labels.readMore}
          </button>
        ) : null}
        <figcaption>
          <strong>{item.name}</strong>
          <span>
            {item.title}, {item.company}
          </span>
        </figcaption>
      </figure>
    );
  });

  return (
    <Carousel
      carousel={carousel}
      labels={labels}
      slides={slides}
      className="testimonials"
      slideClassName="testimonial-slide"
      autoplay={stopped ? "paused" : "playing"}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      controls={
        <button
          type="button"
          className="icon-button"
          onClick={() => setPaused((value) => !value)}
          aria-label={paused ? labels.play : labels.pause}
        >
          {paused ? <PlayIcon /> : <PauseIcon />}
        </button>
      }
    />
  );
}

/** Drawn rather than typed (❚❚ and ▶ vary in size and weight from font to font), the size of the arrows. */
function PauseIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
      <rect x="2.5" y="2" width="3" height="10" rx="1" fill="currentColor" />
      <rect x="8.5" y="2" width="3" height="10" rx="1" fill="currentColor" />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
      <path d="M4 2.2v9.6a.6.6 0 0 0 .9.5l7.4-4.8a.6.6 0 0 0 0-1L4.9 1.7a.6.6 0 0 0-.9.5z" fill="currentColor" />
    </svg>
  );
}
