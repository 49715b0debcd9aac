// Browser tests: Debian's Chromium (playwright-core) against the site started as `npm start` starts it.
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/e2e/**/*.spec.ts"],
    globalSetup: ["./test/e2e/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // The local dev server (wrangler dev's proxy on a 2-core machine) very rarely stalls one navigation
    // for 30 s; one retry keeps such a stall from failing the run. A real failure fails both tries.
    retry: 1,
  },
});
