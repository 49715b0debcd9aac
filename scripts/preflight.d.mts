// Types of scripts/preflight.mjs for its tests (the script itself is checked as JavaScript).
export interface PreflightProblem {
  what: string;
  fix: string;
}

export function preflight(options?: {
  config?: string;
  env?: string;
  siteConfig?: string;
  contentDir?: string;
}): Promise<PreflightProblem[]>;
