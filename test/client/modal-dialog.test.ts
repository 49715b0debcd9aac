// The one way the site runs a modal dialog: the cookie preferences, the project dialog and the gallery viewer
// (client/components/modal-dialog.ts). A click on the backdrop closing it is the browser's:
// test/e2e/home-and-projects.spec.ts.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { closeModal, openModal } from "../../client/components/modal-dialog";

function page(): { dialog: HTMLDialogElement; opener: HTMLButtonElement } {
  document.body.innerHTML = `
    <main id="main" tabindex="-1"><button id="opener">Personnaliser</button></main>
    <dialog><h2 tabindex="-1">Cookies</h2><p>Vos choix</p><button>Enregistrer</button></dialog>`;
  const opener = document.querySelector<HTMLButtonElement>("#opener")!;
  opener.focus();
  return { dialog: document.querySelector("dialog")!, opener };
}

const escape = (dialog: HTMLDialogElement) => dialog.dispatchEvent(new Event("cancel", { cancelable: true }));

describe("a modal dialog", () => {
  beforeEach(() => document.documentElement.classList.remove("dialog-open"));

  it("returns focus to the opener it was given, a link a press did not focus", () => {
    const { dialog } = page();
    document.body.insertAdjacentHTML("beforeend", `<a href="/image.png" id="thumb">Image 1</a>`);
    const thumb = document.querySelector<HTMLElement>("#thumb")!;
    openModal(dialog, { opener: thumb });
    escape(dialog);
    expect(document.activeElement).toBe(thumb);
  });

  it("ends the same way, once, when the browser closes it itself", () => {
    const { dialog, opener } = page();
    const onClose = vi.fn();
    openModal(dialog, { onClose });
    dialog.close(); // Escape with no recent press: no `cancel` to prevent
    dialog.dispatchEvent(new Event("close"));
    expect(document.activeElement).toBe(opener);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("keeps the page from scrolling while one that asks is open, the gallery over the project included", () => {
    const { dialog } = page();
    document.body.insertAdjacentHTML("beforeend", `<dialog id="viewer"><button>Fermer</button></dialog>`);
    const viewer = document.querySelector<HTMLDialogElement>("#viewer")!;
    const root = document.documentElement;
    openModal(dialog, { lockScroll: true });
    openModal(viewer);
    expect(root.classList.contains("dialog-open")).toBe(true);
    escape(viewer);
    expect(root.classList.contains("dialog-open")).toBe(true);
    escape(dialog);
    expect(root.classList.contains("dialog-open")).toBe(false);
  });

  it("leaves alone a dialog it did not open", () => {
    document.body.insertAdjacentHTML("beforeend", `<dialog open id="detail"><a href="/">Fermer</a></dialog>`);
    const detail = document.querySelector<HTMLDialogElement>("#detail")!;
    closeModal(detail);
    expect(detail.open).toBe(true);
  });
});
