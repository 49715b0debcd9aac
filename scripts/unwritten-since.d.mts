// Types of scripts/unwritten-since.mjs for its tests (the script itself is checked as JavaScript).
export function unwrittenSince(dir: string): Promise<() => Promise<void>>;
