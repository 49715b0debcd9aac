// Node tests: the scripts (e.g. the deploy preflight against committed and fixture configs), and checks that
// need Node rather than workerd (the sitemap against the sitemaps.org schema, through xmllint in WebAssembly).
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/scripts/**/*.test.ts", "test/node/**/*.test.ts"],
    // preflight loads wrangler's config reader and bundles src/config/schema.ts with esbuild on each call.
    testTimeout: 30_000,
  },
});
