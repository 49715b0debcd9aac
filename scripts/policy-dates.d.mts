// Types of scripts/policy-dates.mjs for the TypeScript that imports it (editor/formats.ts, its test).
export interface SiteFacts {
  brand: object;
  telUrl: (phone: string) => string;
  formatNumber: (...args: never[]) => string;
}
export function policyTextHash(text: string): string;
export function writeBrandFacts(
  text: string,
  facts: SiteFacts,
  locale: string | undefined,
  missing?: (placeholder: string) => Error,
): string;
export function renderedTextHash(body: string, facts: SiteFacts, locale: string): string;
export function languageLine(locale: string, updated: string, hash: string): string;
export function effectiveDates(
  source: string,
  options: { facts: SiteFacts; today: string },
): { dates: Record<string, string>; stale: { locale: string; line: string }[] };
export function policyDateProblems(source: string, where: { name: string; today: string }): string[];
export function translationsBehind(source: string, where: { name: string; today: string; facts: SiteFacts }): string[];
