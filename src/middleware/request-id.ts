import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../app-env";

// A UUID and nothing else: what a proxy in front of us would send. Anything else a client sends could
// forge or pollute the reference staff search the logs by, so it gets a fresh one.
const WELL_FORMED = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** The request's log and error reference: a client's `X-Request-Id` only when it is a UUID. */
export const requestId: MiddlewareHandler<AppEnv> = async (c, next) => {
  const sent = c.req.header("X-Request-Id");
  c.set("requestId", sent && WELL_FORMED.test(sent) ? sent.toLowerCase() : crypto.randomUUID());
  await next();
};
