import type { ChildProcess } from "node:child_process";

/**
 * Stops a server the tests started detached (`npm start`, `npm run editor`) with every process it started, and
 * waits for it to exit, or 5 s at most, so that what it holds (a state directory, a scratch checkout) can be
 * removed after.
 */
export async function stopProcessGroup(child: ChildProcess | undefined): Promise<void> {
  if (!child?.pid || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {
    // already gone
  }
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000).unref())]);
}
