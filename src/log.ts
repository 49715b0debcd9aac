/**
 * The one logger: every line is one JSON object with a level and a message, plus the request id (or the
 * queue message id) that lets staff find every line of one request in Workers Logs.
 */
export type LogLevel = "info" | "warn" | "error";
export type LogFields = Record<string, unknown>;

export function log(level: LogLevel, msg: string, fields: LogFields = {}): void {
  const line: LogFields = { level, msg };
  for (const [key, value] of Object.entries(fields)) {
    line[key] = value instanceof Error ? String(value) : value;
  }
  console[level](JSON.stringify(line));
}

/** A logger bound to a request: its lines carry the request id. Helpers that log while serving take one. */
export type RequestLog = ReturnType<typeof requestLog>;

// Typed by what it reads, not by the app's context (src/app-env.ts), which names types of i18n/ and config/:
// those folders log too, and the root's basics import no folder.
export function requestLog(c: { var: { requestId: string } }) {
  const requestId = c.var.requestId;
  return {
    info: (msg: string, fields?: LogFields) => log("info", msg, { requestId, ...fields }),
    warn: (msg: string, fields?: LogFields) => log("warn", msg, { requestId, ...fields }),
    error: (msg: string, fields?: LogFields) => log("error", msg, { requestId, ...fields }),
  };
}
