import { readFileSync, writeFileSync } from "node:fs";
import ts from "typescript";
import { importSource } from "./import-source.mjs";
const { catalogues } = await importSource("editor/i18n/catalogues.ts");
const { fr, en } = catalogues;
const files = process.argv.slice(2);
const SKIP = new Set(JSON.parse(process.env.SKIP ?? "[]"));
const q = (s) => JSON.stringify(s);
const missing = new Set();
for (const file of files) {
  const src = readFileSync(file, "utf8");
  const sf = ts.createSourceFile(file, src, ts.ScriptTarget.Latest, true);
  const edits = [];
  const visit = (node) => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const name = ts.isPropertyAccessExpression(callee) ? callee.name.text : ts.isIdentifier(callee) ? callee.text : "";
      if (["strictObject", "object", "extend"].includes(name) && node.arguments[0] && ts.isObjectLiteralExpression(node.arguments[0])) {
        for (const prop of node.arguments[0].properties) {
          let key, start, end, shorthand = false;
          if (ts.isPropertyAssignment(prop)) { key = prop.name.getText(sf); end = prop.initializer.end; }
          else if (ts.isShorthandPropertyAssignment(prop)) { key = prop.name.text; shorthand = true; end = prop.end; }
          else continue;
          if (SKIP.has(key) && shorthand) continue;
          if (!(key in fr.fields)) { missing.add(`${file}:${key}`); continue; }
          const label = `label: { fr: ${q(fr.fields[key])}, en: ${q(en.fields[key])} }`;
          const hint = fr.hints[key] ? `, hint: { fr: ${q(fr.hints[key])}, en: ${q(en.hints[key])} }` : "";
          const meta = `.meta({ ${label}${hint} })`;
          edits.push(shorthand ? [prop.getStart(sf), end, `${key}: ${key}${meta}`] : [end, end, meta]);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  let out = src;
  for (const [s, e, t] of edits.sort((a, b) => b[0] - a[0])) out = out.slice(0, s) + t + out.slice(e);
  writeFileSync(file, out);
  console.log(file, edits.length);
}
console.log("missing", [...missing]);
