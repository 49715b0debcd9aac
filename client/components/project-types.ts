// The shapes islands receive for projects: already localized, with resolved image URLs. JSON only.

export interface ImageData {
  src: string;
  width: number;
  height: number;
  alt: string;
}

export interface ProjectCardData {
  slug: string;
  title: string;
  client: string;
  category: string;
  description: string;
  image: ImageData;
}

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
