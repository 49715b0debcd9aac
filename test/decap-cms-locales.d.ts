// Decap's own words, which the editor's journey reads to find its buttons (decap-cms-locales has no types):
// what the journey reads of them.
declare module "decap-cms-locales" {
  interface Phrases {
    auth: { login: string };
    editor: { editorToolbar: { publish: string; publishNow: string }; editorWidgets: { image: { choose: string } } };
    mediaLibrary: { mediaLibraryModal: { chooseSelected: string } };
  }
  export const fr: Phrases;
  export const en: Phrases;
}
