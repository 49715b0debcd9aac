import type { Figure } from "../i18n/format";
import type { Localized } from "../i18n/locale-list";

/**
 * Inline rich text: plain prose with two markers, `**bold**` and `[link text](/path-or-url)`.
 * External links (http…) open in a new tab with rel="noopener". Nothing else is interpreted.
 */
export type Rich = string;

/** The icons content may name; each maps to one icon in src/components/icon.tsx. */
export type IconName =
  | "gamepad"
  | "target"
  | "users"
  | "trophy"
  | "chart"
  | "brain"
  | "heart"
  | "shield"
  | "zap"
  | "sparkles"
  | "code"
  | "palette"
  | "megaphone"
  | "settings"
  | "bluetooth"
  | "wifi"
  | "cloud"
  | "cpu"
  | "book"
  | "graduation"
  | "briefcase"
  | "landmark"
  | "stethoscope"
  | "activity"
  | "rocket"
  | "globe"
  | "layers"
  | "puzzle"
  | "star"
  | "clock"
  | "map-pin"
  | "message"
  | "check"
  | "smartphone"
  | "eye"
  | "refresh"
  | "lightbulb"
  | "handshake"
  | "award"
  | "trending-up"
  | "bot"
  | "monitor"
  | "mail"
  | "phone"
  | "calendar"
  | "file-text"
  | "search"
  | "lock"
  | "smile"
  | "flag"
  | "compass"
  | "infinity"
  | "pointer"
  | "joystick"
  | "leaf"
  | "wand"
  | "gauge"
  | "repeat"
  | "user-check"
  | "hospital"
  | "building"
  | "heart-pulse";

/** A titled card: offering, benefit, sector, technology, method, value... */
export interface Card {
  icon: IconName;
  title: string;
  text: Rich;
  /** Bullet points, when the card lists features. */
  features?: string[];
  /** An internal link the card leads to (e.g. a service page), with its label. */
  link?: { href: string; label: string };
}

/** A headline figure: +200 % "engagement". */
export interface Stat {
  icon: IconName;
  value: Figure;
  label: string;
}

/** A closing call to action block. */
export interface CallToAction {
  title: string;
  text: Rich;
  button: string;
  /** `/contact`, `/#contact` or `#contact`. */
  href: string;
}

/** A block of prose under a heading. */
export interface Prose {
  title: string;
  paragraphs: Rich[];
}

/** What every page hero carries. */
export interface Hero {
  badge: string;
  title: string;
  /** The part of the title shown highlighted, placed after `title`. */
  highlight?: string;
  /** Text after the highlight. */
  titleEnd?: string;
  intro: Rich[];
}

export type { Localized };
