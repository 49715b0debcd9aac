// Every project card wakes its island on intent, so that a grid asleep until a press has its code by then
// (client/components/project-intent.ts, decisions 003 and 082).
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startProjectIntent } from "../../client/components/project-intent";

const woken: Element[] = [];

function grid(): void {
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
  beforeAll(() => startProjectIntent((root) => woken.push(root)));
  beforeEach(() => {
    grid();
    woken.length = 0;
  });

  it("a pointer moving over a card wakes the card's island once", () => {
    on('a[href="/project/wecare"] span', "pointerover");
    on('a[href="/project/wecare"]', "pointerover");
    on(".project-card p", "pointerover");
    expect(woken).toEqual([document.querySelector("[data-island]")]);
  });

  it("a finger down or focus counts as intent too; outside a card an island opens, nothing happens", () => {
    on('a[href="/contact"]', "pointerdown");
    on('a[href="/contact"]', "focusin");
    on('a[href="/project/magik"]', "pointerdown");
    on('a[href="/project/le-cube"]', "focusin");
    on('a[href="/project/le-cube"]', "pointerdown");
    expect(woken).toEqual([document.querySelector("[data-island]"), document.querySelector("[data-island]")]);
  });
});
