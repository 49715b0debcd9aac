// Instant navigation (decision 082), measured in a plain headless Chromium with no DevTools attached:
// Chromium refuses to prerender while a DevTools client is attached, so playwright cannot see it. The
// browser is a child process at phone size (412 × 860) with a fresh profile per run. A loopback proxy in
// front of the built worker adds one same-origin script to each page (the CSP's `script-src 'self'` allows
// it), drives the journey through that script, and collects what each page reports of itself:
// `activationStart` (> 0: the page was prerendered, then shown), its first paint, and `pageshow.persisted`.
//
// The journey: home → a service → a project → contact (the first of each in the route table and the content:
// scripts/benchmark/sample-pages.mjs), three taps (a click on the page's own link), then
// Back three times and Forward three times (every template of the journey comes back once). Run with the
// harness's own rules (prerender the next page, `immediate`) and again with no rules at all, for the
// figure without prerendering. The site's rules are `moderate`, which waits for a hover or a press that a
// headless browser without DevTools cannot make; which links they allow is tested in
// test/worker/routes/speculation-rules.test.ts.
//
// A tap is made as a visitor makes it, on a page they have seen (decision 082, "What the bench measures"):
// on a page reached by a tap, the harness's rules for the next page are answered only once the page has
// reported its first paint (the site's `moderate` rules wait for a hover or a press, which come after the
// page is seen, so the next prerender never loads in the same instant as the page being shown), and every
// page taps after it has been shown for READ_MS and its main thread is idle (its own start-up, islands and
// reveals, is over). Without these, each figure also timed the next page's prerender and the previous
// page's start-up competing for the machine's two cores with the first paint being measured.
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";

const PROBE = "/__bench/probe.js";
/** How long a page waits for its next page to be prerendered before tapping anyway (it then counts as not). */
const READY_TIMEOUT_MS = 8000;
/** How long a visitor looks at a page before tapping its link, at the least (the page is then idle as well). */
const READ_MS = 1000;
const RUN_TIMEOUT_MS = 60_000;

/**
 * Runs in every page of the journey (served as PROBE). It says what the page is and how it was shown, asks
 * the harness what to do next (tap a link, Back, Forward), and does it.
 */
function probe(readMs) {
  // keepalive: a report made just before a tap still arrives; awaited where the next step must follow it.
  const post = (body) =>
    fetch("/__bench/report", {
      method: "POST",
      keepalive: true,
      body: JSON.stringify({ path: location.pathname, ...body }),
    });
  const doc = Math.random().toString(36).slice(2);
  const firstPaint = () =>
    new Promise((resolve) => {
      const found = (entries) => entries.find((entry) => entry.name === "first-paint");
      const now = found(performance.getEntriesByType("paint"));
      if (now) return resolve(now.startTime);
      new PerformanceObserver((list, observer) => {
        const entry = found(list.getEntries());
        if (!entry) return;
        observer.disconnect();
        resolve(entry.startTime);
      }).observe({ type: "paint", buffered: true });
    });
  const next = async () => {
    for (;;) {
      const res = await fetch(`/__bench/next?at=${encodeURIComponent(location.pathname)}&doc=${doc}`);
      if (res.status === 200) return res.json();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  /** Resolves once the page has been shown for `readMs` and its main thread is idle (its start-up work done). */
  let shownAt = performance.now();
  const read = async () => {
    const left = shownAt + readMs - performance.now();
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
    await new Promise((resolve) => requestIdleCallback(() => resolve(undefined), { timeout: 2000 }));
  };
  const act = async () => {
    const step = await next();
    if (step.go) {
      await read();
      const link = [...document.querySelectorAll("a[href]")].find((a) => a.getAttribute("href") === step.go);
      // A click on the page's own link to it, as a tap would make; else the address, as a typed one.
      void post({ kind: "tap", to: step.go, at: performance.timeOrigin + performance.now(), viaLink: Boolean(link) });
      if (link instanceof HTMLAnchorElement) link.click();
      else location.href = step.go;
    } else if (step.back) history.back();
    else if (step.forward) history.forward();
  };
  const shown = async () => {
    const nav =
      /** @type {PerformanceNavigationTiming & { activationStart?: number, notRestoredReasons?: unknown }} */ (
        performance.getEntriesByType("navigation")[0]
      );
    // Back or Forward that loaded the page again: Chromium says why it was not restored.
    if (nav.type === "back_forward") await post({ kind: "not-restored", reasons: nav.notRestoredReasons ?? null });
    const paint = await firstPaint();
    shownAt = performance.now();
    await post({
      kind: "arrive",
      activationStart: nav.activationStart ?? 0,
      activatedAt: performance.timeOrigin + (nav.activationStart ?? 0),
      paintAt: performance.timeOrigin + paint,
    });
    void act();
  };
  addEventListener("pageshow", (event) => {
    if (!event.persisted) return;
    shownAt = performance.now();
    void post({ kind: "restore", persisted: true }).then(act);
  });
  if (/** @type {Document & { prerendering?: boolean }} */ (document).prerendering) {
    addEventListener("load", () => void post({ kind: "prerendered" }), { once: true });
    document.addEventListener("prerenderingchange", () => void shown(), { once: true });
  } else void shown();
}

/** Rules only the harness uses: prerender the journey's next page at once. */
const harnessRules = (to) => JSON.stringify({ prerender: [{ source: "list", urls: [to], eagerness: "immediate" }] });

/**
 * The loopback proxy and the journey's state: what the pages report, and the next step when a page asks.
 * @param {string} origin the built worker
 * @param {{ prerender: boolean, journey: string[] }} mode
 */
async function startHarness(origin, { prerender, journey }) {
  /** @type {{ go?: string, back?: boolean, forward?: boolean }[]} */
  const steps = [
    ...journey.slice(1).map((path) => ({ go: path })),
    { back: true },
    { back: true },
    { back: true },
    { forward: true },
    { forward: true },
    { forward: true },
  ];
  /** Where the browser is expected to be before each step, and after the last one. */
  const at = [...journey, ...journey.slice(0, -1).reverse(), ...journey.slice(1)];
  const reports = [];
  const prerendered = new Set();
  /** Who waits for a page's first arrival (its first paint reported). */
  const arrivals = new Map();
  const arrived = (path) =>
    reports.some((r) => r.kind === "arrive" && r.path === path)
      ? Promise.resolve()
      : new Promise((resolve) => arrivals.set(path, [...(arrivals.get(path) ?? []), resolve]));
  const served = [];
  let current = 0;
  let stepSince = 0;
  let finish;
  const finished = new Promise((resolve) => (finish = resolve));

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url, "http://harness");
    if (url.pathname === PROBE) {
      res.writeHead(200, { "content-type": "text/javascript", "cache-control": "no-store" });
      return res.end(`(${probe.toString()})(${READ_MS});`);
    }
    if (url.pathname === "/__bench/rules.json") {
      // A page reached by a tap has its rules answered once it has been shown (its first paint reported), as
      // a visitor's intent comes after they see the page: the next page is never prerendered while the
      // page being measured is shown. A page that never reports is answered after READY_TIMEOUT_MS. The
      // journey's first page is opened, not tapped to, and nothing of its showing is measured: its rules are
      // answered at once (held, Chromium sometimes never started that first prerender).
      const to = url.searchParams.get("to") ?? "";
      const from = journey[journey.indexOf(to) - 1];
      if (from !== journey[0])
        await Promise.race([arrived(from), new Promise((resolve) => setTimeout(resolve, READY_TIMEOUT_MS).unref())]);
      res.writeHead(200, { "content-type": "application/speculationrules+json" });
      return res.end(harnessRules(to));
    }
    if (url.pathname === "/__bench/report") {
      const body = await text(req);
      const report = { ...JSON.parse(body), receivedAt: Date.now() };
      reports.push(report);
      if (report.kind === "prerendered") prerendered.add(report.path);
      if (report.kind === "arrive") for (const resolve of arrivals.get(report.path)?.splice(0) ?? []) resolve();
      res.writeHead(204);
      return res.end();
    }
    if (url.pathname === "/__bench/next") {
      const step = steps[current];
      const expected = at[current];
      if (url.searchParams.get("at") !== expected) return void res.writeHead(204).end();
      if (!step) {
        res.writeHead(200, { "content-type": "application/json" }).end("{}");
        finish();
        return;
      }
      // A tap waits until its page has been prerendered (or until it is clearly not coming).
      stepSince ||= Date.now();
      if (prerender && step.go && !prerendered.has(step.go) && Date.now() - stepSince < READY_TIMEOUT_MS)
        return void res.writeHead(204).end();
      current += 1;
      stepSince = 0;
      return void res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(step));
    }
    served.push({ path: url.pathname + url.search, purpose: req.headers["sec-purpose"] ?? null });
    const upstream = await forward(origin, req);
    const headers = { ...upstream.headers };
    delete headers["content-length"];
    delete headers["transfer-encoding"];
    delete headers["connection"];
    const isHtml = String(headers["content-type"] ?? "").startsWith("text/html");
    let body = upstream.body;
    if (isHtml) {
      // The page's own rules stay, and the harness adds its own for the next page of the journey; run
      // without prerendering, there are no rules at all.
      delete headers.etag; // the probe changes the bytes: never answered 304 against the worker's tag
      const index = journey.indexOf(url.pathname);
      if (!prerender) delete headers["speculation-rules"];
      else if (index >= 0 && index < journey.length - 1)
        headers["speculation-rules"] = [
          headers["speculation-rules"],
          `"/__bench/rules.json?to=${encodeURIComponent(journey[index + 1])}"`,
        ]
          .filter(Boolean)
          .join(", ");
      body = Buffer.from(
        body.toString("utf8").replace("</head>", `<script type="module" src="${PROBE}"></script></head>`),
      );
    }
    res.writeHead(upstream.status, headers);
    res.end(body);
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    finished,
    result: () => ({ reports, served, stepsDone: current, stepsTotal: steps.length }),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

function text(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    req.on("data", (chunk) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

/** The request as the browser sent it, uncompressed (the probe is added to the text) and never conditional. */
function forward(origin, req) {
  const headers = { ...req.headers };
  delete headers["accept-encoding"];
  delete headers["if-none-match"];
  delete headers["if-modified-since"];
  return new Promise((resolve, reject) => {
    const upstream = http.request(
      origin + req.url,
      { method: req.method, headers: { ...headers, host: new URL(origin).host } },
      (response) => {
        const chunks = [];
        response.on("data", (chunk) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    upstream.on("error", reject);
    req.pipe(upstream);
  });
}

/** One journey in a new headless Chromium with a profile of its own, no remote debugging, no DevTools. */
async function runJourney(origin, mode) {
  const harness = await startHarness(origin, mode);
  const profile = await mkdtemp(join(tmpdir(), "bench-chromium-"));
  const browser = spawn(
    process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--no-default-browser-check",
      "--disable-background-networking",
      "--disable-component-update",
      "--window-size=412,860",
      `--user-data-dir=${profile}`,
      `${harness.url}${mode.journey[0]}`,
    ],
    // Its own process group: /usr/bin/chromium is a wrapper script, and the browser's processes go with it.
    { stdio: "ignore", detached: true },
  );
  const exited = new Promise((resolve) => browser.once("exit", resolve));
  let timer;
  const timedOut = new Promise((resolve) => (timer = setTimeout(() => resolve("timeout"), RUN_TIMEOUT_MS)));
  const outcome = await Promise.race([harness.finished.then(() => "done"), timedOut]);
  clearTimeout(timer);
  try {
    process.kill(-browser.pid, "SIGTERM");
  } catch {
    // already gone
  }
  await exited;
  await waitForGroupToExit(browser.pid);
  await harness.close();
  await rm(profile, { recursive: true, force: true });
  return { outcome, ...harness.result() };
}

/** Waits until no process of the group is left (the profile can then be removed). */
async function waitForGroupToExit(group) {
  for (let i = 0; i < 100; i++) {
    try {
      process.kill(-group, 0);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  process.kill(-group, "SIGKILL");
}

const median = (values) => {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Each tap of a run, with the page it led to: prerendered or not, and the time from the tap to its first paint. */
function taps(run) {
  const result = [];
  for (const tap of run.reports.filter((r) => r.kind === "tap")) {
    const arrive = run.reports.find((r) => r.kind === "arrive" && r.path === tap.to && r.paintAt >= tap.at);
    result.push({
      to: tap.to,
      viaLink: tap.viaLink,
      prerendered: arrive ? arrive.activationStart > 0 : null,
      tapToPaintMs: arrive ? arrive.paintAt - tap.at : null,
      /** For a prerendered page: how soon it was shown (its first paint follows). */
      tapToActivationMs: arrive ? arrive.activatedAt - tap.at : null,
    });
  }
  return result;
}

/**
 * The figures of the bench's instant-navigation rows: `runs` journeys with prerendering, then as many
 * without, each in a fresh browser.
 * @param {string} origin the built worker
 * @param {{ journey: string[], templateOf: Map<string, string>, runs?: number }} pages the journey's pages
 */
export async function measureNavigation(origin, { journey, templateOf, runs = 3 }) {
  const withRules = [];
  const without = [];
  for (let i = 0; i < runs; i++) withRules.push(await runJourney(origin, { prerender: true, journey }));
  for (let i = 0; i < runs; i++) without.push(await runJourney(origin, { prerender: false, journey }));
  const prerenderTaps = withRules.flatMap(taps);
  const plainTaps = without.flatMap(taps);
  const restored = Object.fromEntries(
    journey.map((path) => [
      templateOf.get(path),
      withRules.filter((run) => run.reports.some((r) => r.kind === "restore" && r.path === path)).length,
    ]),
  );
  const speculated = withRules.flatMap((run) => run.served.filter((s) => String(s.purpose).includes("prefetch")));
  return {
    runs,
    /** Each tap comes at least this long after the page was shown, once its main thread is idle. */
    readMs: READ_MS,
    outcomes: [...withRules, ...without].map((run) => `${run.outcome} (${run.stepsDone}/${run.stepsTotal} steps)`),
    tapsPerRun: journey.length - 1,
    /** The fewest taps of one run that activated a prerendered page. */
    activationsWorstRun: Math.min(...withRules.map((run) => taps(run).filter((tap) => tap.prerendered).length)),
    prerenderedTapToPaintMs: median(prerenderTaps.filter((t) => t.prerendered).map((t) => t.tapToPaintMs)),
    plainTapToPaintMs: median(plainTaps.filter((t) => t.prerendered === false).map((t) => t.tapToPaintMs)),
    /** Per template, in how many runs Back or Forward restored it from the back/forward cache. */
    restored,
    /** Back or Forward that loaded a page again, with the reasons Chromium gives. */
    notRestored: withRules.flatMap((run) =>
      run.reports.filter((r) => r.kind === "not-restored").map((r) => ({ path: r.path, reasons: r.reasons })),
    ),
    speculatedPaths: [...new Set(speculated.map((s) => s.path))],
    /** What must never be fetched ahead: the staff console, an API, the language switch (it sets a cookie). */
    forbiddenSpeculated: [...new Set(speculated.map((s) => s.path))].filter((path) =>
      /^\/admin|^\/api\/|[?&]lang=/.test(path),
    ),
    taps: { prerender: prerenderTaps, plain: plainTaps },
  };
}
