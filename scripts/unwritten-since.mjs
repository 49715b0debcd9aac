// A served folder replaced in place, file by file (decision 105): `wrangler dev` watches build/public/, and a
// folder removed under it stopped the local site. A build notes what is there, writes every file again, then
// removes what it did not write.
import { readdir, rm, stat } from "node:fs/promises";
import { join } from "node:path";

/**
 * The files under `dir` as they are now; the function returned removes those not written again since: what an
 * earlier build left and this one did not make. Folders stay. Written again is told by each file's time, never by
 * the clock.
 * @param {string} dir
 * @returns {Promise<() => Promise<void>>}
 */
export async function unwrittenSince(dir) {
  /** @type {Map<string, number>} */
  const times = new Map();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => [])) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    times.set(path, (await stat(path)).mtimeMs);
  }
  return async () => {
    for (const [path, time] of times) {
      const now = await stat(path).catch(() => undefined);
      if (now?.mtimeMs === time) await rm(path, { force: true });
    }
  };
}
