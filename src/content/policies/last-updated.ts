import type { PolicyDocument } from "../../../scripts/content/policy-types";

/**
 * The date of a document's most recent version: its `dateModified` for search engines. Apart from the schemas,
 * which run at build only (decision 081), so the Worker imports no zod.
 */
export function lastUpdated(doc: Pick<PolicyDocument, "versions">): string {
  return Object.values(doc.versions)
    .map((version) => version!.updated)
    .sort()
    .at(-1)!;
}
