// Runs commands side by side, each one's output printed whole when it ends, so that they never interleave, with
// its time; resolves to the first failure's exit code (0 when all pass). `npm test` runs its lanes this way, and
// `npm run test:content` its checks after the build (decision 105). As a command: the npm scripts named, e.g.
// `node scripts/run-together.mjs test:worker test:e2e`.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

/**
 * @typedef {{ label: string, command: string, args: string[], env?: Record<string, string> }} Job
 * @param {Job[]} jobs
 * @returns {Promise<number>}
 */
export async function runTogether(jobs) {
  const codes = await Promise.all(jobs.map(run));
  return codes.find((code) => code !== 0) ?? 0;
}

/** @param {Job} job @returns {Promise<number>} */
function run({ label, command, args, env = {} }) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, ...env } });
    /** @type {Buffer[]} */
    const output = [];
    child.stdout.on("data", (chunk) => output.push(chunk));
    child.stderr.on("data", (chunk) => output.push(chunk));
    child.on("close", (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      process.stdout.write(`\n── ${label} (${seconds} s, exit ${code}) ──\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(code ?? 1);
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const scripts = process.argv.slice(2);
  process.exitCode = await runTogether(
    scripts.map((script) => ({ label: `npm run ${script}`, command: "npm", args: ["run", "--silent", script] })),
  );
}
