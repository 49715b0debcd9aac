import { useEffect, useRef, type RefObject } from "react";
import { closeModal, openModal } from "./modal-dialog";

interface ModalDialogOptions {
  /** Hears the visitor closing it (Escape, the backdrop, a close button calling `closeModal`), not `open` turning false. */
  onClose: () => void;
  /** What focus returns to; what takes focus once open. */
  opener?: RefObject<HTMLElement | null>;
  focus?: RefObject<HTMLElement | null>;
  lockScroll?: boolean;
}

/**
 * A React component's native modal <dialog>, run by ./modal-dialog.ts as the plain-script dialogs are: `open`
 * drives it. The latest callbacks are always called, without reopening on every render.
 */
export function useModalDialog(
  dialog: RefObject<HTMLDialogElement | null>,
  open: boolean,
  options: ModalDialogOptions,
): void {
  const latest = useRef({ open, ...options });
  useEffect(() => {
    latest.current = { open, ...options };
  });
  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (!open) return closeModal(el);
    openModal(el, {
      opener: latest.current.opener?.current,
      focus: latest.current.focus?.current,
      lockScroll: latest.current.lockScroll,
      onClose: () => {
        if (latest.current.open) latest.current.onClose();
      },
    });
  }, [dialog, open]);
  // Gone from the page while open: closed without telling anyone, so the page scrolls again.
  useEffect(() => {
    const el = dialog.current;
    return () => {
      latest.current.open = false;
      if (el) closeModal(el);
    };
  }, [dialog]);
}
