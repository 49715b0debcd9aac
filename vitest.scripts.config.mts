// Tests in Node, in seconds: the scripts (e.g. the deploy preflight against committed and fixture configs), checks
// that need Node rather than workerd (the sitemap against the sitemaps.org schema, through xmllint in
// WebAssembly), and the client's plain-TypeScript behaviour in a DOM (happy-dom), where a browser is not needed.
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "node",
          include: ["test/scripts/**/*.test.ts", "test/node/**/*.test.ts"],
          // preflight loads wrangler's config reader and bundles src/config/schema.ts with esbuild on each call.
          testTimeout: 30_000,
        },
      },
      { test: { name: "client", include: ["test/client/**/*.test.ts"], environment: "happy-dom" } },
    ],
  },
});
