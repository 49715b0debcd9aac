import { useEffect, useRef, useState } from "react";

export interface CountersProps {
  counters: { value: number; suffix: string; label: string; durationMs: number }[];
}

const easeOut = (t: number) => 1 - Math.pow(1 - t, 3);

/**
 * Three counters that count up from 0 with ease-out, once, when at least half visible (spec §9).
 * The HTML carries the final numbers, so without JavaScript (or with reduced motion) they simply show.
 */
export default function Counters({ counters }: CountersProps) {
  return (
    <dl className="grid grid-3 counters">
      {counters.map((counter) => (
        <Counter key={counter.label} {...counter} />
      ))}
    </dl>
  );
}

function Counter({ value, suffix, label, durationMs }: CountersProps["counters"][number]) {
  const [shown, setShown] = useState(value);
  const tile = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = tile.current;
    if (!el || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    // Already counted on screen at load? Leave it as it is.
    let frame = 0;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        observer.disconnect();
        const start = performance.now();
        const step = (now: number) => {
          const progress = Math.min(1, (now - start) / durationMs);
          setShown(Math.round(easeOut(progress) * value));
          if (progress < 1) frame = requestAnimationFrame(step);
        };
        frame = requestAnimationFrame(step);
      },
      { threshold: 0.5 },
    );
    setShown(0);
    observer.observe(el);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [value, durationMs]);

  return (
    <div ref={tile} className="stat counter">
      <dt className="stat-label">{label}</dt>
      <dd className="stat-value">
        <span className="counter-number" aria-hidden="true">
          {shown}
          {suffix}
        </span>
        <span className="sr-only">
          {value}
          {suffix}
        </span>
      </dd>
    </div>
  );
}
