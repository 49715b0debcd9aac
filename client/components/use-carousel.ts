import useEmblaCarousel from "embla-carousel-react";
import { useEffect, useState } from "react";

/**
 * The site's carousels (spec §9): Embla, looping, aligned to the start, drag threshold 10, duration 25.
 * Returns the viewport ref, the Embla API and the index of the selected slide.
 */
export function useCarousel() {
  const [viewport, api] = useEmblaCarousel({ loop: true, align: "start", dragThreshold: 10, duration: 25 });
  const [selected, setSelected] = useState(0);
  useEffect(() => {
    if (!api) return;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    api.on("select", onSelect);
    return () => {
      api.off("select", onSelect);
    };
  }, [api]);
  return { viewport, api, selected };
}
