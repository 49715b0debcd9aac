// The decision index (docs/decisions/README.md, "## Index") is made from the records themselves: each one's
// number, its title line and its status line. `npm run docs:index` rewrites it; test/node/decision-index.test.ts
// fails when a record is added, retitled or re-statused without it.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { format } from "prettier";

const dir = join(dirname(fileURLToPath(import.meta.url)), "../docs/decisions");
const readmePath = join(dir, "README.md");

/** Every record as an index row; a record without its title or status line is an error that names the file. */
export function decisionRows() {
  return readdirSync(dir)
    .filter((name) => /^\d{3}-.+\.md$/.test(name))
    .sort()
    .map((name) => {
      const text = readFileSync(join(dir, name), "utf8");
      const title = /^# (\d{3}) · (.+)$/m.exec(text);
      const status = /^Date: .+ · Status: (.+)$/m.exec(text);
      if (!title || title[1] !== name.slice(0, 3)) throw new Error(`${name}: no "# ${name.slice(0, 3)} · Title" line`);
      if (!status) throw new Error(`${name}: no "Date: … · Status: …" line`);
      return `| [${title[1]}](${name}) | ${title[2]} | ${status[1]} |`;
    });
}

/** The README with its index made anew, formatted as Prettier formats the rest of the repository. */
export async function indexedReadme() {
  const readme = readFileSync(readmePath, "utf8");
  const start = readme.indexOf("## Index\n");
  if (start < 0) throw new Error("docs/decisions/README.md: no '## Index' heading");
  const table = ["| # | decision | status |", "| --- | --- | --- |", ...decisionRows()].join("\n");
  const text = `${readme.slice(0, start)}## Index\n\n${table}\n`;
  return format(text, { parser: "markdown", printWidth: 120 });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(readmePath, await indexedReadme());
  console.log(`docs/decisions/README.md: ${decisionRows().length} records indexed`);
}
