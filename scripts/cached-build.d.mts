// Types of scripts/cached-build.mjs for its tests (the script itself is checked as JavaScript).
import type { BuildOptions } from "esbuild";

export function cachedBuild(
  options: BuildOptions & { absWorkingDir: string; outdir: string },
  cacheDir: string,
): Promise<{ outputFiles: { path: string; contents: Uint8Array }[]; reused: boolean }>;
