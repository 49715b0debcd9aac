// Browser tests: Debian's Chromium (playwright-core) against the site started as `npm start` starts it.
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/e2e/**/*.spec.ts"],
    globalSetup: ["./test/e2e/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Two files at a time: a browser test waits on the page much of its time, and the other file fills it
    // (decision 105). Each file has its own browser; visitors are apart by their address (CF-Connecting-IP).
    fileParallelism: true,
    maxWorkers: 2,
    // The files of a worker share its modules (playwright-core, the drivers, the in-page query bundled once):
    // each file still launches its own browsers and sites. Measured side by side, 411 CPU-seconds rather than 491
    // for the lane (decision 105).
    isolate: false,
    // A poll returns as soon as what it waits for holds: its timeout is an upper bound on waiting for something
    // to happen, never a delay, and no test sleeps for a fixed time. The margin is for a machine busy with the
    // worker tests too (`npm test` runs both at once), where a page may take a few seconds to do what takes
    // milliseconds alone. The cross-engine journeys' `until` (test/e2e/engines/until.ts) has the same bound.
    expect: { poll: { timeout: 10_000 } },
  },
});
