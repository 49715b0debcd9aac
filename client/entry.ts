// The only script every page loads. It wakes each island when its moment comes (loading its code
// and React on demand), and runs the scroll reveal. No island in view: no React downloaded.
import { startConsent } from "./consent";
import { startCounters } from "./counters";
import { islandLoaders, type IslandName } from "./islands/registry";
import { logNotFound } from "./not-found";
import { startReveal } from "./reveal";

document.documentElement.classList.add("js");

type Props = Record<string, unknown>;
const woken = new WeakMap<HTMLElement, Promise<void>>();

/**
 * Hydrates one island placeholder written by src/render/island.tsx: its props are the JSON data block just
 * before it; `extraProps` are what only the browser has (the consent controller). Once per island.
 */
function wake(root: HTMLElement, extraProps: Props = {}): Promise<void> {
  let done = woken.get(root);
  if (done) return done;
  const name = root.dataset.island as IslandName;
  const load = islandLoaders[name];
  const data = root.previousElementSibling;
  if (!load || !(data instanceof HTMLScriptElement) || !data.hasAttribute("data-island-props")) {
    return Promise.reject(new Error(`island ${name} has no loader or no props`));
  }
  const props = { ...(JSON.parse(data.textContent || "{}") as Props), ...extraProps };
  done = Promise.all([import("./hydrate"), load()]).then(([{ hydrate }, module]) => {
    hydrate(root, module.default as unknown as React.ComponentType<Props>, props);
  });
  done.catch(() => woken.delete(root));
  woken.set(root, done);
  return done;
}

function wakeLogged(root: HTMLElement): void {
  wake(root).catch((error: unknown) => console.error(`island ${root.dataset.island} failed to load`, error));
}

/** When an island wakes: when scrolled near (default), when idle, at load, under a media query, at the first interaction, or when asked. */
function schedule(root: HTMLElement): void {
  const when = root.dataset.when || "visible";
  if (when === "manual") return;
  if (when === "interaction") {
    // Woken by the first pointer, key or focus inside it: an island already complete in the server HTML
    // loads no React until the visitor reaches for it. A button pressed before React is ready (it has no
    // handler yet) is pressed again once it is; so is a link marked `data-wake-click` (a gallery
    // thumbnail, which without scripts leads to the image), held from navigating meanwhile.
    const events = ["pointerdown", "keydown", "focusin"] as const;
    const pressed: HTMLElement[] = [];
    const onClick = (event: Event) => {
      const target = event.target instanceof Element ? event.target.closest("button, a[data-wake-click]") : null;
      if (!(target instanceof HTMLElement)) return;
      if (target instanceof HTMLAnchorElement) event.preventDefault();
      pressed.push(target);
    };
    const onFirst = () => {
      events.forEach((type) => root.removeEventListener(type, onFirst, true));
      root.addEventListener("click", onClick, true);
      const replay = () => {
        root.removeEventListener("click", onClick, true);
        pressed.forEach((element) => element.isConnected && element.click());
      };
      wake(root)
        .then(replay)
        .catch((error: unknown) => {
          console.error(`island ${root.dataset.island} failed to load`, error);
          replay(); // held links then lead where they lead without scripts
        });
    };
    events.forEach((type) => root.addEventListener(type, onFirst, { capture: true, passive: true }));
    return;
  }
  if (when === "load") return wakeLogged(root);
  if (when === "idle") {
    const idle = window.requestIdleCallback ?? ((fn: () => void) => setTimeout(fn, 200));
    idle(() => wakeLogged(root));
    return;
  }
  if (when.startsWith("media:")) {
    const query = window.matchMedia(when.slice(6));
    if (query.matches) return wakeLogged(root);
    const onChange = () => {
      if (!query.matches) return;
      query.removeEventListener("change", onChange);
      wakeLogged(root);
    };
    query.addEventListener("change", onChange);
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      wakeLogged(root);
    },
    { rootMargin: "200px" },
  );
  observer.observe(root);
}

document.querySelectorAll<HTMLElement>("[data-island]").forEach(schedule);
startReveal();
startCounters();
logNotFound();

const careers = document.querySelector<HTMLElement>("[data-careers-widget]");
if (careers) void import("./careers-widget").then(({ startCareersWidget }) => startCareersWidget(careers));

// Cookie consent wakes its island only when the visitor has not chosen yet or asks for the dialog.
startConsent((extraProps) => {
  const root = document.querySelector<HTMLElement>('[data-island="cookie-consent"]');
  return root ? wake(root, extraProps) : Promise.reject(new Error("cookie consent placeholder missing"));
});
