// Local secrets: .dev.vars is git-ignored; when missing, start from the committed example.
// (wrangler dev reads it, and `wrangler types --check` compares against it.)
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const file = join(root, ".dev.vars");
/**
 * Staff tokens published in .dev.vars.example, now or before: the Worker refuses them (docs/security.md v4-I9),
 * so a local copy gets a random one instead.
 */
const PUBLISHED = [
  "replace-me-npm-start-writes-a-random-token",
  "local-dev-9Qx2LrT7vKp4Wm8ZsN3cYh6Fj0Bd5Ge1",
  "local-dev-admin-token-change-me",
];
const randomToken = () => `ADMIN_TOKEN="${randomBytes(32).toString("base64url")}"`;
const withOwnToken = (vars) =>
  vars.replace(/^ADMIN_TOKEN="([^"]*)"$/m, (line, token) => (PUBLISHED.includes(token) ? randomToken() : line));

if (!existsSync(file)) {
  writeFileSync(file, withOwnToken(readFileSync(join(root, ".dev.vars.example"), "utf8")));
  console.log("created .dev.vars from .dev.vars.example, with a random ADMIN_TOKEN (local secrets)");
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
  // A token published in the example opens nothing: replaced by a random one. Any other token is left alone.
  const own = withOwnToken(vars);
  if (own !== vars) {
    writeFileSync(file, own);
    console.log("replaced ADMIN_TOKEN in .dev.vars with a random one: the example's is public, and refused");
  }
}
