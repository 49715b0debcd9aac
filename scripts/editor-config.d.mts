// Types of scripts/editor-config.mjs for the TypeScript that imports it (its test).
export function editorCollections(options?: {
  contentRoot?: string;
  language?: string;
}): Promise<Record<string, unknown>[]>;
