// An esbuild build that is skipped when nothing it reads has changed: the content editor's bundle is about 7 MB
// of Decap CMS, some 3.5 CPU-seconds of esbuild, and it changes only with its inputs, while every `npm run build`
// and each copy of the checkout the test journeys build would bundle it again (decision 105). The last few builds
// are kept, each with every file esbuild read, by content: a build whose inputs all read the same as a kept
// one's, with the same options, esbuild and lockfile, writes that build's output. A copy of the checkout that
// links its node_modules shares the cache.
import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from "node:fs/promises";
import { join, relative, resolve } from "node:path";
import * as esbuild from "esbuild";

/** How many builds are kept: the checkout's, and those of the copies with other content beside it. */
const KEPT_BUILDS = 4;

/** @param {string | Uint8Array} data */
const sha256 = (data) => createHash("sha256").update(data).digest("hex");

/**
 * @typedef {{ key: string, inputs: Record<string, string>, outputs: { name: string, blob: string }[] }} Kept
 * @param {import("esbuild").BuildOptions & { absWorkingDir: string, outdir: string }} options
 * @param {string} cacheDir where the builds are kept
 * @returns {Promise<{ outputFiles: { path: string, contents: Uint8Array }[], reused: boolean }>} the files to
 *   write (nothing is written)
 */
export async function cachedBuild(options, cacheDir) {
  const root = options.absWorkingDir;
  const { absWorkingDir: _root, outdir: _outdir, plugins = [], ...rest } = options;
  const key = sha256(
    JSON.stringify([
      rest,
      plugins.map((plugin) => [plugin.name, String(plugin.setup)]),
      esbuild.version,
      await readFile(join(root, "package-lock.json"), "utf8").catch(() => ""),
    ]),
  );
  const reused = await reuse(cacheDir, key, root, options.outdir);
  if (reused) return { outputFiles: reused, reused: true };

  const result = await esbuild.build({ ...options, write: false, metafile: true });
  /** @type {Kept} */
  const kept = { key, inputs: {}, outputs: [] };
  for (const input of Object.keys(result.metafile.inputs)) {
    // A module esbuild made up (a namespace such as `(disabled):`) is decided by the options and the lockfile.
    const body = await readFile(resolve(root, input)).catch(() => undefined);
    if (body) kept.inputs[input] = sha256(body);
  }
  await mkdir(join(cacheDir, "builds"), { recursive: true });
  for (const file of result.outputFiles) {
    const blob = sha256(file.contents);
    await writeAtomically(join(cacheDir, blob), file.contents);
    kept.outputs.push({ name: relative(options.outdir, file.path), blob });
  }
  await writeAtomically(join(cacheDir, "builds", `${sha256(JSON.stringify(kept))}.json`), JSON.stringify(kept));
  await prune(cacheDir);
  return { outputFiles: result.outputFiles, reused: false };
}

/** The kept builds, the most recently used first. */
async function keptBuilds(cacheDir) {
  const dir = join(cacheDir, "builds");
  const names = await readdir(dir).catch(() => []);
  const builds = await Promise.all(
    names.map(async (name) => {
      const file = join(dir, name);
      const info = await stat(file).catch(() => undefined);
      return { file, used: info?.mtimeMs ?? 0 };
    }),
  );
  return builds.sort((a, b) => b.used - a.used).map(({ file }) => file);
}

/**
 * The output of a kept build that read what this one would: the same key, and every input the same content.
 * @returns {Promise<{ path: string, contents: Uint8Array }[] | undefined>}
 */
async function reuse(cacheDir, key, root, outdir) {
  /** @type {Map<string, Promise<string | undefined>>} each input's hash now, read once across the kept builds */
  const now = new Map();
  const hashOf = (input) => {
    if (!now.has(input))
      now.set(
        input,
        readFile(resolve(root, input)).then(sha256, () => undefined),
      );
    return now.get(input);
  };
  for (const file of await keptBuilds(cacheDir)) {
    try {
      /** @type {Kept} */
      const kept = JSON.parse(await readFile(file, "utf8"));
      if (kept.key !== key) continue;
      const inputs = Object.entries(kept.inputs);
      const hashes = await Promise.all(inputs.map(([input]) => hashOf(input)));
      if (!inputs.every(([, hash], i) => hashes[i] === hash)) continue;
      const outputs = await Promise.all(
        kept.outputs.map(async ({ name, blob }) => ({
          path: join(outdir, name),
          contents: await readFile(join(cacheDir, blob)),
        })),
      );
      const moment = new Date();
      await utimes(file, moment, moment);
      return outputs;
    } catch {
      // a build pruned by another at the same moment, or a kept file missing: the next one, else build
    }
  }
  return undefined;
}

/** Keeps the builds used last, and the files they wrote. */
async function prune(cacheDir) {
  const [keep, drop] = [[], []];
  for (const file of await keptBuilds(cacheDir)) (keep.length < KEPT_BUILDS ? keep : drop).push(file);
  for (const file of drop) await rm(file, { force: true });
  const blobs = new Set();
  for (const file of keep) {
    const kept = await readFile(file, "utf8").then(JSON.parse, () => ({ outputs: [] }));
    for (const { blob } of kept.outputs) blobs.add(blob);
  }
  for (const name of await readdir(cacheDir))
    if (/^[0-9a-f]{64}$/.test(name) && !blobs.has(name)) await rm(join(cacheDir, name), { force: true });
}

/** Written whole or not at all: two builds may run at once (the journeys build two copies side by side). */
async function writeAtomically(file, data) {
  const temporary = `${file}.${process.pid}.${Date.now()}`;
  await writeFile(temporary, data);
  await rename(temporary, file);
}
