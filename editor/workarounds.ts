import { siteYaml } from "./formats";
import { say } from "./i18n/current";

/*
 * Where Decap itself falls short of what the studio needs, worked around here from outside its code (decision 083):
 * an entry opened by its address while another is open, a refused save whose reason is off screen, an uploaded
 * file's name, and the deletion of an entry another entry shows. Each hook reads only the page Decap draws.
 */

/** Decap's search of a collection's entries, as it hands it to a widget (the relation widget's). */
type Query = (
  namespace: string,
  collection: string,
  fields: string[],
  term: string,
  file?: string,
) => Promise<{ payload: { hits: { slug: string; raw: string; data: Record<string, unknown> }[] } }>;
let query: Query | undefined;

/** Keeps Decap's search, from a widget of the form open now (editor/bilingual-widget.tsx). */
export function rememberQuery(search: unknown): void {
  if (typeof search === "function") query = search as Query;
}

const ENTRY = /^#\/collections\/[^/]+\/entries\/[^?]+/;

/**
 * Decap keeps the open form when its address changes to another entry (typed, pasted, Back or Forward): the
 * editor loads that entry afresh. Decap's own moves (a list to an entry, a new entry to its saved address)
 * are not from one entry to another.
 */
export function reloadOnEntryChange(): void {
  window.addEventListener("hashchange", ({ oldURL, newURL }) => {
    const [from, to] = [oldURL, newURL].map((url) => ENTRY.exec(new URL(url).hash)?.[0]);
    if (from && to && from !== to) location.reload();
  });
}

/**
 * An uploaded file takes a neutral name, `image-<time>.<ext>`: its name is part of a public address, and a
 * person's file may name a client the studio keeps confidential (decision 101).
 */
export function neutralUploadNames(now = () => Date.now()): void {
  document.addEventListener(
    "change",
    (event) => {
      const input = event.target;
      if (!(input instanceof HTMLInputElement) || input.type !== "file" || !input.files?.length) return;
      const renamed = new DataTransfer();
      for (const file of input.files) {
        const extension = /\.\w+$/.exec(file.name)?.[0].toLowerCase() ?? "";
        renamed.items.add(new File([file], `image-${now().toString(36)}${extension}`, { type: file.type }));
      }
      input.files = renamed.files;
    },
    true,
  );
}

/** The button a click is on, when its text is one of `texts`. */
function buttonOf(event: Event, texts: string[]): HTMLButtonElement | undefined {
  const button = (event.target as Element | null)?.closest?.("button");
  return button && texts.includes(button.textContent?.trim() ?? "") ? button : undefined;
}

/**
 * A save refused shows its reason beside the field, which may be off screen: the form scrolls to the first field
 * whose reason Decap shows (its list of errors follows the field's label).
 */
export function scrollToRefusal(saving: string[]): void {
  document.addEventListener("click", (event) => {
    if (!buttonOf(event, saving)) return;
    setTimeout(() => document.querySelector("label + ul")?.scrollIntoView({ block: "center" }), 300);
  });
}

interface Field {
  name: string;
  widget?: string;
  collection?: string;
  fields?: Field[];
  field?: Field;
}
interface Collection {
  name: string;
  label: string;
  identifier_field?: string;
  fields?: Field[];
  files?: { name: string; label: string; fields: Field[] }[];
}

/** The fields of a form that choose an entry of `target` (relation widgets), however deep. */
function choosers(fields: Field[] = [], target: string): string[] {
  return fields.flatMap((field) => [
    ...(field.widget === "relation" && field.collection === target ? [field.name] : []),
    ...choosers([...(field.fields ?? []), ...(field.field ? [field.field] : [])], target),
  ]);
}

/** Whether `data` holds `slug` under one of the field names, however deep. */
function names(data: unknown, fields: string[], slug: string): boolean {
  if (Array.isArray(data)) return data.some((item) => names(item, fields, slug));
  if (!data || typeof data !== "object") return false;
  return Object.entries(data).some(
    ([key, value]) =>
      (fields.includes(key) && (value === slug || (Array.isArray(value) && value.includes(slug)))) ||
      names(value, fields, slug),
  );
}

/** What a list or the form calls an entry: a page's own name, else a title or name in the editor's language. */
function titleOf(data: Record<string, unknown>, slug: string, language: string): string {
  const meta = data.meta as Record<string, { name?: string }> | undefined;
  const title = data.title as Record<string, string> | undefined;
  return meta?.[language]?.name ?? title?.[language] ?? slug;
}

/** The entries that show `collection/slug`, each by its name. */
async function namedBy(collections: Collection[], target: string, slug: string, language: string) {
  if (!query) return [];
  const found: string[] = [];
  for (const collection of collections) {
    for (const file of collection.files ?? []) {
      const fields = choosers(file.fields, target);
      if (fields.length === 0) continue;
      // Decap's search keeps of a list only the items it matched: the file's own text says what it holds.
      const { hits } = (await query(`named-${file.name}`, collection.name, fields, "", file.name)).payload;
      if (hits.some((hit) => names(siteYaml.fromFile(hit.raw), fields, slug))) found.push(file.label);
    }
    const fields = choosers(collection.fields, target);
    if (fields.length === 0 || !collection.identifier_field) continue;
    const { hits } = (await query(`named-${collection.name}`, collection.name, [collection.identifier_field], ""))
      .payload;
    for (const hit of hits) if (names(hit.data, fields, slug)) found.push(titleOf(hit.data, hit.slug, language));
  }
  return found;
}

/**
 * Decap deletes a published entry with no hook to stop it: the click on its delete button waits until the entries
 * that show this one are known; when there are some, the deletion is refused and they are named, since the build
 * would drop the entry from them with only a warning the studio never sees.
 */
export function refuseDeletingShown(collections: Collection[], deleting: string[], language: string): void {
  let checked = false;
  document.addEventListener(
    "click",
    (event) => {
      const button = buttonOf(event, deleting);
      const entry = /^#\/collections\/([^/]+)\/entries\/([^?/]+)/.exec(location.hash);
      if (checked || !button || !entry) return;
      event.stopPropagation();
      event.preventDefault();
      void namedBy(collections, entry[1]!, decodeURIComponent(entry[2]!), language).then((found) => {
        if (found.length > 0) {
          const list = new Intl.ListFormat(language).format(found.map((name) => say("quoted", { name })));
          window.alert(say("namedElsewhere", { names: list }));
          return;
        }
        checked = true;
        button.click();
        checked = false;
      });
    },
    true,
  );
}
