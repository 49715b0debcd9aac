import { useEffect, useId, useRef, type ReactNode } from "react";
import { useDialogEvents } from "./use-dialog-events";
import { dataProps } from "../dom-contract";

/**
 * A native modal <dialog>: focus moves in and returns, Escape and a click on the backdrop close it,
 * and the page behind does not scroll. `open` drives it; `onClose` hears every way of closing.
 * `closeHref` makes it the project page's form: rendered open in the HTML and left in the page's flow,
 * not modal, so the rest of the page (the language switch) stays usable. Closing it is then leaving for
 * `closeHref`: its close button is a plain link, and Escape is handled without React by
 * client/server-dialogs.ts, so both work before (and without) any framework (decision 035).
 */
export function ProjectDialog({
  open,
  onClose,
  closeLabel,
  labelledBy,
  closeHref,
  children,
}: {
  open: boolean;
  onClose: () => void;
  closeLabel: string;
  labelledBy: string;
  closeHref?: string;
  children: ReactNode;
}) {
  const inPage = closeHref !== undefined;
  const dialog = useRef<HTMLDialogElement>(null);
  const descriptionId = useId();

  useEffect(() => {
    const el = dialog.current;
    if (!el || inPage) return;
    if (open) {
      if (!el.open) el.showModal();
      document.documentElement.classList.add("dialog-open");
    } else if (el.open) {
      el.close();
    }
    return () => document.documentElement.classList.remove("dialog-open");
  }, [open, inPage]);

  useDialogEvents(dialog, { onBackdrop: () => dialog.current?.close() });

  return (
    <dialog
      ref={dialog}
      className="project-dialog"
      aria-labelledby={labelledBy}
      aria-describedby={descriptionId}
      open={inPage || undefined}
      {...dataProps({ closeHref })}
      onClose={(event) => {
        // React passes a dialog's "close" up to the dialogs around it: the gallery viewer closing inside
        // this one is not this one closing.
        if (event.target !== event.currentTarget) return;
        document.documentElement.classList.remove("dialog-open");
        if (open) onClose();
      }}
    >
      <div className="project-dialog-body" id={descriptionId}>
        {inPage ? (
          <a className="icon-button dialog-close" href={closeHref} aria-label={closeLabel}>
            <span aria-hidden="true">×</span>
          </a>
        ) : (
          <button
            type="button"
            className="icon-button dialog-close"
            onClick={() => dialog.current?.close()}
            aria-label={closeLabel}
          >
            <span aria-hidden="true">×</span>
          </button>
        )}
        {children}
      </div>
    </dialog>
  );
}
