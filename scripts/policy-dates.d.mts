// Types of scripts/policy-dates.mjs for the TypeScript that imports it (editor/formats.ts, its test).
export function policyTextHash(body: string): string;
export function languageLine(locale: string, updated: string, hash: string): string;
export function policyDateProblems(source: string, where: { name: string; today: string }): string[];
