// Builds as for deployment: `npm run build` (client + manifest) then `wrangler deploy --dry-run`,
// which bundles the worker exactly as it would be uploaded. build/ is shared with anyone else
// working in the checkout (and `npm run build` starts by deleting it), so the static files are
// copied next to the bundle at once and the pair is checked to match before anything is measured.
import { spawn } from "node:child_process";
import { cp, readFile, rm } from "node:fs/promises";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

function run(command, args, cwd) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("exit", (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(" ")} failed (${code}):\n${output}`)),
    );
  });
}

/** The hashed client files the bundle links to, all present in the copied static directory. */
async function bundleMatchesAssets(bundle, publicDir, manifest) {
  const wanted = [manifest.entry, manifest.css].filter(Boolean);
  if (!wanted.every((url) => bundle.includes(url))) return false;
  const present = await Promise.all(
    wanted.map((url) =>
      readFile(join(publicDir, url)).then(
        () => true,
        () => false,
      ),
    ),
  );
  return present.every(Boolean);
}

/**
 * Leaves `benchDir/dist/index.js` (the deployable worker) and `benchDir/public` (its static files).
 * Returns the bundle's sizes and wrangler's own upload line.
 */
export async function buildForDeploy(root, benchDir, { attempts = 3 } = {}) {
  const distDir = join(benchDir, "dist");
  const publicDir = join(benchDir, "public");
  for (let attempt = 1; attempt <= attempts; attempt++) {
    await run("npm", ["run", "build", "--silent"], root);
    let manifest, output, bundle;
    try {
      await rm(publicDir, { recursive: true, force: true });
      await cp(join(root, "build", "public"), publicDir, { recursive: true });
      manifest = JSON.parse(await readFile(join(root, "build", "manifest.json"), "utf8"));
      output = await run("npx", ["wrangler", "deploy", "--dry-run", "--outdir", distDir], root);
      bundle = await readFile(join(distDir, "index.js"));
    } catch (error) {
      if (attempt === attempts) throw error;
    }
    if (!bundle || !(await bundleMatchesAssets(bundle.toString("utf8"), publicDir, manifest))) {
      console.warn(
        `  build/ changed under the bench (someone else rebuilt it); building again (${attempt}/${attempts})`,
      );
      continue;
    }
    return {
      publicDir,
      scriptPath: join(distDir, "index.js"),
      bundle: {
        rawBytes: bundle.length,
        gzipBytes: gzipSync(bundle).length,
        wranglerReports: output.match(/Total Upload:.*$/m)?.[0].trim() ?? null,
      },
    };
  }
  throw new Error("could not get a worker bundle and static files from the same build");
}
