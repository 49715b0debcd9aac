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
