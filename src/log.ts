import { tryGetContext } from "hono/context-storage";
import type { AppEnv } from "./app-env";

/**
 * The one logger: every line is one JSON object with a level and a message, plus the request id that lets
 * staff find every line of one request in Workers Logs. The id is read from the request being served
 * (hono's context storage, set up first in src/index.ts), so no caller passes it and none can forget it;
 * the queue's lines, outside any request, carry the message id instead.
 */
export type LogLevel = "info" | "warn" | "error";
export type LogFields = Record<string, unknown>;

export function log(level: LogLevel, msg: string, fields: LogFields = {}): void {
  const line: LogFields = { level, msg };
  const requestId = tryGetContext<AppEnv>()?.var.requestId;
  if (requestId) line.requestId = requestId;
  for (const [key, value] of Object.entries(fields)) {
    line[key] = value instanceof Error ? String(value) : value;
  }
  console[level](JSON.stringify(line));
}
