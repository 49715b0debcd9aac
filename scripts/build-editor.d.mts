// Types of scripts/build-editor.mjs for its tests (the script itself is checked as JavaScript).
export const editorDir: string;
export function buildEditor(): Promise<{ script: string }>;
export const PREVIEW_CONTEXT: string;
