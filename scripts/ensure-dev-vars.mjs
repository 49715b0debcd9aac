// Local secrets: .dev.vars is git-ignored; when missing, start from the committed example.
// (wrangler dev reads it, and `wrangler types --check` compares against it.)
import { copyFileSync, existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
if (!existsSync(join(root, ".dev.vars"))) {
  copyFileSync(join(root, ".dev.vars.example"), join(root, ".dev.vars"));
  console.log("created .dev.vars from .dev.vars.example (local secrets)");
}
