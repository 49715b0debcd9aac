// Letters that decompose to no base letter plus accent, but that people type without the ligature.
const LIGATURES: Record<string, string> = { œ: "oe", æ: "ae", ß: "ss" };

/**
 * Text as search compares it: no accents, no case, ligatures spelled out ("Éloïse" ~ "eloise", "cœur" ~ "coeur").
 * D1 stores each message's text folded so (`search_text`), and a search folds its words the same way.
 */
export function searchFold(value: string): string {
  return value
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[œæß]/g, (ch) => LIGATURES[ch]!);
}
