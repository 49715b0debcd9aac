// Browser tests: Debian's Chromium, Firefox and WebKit (decision 036) against the site started as `npm start` starts it.
import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The files that take longest start first, whatever vitest remembers of earlier runs: two files run at a time,
 * and one of these started last would run on alone while the other lanes of `npm test` have ended. On a fresh
 * clone vitest knows no durations and orders by file size, which put the month of edits, a short file that runs
 * a whole content lane, near the end (decision 105).
 */
const LONGEST = ["month-of-edits", "content-editor", "engines"];
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const index = LONGEST.findIndex((name) => file.moduleId.endsWith(`/${name}.spec.ts`));
      return index < 0 ? LONGEST.length : index;
    };
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

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
    sequence: { sequencer: LongestFirst },
    // A poll returns as soon as what it waits for holds: its timeout is an upper bound on waiting for something
    // to happen, never a delay, and no test sleeps for a fixed time. The margin is for a machine busy with the
    // worker tests too (`npm test` runs both at once), where a page may take a few seconds to do what takes
    // milliseconds alone. The cross-engine journeys' `until` (test/e2e/engines.ts) has the same bound.
    expect: { poll: { timeout: 10_000 } },
  },
});
