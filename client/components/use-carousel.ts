import useEmblaCarousel from "embla-carousel-react";
import { useEffect, useRef, useState } from "react";

/**
 * The site's carousels (docs/product.md §4.4, §9.4): Embla, looping, aligned to the start, drag threshold 10,
 * duration 25. Returns the ref for the carousel's region (the left and right arrow keys pressed inside it move one
 * slide, on top of the previous and next buttons), the viewport ref, the Embla API and the selected slide.
 */
export function useCarousel() {
  const [viewport, api] = useEmblaCarousel({ loop: true, align: "start", dragThreshold: 10, duration: 25 });
  const region = useRef<HTMLDivElement>(null);
  const [selected, setSelected] = useState(0);
  useEffect(() => {
    if (!api) return;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    api.on("select", onSelect);
    return () => {
      api.off("select", onSelect);
    };
  }, [api]);
  useEffect(() => {
    const el = region.current;
    if (!el || !api) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "ArrowLeft") api.scrollPrev();
      if (event.key === "ArrowRight") api.scrollNext();
    };
    el.addEventListener("keydown", onKey);
    return () => el.removeEventListener("keydown", onKey);
  }, [api]);
  return { region, viewport, api, selected };
}
