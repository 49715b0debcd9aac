// Lone UTF-16 surrogates: half of a pair, which no UTF-8 encoder can write (security review M3).
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** The text with any lone surrogate replaced by U+FFFD, as `String.prototype.toWellFormed` (ES2024) does. */
export function wellFormed(value: string): string {
  return value.replace(LONE_SURROGATE, "\uFFFD");
}

export function isWellFormed(value: string): boolean {
  return !new RegExp(LONE_SURROGATE.source).test(value);
}

// Letters that decompose to no base letter plus accent, but that people type without the ligature.
const LIGATURES: Record<string, string> = { œ: "oe", æ: "ae", ß: "ss" };

/** Text as search compares it: no accents, no case, ligatures spelled out ("Éloïse" ~ "eloise", "cœur" ~ "coeur"). */
export function searchFold(value: string): string {
  return value
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[œæß]/g, (ch) => LIGATURES[ch]!);
}
