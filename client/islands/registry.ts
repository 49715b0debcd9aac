/**
 * Every island the browser can wake, loaded on demand (each becomes its own chunk).
 * The server renders the same components; src/render/island.tsx names them by these keys.
 */
export const islandLoaders = {
  "mobile-menu": () => import("./mobile-menu"),
} as const;

export type IslandName = keyof typeof islandLoaders;
