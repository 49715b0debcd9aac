import { describe, expect, it } from "vitest";
import { csvCell, csvHead, csvRows, csvSeparator } from "../../../src/inbox/csv";
import type { StoredMessage } from "../../../src/inbox/message";
import { formulas, readAsSpreadsheet } from "../fixtures/csv";
import { locales } from "../../../src/i18n/locale-list";

const message = (overrides: Partial<StoredMessage>): StoredMessage => ({
  id: "01900000-0000-7000-8000-000000000001",
  receivedAt: "2026-11-24T02:15:00.000Z",
  locale: "fr",
  page: "/contact",
  firstName: "Éloïse",
  lastName: "Durand",
  email: "eloise@example.fr",
  company: null,
  subject: "Devis",
  message: "Bonjour",
  status: "new",
  delivery: { state: "sent", attempts: 1, updatedAt: "2026-11-24T02:15:01.000Z" },
  ...overrides,
});

/** The export as the staff API streams it: its head, then its rows. */
const messagesCsv = (messages: StoredMessage[], separator: ";" | ",") =>
  csvHead(separator) + csvRows(messages, separator);

const bytes = (text: string) => new TextEncoder().encode(text);

/** Values visitors may type to make a spreadsheet run a formula, after a separator or at the start. */
const attacks = [
  "Bonjour;=2+5",
  "Bonjour,=2+5",
  '=HYPERLINK("http://evil.example/x";"clic")',
  "+33 1 23 45 67 89",
  "-1",
  "@cmd",
  " =1+1",
  "\t=1+1",
  "\u00a0=1+1",
  'x";=1+1;"',
];

describe("the CSV export", () => {
  it("opens in columns, accents intact and no formula anywhere, in a French spreadsheet (;) and an English one (,)", () => {
    for (const locale of locales) {
      const separator = csvSeparator(locale);
      const messages = attacks.map((text, i) =>
        message({ id: `01900000-0000-7000-8000-00000000000${i.toString(16)}`, subject: text, message: text }),
      );
      const rows = readAsSpreadsheet(bytes(messagesCsv(messages, separator)), separator);
      expect(rows).toHaveLength(attacks.length + 1);
      expect(rows.every((cells) => cells.length === 12)).toBe(true);
      expect(formulas(rows)).toEqual([]);
      expect(rows[1]!.slice(6, 8)).toEqual(["Éloïse", "Durand"]);
      expect(rows.slice(1).map((cells) => cells[11])).toEqual(
        attacks.map((text) => text.replace(/(^|\r\n|,|;)([ \u00a0]*)(?=[=+\-@\t\r])/g, "$1'$2")),
      );
    }
  });

  it("defuses a formula after a line break inside a cell, whichever separator the reader splits on (docs/security.md v3-L2)", () => {
    const lines = [
      "Bonjour\n=1+1\nCordialement",
      "Bonjour\r\n=cmd|' /C calc'!A0\r\nfin",
      "Bonjour\n  =HYPERLINK(CONCATENATE(CHAR(104),CHAR(116)),CHAR(120))\nfin",
      "Bonjour\r+33 1 23\r\n@SUM(A1)\n-2",
    ];
    for (const separator of [";", ","] as const) {
      const text = messagesCsv(
        lines.map((line) => message({ message: line, subject: line })),
        separator,
      );
      // A reader splitting on the other separator loses the quotes and takes every line for a row: none of
      // those rows may start with a formula, with or without the quote that opened its cell.
      const starts = text.split(/\r\n|\r|\n/).map((line) => line.replace(/^"/, "").trimStart());
      expect(starts.filter((line) => /^[=+\-@]/.test(line))).toEqual([]);
      // What staff read is still the text, each line marked by the apostrophe spreadsheets hide.
      const rows = readAsSpreadsheet(bytes(text), separator);
      expect(rows[1]![11]).toBe("Bonjour\n'=1+1\nCordialement");
    }
  });

  it("defuses a formula after a separator inside a cell, for a reader that splits on the other one (docs/security.md v4-L2)", () => {
    const values = [
      "a,=cmd|' /C calc'!A0,b",
      "a,-3+3,b",
      "a;@SUM(4);b",
      "a; =1+1",
      "a,\u2003=1+1",
      "a;\ufeff=1+1",
      "a,\u200e+1",
    ];
    for (const separator of [";", ","] as const) {
      const other = separator === ";" ? "," : ";";
      const text = messagesCsv(
        values.map((v) => message({ message: v, company: v })),
        separator,
      );
      // Whatever splits the text, on the other separator or at a line, no part starts a formula, with or
      // without the quote that opened its cell.
      const parts = text.split(new RegExp(`\r\n|\r|\n|${other}`)).map((part) => part.replace(/^"/, ""));
      expect(parts.filter((part) => /^[\s\u200b-\u200f\u2060\ufeff]*[=+\-@]/.test(part))).toEqual([]);
      // Read with its own separator, each value is one cell, its text kept.
      const rows = readAsSpreadsheet(bytes(text), separator);
      expect(rows.slice(1).map((cells) => cells[11])).toEqual(
        values.map((v) => csvCell(v).slice(1, -1).replace(/""/g, '"')),
      );
    }
    expect(csvCell("a,=cmd")).toBe(`"a,'=cmd"`);
  });

  it("keeps a formula after a quote at the start of a part as text, read with either separator (docs/security.md v5-L1)", () => {
    // Four cases of docs/security.md v5-L1: a reader splitting on the other separator (or at a line break) opens
    // and closes a quoted run on the file's doubled quote, and what follows the run was a formula.
    const cases: Partial<StoredMessage>[] = [
      { company: 'a,"=1+1&T(', subject: "),SEC5CSVC" },
      { company: 'a,"=1+1', subject: "SEC5CSV 4" },
      { message: 'x\n"=1+1' },
      { company: 'a;"+1+1";b' },
    ];
    for (const separator of [";", ","] as const) {
      const text = messagesCsv(
        cases.map((fields) => message(fields)),
        separator,
      );
      for (const reader of [";", ","]) expect(formulas(readAsSpreadsheet(bytes(text), reader))).toEqual([]);
      // Read with its own separator, each value is one cell, its text kept behind the apostrophe.
      const rows = readAsSpreadsheet(bytes(text), separator);
      expect(rows.slice(1).map((cells) => [cells[9], cells[11]])).toEqual([
        [`a,'"=1+1&T(`, "Bonjour"],
        [`a,'"=1+1`, "Bonjour"],
        ["", `x\n'"=1+1`],
        [`a;'"+1+1";b`, "Bonjour"],
      ]);
    }
  });
});
