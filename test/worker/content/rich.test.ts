import { describe, expect, it } from "vitest";
import { splitBoldBlocks } from "../../../src/content/rich";

describe("rich text", () => {
  it("splits **bold** markers into blocks, each heading followed by its paragraph", () => {
    expect(splitBoldBlocks("Intro. **First** one text. **Second** two text.")).toEqual([
      { body: "Intro." },
      { heading: "First", body: "one text." },
      { heading: "Second", body: "two text." },
    ]);
    expect(splitBoldBlocks("No markers here.")).toEqual([{ body: "No markers here." }]);
  });
});
