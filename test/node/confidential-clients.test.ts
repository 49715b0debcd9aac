// The names of the files a page loads are read by anyone who views its source: no file under assets/, and no
// name the artwork generator writes, names a client the studio keeps confidential (decision 072). The rendered
// pages themselves are read in test/worker/pages/confidential-clients.test.ts.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { confidentialNamesIn } from "../fixtures/confidential-clients";

describe("no confidential client name in the site's files", () => {
  it("in the names of the files under assets/", () => {
    const files = execFileSync("git", ["ls-files", "assets"], { encoding: "utf8" }).split("\n");
    expect(files.length).toBeGreaterThan(20);
    expect(files.flatMap((file) => confidentialNamesIn(file).map((hit) => `${file}: ${hit}`))).toEqual([]);
  });

  it("in the artwork generator, which names the client logos and draws them", () => {
    expect(confidentialNamesIn(readFileSync("scripts/make-artwork.mjs", "utf8"))).toEqual([]);
  });
});
