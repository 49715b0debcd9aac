// The shapes islands receive for projects: already localized, with resolved image URLs. JSON only.
import type { Project } from "../../scripts/content/project-types";
import type { Locale } from "../../src/i18n/locale-list";

export interface ImageData {
  src: string;
  width: number;
  height: number;
  alt: string;
}

/** A project's fields in one language (`{ fr, en }` → the page's), as the content model has them. */
type InOneLanguage<T> = { [K in keyof T]-?: NonNullable<T[K]> extends Record<Locale, infer V> ? V : NonNullable<T[K]> };
type Fields = InOneLanguage<Omit<Project, "image" | "images">>;

/**
 * What a card shows: its own texts, its cover, and any other field of the project the view maps
 * (src/components/project-view.ts), as the content model types it.
 */
export type ProjectCardData = Pick<Fields, "slug" | "title" | "client" | "category" | "description"> &
  Partial<Fields> & { image: ImageData };

export interface TextBlock {
  heading?: string;
  body: string;
}

export interface ProjectDetailData extends ProjectCardData {
  links: { playStore?: string; appStore?: string; website?: string };
  media:
    | { kind: "website"; url: string }
    | { kind: "video"; url: string; captions: { src: string; lang: string }; poster: string }
    | { kind: "image"; image: ImageData };
  /** The numbered sections (01-06) when the project has an objective. */
  sections: { number: string; title: string; blocks: TextBlock[] }[];
  /** Without an objective: the full description, else the description, else "not available". */
  summary: TextBlock[];
  panels?: { context: string; solution: string; impact: string; roles: string[] };
  gallery: ImageData[];
}

export interface ProjectLabels {
  learnMore: string;
  /** "Client :" / "Client:", the label before the client's name. */
  client: string;
  close: string;
  /** The name of a video's caption track. */
  captions: string;
  playStore: string;
  appStore: string;
  testProject: string;
  newTab: string;
  websiteTitle: string;
  gallery: string;
  /** "Enlarge image {n} of {total}: {alt}", filled in the browser. */
  openImage: string;
  viewer: string;
  previous: string;
  next: string;
  imageOf: string;
  panels: { context: string; solution: string; impact: string; roles: string };
}
