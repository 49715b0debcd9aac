import { useId, useRef, type ReactNode, type RefObject } from "react";
import { dataProps } from "../dom-contract";
import { closeModal } from "./modal-dialog";
import { useModalDialog } from "./use-modal-dialog";

/**
 * A native modal <dialog> (./modal-dialog.ts): focus moves in and returns to `opener`, Escape and a click on
 * the backdrop close it, and the page behind does not scroll. `open` drives it; `onClose` hears the visitor
 * closing it. `closeHref` makes it the project page's form: rendered open in the HTML and left in the page's
 * flow, not modal, so the rest of the page (the language switch) stays usable. Closing it is then leaving for
 * `closeHref`: its close button is a plain link, and Escape is handled without React by
 * client/server-dialogs.ts, so both work before (and without) any framework (decision 003).
 */
export function ProjectDialog({
  open,
  onClose,
  opener,
  closeLabel,
  labelledBy,
  closeHref,
  children,
}: {
  open: boolean;
  onClose: () => void;
  opener?: RefObject<HTMLElement | null>;
  closeLabel: string;
  labelledBy: string;
  closeHref?: string;
  children: ReactNode;
}) {
  const inPage = closeHref !== undefined;
  const dialog = useRef<HTMLDialogElement>(null);
  const descriptionId = useId();
  useModalDialog(dialog, open && !inPage, { onClose, opener, lockScroll: true });

  return (
    <dialog
      ref={dialog}
      className="project-dialog"
      aria-labelledby={labelledBy}
      aria-describedby={descriptionId}
      open={inPage || undefined}
      {...dataProps({ closeHref })}
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
            onClick={() => dialog.current && closeModal(dialog.current)}
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
