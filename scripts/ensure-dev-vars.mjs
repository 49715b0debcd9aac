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
  let vars = readFileSync(file, "utf8");
  const example = readFileSync(join(root, ".dev.vars.example"), "utf8");
  // A secret added to the example since .dev.vars was made (the editor's client secret, decision 083) is added
  // with its fictional local value, so the local configuration stays complete. Values already set are kept.
  for (const line of example.match(/^[A-Z_]+=.*$/gm) ?? []) {
    const name = line.slice(0, line.indexOf("="));
    if (!new RegExp(`^${name}=`, "m").test(vars)) {
      vars = `${vars.replace(/\n?$/, "\n")}${line}\n`;
      writeFileSync(file, vars);
      console.log(`added ${name} to .dev.vars from .dev.vars.example (local secrets)`);
    }
  }
  // The example's token before staff tokens needed 32 characters (docs/security.md v3-L7): with it the local
  // inbox would stay closed, so it is replaced by the example's current one. Any other token is left alone.
  const OLD = 'ADMIN_TOKEN="local-dev-admin-token-change-me"';
  if (vars.includes(OLD)) {
    const current = /^ADMIN_TOKEN=.*$/m.exec(example)?.[0];
    if (current) {
      writeFileSync(file, vars.replace(OLD, current));
      console.log("updated ADMIN_TOKEN in .dev.vars: the old example token is too short to open the inbox");
    }
  }
}
