// A busy studio's day against the plan's daily limits (decision 096): measured by the scale test in workerd with
// the counting bindings (test/worker/inbox/scale.test.ts), which prints the table this returns.
import { spawnSync } from "node:child_process";

/** Runs the scale test and returns its day table (text), or the reason it could not. */
export function measureDayCost(root) {
  const run = spawnSync(
    process.execPath,
    [
      "node_modules/vitest/vitest.mjs",
      "run",
      "--config",
      "vitest.config.mts",
      "--project",
      "scale",
      "--reporter",
      "dot",
    ],
    { cwd: root, encoding: "utf8", env: { ...process.env, FORCE_COLOR: "0" } },
  );
  const output = `${run.stdout}\n${run.stderr}`;
  const start = output.indexOf("A busy studio's day");
  if (run.status !== 0 || start === -1)
    return `The day's cost was not measured: the scale test failed\n${output.slice(-2000)}`;
  return output.slice(start, output.indexOf("\n\n", start));
}
