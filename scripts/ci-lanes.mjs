// What CI runs before a commit may go live (decision 100, README "Deploying"): the content lane alone when
// everything the commit changes since the last commit deployed is content the editor writes; the whole suite
// otherwise. Measured against what production runs, not against the previous push: a commit whose suite failed
// never becomes the base, so a later save cannot carry its code out (docs/security.md v5-M1).
//   node scripts/ci-lanes.mjs lane --base <sha>       prints lane=content|full and base=<sha, if usable> (to
//                                                     $GITHUB_OUTPUT in CI)
//   node scripts/ci-lanes.mjs draft-page --branch <b>  prints page=<path>: a draft's page, for its preview link
import { spawnSync } from "node:child_process";
import { appendFileSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

/** What the studio's editor writes: entries of the content collections, and images (decision 083). */
const CONTENT = /^(src\/content\/[^/]+\/[^/]+\.(ya?ml|md)|assets\/images\/[^/]+(\/[^/]+)*)$/;

/**
 * The lane a commit needs, against the last commit deployed. Fails closed: the whole suite when there is no
 * base, when it is all zeros (a new branch, a first push), unknown here, not an ancestor of the commit (a
 * force push, a rollback), or when the change renames, copies or retypes a file, or touches anything else.
 * @param {string} dir the checkout, with its history
 * @param {string | undefined} base
 * @param {string} [head]
 * @returns {{ lane: "content" | "full"; reason: string; base?: string }} `base` where the history measures from it
 */
export function laneFor(dir, base, head = "HEAD") {
  const git = (...args) => spawnSync("git", args, { cwd: dir, encoding: "utf8" });
  if (!base || /^0+$/.test(base)) return { lane: "full", reason: "no commit deployed to compare with" };
  if (!/^[0-9a-f]{7,64}$/i.test(base) || git("cat-file", "-e", `${base}^{commit}`).status !== 0)
    return { lane: "full", reason: `${base} is not a commit of this repository` };
  if (git("merge-base", "--is-ancestor", base, head).status !== 0)
    return { lane: "full", reason: `${base} is not an ancestor of ${head}` };
  const diff = git("diff", "--name-status", "-z", "--find-renames", "--find-copies", base, head);
  if (diff.status !== 0) return { lane: "full", reason: `git diff failed: ${diff.stderr.trim()}` };
  // From here on the base is one this history measures from: the content lane's page sweep starts there too.
  const fields = diff.stdout.split("\0").filter(Boolean);
  for (let i = 0; i < fields.length;) {
    const status = fields[i++];
    // A rename or a copy names two paths; every other status one.
    const paths = /^[RC]/.test(status) ? [fields[i++], fields[i++]] : [fields[i++]];
    if (!/^[AMD]$/.test(status)) return { lane: "full", reason: `${status} ${paths.join(" → ")}`, base };
    if (!CONTENT.test(paths[0])) return { lane: "full", reason: `${paths[0]} is not content`, base };
  }
  return { lane: "content", reason: `content only since ${base}`, base };
}

/**
 * The page a draft's branch (`cms/<collection>/<entry>`, as Decap names it) shows, for its preview link: a
 * project's page, a fixed page's address, a service's, achievements page's or policy's own `path`, else home.
 * @param {string} branch
 * @param {(path: string) => string | undefined} read a file of the draft, by its path in the repository
 */
export async function draftPage(branch, read) {
  const [prefix, collection, ...rest] = branch.split("/");
  const entry = rest.join("/");
  if (prefix !== "cms" || !collection || !entry) return "/";
  const { importSource } = await import("./import-source.mjs");
  const { collections, siteMap } = await importSource("scripts/content/collections.ts");
  const place = siteMap.find((place) => place.page === entry);
  if (collection === "pages" && place) return place.path;
  if (collection === "projects") return `/project/${entry}`;
  const folder = collections[collection]?.folder;
  for (const extension of ["yaml", "md"]) {
    const text = folder && read(`src/content/${folder}/${entry}.${extension}`);
    const path = text && /^path:\s*["']?(\/[^"'\s]*)/m.exec(text)?.[1];
    if (path) return path;
  }
  return "/";
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [command] = process.argv.slice(2);
  const { values } = parseArgs({
    args: process.argv.slice(3),
    options: { base: { type: "string" }, branch: { type: "string" } },
  });
  let output;
  if (command === "lane") {
    const { lane, reason, base = "" } = laneFor(root, values.base);
    console.log(`${lane}: ${reason}`);
    output = `lane=${lane}\nbase=${base}`;
  } else if (command === "draft-page" && values.branch) {
    const read = (path) => {
      try {
        return readFileSync(join(root, path), "utf8");
      } catch {
        return undefined;
      }
    };
    output = `page=${await draftPage(values.branch, read)}`;
    console.log(output);
  } else {
    console.error("usage: ci-lanes.mjs lane --base <sha> | draft-page --branch <cms/…>");
    process.exit(2);
  }
  if (process.env.GITHUB_OUTPUT) appendFileSync(process.env.GITHUB_OUTPUT, `${output}\n`);
}
