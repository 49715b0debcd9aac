// Loaded on demand by entry.ts when the first island wakes: React lives behind this import.
import { createElement, type ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";

export function hydrate(root: HTMLElement, component: ComponentType<Record<string, unknown>>, props: Record<string, unknown>): void {
  hydrateRoot(root, createElement(component, props), {
    onRecoverableError: (error) => console.warn("hydration recovered", error),
  });
}
