// The Retry-After the site states and the count the tests' stand-in keeps (src/security/rate-limit.ts) are the
// rules wrangler.toml gives each Rate Limiting binding, in every environment (decision 105).
import { join } from "node:path";
import { experimental_readRawConfig } from "wrangler";
import { describe, expect, it } from "vitest";
import { RATE_LIMITS } from "../../src/security/rate-limit";

interface RawLimit {
  name: string;
  simple: { limit: number; period: number };
}
interface RawEnv {
  ratelimits?: RawLimit[];
}

const raw = experimental_readRawConfig({ config: join(import.meta.dirname, "../../wrangler.toml") })
  .rawConfig as RawEnv & { env?: Record<string, RawEnv> };
const environments: [string, RawEnv][] = [["local", raw], ...Object.entries(raw.env ?? {})];

describe("the rate limits", () => {
  for (const [name, config] of environments) {
    it(`are the same in wrangler.toml (${name}) as in src/security/rate-limit.ts`, () => {
      const declared = Object.fromEntries(
        (config.ratelimits ?? []).map((limit) => [
          limit.name,
          { limit: limit.simple.limit, period: limit.simple.period },
        ]),
      );
      const expected = Object.fromEntries(
        Object.entries(RATE_LIMITS).map(([binding, { limit, period }]) => [binding, { limit, period }]),
      );
      expect(declared).toEqual(expected);
    });
  }
});
