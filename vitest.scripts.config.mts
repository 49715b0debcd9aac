// Tests in Node: the scripts (e.g. the deploy preflight against committed and fixture configs), checks that need
// Node rather than workerd (the sitemap against the sitemaps.org schema, through xmllint in WebAssembly; every
// page's HTML through the Nu Html Checker, in Java, the pages from the Worker run by wrangler's test harness),
// and the client's plain-TypeScript behaviour in a DOM (happy-dom), where a browser is not needed.
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "node",
          include: ["test/scripts/**/*.test.ts", "test/node/**/*.test.ts"],
          // The files share their worker's modules rather than each importing the content compiler, zod and
          // esbuild again: 54 s alone rather than 67 s, and a fifth less CPU (decision 105).
          isolate: false,
          // preflight loads wrangler's config reader and bundles src/config/schema.ts with esbuild on each call:
          // seconds alone, several times that while `npm test`'s other lanes share the machine (decision 105). A
          // bound on waiting, not a delay.
          testTimeout: 90_000,
          // The HTML check starts the Worker once for its file.
          hookTimeout: 120_000,
        },
      },
      { test: { name: "client", include: ["test/client/**/*.test.ts"], environment: "happy-dom" } },
    ],
  },
});
