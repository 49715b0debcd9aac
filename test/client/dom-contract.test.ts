// The names server markup and the browser's code share (client/dom-contract.ts, decision 084): what the server
// writes is what the browser finds. The `@ts-expect-error` lines are checked by `npm run check` (the test
// program's typecheck): a key the contract lacks, or a value it does not allow, is a type error on either side.
import { describe, expect, it } from "vitest";
import { byData, dataProps, hasData, readData, writeData } from "../../client/dom-contract";

describe("the DOM contract", () => {
  it("writes a key as the data attribute the browser reads back by the same key", () => {
    expect(dataProps({ consentAction: "accept", countTo: 12, consentCategory: undefined })).toEqual({
      "data-consent-action": "accept",
      "data-count-to": 12,
      "data-consent-category": undefined,
    });
    document.body.innerHTML = `<button data-consent-action="accept"></button><span data-count-to="12"></span>`;
    const button = document.querySelector<HTMLElement>(byData("consentAction", "accept"))!;
    expect(readData(button, "consentAction")).toBe("accept");
    expect(readData(document.querySelector<HTMLElement>(byData("countTo"))!, "countTo")).toBe("12");
    expect(hasData(button, "consentBanner")).toBe(false);
    writeData(button, "hydrated", "");
    expect(button.outerHTML).toContain('data-hydrated=""');
  });

  it("refuses a name or a value it does not hold, on either side", () => {
    // @ts-expect-error a misspelt name: the server's markup could not be found by it
    dataProps({ consentBaner: "" });
    // @ts-expect-error a value no reader expects
    dataProps({ consentAction: "acept" });
    // @ts-expect-error the browser reading a name the server never writes
    expect(readData(document.body, "consentBaner")).toBeUndefined();
    // @ts-expect-error a selector for a value no markup holds
    expect(byData("reveal", "heroic")).toBe('[data-reveal="heroic"]');
  });
});
