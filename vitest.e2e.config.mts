// Browser tests: Debian's Chromium (playwright-core) against the site started as `npm start` starts it.
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/e2e/**/*.spec.ts"],
    globalSetup: ["./test/e2e/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
