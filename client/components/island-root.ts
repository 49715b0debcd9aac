import { useEffect, type ReactNode } from "react";

/**
 * The root of every island, on the server and in the browser alike (so useId and the tree match
 * between the two). In the browser, `onCommit` hears when React has committed the island.
 */
export function IslandRoot({ children, onCommit }: { children?: ReactNode; onCommit?: () => void }) {
  useEffect(() => {
    onCommit?.();
  }, [onCommit]);
  return children ?? null;
}
