// The names server markup and the browser's code share: every data-* attribute, by its dataset key and with the
// values it may hold, and every id that src/ writes and client/ finds. Both sides import them from here, so a
// name misspelt or renamed on one side only fails `npm run check`: the types refuse a key this module lacks, and
// the lint refuses a data-* name, a `dataset` or a shared id written anywhere else (decision 084). Plain
// constants and types: the Worker renders with them, and the browser's first view ships them.
import type { CookieChoice } from "./consent-types";

/** When an island wakes (client/entry.ts): scrolled near (default), or at a first press. */
export type IslandWhen = "visible" | "interaction";

/** What a button of the cookie banner or of its preferences dialog does (client/consent.ts, consent-dialog.ts). */
type ConsentAction = "accept" | "reject" | "customize" | "dismiss" | "save" | "reset" | "cancel";

/** The careers page's widget area (decision 034): client/styles/pages.css shows one part per state. */
export type CareersWidgetState = "loading" | "ready" | "failed";

/**
 * Every data-* attribute, by its dataset key (`consentAction` is `data-consent-action`), with who writes and
 * who reads it. Numbers are written as numbers and read back as text.
 */
export interface DataAttributes {
  // Islands: src/render/island.tsx writes them, client/entry.ts and client/hydrate.ts read them.
  /**
   * The island a placeholder holds: a name of client/islands/registry.ts (which imports every island, so it is
   * named here as text; src/render/island.tsx takes only a registry name).
   */
  island: string;
  /** The JSON data block just before a placeholder: its props. */
  islandProps: "";
  when: IslandWhen;
  /** React's id prefix, the same on both sides. */
  idPrefix: string;
  /** Set by client/hydrate.ts once React has hydrated the island (the browser tests wait on it). */
  hydrated: "";
  /**
   * A link an island waiting for a press holds until it is awake (a project card, a gallery thumbnail:
   * client/components/); client/entry.ts replays the press, and the speculation rules leave it alone.
   */
  wakeClick: "";

  /** A link never prerendered (src/render/speculation-rules.ts): one with side effects (decision 082). */
  noSpeculation: "";
  /** The link to the same page in another language (src/components/header.tsx → client/language-switch.ts). */
  languageSwitch: "";
  /** The site's header: the language switch keeps the visitor's place below it. */
  siteHeader: "";
  /** A dialog the server renders open: Escape leaves for this address (client/server-dialogs.ts). */
  closeHref: string;

  // Cookie consent: src/components/cookie-consent.tsx and footer.tsx write them, client/consent.ts and
  // client/consent-dialog.ts read them.
  consentBanner: "";
  consentAction: ConsentAction;
  consentCategory: keyof CookieChoice;
  consentDialog: "";
  /** The "choice made on {date}, until {until}" template, filled in the browser. */
  consentGiven: string;
  /** The footer's link that opens the preferences dialog. */
  cookiePreferences: "";
  webAnalyticsToken: string;
  webAnalyticsBeacon: string;
  /** Written by client/consent.ts on the beacon's script, for Cloudflare's beacon to read. */
  cfBeacon: string;

  // Sections: src/components/ and src/pages/ write them, client/reveal.ts and client/counters.ts read them.
  /** Fades in when scrolled to; a hero's threshold differs. */
  reveal: "" | "hero";
  /** A list's own rhythm: `<first ms> <step ms>`. */
  revealStagger: `${number} ${number}`;
  /** A counter of the home page (src/components/counters.tsx), the element half of which must show. */
  counter: "";
  countTo: number;
  countSuffix: string;
  countMs: number;
  /** The 404 page: client/not-found.ts logs the path. */
  notFound: "";

  // The careers widget: src/pages/careers-page.tsx writes them, client/careers-widget.ts reads them.
  /** The job board's script URL. */
  careersWidget: string;
  /** The careers area's state, and the carousel's (client/components/carousel.tsx; the browser tests read it). */
  state: CareersWidgetState | "playing" | "paused";
  /** The page's language, and on the job board's script what it should show (the job board reads it). */
  lang: string;
  readyText: string;
  failedText: string;
  careersStatus: "";
  careersWidgetMount: "";
  /** Written by client/careers-widget.ts on the job board's script (the browser tests find it). */
  careersWidgetScript: "";
  /** On the job board's script: where it renders (`#id`). */
  target: string;
}

type DataKey = keyof DataAttributes;

/** A value as the DOM gives it back: text, where the markup was written with a number. */
type Read<K extends DataKey> = DataAttributes[K] extends number ? string : DataAttributes[K];

/** JSX props for a set of data attributes, spread on an element; an undefined value writes none. */
type DataProps = { readonly [name: `data-${string}`]: string | number | undefined };

/** The attribute's name in markup: `consentAction` → `data-consent-action`, as the DOM's dataset maps them. */
function attributeOf(key: DataKey): `data-${string}` {
  return `data-${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

/** Server markup: `<button {...dataProps({ consentAction: "accept" })}>`. */
export function dataProps(values: { [K in DataKey]?: DataAttributes[K] | undefined }): DataProps {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [attributeOf(key as DataKey), value]));
}

/** A selector for elements with the attribute, or with this value of it: `[data-consent-action="save"]`. */
export function byData<K extends DataKey>(key: K, value?: Read<K>): string {
  return value === undefined ? `[${attributeOf(key)}]` : `[${attributeOf(key)}="${value}"]`;
}

/** The attribute's value on an element, or undefined when it has none. */
export function readData<K extends DataKey>(el: HTMLElement, key: K): Read<K> | undefined {
  return el.dataset[key] as Read<K> | undefined;
}

export function hasData(el: HTMLElement, key: DataKey): boolean {
  return el.dataset[key] !== undefined;
}

export function writeData<K extends DataKey>(el: HTMLElement, key: K, value: DataAttributes[K]): void {
  el.dataset[key] = String(value);
}

/**
 * Ids src/ writes and client/ finds: the page's main content (focus goes there when what had it is gone), the
 * phone menu and the popover that holds whether it is open (src/components/header.tsx), and the contact form
 * (the language switch keeps what was typed in it; a form post comes back to it).
 */
export const ids = {
  main: "main",
  mobileMenu: "mobile-menu",
  menuPopover: "mobile-menu-open",
  contactForm: "contact-form",
} as const;
