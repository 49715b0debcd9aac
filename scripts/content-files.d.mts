// Types of scripts/content-files.mjs for the TypeScript that imports it (editor/formats.ts).
export function writeYaml(value: unknown): string;
export function readYaml(source: string): { value: unknown } | { error: string };
export function splitPolicy(
  source: string,
): Record<string, unknown> & { versions: Record<string, { updated?: string; hash?: string; body: string }> };
export function joinPolicy(
  value: Record<string, unknown> & { versions?: Record<string, { updated?: string; hash?: string; body?: string }> },
): string;
