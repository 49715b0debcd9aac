// The names of the files a page loads are read by anyone who views its source: no file under assets/ names a
// client the studio keeps confidential (decision 101). The rendered
// pages themselves are read in test/worker/pages/confidential-clients.test.ts.
import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { confidentialNamesIn } from "../fixtures/confidential-clients";

describe("no confidential client name in the site's files", () => {
  it("in the names of the files under assets/", () => {
    const files = execFileSync("git", ["ls-files", "assets"], { encoding: "utf8" }).split("\n");
    expect(files.length).toBeGreaterThan(20);
    expect(files.flatMap((file) => confidentialNamesIn(file).map((hit) => `${file}: ${hit}`))).toEqual([]);
  });
});
