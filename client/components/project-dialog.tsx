import { useEffect, useId, useRef, type ReactNode } from "react";
import { useDialogEvents } from "./use-dialog-events";

/**
 * A native modal <dialog>: focus moves in and returns, Escape and a click on the backdrop close it,
 * and the page behind does not scroll. `open` drives it; `onClose` hears every way of closing.
 * `initiallyOpen` renders it open in the HTML (server-rendered project page, readable without JS).
 */
export function ProjectDialog({
  open,
  onClose,
  closeLabel,
  labelledBy,
  initiallyOpen = false,
  children,
}: {
  open: boolean;
  onClose: () => void;
  closeLabel: string;
  labelledBy: string;
  initiallyOpen?: boolean;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const descriptionId = useId();

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (open) {
      // A server-rendered <dialog open> is not modal: reopen it as a modal, keeping the room it took in
      // the page so nothing behind it moves (no layout shift). CSSOM styles are allowed by the CSP.
      if (el.open && !el.matches(":modal")) {
        if (el.parentElement) el.parentElement.style.minHeight = `${el.getBoundingClientRect().height}px`;
        el.close();
      }
      if (!el.open) el.showModal();
      document.documentElement.classList.add("dialog-open");
    } else if (el.open) {
      el.close();
    }
    return () => document.documentElement.classList.remove("dialog-open");
  }, [open]);

  useDialogEvents(dialog, { onBackdrop: () => dialog.current?.close() });

  return (
    <dialog
      ref={dialog}
      className="project-dialog"
      aria-labelledby={labelledBy}
      aria-describedby={descriptionId}
      open={initiallyOpen || undefined}
      onClose={(event) => {
        // Reopening the server-rendered dialog as a modal also fires "close": not a real close.
        if (event.currentTarget.open) return;
        document.documentElement.classList.remove("dialog-open");
        if (open) onClose();
      }}
    >
      <div className="project-dialog-body" id={descriptionId}>
        <button
          type="button"
          className="icon-button dialog-close"
          onClick={() => dialog.current?.close()}
          aria-label={closeLabel}
        >
          <span aria-hidden="true">×</span>
        </button>
        {children}
      </div>
    </dialog>
  );
}
