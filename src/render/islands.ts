import type { ComponentProps } from "react";
import ContactForm from "../../client/islands/contact-form";
import ProjectBrowser from "../../client/islands/project-browser";
import ProjectPageDialog from "../../client/islands/project-page-dialog";
import type { IslandName, islandLoaders } from "../../client/islands/registry";
import Testimonials from "../../client/islands/testimonials";

/** The component the browser loads for an island name (client/islands/registry.ts). */
type LoadedIsland<N extends IslandName> = Awaited<ReturnType<(typeof islandLoaders)[N]>>["default"];

/**
 * What the server renders for each island name. Typed against the browser's registry, so a name can only
 * point at the component the browser will hydrate it with, and every island the browser knows is here.
 */
const islandComponents: { [N in IslandName]: LoadedIsland<N> } = {
  "project-browser": ProjectBrowser,
  "project-page-dialog": ProjectPageDialog,
  testimonials: Testimonials,
  "contact-form": ContactForm,
};

export type IslandProps<N extends IslandName> = ComponentProps<LoadedIsland<N>>;

export function islandComponent<N extends IslandName>(name: N): LoadedIsland<N> {
  return islandComponents[name];
}
