// What a visitor typed in the contact form, carried across a change of language (client/contact-draft.ts).
import { beforeEach, describe, expect, it } from "vitest";
import { filledFields, forgetContactDraft, keepContactDraft, takeContactDraft } from "../../client/contact-draft";

function form(): HTMLFormElement {
  document.body.innerHTML = `
    <form id="contact-form">
      <input name="firstName" value="Zoé">
      <input name="lastName" value="">
      <input type="hidden" name="page" value="/contact">
      <div aria-hidden="true"><input name="website" value="spam"></div>
      <textarea name="message">Bonjour, un jeu pour nos équipes ?</textarea>
    </form>`;
  return document.querySelector("form")!;
}

describe("the contact draft", () => {
  beforeEach(() => {
    sessionStorage.clear();
    history.replaceState(null, "", "/contact");
  });

  it("reads only what the visitor typed: not empty fields, hidden ones or the honeypot", () => {
    expect(filledFields(form())).toEqual({ firstName: "Zoé", message: "Bonjour, un jeu pour nos équipes ?" });
  });

  it("is taken once by the same page in the other language, then gone", () => {
    keepContactDraft(form());
    expect(takeContactDraft()).toEqual({ firstName: "Zoé", message: "Bonjour, un jeu pour nos équipes ?" });
    expect(takeContactDraft()).toBeNull();
  });

  it("is not given to another page, and is forgotten once a message is sent", () => {
    keepContactDraft(form());
    history.replaceState(null, "", "/qui-sommes-nous");
    expect(takeContactDraft()).toBeNull();
    history.replaceState(null, "", "/contact");
    keepContactDraft(form());
    forgetContactDraft();
    expect(takeContactDraft()).toBeNull();
  });

  it("keeps nothing for a form left empty, and survives unreadable storage", () => {
    document.body.innerHTML = `<form><input name="firstName" value=""></form>`;
    keepContactDraft(document.querySelector("form"));
    expect(sessionStorage.length).toBe(0);
    sessionStorage.setItem("contact-draft", "{not json");
    expect(takeContactDraft()).toBeNull();
  });
});
