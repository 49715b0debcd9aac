import { traitsOf, type Locale } from "../i18n/locale-list";
import type { StoredMessage } from "./message";

const columns: [string, (message: StoredMessage) => string | number | null][] = [
  ["id", (m) => m.id],
  ["receivedAt", (m) => m.receivedAt],
  ["locale", (m) => m.locale],
  ["page", (m) => m.page],
  ["delivery", (m) => m.delivery.state],
  ["attempts", (m) => m.delivery.attempts],
  ["firstName", (m) => m.firstName],
  ["lastName", (m) => m.lastName],
  ["email", (m) => m.email],
  ["company", (m) => m.company],
  ["subject", (m) => m.subject],
  ["message", (m) => m.message],
];

/**
 * The separator a spreadsheet splits on when it opens a `.csv` with a double click: the list separator
 * of its regional settings, `;` in French (where `,` is the decimal comma), `,` in English (decision 040).
 */
export function csvSeparator(locale: Locale): ";" | "," {
  return traitsOf(locale).listSeparator;
}

/**
 * One CSV cell (RFC 4180), always quoted, quotes doubled: whatever separator a spreadsheet splits on, a
 * value holding `;` or `,` stays one cell (docs/security.md v2-M2). A value a spreadsheet would run as a
 * formula (= + - @, tab or CR, even after leading spaces or quotes) gets a leading apostrophe: visitors write these.
 * So does every line inside the value, and every part after a `,` or `;`: a reader splitting on the other
 * separator leaves the quotes at the first one and takes each line for a row, each part for a cell
 * (docs/security.md v3-L2, v4-L2). Spaces a spreadsheet may skip before the formula (any Unicode space, the
 * zero-width and direction marks, the BOM) do not hide it (v4-I6).
 */
export function csvCell(value: string | number | null): string {
  const text = value === null ? "" : String(value);
  const defused = text.replace(FORMULA_START, "$1'$2");
  return `"${defused.replace(/"/g, '""')}"`;
}

/**
 * The start of a cell, a line or a part between separators, then blanks and quotes, then what a spreadsheet
 * runs. Quotes too: written doubled, they open and close a quoted run for a reader at the start of a part,
 * and what follows the run is read unquoted (docs/security.md v5-L1).
 */
const FORMULA_START = /(^|\r\n|\r|\n|,|;)([\s\u200b-\u200f\u2060\ufeff"]*)(?=[=+\-@\t\r])/g;

const row = (cells: (string | number | null)[], separator: string) => cells.map(csvCell).join(separator);

/** The first bytes of the export: a UTF-8 BOM (so spreadsheets read accents right) and the header row. */
export function csvHead(separator: ";" | ","): string {
  return `\uFEFF${row(
    columns.map(([name]) => name),
    separator,
  )}\r\n`;
}

/** Rows for some messages, each ended by CRLF. */
export function csvRows(messages: StoredMessage[], separator: ";" | ","): string {
  return messages
    .map(
      (m) =>
        `${row(
          columns.map(([, value]) => value(m)),
          separator,
        )}\r\n`,
    )
    .join("");
}
