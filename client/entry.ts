// The only script every page loads. The site's chrome needs no framework: the mobile menu, the cookie banner
// and Escape on a dialog the server rendered open are plain script (decision 003). It wakes each island when
// its moment comes (loading its code and React on demand), and runs the scroll reveal. No island reached: no
// React downloaded.
import { whenActivated } from "./activation";
import { isPlainClick } from "./components/plain-click";
import { startProjectIntent } from "./components/project-intent";
import { startConsent } from "./consent";
import { startCounters } from "./counters";
import { byData, hasData, readData } from "./dom-contract";
import { islandData, islandLoaders, type IslandName } from "./islands/registry";
import { startLanguageSwitch } from "./language-switch";
import { startMenu } from "./menu";
import { logNotFound } from "./not-found";
import { startPageRestore } from "./page-restore";
import { startReveal } from "./reveal";
import { startServerDialogs } from "./server-dialogs";

document.documentElement.classList.add("js");

type Props = Record<string, unknown>;
const woken = new WeakMap<HTMLElement, Promise<void>>();

/** Hydrates one island placeholder written by src/render/island.tsx (its props are the JSON data block just before it), once. */
function wake(root: HTMLElement): Promise<void> {
  let done = woken.get(root);
  if (done) return done;
  const name = readData(root, "island") as IslandName | undefined;
  const load = name && islandLoaders[name];
  const data = root.previousElementSibling;
  if (!load || !(data instanceof HTMLScriptElement) || !hasData(data, "islandProps")) {
    return Promise.reject(new Error(`island ${name} has no loader or no props`));
  }
  const props = JSON.parse(data.textContent || "{}") as Props;
  const withData = islandData[name]?.(props) ?? props;
  done = Promise.all([import("./hydrate"), load(), withData]).then(([{ hydrate }, module, ready]) => {
    hydrate(root, module.default as unknown as React.ComponentType<Props>, ready);
  });
  done.catch(() => woken.delete(root));
  woken.set(root, done);
  return done;
}

function wakeLogged(root: HTMLElement): void {
  wake(root).catch((error: unknown) => console.error(`island ${readData(root, "island")} failed to load`, error));
}

/** When an island wakes: when scrolled near (default), or when pressed. */
function schedule(root: HTMLElement): void {
  const when = readData(root, "when") || "visible";
  if (when === "interaction") {
    // Woken by the first press of something in it that needs React: an island complete in the server HTML
    // (the project page's detail, a grid of project cards) loads nothing while the visitor reads or scrolls
    // through it (a grid wakes sooner, when one of its cards shows intent: startProjectIntent below). The
    // press (a button, or a link marked `data-wake-click`: a gallery thumbnail or a project card, which
    // without scripts lead to the image or the project page) is held, then made again once the island is awake.
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target.closest(`button, a${byData("wakeClick")}`) : null;
      if (!(target instanceof HTMLElement) || !root.contains(target)) return;
      // A link opened in a new tab or window goes where it leads, as without scripts.
      if (target instanceof HTMLAnchorElement && !isPlainClick(event)) return;
      event.preventDefault();
      event.stopPropagation();
      root.removeEventListener("click", onClick, true);
      wake(root)
        .catch((error: unknown) => {
          console.error(`island ${readData(root, "island")} failed to load`, error);
          if (target instanceof HTMLAnchorElement) window.location.assign(target.href); // where it leads without scripts
          throw error;
        })
        .then(
          () => target.isConnected && target.click(),
          () => undefined,
        );
    };
    root.addEventListener("click", onClick, true);
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

startMenu();
startPageRestore();
startLanguageSwitch();
startServerDialogs();
startConsent();
document.querySelectorAll<HTMLElement>(byData("island")).forEach(schedule);
// A project card shown intent wakes its island, so the press opens the dialog at once.
startProjectIntent(wakeLogged);
startReveal();
// A prerendered page (decision 082) counts up and calls the job board only once the visitor sees it.
whenActivated(startCounters);
logNotFound();

const careers = document.querySelector<HTMLElement>(byData("careersWidget"));
if (careers)
  whenActivated(() => void import("./careers-widget").then(({ startCareersWidget }) => startCareersWidget(careers)));
