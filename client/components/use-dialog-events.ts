import { useEffect, useRef, type RefObject } from "react";

/**
 * Pointer and key handling for a native modal <dialog>, attached to the element itself rather than as
 * JSX handlers (a <dialog> is not an interactive element; its buttons are). `onBackdrop` hears a click
 * on the dialog box itself, which its content fills, so on the backdrop; `onKey` hears keys pressed
 * anywhere inside. The latest callbacks are always called: no re-subscribing on every render.
 */
export function useDialogEvents(
  dialog: RefObject<HTMLDialogElement | null>,
  { onBackdrop, onKey }: { onBackdrop?: () => void; onKey?: (event: KeyboardEvent) => void },
) {
  const handlers = useRef({ onBackdrop, onKey });
  useEffect(() => {
    handlers.current = { onBackdrop, onKey };
  });
  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    const click = (event: MouseEvent) => {
      if (event.target === el) handlers.current.onBackdrop?.();
    };
    const key = (event: KeyboardEvent) => handlers.current.onKey?.(event);
    el.addEventListener("click", click);
    el.addEventListener("keydown", key);
    return () => {
      el.removeEventListener("click", click);
      el.removeEventListener("keydown", key);
    };
  }, [dialog]);
}
