// Parses the env once per isolate and says, once, what is wrong with it (the schema: src/config/schema.ts).
import { describe, parseEnv, type EnvName, type WorkerConfig } from "./schema";
import { log } from "../log";

// Keyed by the env object: one parse (and one log line) per isolate in production, where the runtime
// hands every request the same env; a test that passes its own env gets its own parse.
const parsed = new WeakMap<object, WorkerConfig>();

/** The configuration of this env, parsed on first use; its problems are logged once, then. */
export function readConfig(env: object): WorkerConfig {
  let config = parsed.get(env);
  if (!config) {
    config = parseEnv(env as Partial<Record<EnvName, unknown>>);
    parsed.set(env, config);
    if (config.problems.length > 0) {
      log("error", "configuration has bad values", {
        fields: config.problems.map((p) => p.field),
        problems: config.problems.map(describe),
      });
    }
  }
  return config;
}
