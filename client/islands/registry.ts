/**
 * Every island the browser can wake, loaded on demand (each becomes its own chunk).
 * The server renders the same components; src/render/island.tsx names them by these keys.
 */
export const islandLoaders = {
  "project-browser": () => import("./project-browser"),
  "project-page-dialog": () => import("./project-page-dialog"),
  testimonials: () => import("./testimonials"),
  "contact-form": () => import("./contact-form"),
} as const;

export type IslandName = keyof typeof islandLoaders;

type Props = Record<string, unknown>;

/** A JSON file of the site's, or a failure that says which. */
async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.json();
}

/**
 * What an island fetches beside its code before it wakes, both at once: the project browser, every project's
 * detail, so a card opens its dialog at once and offline (decision 082).
 */
export const islandData: Partial<Record<IslandName, (props: Props) => Promise<Props>>> = {
  "project-browser": async (props) => ({ ...props, details: await fetchJson(String(props.detailsUrl)) }),
};
