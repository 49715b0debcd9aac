// How the editor reads and writes data files (decision 083): with the same functions as the build, so an entry
// opened and saved unchanged is the same file, and a saved entry reads as a person would have written it (one
// field per line, no folding).
import { parseDocument } from "yaml";
import { joinPolicy, readYaml, splitPolicy, writeYaml } from "../scripts/content-files.mjs";
import { renderedTextHash, type SiteFacts } from "../scripts/policy-dates.mjs";
import * as siteFacts from "../src/brand";
import { formatNumber } from "../src/i18n/format";

/**
 * Drops what an emptied field leaves behind: "", and an object with nothing in it but empty lists (an optional
 * group the form opened, such as a project's panels). A list stays, even empty, beside other values.
 */
export function withoutEmpty(value: unknown, root = true): unknown {
  if (Array.isArray(value)) return value.map((item) => withoutEmpty(item, false)).filter((item) => item !== undefined);
  if (value && typeof value === "object") {
    const entries = Object.entries(value)
      .map(([key, item]) => [key, withoutEmpty(item, false)] as const)
      .filter(([, item]) => item !== undefined);
    const empty = entries.every(([, item]) => Array.isArray(item) && item.length === 0);
    return empty && !root ? undefined : Object.fromEntries(entries);
  }
  return value === "" || value === null ? undefined : value;
}

/**
 * The value with each object's keys in the form's order (`fieldsOrder`: every field's dotted path, as Decap
 * lists them): Decap keeps an entry in a hash map, which forgets the file's order. The editor's fields follow
 * the order the files use (a test checks every file), so a saved change is a small diff.
 */
function inFieldOrder(value: unknown, fieldsOrder: string[], prefix = ""): unknown {
  if (Array.isArray(value)) return value.map((item) => inFieldOrder(item, fieldsOrder, prefix));
  if (!value || typeof value !== "object") return value;
  const rank = (key: string) => {
    const index = fieldsOrder.indexOf(prefix + key);
    return index < 0 ? Number.MAX_SAFE_INTEGER : index;
  };
  return Object.fromEntries(
    Object.keys(value)
      .map((key, index) => ({ key, index }))
      .sort((a, b) => rank(a.key) - rank(b.key) || a.index - b.index)
      .map(({ key }) => [key, inFieldOrder((value as Record<string, unknown>)[key], fieldsOrder, `${prefix}${key}.`)]),
  );
}

/** The file as it was when the entry being saved was opened: Decap hands a format only the entry's values. */
let original: string | undefined;
/** Kept from Decap's `preSave` event, whose entry holds the file it was read from (editor/main.tsx). */
export function savingFrom(raw: unknown): void {
  original = typeof raw === "string" && raw.trim() !== "" ? raw : undefined;
}

/**
 * The file with only what changed written over it: each changed value set in the YAML document, each removed key
 * deleted, so every other line keeps its wording, its layout and its comments, and a six-value edit is a diff of
 * six lines. A list whose length changed is written anew.
 */
function patched(source: string, value: unknown): string | undefined {
  const document = parseDocument(source);
  if (document.errors.length > 0) return undefined;
  const plain = (item: unknown) => item !== null && typeof item === "object" && !Array.isArray(item);
  const patch = (path: (string | number)[], before: unknown, after: unknown) => {
    if (plain(before) && plain(after)) {
      const [was, is] = [before as Record<string, unknown>, after as Record<string, unknown>];
      for (const key of Object.keys(was)) if (!(key in is)) document.deleteIn([...path, key]);
      for (const [key, item] of Object.entries(is)) patch([...path, key], was[key], item);
    } else if (Array.isArray(before) && Array.isArray(after) && before.length === after.length) {
      after.forEach((item, index) => patch([...path, index], before[index], item));
    } else if (before !== after) {
      const node = document.createNode(after, { aliasDuplicateObjects: false });
      if (path.length === 0) document.contents = node as typeof document.contents;
      else document.setIn(path, node);
    }
  };
  patch([], document.toJS(), value);
  return document.toString({ lineWidth: 0, singleQuote: false });
}

export const siteYaml = {
  fromFile(content: string) {
    const read = readYaml(content);
    if ("error" in read) throw new Error(read.error);
    return read.value as Record<string, unknown>;
  },
  toFile(data: Record<string, unknown>, fieldsOrder: string[] = []) {
    const value = inFieldOrder(withoutEmpty(data), fieldsOrder);
    return (original !== undefined && patched(original, value)) || writeYaml(value);
  },
};

type PolicyVersions = Record<string, { updated?: string; hash?: string; body?: string }>;

/** What a policy's text shows of src/brand.ts, as the build writes it in (scripts/policy-dates.mjs). */
const facts: SiteFacts = { brand: siteFacts.brand, telUrl: siteFacts.telUrl, formatNumber };

/**
 * A version's date moves by itself when its text changes (decision 104): saved with words other than those it was
 * dated with (its fingerprint no longer matches), or dated today by the person saving it, it is dated today with
 * its text's fingerprint. A version saved unchanged keeps its date and fingerprint.
 */
export function stampedToday(
  versions: PolicyVersions = {},
  today = new Date().toISOString().slice(0, 10),
  shown: SiteFacts = facts,
) {
  return Object.fromEntries(
    Object.entries(versions).map(([locale, version]) => {
      const hash = renderedTextHash(version.body ?? "", shown, locale);
      return [
        locale,
        version.updated === today || version.hash !== hash ? { ...version, updated: today, hash } : version,
      ];
    }),
  );
}

export const sitePolicy = {
  fromFile: (content: string) => splitPolicy(content),
  toFile(data: Record<string, unknown>, fieldsOrder: string[] = []) {
    const { versions, ...facts } = data as { versions?: PolicyVersions };
    return joinPolicy({
      ...(inFieldOrder(withoutEmpty(facts), fieldsOrder) as Record<string, unknown>),
      versions: stampedToday(versions),
    });
  },
};
