// The CPU a busy studio's day costs (decision 096). The day's invocations (test/worker/fixtures/busy-year.ts) are
// sampled against the built worker in a workerd of their own holding a year of messages, and the CPU time the
// kernel gives that process is read before and after each kind: per invocation, then times the day's count.
// workerd also runs the local D1, KV, queue and asset router, which on Cloudflare run outside the Worker and are
// not billed as its CPU: each figure is an upper bound of the Worker's own. Runs in the bench's server process.
import { request } from "./http.mjs";
import { BENCH_ADMIN_TOKEN, cpuMsOf, seedInbox, startSite, withWorkerdPid } from "./workers.mjs";

const DAY_MS = 24 * 3600_000;
const staff = { authorization: `Bearer ${BENCH_ADMIN_TOKEN}` };
const json = { "content-type": "application/json", accept: "application/json" };

/** Resolves once `done()` holds, asking every 100 ms; the CPU spent asking is part of the figure (small). */
async function until(done, what, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`day CPU: ${what} did not happen in ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100)); // the interval between two looks
  }
}

/** A request that must succeed (below 400). */
async function must(origin, path, options) {
  const res = await request(origin, path, options);
  if (res.status >= 400) throw new Error(`day CPU: ${options?.method ?? "GET"} ${path} answered ${res.status}`);
  return res;
}

/**
 * Starts a site (memoised, or rendering every page afresh) in a workerd of its own and returns it with that
 * workerd's process id, so its CPU can be read.
 */
async function siteWithPid(options) {
  const { started: site, pid } = await withWorkerdPid(() => startSite(options));
  if (pid) return { ...site, pid };
  await site.mf.dispose();
  return null;
}

/**
 * `siteOptions`: startSite's options without `persistDir`/`noMemo`; `stateDir`: where the two sites keep state;
 * `paths`: the page mix (one page per template); `perDay`: BUSY_YEAR.perDay; `storedMessages`: the inbox's size.
 * Returns ms of CPU per invocation of each kind, or null where the process could not be told apart (not Linux).
 */
export async function measureDayCpu({ siteOptions, stateDir, paths, perDay, storedMessages, word = "daycpu" }) {
  const site = await siteWithPid({ ...siteOptions, persistDir: `${stateDir}/day-cpu`, triggers: true });
  const fresh = await siteWithPid({ ...siteOptions, persistDir: `${stateDir}/day-cpu-fresh`, noMemo: true });
  try {
    if (!site || !fresh) return null;
    await seedInbox(site.mf, { count: storedMessages, word });
    const db = await site.mf.getD1Database("DB");
    const kinds = [];
    /** Runs `times` invocations of one kind through `work(i)` and notes the CPU each cost, on average. */
    const sample = async (id, label, perDayCount, times, work, on = site) => {
      const before = cpuMsOf(on.pid);
      for (let i = 0; i < times; i++) await work(i);
      kinds.push({ id, label, perDay: perDayCount, samples: times, msEach: (cpuMsOf(on.pid) - before) / times });
    };

    // Every template rendered once first: a page view is then answered from the isolate's memo, as most are.
    for (const path of paths) await must(site.url, path);
    const pageTimes = paths.length * 10;
    await sample("page", "page view (memoised)", perDay.pageViews, pageTimes, (i) =>
      must(site.url, paths[i % paths.length]),
    );
    await sample(
      "page-fresh",
      "page view, every one rendered afresh (the bound)",
      perDay.pageViews,
      pageTimes,
      (i) => must(fresh.url, paths[i % paths.length]),
      fresh,
    );

    // A day's messages, each from its own client: posted, then brought in and mailed by the queue consumer in
    // the same workerd, counted until the last of them is recorded sent.
    const countSent = async () =>
      (await db.prepare("SELECT count(*) AS n FROM messages WHERE delivery_state = 'sent'").first("n")) ?? 0;
    const sentBefore = await countSent();
    const posted = [];
    await sample(
      "message",
      "message posted, then brought in and mailed",
      perDay.messages,
      perDay.messages,
      async (i) => {
        const res = await must(site.url, "/api/contact", {
          method: "POST",
          headers: { ...json, "cf-connecting-ip": `198.51.100.${i + 1}` },
          body: JSON.stringify({
            firstName: "Jeanne",
            lastName: "Martin",
            email: `day${i}@example.com`,
            subject: `Day ${i}`,
            message: "Bonjour, nous aimerions un jeu pour l'exposition de printemps.",
          }),
        });
        posted.push(JSON.parse(res.body.toString("utf8")).id);
        if (i === perDay.messages - 1)
          await until(async () => (await countSent()) >= sentBefore + perDay.messages, "the queue consumer");
      },
    );

    await sample("console", "staff console opened", perDay.consoleOpens, 10, () =>
      must(site.url, "/admin", { headers: staff }),
    );
    await sample("search", "search", perDay.searches, 10, () => must(site.url, `/admin?q=${word}`, { headers: staff }));
    await sample("view", "message read", perDay.messageViews, 10, (i) =>
      must(site.url, `/api/admin/messages/${posted[i]}`, { headers: staff }),
    );
    await sample("status", "status set", perDay.statusChanges, 10, (i) =>
      must(site.url, `/api/admin/messages/${posted[i]}`, {
        method: "PATCH",
        headers: { ...staff, ...json },
        body: JSON.stringify({ status: "read" }),
      }),
    );
    await sample("export", "CSV export, whole inbox", perDay.csvExports, 2, () =>
      must(site.url, "/api/admin/messages.csv", { headers: staff }),
    );

    // The Cron Triggers as `npm start` fires them (src/inbox/reconcile.ts): every 5 minutes, and daily at 03:00.
    const today = new Date();
    today.setUTCHours(0, 0, 0, 0);
    const at = (hours, minutes) => new Date(today.getTime() + (hours * 60 + minutes) * 60_000);
    const cron = (time, expression = "*/5 * * * *") =>
      must(site.url, `/cdn-cgi/local/scheduled?cron=${encodeURIComponent(expression)}&time=${time.getTime()}`);
    await sample("cron-idle", "cron run with nothing to do", perDay.cronRuns, 10, (i) =>
      cron(at(10, 5 + 5 * (i % 11))),
    );
    // Retention at 03:00 with a day's messages past their 12 months.
    await seedInbox(site.mf, {
      count: perDay.messages,
      word,
      endingAt: Date.now() - 366 * DAY_MS,
      firstNumber: storedMessages,
    });
    await sample("retention", "daily cron run (sweep and retention)", perDay.retentionRuns, 1, () =>
      cron(at(3, 0), "0 3 * * *"),
    );
    const left = await db
      .prepare("SELECT count(*) AS n FROM messages WHERE received_at < ?")
      .bind(new Date(Date.now() - 365 * DAY_MS).toISOString())
      .first("n");
    if (left !== 0) throw new Error(`day CPU: retention left ${left} messages past their 12 months`);
    return kinds;
  } finally {
    await Promise.allSettled([site?.mf.dispose(), fresh?.mf.dispose()]);
  }
}
