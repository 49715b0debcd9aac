// Local secrets: .dev.vars is git-ignored; when missing, start from the committed example.
// (wrangler dev reads it, and `wrangler types --check` compares against it.)
import { copyFileSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const file = join(root, ".dev.vars");
if (!existsSync(file)) {
  copyFileSync(join(root, ".dev.vars.example"), file);
  console.log("created .dev.vars from .dev.vars.example (local secrets)");
} else {
  // The example's token before staff tokens needed 32 characters (docs/security.md v3-L7): with it the local
  // inbox would stay closed, so it is replaced by the example's current one. Any other token is left alone.
  const vars = readFileSync(file, "utf8");
  const OLD = 'ADMIN_TOKEN="local-dev-admin-token-change-me"';
  if (vars.includes(OLD)) {
    const current = /^ADMIN_TOKEN=.*$/m.exec(readFileSync(join(root, ".dev.vars.example"), "utf8"))?.[0];
    if (current) {
      writeFileSync(file, vars.replace(OLD, current));
      console.log("updated ADMIN_TOKEN in .dev.vars: the old example token is too short to open the inbox");
    }
  }
}
