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

/**
 * What an island fetches beside its code, both at once, before it wakes: the project browser, every project's
 * detail, so a card opens its dialog at once and offline (decision 082).
 */
export const islandData: Partial<Record<IslandName, (props: Props) => Promise<Props>>> = {
  "project-browser": async (props) => {
    const response = await fetch(String(props.detailsUrl));
    if (!response.ok) throw new Error(`${response.url}: ${response.status}`);
    return { ...props, details: await response.json() };
  },
};
