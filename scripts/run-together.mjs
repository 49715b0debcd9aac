// `npm test`'s last step: the worker tests and the browser tests at the same time (they share nothing: each
// starts its own workerd with its own state), each one's output printed whole when it ends, so the two never
// interleave. Exits with the first failure's code. Usage: node scripts/run-together.mjs <npm script>...
import { spawn } from "node:child_process";

const scripts = process.argv.slice(2);

/** @param {string} script @returns {Promise<number>} */
function run(script) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn("npm", ["run", "--silent", script], { stdio: ["ignore", "pipe", "pipe"] });
    /** @type {Buffer[]} */
    const output = [];
    child.stdout.on("data", (chunk) => output.push(chunk));
    child.stderr.on("data", (chunk) => output.push(chunk));
    child.on("close", (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      process.stdout.write(`\n── npm run ${script} (${seconds} s, exit ${code}) ──\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(code ?? 1);
    });
  });
}

const codes = await Promise.all(scripts.map(run));
process.exitCode = codes.find((code) => code !== 0) ?? 0;
