// Types of scripts/decision-index.mjs for its test (the script itself is checked as JavaScript).
/** Every decision record as a row of the index table. */
export function decisionRows(): string[];
/** docs/decisions/README.md with its index made anew from the records. */
export function indexedReadme(): Promise<string>;
