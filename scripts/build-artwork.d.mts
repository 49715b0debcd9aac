// Types of scripts/build-artwork.mjs for its tests (the script itself is checked as JavaScript).
export const ARTWORK_DIR: string;

export interface CompiledProject {
  slug: string;
  title: Record<string, string>;
  category: Record<string, string>;
  image: string;
  images: string[];
  artwork?: { colours: [string, string]; motif: string };
}

export function drawContentArtwork(options: {
  projects: CompiledProject[];
  site?: { name: string; line: Record<string, string> };
  assetsDir: string;
  outDir: string;
  locales: readonly string[];
}): Promise<{ drawn: string[]; problems: string[] }>;

export function drawArtworkFromContent(content: Record<string, unknown>): Promise<void>;
