// The one way the site runs a modal dialog: the cookie preferences (client/consent-dialog.ts, plain script), the
// project dialog and the gallery viewer (React, through ./use-modal-dialog.ts). A native <dialog> opened with
// showModal(), so the browser holds focus inside and makes the page behind inert; this adds what it leaves to
// the page: Escape and a click on the backdrop close it at once, focus goes back to what opened it (or on to the
// page's content when that is gone), and whoever opened it hears every way it closes, once.
import { ids } from "../dom-contract";

export interface ModalOptions {
  /** What focus returns to (default: what has focus now). A press on a link does not focus it in every engine. */
  opener?: HTMLElement | null;
  /** What takes focus once open (default: the browser's choice, the first focusable element). */
  focus?: HTMLElement | null;
  /** Keeps the page behind from scrolling while it is open (`html.dialog-open`). */
  lockScroll?: boolean;
  /** Hears every way it closes: Escape, the backdrop, `closeModal`, the browser closing it itself. */
  onClose?: () => void;
}

const opened = new WeakMap<HTMLDialogElement, ModalOptions & { opener: HTMLElement | null }>();
const wired = new WeakSet<HTMLDialogElement>();
const locking = new Set<HTMLDialogElement>();

export function openModal(dialog: HTMLDialogElement, options: ModalOptions = {}): void {
  if (dialog.open) return;
  settle(dialog); // closed by the browser a moment ago, its `close` event still to come
  wire(dialog);
  const focused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  opened.set(dialog, { ...options, opener: options.opener ?? focused });
  dialog.showModal();
  if (options.lockScroll) locking.add(dialog);
  lockScroll();
  options.focus?.focus();
}

/** Closes it now (a reopen pressed straight after finds it shut), if `openModal` opened it. */
export function closeModal(dialog: HTMLDialogElement): void {
  if (!opened.has(dialog)) return;
  if (dialog.open) dialog.close();
  settle(dialog);
}

function wire(dialog: HTMLDialogElement): void {
  if (wired.has(dialog)) return;
  wired.add(dialog);
  dialog.addEventListener("click", (event) => {
    // A click on the dialog box itself, which its content fills, is a click on the backdrop.
    if (event.target === dialog) closeModal(dialog);
  });
  // Escape: closed here at once; the browser's own close would come a task later.
  dialog.addEventListener("cancel", (event) => {
    event.preventDefault();
    closeModal(dialog);
  });
  // Without a recent press the browser may close it on Escape with no `cancel` to prevent: ended here.
  dialog.addEventListener("close", () => settle(dialog));
}

/** Once it is shut, however that happened: focus back, the page scrolls again, the opener told. Once. */
function settle(dialog: HTMLDialogElement): void {
  const state = opened.get(dialog);
  if (!state || dialog.open) return;
  opened.delete(dialog);
  locking.delete(dialog);
  lockScroll();
  const back = state.opener;
  // The opener may be gone or hidden (the cookie banner hides once a choice is saved): then on to the content.
  if (back && back.isConnected && back !== document.body && back.checkVisibility()) back.focus();
  else document.getElementById(ids.main)?.focus({ preventScroll: true });
  state.onClose?.();
}

function lockScroll(): void {
  document.documentElement.classList.toggle("dialog-open", locking.size > 0);
}
