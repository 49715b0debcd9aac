import { useId, type ComponentType } from "react";
import { renderToString } from "react-dom/server.edge";
import { IslandRoot } from "../../client/components/island-root";
import type { IslandName } from "../../client/islands/registry";
import { islandComponent, type IslandProps } from "./islands";
import { dataProps, type IslandWhen } from "../../client/dom-contract";

/**
 * Renders an interactive component on the server inside a placeholder that client/entry.ts hydrates.
 * Its props travel as a JSON data block (not script), so the CSP stays `script-src 'self'`.
 * The island is its own React root here as in the browser, so `useId` gives the same ids on both
 * sides; a prefix taken from the page keeps ids unique across the islands of a page.
 */
export function Island<N extends IslandName>({
  name,
  props,
  serverProps,
  when = "visible",
  className,
  idPrefix: fixedPrefix,
}: {
  name: N;
  props: IslandProps<N>;
  /**
   * Props the server renders with and never sends: what the browser fetches beside the island's code
   * (client/islands/registry.ts), so the page does not carry it twice.
   */
  serverProps?: Partial<IslandProps<N>>;
  when?: IslandWhen;
  className?: string;
  /** Ids for an island also rendered alone (the contact form's slot); otherwise taken from the page. */
  idPrefix?: string;
}) {
  // Checked at the call site against the component of `name`; TypeScript cannot follow the generic here.
  const Component = islandComponent(name) as ComponentType<object>;
  const pageId = useId();
  const idPrefix = fixedPrefix ?? `i${pageId.replace(/[^a-zA-Z0-9]/g, "")}-`;
  const html = renderToString(
    <IslandRoot>
      <Component {...props} {...serverProps} />
    </IslandRoot>,
    { identifierPrefix: idPrefix },
  );
  return (
    <>
      <script
        type="application/json"
        {...dataProps({ islandProps: "" })}
        dangerouslySetInnerHTML={{ __html: serializeProps(props) }}
      />
      <div
        {...dataProps({ island: name, when, idPrefix })}
        className={className}
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </>
  );
}

/** JSON safe to embed in HTML: no `<` (so no `</script>`), no line separators. */
export function serializeProps(props: unknown): string {
  return JSON.stringify(props).replace(
    /[<\u2028\u2029]/g,
    (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}
