// Every project card loads its dialog on intent, whether its island is awake or not
// (client/components/project-intent.ts, decision 082).
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { projectDetailAtHand } from "../../client/components/project-details";
import { startProjectIntent } from "../../client/components/project-intent";

const detail = { slug: "wecare", title: "WeCare" };
const fetched: string[] = [];
const woken: Element[] = [];

function grid(): void {
  document.documentElement.lang = "en";
  document.body.innerHTML = `
    <div data-island="project-browser" data-when="interaction">
      <ul>
        <li><article class="project-card"><h3><a href="/project/wecare"><span>WeCare</span></a></h3><p>Text</p></article></li>
        <li><article class="project-card"><h3><a href="/project/le-cube">Le Cube</a></h3></article></li>
      </ul>
    </div>
    <p><a href="/contact">Contact</a></p>
    <article class="project-card"><a href="/project/magik">A card no island opens</a></article>`;
}

const on = (selector: string, type: string) =>
  document.querySelector(selector)!.dispatchEvent(new Event(type, { bubbles: true }));

describe("intent on a project card", () => {
  beforeAll(() => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => {
        fetched.push(url);
        return new Response(JSON.stringify(detail), { headers: { "content-type": "application/json" } });
      }),
    );
    startProjectIntent((root) => woken.push(root));
  });
  afterAll(() => vi.unstubAllGlobals());
  beforeEach(() => {
    grid();
    fetched.length = 0;
    woken.length = 0;
  });

  it("a pointer over a card fetches its detail in the page's language, once, and wakes the card's island", async () => {
    on('a[href="/project/wecare"] span', "pointerover");
    on('a[href="/project/wecare"]', "pointerover");
    on(".project-card p", "pointerover");
    await vi.waitFor(() => expect(projectDetailAtHand("wecare", "en")).toEqual(detail));
    expect(fetched).toEqual(["/api/projects/wecare?lang=en"]);
    expect(woken).toEqual([document.querySelector("[data-island]")]);
  });

  it("a finger down or focus counts as intent too; outside a card an island opens, nothing happens", async () => {
    on('a[href="/contact"]', "pointerdown");
    on('a[href="/contact"]', "focusin");
    on('a[href="/project/magik"]', "pointerdown");
    on('a[href="/project/le-cube"]', "focusin");
    on('a[href="/project/le-cube"]', "pointerdown");
    await vi.waitFor(() => expect(projectDetailAtHand("le-cube", "en")).toBeDefined());
    expect(fetched).toEqual(["/api/projects/le-cube?lang=en"]);
    expect(woken).toHaveLength(2);
  });
});
