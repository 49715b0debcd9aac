// `npm run typecheck`, after `tsc -b client`: the TypeScript programs of src/, test/, scripts/ and editor/ (one per
// runtime, each with its own tsconfig.json) checked in one process, as `tsc -p` checks each. The declaration files
// they share (TypeScript's lib, React, Node's and the Workers' types) are read and parsed once rather than once
// per program, and each program remembers what it checked in node_modules/.cache/tsc/ (its tsconfig's
// `tsBuildInfoFile`), so an unchanged file is not checked again (decision 105).
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const PROGRAMS = ["src", "test", "scripts", "editor"];

/** Files under node_modules/, parsed once for every program: none of them is a program's own. */
const shared = new Map();

/** @type {ts.FormatDiagnosticsHost} */
const formatHost = {
  getCanonicalFileName: (name) => name,
  getCurrentDirectory: () => root,
  getNewLine: () => "\n",
};

/** @param {string} folder @returns {readonly ts.Diagnostic[]} */
function check(folder) {
  const config = ts.getParsedCommandLineOfConfigFile(join(root, folder, "tsconfig.json"), undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.formatDiagnostic(diagnostic, formatHost));
    },
  });
  if (!config) throw new Error(`${folder}/tsconfig.json could not be read`);
  const host = ts.createIncrementalCompilerHost(config.options);
  const ownSourceFile = host.getSourceFile;
  host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
    if (!fileName.includes("/node_modules/")) return ownSourceFile(fileName, languageVersion, onError, shouldCreate);
    const key = `${fileName}|${JSON.stringify(languageVersion)}`;
    if (!shared.has(key)) shared.set(key, ownSourceFile(fileName, languageVersion, onError, shouldCreate));
    return shared.get(key);
  };
  const program = ts.createIncrementalProgram({
    rootNames: config.fileNames,
    options: config.options,
    projectReferences: config.projectReferences,
    configFileParsingDiagnostics: config.errors,
    host,
  });
  const diagnostics = [
    ...program.getConfigFileParsingDiagnostics(),
    ...program.getOptionsDiagnostics(),
    ...program.getGlobalDiagnostics(),
    ...program.getSyntacticDiagnostics(),
    ...program.getSemanticDiagnostics(),
  ];
  // With noEmit, writes only what it checked (the tsbuildinfo file).
  program.emit();
  return diagnostics;
}

let errors = 0;
for (const folder of process.argv.slice(2).length ? process.argv.slice(2) : PROGRAMS) {
  const diagnostics = check(folder);
  if (diagnostics.length === 0) continue;
  errors += diagnostics.length;
  console.error(`${folder}/tsconfig.json:\n${ts.formatDiagnosticsWithColorAndContext(diagnostics, formatHost)}`);
}
if (errors > 0) {
  console.error(`Found ${errors} error${errors === 1 ? "" : "s"}.`);
  process.exitCode = 1;
}
