// A project's detail for the dialog (GET /api/projects/{slug}), fetched when the visitor shows intent (a
// pointer over a card, focus on it, a finger down on it: client/components/project-intent.ts) and kept for
// the page view: by the press, it is usually there, and the dialog opens with its content in the same frame,
// with no loading state (decision 082). The entry loads this module on demand and the project browser imports
// it: both get the one built module, so they share its cache.
import type { ProjectDetailData } from "./project-types";

interface Entry {
  promise: Promise<ProjectDetailData>;
  detail?: ProjectDetailData;
}

const details = new Map<string, Entry>();

/** Starts fetching a project's detail, once per page view; a failure is forgotten, so a later press asks again. */
export function fetchProjectDetail(slug: string, lang: string): Promise<ProjectDetailData> {
  const key = `${lang}|${slug}`;
  const known = details.get(key);
  if (known) return known.promise;
  const entry: Entry = {
    promise: fetch(`/api/projects/${encodeURIComponent(slug)}?lang=${lang}`).then((res) =>
      res.ok ? (res.json() as Promise<ProjectDetailData>) : Promise.reject(new Error(String(res.status))),
    ),
  };
  entry.promise.then(
    (detail) => (entry.detail = detail),
    () => details.delete(key),
  );
  details.set(key, entry);
  return entry.promise;
}

/** The detail already here, to open the dialog with at once; undefined while it is on its way or never asked for. */
export function projectDetailAtHand(slug: string, lang: string): ProjectDetailData | undefined {
  return details.get(`${lang}|${slug}`)?.detail;
}
