// npm run content:claims: prints, page by page and in both languages, every claim of the site's copy that
// docs/product.md does not support (invented people, quotes, figures, vendors, company facts). The studio confirms
// or replaces each one before launch; the content data marks them (`claims` lists, scripts/content/claims.ts).
import { compileContent } from "./compile-content.mjs";
import { importSource } from "./import-source.mjs";

// The claims are read from the data files (src/content/<collection>/) as the build compiles them (decision 081):
// the modules it writes for the Worker leave them out (decision 101).
const content = await compileContent({ outDir: null });
const { claimsReport } = await importSource("scripts/content/claims-report.ts");
process.stdout.write(claimsReport(content));
