// The numbered sections of a project's detail. Apart from the schemas (project-types.ts), which only the build
// runs: the Worker imports this list, and importing a schema module would bring all of zod into its bundle.

export type ProjectDetailField =
  "objective" | "challenges" | "solution" | "userEngagement" | "results" | "techInnovation";

/** The numbered sections of the detail, in order (docs/product.md §2.4: 01 Objective ... 06 Technical Innovation). */
export const projectDetailFields: readonly ProjectDetailField[] = [
  "objective",
  "challenges",
  "solution",
  "userEngagement",
  "results",
  "techInnovation",
];
