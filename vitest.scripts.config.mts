// Script tests: plain Node (the scripts run there), e.g. the deploy preflight against committed and fixture configs.
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/scripts/**/*.test.ts"],
    // preflight loads wrangler's config reader and bundles src/config/schema.ts with esbuild on each call.
    testTimeout: 30_000,
  },
});
