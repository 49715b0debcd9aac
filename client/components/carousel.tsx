import type { HTMLAttributes, ReactElement, ReactNode } from "react";
import { countLabel } from "./count-label";
import type { useCarousel } from "./use-carousel";
import { dataProps } from "../dom-contract";

export interface CarouselLabels {
  /** The region's name ("Projets", "Témoignages"). */
  carousel: string;
  /** Each slide's name, with `{n}` and `{total}` ("Projet {n} sur {total}"). */
  slide: string;
  /** What a screen reader calls the region and each slide ("carousel", "slide"), in the page's language. */
  roleCarousel: string;
  roleSlide: string;
  previous: string;
  next: string;
}

/**
 * The markup of the site's carousels (docs/product.md §4.4, §9.4), after the WAI-ARIA carousel pattern: a
 * named region, each slide a named group, previous and next buttons, and the position written out. The state
 * is the caller's (`useCarousel()`), so a carousel that moves by itself can drive it; `autoplay` then says
 * whether it is moving, and the position is announced only while it is not, never at each turn.
 */
export function Carousel({
  carousel,
  labels,
  slides,
  className,
  slideClassName,
  controls,
  autoplay,
  ...regionProps
}: {
  carousel: ReturnType<typeof useCarousel>;
  labels: CarouselLabels;
  slides: ReactElement[];
  className?: string;
  slideClassName?: string;
  /** More buttons, drawn between "previous" and the position (the testimonials' pause). */
  controls?: ReactNode;
  autoplay?: "playing" | "paused";
} & Omit<HTMLAttributes<HTMLDivElement>, "className" | "role" | "aria-label" | "aria-roledescription">) {
  const { region, viewport, api, selected } = carousel;
  const count = slides.length;
  return (
    <div
      {...regionProps}
      ref={region}
      className={className ? `carousel ${className}` : "carousel"}
      role="region"
      aria-roledescription={labels.roleCarousel}
      aria-label={labels.carousel}
      {...dataProps({ state: autoplay })}
    >
      <div className="carousel-viewport" ref={viewport}>
        {/* A slide's own text changing (a quote read in full) is announced, except while the carousel turns. */}
        <div className="carousel-track" aria-live={autoplay && (autoplay === "playing" ? "off" : "polite")}>
          {slides.map((slide, i) => (
            <div
              key={slide.key}
              className={slideClassName ? `carousel-slide ${slideClassName}` : "carousel-slide"}
              role="group"
              aria-roledescription={labels.roleSlide}
              aria-label={countLabel(labels.slide, i + 1, count)}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      <div className="carousel-controls">
        <button
          type="button"
          className="icon-button carousel-prev"
          onClick={() => api?.scrollPrev()}
          aria-label={labels.previous}
        >
          <span aria-hidden="true">‹</span>
        </button>
        {controls}
        <p className="carousel-status" aria-live={autoplay === "playing" ? "off" : "polite"}>
          {countLabel(labels.slide, selected + 1, count)}
        </p>
        <button
          type="button"
          className="icon-button carousel-next"
          onClick={() => api?.scrollNext()}
          aria-label={labels.next}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
    </div>
  );
}
