// The performance budgets (README, Performance), checked against a bench report, and the printed tables.
const KB = 1024;

const kb = (bytes) => (bytes == null ? "—" : `${(bytes / KB).toFixed(1)} KB`);
const ms = (value) => (value == null ? "—" : `${value.toFixed(1)} ms`);
const pct = (ratio) => (ratio == null ? "—" : `${(ratio * 100).toFixed(1)}%`);
const num = (value, digits = 0) => (value == null ? "—" : value.toFixed(digits));

function worst(rows, pick, direction = "max") {
  const known = rows.filter((row) => pick(row) != null);
  if (!known.length) return undefined;
  return known.reduce((a, b) => ((direction === "max" ? pick(b) > pick(a) : pick(b) < pick(a)) ? b : a));
}

/** Every budget as { name, measured, limit, pass } (pass is null when it could not be measured). */
export function checkBudgets(report) {
  const budgets = [];
  const add = (name, value, op, limit, format, note = "") => {
    const pass = value == null ? null : op === "≤" ? value <= limit : value >= limit;
    budgets.push({
      name,
      value,
      op,
      limit,
      measured: format(value) + (note ? ` (${note})` : ""),
      limitText: `${op} ${format(limit)}`,
      pass,
    });
  };
  const load = (id) => report.load.find((row) => row.id === id);
  const page = (path) => report.pages.find((row) => row.path === path);

  // Decision 087: no larger than before content left TypeScript, and start-up at most 30 ms over a one-line worker.
  add("Worker bundle, gzip", report.bundle.gzipBytes, "≤", 271 * KB, kb);
  add("Worker bundle, gzip (Workers free plan limit)", report.bundle.gzipBytes, "≤", 3 * KB * KB, kb);
  add("Worker start-up (workerd ready: bundle − one-line worker)", report.startup.scriptMs, "≤", 30, ms);
  add("Memoised / vs same-bytes ceiling (req/s)", load("home-memo")?.ratio, "≥", 0.8, pct);
  add("Uncached / vs same-bytes ceiling (req/s)", load("home-uncached")?.ratio, "≥", 0.3, pct);
  const { project, policy } = report.sample;
  add(`Memoised ${project} vs same-bytes ceiling`, load("project")?.ratio, "≥", 0.8, pct);
  for (const id of ["post-400-json", "post-400-form", "post-429-json", "post-429-form"]) {
    const row = load(id);
    // Only answers of the expected status count; a few others are tolerated where a rate window may end.
    const clean = row != null && row.non2xx <= (row.tolerated ?? 0);
    add(`${row?.label ?? id} vs / memoised (req/s)`, clean ? row.ratio : null, "≥", 0.5, pct);
  }

  // Staff reads at 10 000 messages (decision 093): a console list stays interactive, the export a few seconds.
  const inboxRow = (id) => report.inbox?.rows.find((row) => row.id === id)?.medianMs;
  add("Console list of 100 at 10 000 messages (median)", inboxRow("inbox-console-100"), "≤", 250, ms);
  add("Search at 10 000 messages (median)", inboxRow("inbox-search"), "≤", 250, ms);
  add("Whole CSV export at 10 000 messages (median)", inboxRow("inbox-export"), "≤", 5000, ms);

  // A busy day's CPU within half of what the target plan includes (decision 096).
  const day = dayCpuTotals(report.dayCpu);
  const limits = report.dayCpu?.limits[report.dayCpu.plan];
  add(
    `A busy day's CPU, pages memoised (of ${report.dayCpu?.plan ?? "the plan"}'s daily inclusion)`,
    day?.memoised,
    "≤",
    (limits?.perDayMs ?? 0) / 2,
    cpuMs,
  );
  add("A busy day's CPU, every page rendered afresh", day?.fresh, "≤", (limits?.perDayMs ?? 0) / 2, cpuMs);

  const contact = report.contact;
  if (contact?.implemented) {
    budgets.push({
      name: "POST /api/contact: stored messages = 201 answers",
      measured: `${contact.stored} stored / ${contact.accepted} × 201`,
      limitText: "equal, > 0",
      pass: contact.accepted > 0 && contact.stored === contact.accepted && contact.errors === 0,
    });
  } else {
    budgets.push({
      name: "POST /api/contact: stored messages = 201 answers",
      measured: "n/a (not implemented)",
      limitText: "equal, > 0",
      pass: null,
    });
  }

  add(`JS on first view, ${policy} (desktop, consent given)`, page(policy)?.jsFirstViewGzip, "≤", 10 * KB, kb);
  add(`JS on first view, ${project} (desktop, consent given)`, page(project)?.jsFirstViewGzip, "≤", 10 * KB, kb);
  const phoneFirst = worst(report.phonePages ?? [], (p) => p.firstVisitJsGzip);
  add(
    "JS on first view at 412 px, first visit, banner showing (largest of the templates)",
    phoneFirst?.firstVisitJsGzip,
    "≤",
    10 * KB,
    kb,
    phoneFirst?.path,
  );
  const phoneReturning = worst(report.phonePages ?? [], (p) => p.returningJsGzip);
  add(
    "JS on first view at 412 px, returning (largest of the templates)",
    phoneReturning?.returningJsGzip,
    "≤",
    10 * KB,
    kb,
    phoneReturning?.path,
  );
  add(
    "JS at 412 px once the menu was opened and cookies refused, /",
    report.phoneChrome?.menuAndRefusalJsGzip,
    "≤",
    10 * KB,
    kb,
  );
  add("JS after scrolling all of /", page("/")?.jsAfterScrollGzip, "≤", 95 * KB, kb);
  add("HTML of /, gzip", page("/")?.htmlGzip, "≤", 60 * KB, kb);
  const css = worst(report.pages, (p) => p.cssGzip);
  add("CSS, gzip (largest of the templates)", css?.cssGzip, "≤", 20 * KB, kb, css?.path);
  const cls = worst(report.pages, (p) => p.cls);
  add("Layout shift, scrolled through (largest of the templates)", cls?.cls, "≤", 0.02, (v) => num(v, 4), cls?.path);
  const nav = report.navigation;
  const journey = `${nav?.tapsPerRun ?? 3} taps, worst of ${nav?.runs ?? "—"} runs`;
  add(
    "Prerendered pages activated, 412 px: home → service → project → contact",
    nav?.activationsWorstRun,
    "≥",
    nav?.tapsPerRun ?? 3,
    (v) => (v == null ? "—" : `${v}`),
    journey,
  );
  add(
    "Tap to first paint, prerendered page, 412 px (median)",
    nav?.prerenderedTapToPaintMs,
    "≤",
    50,
    ms,
    nav ? `not prerendered: ${ms(nav.plainTapToPaintMs)}` : "",
  );
  const templates = Object.keys(nav?.restored ?? {});
  const everyRun = templates.filter((template) => nav.restored[template] === nav.runs);
  add(
    "Templates Back/Forward restored from the back/forward cache in every run",
    nav ? everyRun.length : null,
    "≥",
    templates.length || 4,
    (v) => (v == null ? "—" : `${v}`),
    templates.length ? `of ${templates.join(", ")}` : "",
  );
  add(
    "Speculated requests to /admin, /api/ or ?lang=",
    nav?.forbiddenSpeculated.length,
    "≤",
    0,
    (v) => (v == null ? "—" : `${v}`),
    nav?.forbiddenSpeculated.join(" ") ?? "",
  );
  const render = worst(report.renderCost, (r) => r.renderMs);
  add("First render CPU, cold − warm (slowest template)", render?.renderMs, "≤", 5, ms, render?.path);
  return budgets;
}

/** Fixed-width table, first column left-aligned, the others right-aligned. */
export function table(header, rows) {
  const all = [header, ...rows].map((row) => row.map((cell) => String(cell ?? "—")));
  const widths = header.map((_, i) => Math.max(...all.map((row) => row[i].length)));
  const line = (row) => row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join("  ");
  return [line(all[0]), widths.map((w) => "-".repeat(w)).join("  "), ...all.slice(1).map(line)].join("\n");
}

export function loadTable(report) {
  const rows = report.load.map((row) => [
    row.label,
    num(row.rps),
    row.rounds.map((r) => num(r.rps)).join(" / "),
    row.p50 == null ? "—" : `${row.p50} ms`,
    row.p99 == null ? "—" : `${row.p99} ms`,
    row.non2xx ?? "—",
    row.ratio == null ? "" : `${pct(row.ratio)} of ${row.ceilingLabel}`,
  ]);
  const c = report.contact;
  if (c?.implemented) {
    rows.push([
      `POST /api/contact (${c.connections} conn, ${c.responses} requests)`,
      num(c.acceptedPerSecond),
      "1 run",
      `${c.p50} ms`,
      `${c.p99} ms`,
      c.responses - c.accepted,
      `${c.stored} stored / ${c.accepted} × 201`,
    ]);
  } else {
    rows.push([
      "POST /api/contact",
      "n/a (not implemented)",
      "",
      "",
      "",
      "",
      c ? `probe answered ${c.probeStatus}` : "",
    ]);
  }
  const { connections, rounds, durationS } = report.settings;
  return table(
    [
      `Load, ${connections} connections (best of ${rounds} × ${durationS} s)`,
      "req/s",
      "each round",
      "p50",
      "p99",
      "unexpected status",
      "ratio",
    ],
    rows,
  );
}

export function pagesTable(report) {
  const rows = report.pages.map((page) => {
    const cost = report.renderCost.find((r) => r.path === page.path);
    return [
      page.path,
      kb(page.htmlGzip),
      kb(page.cssGzip),
      kb(page.jsFirstViewGzip),
      kb(page.jsAfterScrollGzip),
      num(page.cls, 4),
      ms(cost?.renderMs),
      ms(cost?.coldMs),
      ms(cost?.warmMs),
    ];
  });
  return table(
    ["Page (gzip sizes)", "HTML", "CSS", "JS first view", "JS scrolled", "CLS", "render CPU", "cold req", "warm req"],
    rows,
  );
}

export function phoneTable(report) {
  return table(
    ["Phone 412 px, JS on first view (gzip)", "first visit", "returning"],
    (report.phonePages ?? []).map((page) => [page.path, kb(page.firstVisitJsGzip), kb(page.returningJsGzip)]),
  );
}

export function navigationTable(report) {
  const nav = report.navigation;
  if (!nav) return "";
  const row = (label, taps) => [
    label,
    `${taps.filter((t) => t.prerendered).length} of ${taps.length}`,
    taps.map((t) => num(t.tapToPaintMs)).join(" / "),
  ];
  return table(
    [
      `Navigation at 412 px, no DevTools (each tap, ms to first paint; a tap ${nav.readMs ?? "—"} ms or more after its page showed, once idle)`,
      "prerendered",
      "tap to first paint",
    ],
    [row("with Speculation Rules (prerender the next page)", nav.taps.prerender), row("without", nav.taps.plain)],
  ).concat(
    "\nBack/Forward restored from the back/forward cache (runs): " +
      Object.entries(nav.restored)
        .map(([template, n]) => `${template} ${n}/${nav.runs}`)
        .join(", "),
  );
}

export function budgetsTable(budgets) {
  const result = (pass) => (pass == null ? "n/a" : pass ? "PASS" : "FAIL");
  return table(
    ["Budget", "measured", "budget", "result"],
    budgets.map((b) => [b.name, b.measured, b.limitText, result(b.pass)]),
  );
}

/** CPU-ms of a day: pages memoised (as most are answered), and every page rendered afresh (the bound). */
function dayCpuTotals(dayCpu) {
  if (!dayCpu) return undefined;
  const others = dayCpu.kinds.filter((kind) => !kind.id.startsWith("page"));
  const sum = (kinds) => kinds.reduce((total, kind) => total + kind.perDay * kind.msEach, 0);
  const page = (id) => dayCpu.kinds.filter((kind) => kind.id === id);
  return { memoised: sum([...page("page"), ...others]), fresh: sum([...page("page-fresh"), ...others]) };
}

const cpuMs = (value) => (value == null ? "—" : `${Math.round(value)} CPU-ms`);

/** The day's CPU, one row per kind of invocation, then the day beside the plan's inclusion. */
export function dayCpuTable(report) {
  const dayCpu = report.dayCpu;
  if (!dayCpu) return "A busy day's CPU was not measured (workerd's process could not be told apart).";
  const { free, paid } = dayCpu.limits;
  const lines = [
    "A busy studio's day in CPU (decision 096): workerd's CPU time per invocation, which includes the local D1, KV",
    "and asset router (not the Worker's on Cloudflare): an upper bound",
    `  ${"invocation".padEnd(48)}${"samples".padStart(8)}${"ms each".padStart(10)}${"per day".padStart(9)}${"CPU-ms a day".padStart(15)}`,
  ];
  for (const kind of dayCpu.kinds) {
    lines.push(
      `  ${kind.label.padEnd(48)}${String(kind.samples).padStart(8)}${kind.msEach.toFixed(2).padStart(10)}` +
        `${String(kind.perDay).padStart(9)}${String(Math.round(kind.perDay * kind.msEach)).padStart(15)}`,
    );
  }
  const day = dayCpuTotals(dayCpu);
  const share = (value) => `${((100 * value) / paid.perDayMs).toFixed(1)} %`;
  const heaviest = dayCpu.kinds.reduce((a, b) => (b.msEach > a.msEach ? b : a));
  lines.push(
    `  The day, pages memoised: ${cpuMs(day.memoised)}, ${share(day.memoised)} of Paid's ${cpuMs(paid.perDayMs)} a day; ` +
      `every page afresh: ${cpuMs(day.fresh)}, ${share(day.fresh)}`,
    `  Heaviest invocation: ${heaviest.label}, ${heaviest.msEach.toFixed(1)} ms (Free allows ${free.perInvocationMs} ms, Paid ${paid.perInvocationMs / 1000} s)`,
  );
  return lines.join("\n");
}

/** The staff reads at 10 000 messages, one row each. */
export function inboxTable(report) {
  if (!report.inbox) return "";
  const lines = [`Staff inbox at ${report.inbox.size} messages (sequential, one connection)`];
  for (const row of report.inbox.rows) {
    lines.push(
      `  ${row.label.padEnd(64)} median ${ms(row.medianMs).padStart(9)}  max ${ms(row.maxMs).padStart(9)}  ${kb(row.bytes).padStart(10)}`,
    );
  }
  return lines.join("\n");
}
