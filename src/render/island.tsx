import type { ComponentType } from "react";
import { IslandRoot } from "../../client/components/island-root";
import type { IslandName } from "../../client/islands/registry";

/**
 * When an island wakes in the browser: when scrolled near (default), when the browser is idle,
 * at load, or only while a media query matches (e.g. the mobile menu on narrow screens).
 */
export type IslandWhen = "visible" | "idle" | "load" | `media:${string}`;

interface IslandProps<P extends object> {
  name: IslandName;
  component: ComponentType<P>;
  props: P;
  when?: IslandWhen;
  className?: string;
}

/**
 * Renders an interactive component on the server inside a placeholder that client/entry.ts hydrates.
 * Its props travel as a JSON data block (not script), so the CSP stays `script-src 'self'`.
 */
export function Island<P extends object>({ name, component: Component, props, when = "visible", className }: IslandProps<P>) {
  return (
    <>
      <script type="application/json" data-island-props="" dangerouslySetInnerHTML={{ __html: serializeProps(props) }} />
      <div data-island={name} data-when={when} className={className}>
        <IslandRoot>
          <Component {...props} />
        </IslandRoot>
      </div>
    </>
  );
}

/** JSON safe to embed in HTML: no `<` (so no `</script>`), no line separators. */
export function serializeProps(props: unknown): string {
  return JSON.stringify(props).replace(/[<\u2028\u2029]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
