// Types of scripts/ci-lanes.mjs for its test (the script itself is checked as JavaScript).
export function laneFor(
  dir: string,
  base: string | undefined,
  head?: string,
): { lane: "content" | "full"; reason: string; base?: string };
export function draftPage(branch: string, read: (path: string) => string | undefined): Promise<string>;
