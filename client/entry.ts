// The only script every page loads. It wakes each island when its moment comes (loading its code
// and React on demand), and runs the scroll reveal. No island in view: no React downloaded.
import { startConsent } from "./consent";
import { islandLoaders, type IslandName } from "./islands/registry";
import { startReveal } from "./reveal";

document.documentElement.classList.add("js");

function wake(root: HTMLElement): void {
  const name = root.dataset.island as IslandName;
  const load = islandLoaders[name];
  const data = root.previousElementSibling;
  if (!load || !(data instanceof HTMLScriptElement) || !data.hasAttribute("data-island-props")) return;
  const props = JSON.parse(data.textContent || "{}") as Record<string, unknown>;
  Promise.all([import("./hydrate"), load()])
    .then(([{ hydrate }, module]) => {
      hydrate(root, module.default as unknown as React.ComponentType<Record<string, unknown>>, props);
    })
    .catch((error: unknown) => console.error(`island ${name} failed to load`, error));
}

function schedule(root: HTMLElement): void {
  const when = root.dataset.when || "visible";
  if (when === "load") return wake(root);
  if (when === "idle") {
    const idle = window.requestIdleCallback ?? ((fn: () => void) => setTimeout(fn, 200));
    idle(() => wake(root));
    return;
  }
  if (when.startsWith("media:")) {
    const query = window.matchMedia(when.slice(6));
    if (query.matches) return wake(root);
    const onChange = () => {
      if (!query.matches) return;
      query.removeEventListener("change", onChange);
      wake(root);
    };
    query.addEventListener("change", onChange);
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      wake(root);
    },
    { rootMargin: "200px" },
  );
  observer.observe(root);
}

document.querySelectorAll<HTMLElement>("[data-island]").forEach(schedule);
startReveal();

const careers = document.querySelector<HTMLElement>("[data-careers-widget]");
if (careers) void import("./careers-widget").then(({ startCareersWidget }) => startCareersWidget(careers));
startConsent();
