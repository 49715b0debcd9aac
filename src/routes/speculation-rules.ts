import { Hono } from "hono";
import type { AppEnv } from "../app-env";
import { SPECULATION_RULES_PATH, speculationRules } from "../render/speculation-rules";

const body = JSON.stringify(speculationRules);

/**
 * The rules file every public page's `Speculation-Rules` header names (decision 082). Browsers ignore a rules
 * file served with any other media type.
 */
export const speculationRulesRoute = new Hono<AppEnv>().get(SPECULATION_RULES_PATH, (c) =>
  c.body(body, 200, {
    "Content-Type": "application/speculationrules+json",
    "Cache-Control": "public, max-age=3600",
  }),
);
