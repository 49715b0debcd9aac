import { traitsOf, type Locale } from "../i18n/locale-list";
import type { StoredMessage } from "./message-store";

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
 * formula (= + - @, tab or CR, even after leading spaces) gets a leading apostrophe: visitors write these.
 */
export function csvCell(value: string | number | null): string {
  let text = value === null ? "" : String(value);
  if (/^[\s\u00a0\u202f]*[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** The whole export: a UTF-8 BOM (so spreadsheets read accents right), a header row, CRLF line ends. */
export async function messagesCsv(messages: AsyncIterable<StoredMessage>, separator: ";" | "," = ","): Promise<string> {
  const row = (cells: (string | number | null)[]) => cells.map(csvCell).join(separator);
  const lines = [row(columns.map(([name]) => name))];
  for await (const message of messages) lines.push(row(columns.map(([, value]) => value(message))));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
