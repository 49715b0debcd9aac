// Sections fade and slide in when scrolled into view (spec: threshold 0.1, 0.2 for heroes, 50px margin).
// Only what is below the fold at load is hidden, and only here in JavaScript: without it, or with
// reduced motion, everything simply shows.
export function startReveal(): void {
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
  const targets = Array.from(document.querySelectorAll<HTMLElement>("[data-reveal]")).filter(
    (el) => el.getBoundingClientRect().top > window.innerHeight,
  );
  if (targets.length === 0) return;
  const observe = (threshold: number, items: HTMLElement[]) => {
    if (items.length === 0) return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          entry.target.classList.add("is-revealed");
          observer.unobserve(entry.target);
        }
      },
      { threshold, rootMargin: "0px 0px -50px 0px" },
    );
    for (const el of items) {
      el.classList.add("reveal-pending");
      observer.observe(el);
    }
  };
  observe(
    0.2,
    targets.filter((el) => el.dataset.reveal === "hero"),
  );
  observe(
    0.1,
    targets.filter((el) => el.dataset.reveal !== "hero"),
  );
}
