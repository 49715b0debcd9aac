// Types of scripts/free-port.mjs for the browser tests (the script itself is checked as JavaScript).
export function freePort(): Promise<number>;
