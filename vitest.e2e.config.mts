// Browser tests: Debian's Chromium (playwright-core) against the site started as `npm start` starts it.
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/e2e/**/*.spec.ts"],
    globalSetup: ["./test/e2e/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // A poll returns as soon as what it waits for holds; the margin is for a machine busy with the worker tests
    // too (`npm test` runs both at once), where a page may take a few seconds to do what takes milliseconds alone.
    expect: { poll: { timeout: 10_000 } },
  },
});
