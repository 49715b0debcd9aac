// Starts the site the way the README does (`npm start`, PORT set to a free port; without its build when the
// runner has just built) with its own local state directory, waits until it is ready, and stops it after the run.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { freePort } from "../../scripts/free-port.mjs";
import { stopProcessGroup } from "./process-group";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    stateDir: string;
    /** The Web Analytics token the site runs with (empty against E2E_BASE_URL: then analytics is off). */
    webAnalyticsToken: string;
  }
}

/** Resolves once wrangler says the site is ready; fails with what it printed if it stops first or after 90 s. */
function ready(child: ChildProcess, log: () => string): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the site did not start in time:\n${log()}`)), 90_000);
    const settle = (error?: Error) => {
      clearTimeout(timer);
      if (error) reject(error);
      else resolve();
    };
    const said = () => /Ready on http/.test(log()) && settle();
    child.stdout?.on("data", said);
    child.stderr?.on("data", said);
    child.on("exit", () => settle(new Error(`npm start exited early:\n${log()}`)));
  });
}

// With a token, consent tests can check that the beacon loads only after analytics is accepted (they serve
// a stand-in for it); no other journey accepts analytics, so none of them asks for the beacon.
const WEB_ANALYTICS_TOKEN = "e2e0standin0token0000000000000000";

export default async function setup(project: TestProject) {
  const port = process.env.E2E_BASE_URL ? 0 : await freePort();
  const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${port}`;
  const stateDir = mkdtempSync(join(tmpdir(), "studio-e2e-"));
  let child: ChildProcess | undefined;
  let output = "";
  if (!process.env.E2E_BASE_URL) {
    // The test locale (decision 038) is served too, for the sweep that lays every page out in it.
    // The rate limits count with their stand-in, and each browser session is a client of its own (decision 105).
    const vars = [
      ...["--var", `WEB_ANALYTICS_TOKEN:${WEB_ANALYTICS_TOKEN}`, "--var", "PSEUDO_LOCALE:1"],
      ...["--var", "TEST_RATE_LIMITS:1"],
    ];
    // `npm start` builds, then starts. A runner that has just built (`npm test`, `npm run test:content`) says so
    // with SITE_BUILT, and the site starts without building again: a second build would rewrite build/ under
    // the lanes reading it side by side (decision 105).
    const [command, ...args] = process.env.SITE_BUILT
      ? [process.execPath, "scripts/start.mjs", ...vars]
      : ["npm", "start", "--", ...vars];
    child = spawn(command!, args, {
      env: {
        ...process.env,
        // React's production renderer, as deployed: wrangler dev bundles the development one unless told, which
        // renders a page about five times slower and is not what visitors get (decisions 016, 105).
        NODE_ENV: "production",
        PORT: String(port),
        WRANGLER_PERSIST_TO: join(stateDir, "state"),
        TMPDIR: stateDir,
      },
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    });
    child.stdout?.on("data", (chunk) => (output += chunk));
    child.stderr?.on("data", (chunk) => (output += chunk));
    await ready(child, () => output);
  }
  project.provide("baseURL", baseURL);
  project.provide("stateDir", stateDir);
  project.provide("webAnalyticsToken", process.env.E2E_BASE_URL ? "" : WEB_ANALYTICS_TOKEN);
  return async () => {
    // Its state directory is removed once it has let go of it.
    await stopProcessGroup(child);
    rmSync(stateDir, { recursive: true, force: true });
  };
}
