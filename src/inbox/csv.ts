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
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break, quotes doubled. A value
 * a spreadsheet would run as a formula (= + - @, tab, CR) gets a leading apostrophe: visitors write these.
 */
export function csvCell(value: string | number | null): string {
  let text = value === null ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole export: a UTF-8 BOM (so spreadsheets read accents right), a header row, CRLF line ends. */
export async function messagesCsv(messages: AsyncIterable<StoredMessage>): Promise<string> {
  const lines = [columns.map(([name]) => name).join(",")];
  for await (const message of messages) lines.push(columns.map(([, value]) => csvCell(value(message))).join(","));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
