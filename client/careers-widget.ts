// The careers page's external job-offers widget (docs/product.md §4.9): its script is injected 100 ms after the
// page is shown and removed when the visitor leaves. Until the widget renders into its area, a polite loading
// state; if the script fails or nothing renders within WIDGET_TIMEOUT_MS, the e-mail fallback (decision 034).
import { byData, readData, writeData, type CareersWidgetState } from "./dom-contract";

const INJECT_DELAY_MS = 100;
/** Long enough for a slow connection to fetch and run a third-party script, short enough to be still there. */
export const WIDGET_TIMEOUT_MS = 8000;

export function startCareersWidget(area: HTMLElement): void {
  const url = readData(area, "careersWidget");
  const mount = area.querySelector<HTMLElement>(byData("careersWidgetMount"));
  const status = area.querySelector<HTMLElement>(byData("careersStatus"));
  if (!url || !mount || !status) return;
  const loadingText = status.textContent ?? "";
  let script: HTMLScriptElement | null = null;
  let injectTimer = 0;
  let deadline = 0;

  const show = (state: CareersWidgetState) => {
    if (readData(area, "state") === state) return;
    writeData(area, "state", state);
    area.setAttribute("aria-busy", String(state === "loading"));
    // One live region for every change, so screen readers hear each once, politely.
    if (state === "loading") status.textContent = loadingText;
    if (state === "ready") status.textContent = readData(area, "readyText") ?? "";
    if (state === "failed") status.textContent = readData(area, "failedText") ?? "";
  };
  // Whatever the widget adds to its area counts as rendered, even after the fallback showed: offers win.
  const observer = new MutationObserver(() => {
    if (mount.childElementCount === 0) return;
    window.clearTimeout(deadline);
    show("ready");
  });

  const inject = () => {
    show("loading");
    observer.observe(mount, { childList: true });
    injectTimer = window.setTimeout(() => {
      script = document.createElement("script");
      script.src = url;
      script.async = true;
      writeData(script, "careersWidgetScript", "");
      writeData(script, "lang", readData(area, "lang") ?? "");
      writeData(script, "target", `#${mount.id}`);
      script.addEventListener("error", () => {
        window.clearTimeout(deadline);
        show("failed");
      });
      document.body.appendChild(script);
      deadline = window.setTimeout(() => readData(area, "state") === "loading" && show("failed"), WIDGET_TIMEOUT_MS);
    }, INJECT_DELAY_MS);
  };
  const remove = () => {
    window.clearTimeout(injectTimer);
    window.clearTimeout(deadline);
    observer.disconnect();
    script?.remove();
    script = null;
  };

  inject();
  window.addEventListener("pagehide", remove);
  // Back/forward cache: the page is shown again without reloading.
  window.addEventListener("pageshow", (event) => {
    if (event.persisted && !script && readData(area, "state") !== "ready") inject();
  });
}
