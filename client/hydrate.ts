// Loaded on demand by entry.ts when the first island wakes: React lives behind this import.
import { createElement, type ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { IslandRoot } from "./components/island-root";
import { readData, writeData } from "./dom-contract";

type Props = Record<string, unknown>;

export function hydrate(root: HTMLElement, component: ComponentType<Props>, props: Props): void {
  const onCommit = () => {
    writeData(root, "hydrated", "");
  };
  hydrateRoot(root, createElement(IslandRoot, { onCommit }, createElement(component, props)), {
    // The server rendered the island as its own root with this prefix (src/render/island.tsx).
    identifierPrefix: readData(root, "idPrefix"),
    onRecoverableError: (error) => console.warn("hydration recovered", error),
  });
}
