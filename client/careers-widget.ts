// The careers page's external job-offers widget (spec §4): its script is injected 100 ms after the
// page is shown and removed when the visitor leaves; the page reads well if it never loads.
const DELAY_MS = 100;

export function startCareersWidget(area: HTMLElement): void {
  const url = area.dataset.careersWidget;
  if (!url) return;
  let script: HTMLScriptElement | null = null;
  let timer = 0;

  const inject = () => {
    timer = window.setTimeout(() => {
      script = document.createElement("script");
      script.src = url;
      script.async = true;
      script.dataset.careersWidgetScript = "";
      script.dataset.lang = area.dataset.lang ?? "";
      script.addEventListener("error", () => area.classList.add("widget-unavailable"));
      document.body.appendChild(script);
    }, DELAY_MS);
  };
  const remove = () => {
    window.clearTimeout(timer);
    script?.remove();
    script = null;
  };

  inject();
  window.addEventListener("pagehide", remove);
  // Back/forward cache: the page is shown again without reloading.
  window.addEventListener("pageshow", (event) => event.persisted && !script && inject());
}
