import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { MESSAGE_COLUMNS } from "../../../src/inbox/message-row";
import { inInbox } from "../fixtures/inbox";

const INBOX_TABLES = ["messages", "erased", "audit", "job_runs"];

interface TableColumn {
  name: string;
  type: string;
  notnull: number;
}

/** The inbox's schema as D1 holds it once migrations/ are applied (decision 095). */
describe("the inbox's schema", () => {
  it("has exactly the message columns the code reads and writes, with their types and nullability", async () => {
    const { results } = await env.DB.prepare("PRAGMA table_info(messages)").all<TableColumn>();
    expect(results.map(({ name, type, notnull }) => ({ name, type, nullable: notnull === 0 }))).toEqual(
      Object.entries(MESSAGE_COLUMNS).map(([name, column]) => ({
        name,
        type: column.type,
        // The primary key is declared NOT NULL too (SQLite would otherwise let a STRICT table's TEXT key be NULL).
        nullable: column.nullable,
      })),
    );
  });

  it("makes every inbox table STRICT", async () => {
    const { results } = await env.DB.prepare(
      `SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name IN (${INBOX_TABLES.map(() => "?").join(", ")})`,
    )
      .bind(...INBOX_TABLES)
      .all<{ name: string; sql: string }>();
    expect(results.map((t) => t.name).sort()).toEqual([...INBOX_TABLES].sort());
    for (const { name, sql } of results) expect(sql, name).toMatch(/\)\s*STRICT\s*$/);
  });

  it("refuses a status, delivery state or lap the code does not know, and a number stored as text", async () => {
    const message = await inInbox();
    for (const [column, value] of [
      ["status", "deleted"],
      ["delivery_state", "pending"],
      ["requeued", "2"],
      ["attempts", "two"],
    ]) {
      await expect(
        env.DB.prepare(`UPDATE messages SET ${column} = ? WHERE id = ?`).bind(value, message.id).run(),
        column,
      ).rejects.toThrow(/CHECK constraint failed|cannot store TEXT value in INTEGER column/);
    }
  });
});
