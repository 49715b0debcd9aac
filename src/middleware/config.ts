import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../app-env";
import { readConfig } from "../config/read";
import { requestConfig } from "../config/schema";

/**
 * The configuration of this request: the env checked once per isolate (src/config/read.ts), plus its origin. A
 * preview's configuration (NOINDEX) marks every answer as not to be indexed.
 */
export const configMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  c.set("config", requestConfig(readConfig(c.env), c.req.url));
  await next();
  if (c.get("config").noindex) c.res.headers.set("X-Robots-Tag", "noindex, nofollow");
});
