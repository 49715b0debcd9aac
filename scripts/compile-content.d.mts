// Types of scripts/compile-content.mjs for its tests (the script itself is checked as JavaScript).
export class ContentError extends Error {
  problems: string[];
}

export function compileContent(options?: {
  contentDir?: string;
  outDir?: string | null;
  only?: string[];
  assetsDir?: string;
  today?: string;
  siteConfig?: string;
}): Promise<Record<string, unknown>>;

export function checkAssetFiles(assetsDir: string): Promise<void>;

export function compileCatalogues(options?: {
  outDir?: string | null;
}): Promise<Record<string, { messages: Record<string, string>; formats: Record<string, unknown[]> }>>;

export function watchContent(): Promise<void>;

export function withBrandFacts(value: unknown, facts: object, where: string, path?: string, locale?: string): unknown;
