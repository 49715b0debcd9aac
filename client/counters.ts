// The home page's counters count up from 0, once, when half visible (docs/product.md §4.7, §9.4: threshold 0.5,
// ease-out, each its own duration). No React: the figures are in the HTML, and this only animates them.
//
// With scripts on, CSS keeps a figure hidden until this code has set it to 0 (or, under reduced motion,
// left it final), so a reload or a jump mid-page never shows the final value first. Should this code
// never run, CSS shows the figure after a few seconds anyway (client/styles/pages.css).

import { byData, readData } from "./dom-contract";

const easeOut = (t: number) => 1 - Math.pow(1 - t, 3);

export function startCounters(): void {
  const numbers = Array.from(document.querySelectorAll<HTMLElement>(byData("countTo")));
  if (numbers.length === 0) return;
  const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        const number = entry.target.matches(byData("countTo"))
          ? (entry.target as HTMLElement)
          : entry.target.querySelector<HTMLElement>(byData("countTo"));
        if (number) countUp(number);
      }
    },
    { threshold: 0.5 },
  );
  for (const number of numbers) {
    if (!reducedMotion) {
      number.textContent = `0${readData(number, "countSuffix") ?? ""}`;
      observer.observe(number.closest(byData("counter")) ?? number);
    }
    number.classList.add("is-counting");
  }
}

function countUp(number: HTMLElement): void {
  const target = Number(readData(number, "countTo"));
  const duration = Number(readData(number, "countMs")) || 2000;
  const suffix = readData(number, "countSuffix") ?? "";
  const final = number.nextElementSibling?.textContent ?? `${target}${suffix}`;
  const start = performance.now();
  const step = (now: number) => {
    // A frame's time is when the frame began, which can come before `start`, taken in the observer's report.
    const progress = Math.min(1, Math.max(0, (now - start) / duration));
    // The last frame shows the server's figure exactly as written (its locale's digits and separators).
    number.textContent = progress < 1 ? `${Math.round(easeOut(progress) * target)}${suffix}` : final;
    if (progress < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}
