// `npm run preflight [-- --env staging]`: checks, offline, what a deploy needs before it goes out, prints every
// problem with its fix, and exits 1 when there is any. `npm run deploy` runs it first. It reads wrangler.toml
// as wrangler itself does (unstable_readConfig) and checks [vars] with the Worker's own schema
// (src/config/schema.ts), plus the rules a real domain adds: https, no example domains, mail on the site's domain;
// for production, no fictional brand fact and no claim a page shows that the studio has not confirmed (decision 101).
import { dirname, join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { fileURLToPath, pathToFileURL } from "node:url";
import { importSource } from "./import-source.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

/** Names no real deployment uses (RFC 2606 / 6761), and the fictional brand's own domain. */
const PLACEHOLDER_HOST = /(^|\.)(example|test|invalid|localhost|example\.(com|net|org)|ludora\.example)$/i;
const PLACEHOLDER_TEXT = /REPLACE|CHANGE[-_]?ME|TODO|XXX|^0+$/i;
const KV_ID = /^[0-9a-f]{32}$/i;
const D1_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * @typedef {{ what: string, fix: string }} Problem
 * @param {{ config?: string, env?: string, siteConfig?: string, contentDir?: string }} [options] `contentDir`: the
 *   content whose claims must be confirmed (src/content, with what the studio confirmed in launch/)
 * @returns {Promise<Problem[]>}
 */
export async function preflight({
  config = join(root, "wrangler.toml"),
  env = "production",
  siteConfig = join(root, "src/brand.ts"),
  contentDir = join(root, "src/content"),
} = {}) {
  /** @type {Problem[]} */
  const problems = [];
  const problem = (what, fix) => problems.push({ what, fix });
  const { unstable_readConfig, experimental_readRawConfig } = await import("wrangler");
  const raw = experimental_readRawConfig({ config: resolve(config) }).rawConfig;
  if (!raw.env?.[env]) {
    problem(`wrangler.toml has no [env.${env}]`, `add [env.${env}] with its own vars, KV namespace and queues`);
    return problems;
  }
  const wrangler = unstable_readConfig({ config: resolve(config), env }, { hideWarnings: true });
  const flag = `--env ${env}`;

  // KV: a real namespace id, not the shared local placeholder.
  const kv = wrangler.kv_namespaces.find((ns) => ns.binding === "CONTACT_MESSAGES");
  if (!kv) {
    problem(
      `[env.${env}] has no CONTACT_MESSAGES KV namespace`,
      `add [[env.${env}.kv_namespaces]] binding = "CONTACT_MESSAGES"`,
    );
  } else if (!KV_ID.test(kv.id ?? "") || PLACEHOLDER_TEXT.test(kv.id ?? "")) {
    problem(
      `KV namespace CONTACT_MESSAGES has the placeholder id "${kv.id}"`,
      `run \`npx wrangler kv namespace create CONTACT_MESSAGES ${flag}\` and put the id it prints in [[env.${env}.kv_namespaces]]`,
    );
  }

  // D1: the inbox of record (decision 090), a real database id, and the migrations the deploy applies.
  const db = (wrangler.d1_databases ?? []).find((d) => d.binding === "DB");
  if (!db) {
    problem(`[env.${env}] has no DB D1 database`, `add [[env.${env}.d1_databases]] binding = "DB"`);
  } else if (
    !D1_ID.test(db.database_id ?? "") ||
    PLACEHOLDER_TEXT.test(db.database_id ?? "") ||
    /^[0-]+$/.test(db.database_id ?? "")
  ) {
    problem(
      `D1 database DB has the placeholder id "${db.database_id}"`,
      `run \`npx wrangler d1 create ${db.database_name ?? "studio-inbox"}\` and put the database_id it prints in [[env.${env}.d1_databases]]`,
    );
  }
  const missingCrons = ["*/5 * * * *", "0 3 * * *"].filter((cron) => !(wrangler.triggers?.crons ?? []).includes(cron));
  if (missingCrons.length) {
    problem(
      `[env.${env}] lacks the cron trigger(s) ${missingCrons.join(", ")}: the reconciler and retention run on them (decision 096)`,
      `add [env.${env}.triggers] crons = ["*/5 * * * *", "0 3 * * *"]`,
    );
  }
  if (!wrangler.ratelimits?.some((r) => r.name === "STAFF_AUTH_RATE_LIMIT")) {
    problem(
      `[env.${env}] has no STAFF_AUTH_RATE_LIMIT rate limiter`,
      `add [[env.${env}.ratelimits]] name = "STAFF_AUTH_RATE_LIMIT" (docs/security.md v3-L7)`,
    );
  }

  // Queues: the producer's queue has a consumer, whose dead-letter queue has one too (the Worker recognises
  // a dead-letter batch by its "-dlq" suffix), and no name is a placeholder.
  const producer = wrangler.queues.producers?.find((q) => q.binding === "CONTACT_MAIL");
  const consumers = wrangler.queues.consumers ?? [];
  if (!producer) {
    problem(
      `[env.${env}] has no CONTACT_MAIL queue producer`,
      `add [[env.${env}.queues.producers]] binding = "CONTACT_MAIL"`,
    );
  } else {
    const queueFix = (name) =>
      `run \`npx wrangler queues create ${name}\` and name it in [env.${env}] (producer and consumer)`;
    if (PLACEHOLDER_TEXT.test(producer.queue))
      problem(`queue name "${producer.queue}" is a placeholder`, queueFix("<name>"));
    const consumer = consumers.find((c) => c.queue === producer.queue);
    if (!consumer) {
      problem(
        `nothing consumes the queue "${producer.queue}": contact mail would never be sent`,
        `add [[env.${env}.queues.consumers]] queue = "${producer.queue}"`,
      );
    } else if (!consumer.dead_letter_queue?.endsWith("-dlq")) {
      problem(
        `the queue "${producer.queue}" has no dead-letter queue ending in "-dlq": failed mail would never be marked failed`,
        `set dead_letter_queue = "${producer.queue}-dlq" on its consumer, and ${queueFix(`${producer.queue}-dlq`)}`,
      );
    } else if (!consumers.some((c) => c.queue === consumer.dead_letter_queue)) {
      problem(
        `nothing consumes the dead-letter queue "${consumer.dead_letter_queue}"`,
        `add [[env.${env}.queues.consumers]] queue = "${consumer.dead_letter_queue}"`,
      );
    }
  }
  if (!wrangler.ratelimits?.some((r) => r.name === "CONTACT_RATE_LIMIT")) {
    problem(
      `[env.${env}] has no CONTACT_RATE_LIMIT rate limiter`,
      `add [[env.${env}.ratelimits]] name = "CONTACT_RATE_LIMIT"`,
    );
  }
  if (!wrangler.send_email?.some((b) => b.name === "MAILER")) {
    problem(`[env.${env}] has no MAILER send_email binding`, `add [[env.${env}.send_email]] name = "MAILER"`);
  }

  // Another environment sharing a namespace or a queue would mix staging tests into production messages.
  for (const other of Object.keys(raw.env).filter((name) => name !== env)) {
    const theirs = unstable_readConfig({ config: resolve(config), env: other }, { hideWarnings: true });
    const theirKv = theirs.kv_namespaces.find((ns) => ns.binding === "CONTACT_MESSAGES");
    if (kv && theirKv && kv.id === theirKv.id && KV_ID.test(kv.id ?? "")) {
      problem(
        `[env.${env}] and [env.${other}] share the KV namespace ${kv.id}`,
        `create one namespace per environment`,
      );
    }
    const theirDb = (theirs.d1_databases ?? []).find((d) => d.binding === "DB");
    if (db && theirDb && db.database_id === theirDb.database_id && D1_ID.test(db.database_id ?? "")) {
      problem(
        `[env.${env}] and [env.${other}] share the D1 database ${db.database_id}`,
        `create one database per environment`,
      );
    }
    const theirQueues = new Set((theirs.queues.producers ?? []).map((q) => q.queue));
    if (producer && theirQueues.has(producer.queue)) {
      problem(
        `[env.${env}] and [env.${other}] share the queue "${producer.queue}"`,
        `give each environment its own queues`,
      );
    }
  }

  // [vars]: first the Worker's own schema, then what a public deployment adds.
  const { parseEnv, TEST_ONLY, SECRETS } = await importSource("src/config/schema.ts");
  const vars = /** @type {Record<string, string>} */ (wrangler.vars);
  const varFix = (name, value) => `set ${name} = "${value}" in [env.${env}.vars]`;
  const parsed = parseEnv(vars);
  // The content editor's settings still as committed (REPLACE_…): named as placeholders, with how to get the
  // real value, rather than by the shape the schema expects (decision 083).
  const editorPlaceholders = Object.keys(vars).filter(
    (field) => field.startsWith("EDITOR_") && PLACEHOLDER_TEXT.test(vars[field] ?? ""),
  );
  for (const field of editorPlaceholders) {
    if (SECRETS.includes(field)) continue; // refused below, whatever its value
    problem(`${field} is a placeholder ("${vars[field]}")`, varFix(field, hintFor(field)));
  }
  for (const { field, problem: what } of parsed.problems) {
    // Secrets are set with `wrangler secret put`, never in [vars]: their absence here is expected, and one written
    // here is refused below whatever its value.
    if (SECRETS.includes(field) || editorPlaceholders.includes(field)) continue;
    problem(`${field} ${what} ("${vars[field] ?? ""}")`, varFix(field, hintFor(field)));
  }
  // A secret written in [vars] would be committed with the repository and shown in the dashboard as a plain
  // variable, long or short (docs/security.md v2-L7). Its value is never printed.
  for (const secret of SECRETS) {
    if (secret in vars) {
      problem(
        `${secret} is written in [env.${env}.vars]: a secret must not be in wrangler.toml`,
        `remove ${secret} from [env.${env}.vars], then run \`npx wrangler secret put ${secret} ${flag}\``,
      );
    }
  }
  const host = (url) => {
    try {
      return new URL(url).hostname;
    } catch {
      return "";
    }
  };
  const siteHost = host(vars.SITE_ORIGIN ?? "");
  const siteDomain = siteHost.replace(/^www\./, "");
  if (parsed.origin) {
    if (!vars.SITE_ORIGIN.startsWith("https://"))
      problem(`SITE_ORIGIN is not https ("${vars.SITE_ORIGIN}")`, varFix("SITE_ORIGIN", "https://www.your-domain.fr"));
    if (PLACEHOLDER_HOST.test(siteHost))
      problem(
        `SITE_ORIGIN is on an example domain ("${vars.SITE_ORIGIN}")`,
        varFix("SITE_ORIGIN", "https://www.your-domain.fr"),
      );
  }
  // The editor's provider: a real host (decision 083); a test's stand-in (*.test) or an example is refused.
  for (const field of ["EDITOR_OAUTH_AUTHORIZE_URL", "EDITOR_OAUTH_TOKEN_URL"]) {
    const value = vars[field] ?? "";
    if (value && PLACEHOLDER_HOST.test(host(value)))
      problem(`${field} is on an example domain ("${value}")`, `empty ${field} in [env.${env}.vars] to use GitHub's`);
  }
  // The console, its API and the editor on a staff host of their own, where no public page runs (docs/security.md
  // v4-M1, v5-M2).
  const staffHost = (vars.STAFF_HOST ?? "").toLowerCase();
  const staffFix = `${varFix("STAFF_HOST", "staff.your-domain.fr")}, and route that host to the Worker (README "Deploying")`;
  if (!staffHost)
    problem("STAFF_HOST is not set: the inbox, its API and the editor would share the public site's origin", staffFix);
  else if (staffHost === siteHost) problem(`STAFF_HOST is the site's own host ("${staffHost}")`, staffFix);
  else if (PLACEHOLDER_HOST.test(staffHost.replace(/:\d+$/, "")))
    problem(`STAFF_HOST is on an example domain ("${vars.STAFF_HOST}")`, staffFix);
  for (const field of ["MAIN_SITE_URL", "GAME_BUILD_URL", "CAREERS_WIDGET_URL"]) {
    const value = vars[field] ?? "";
    if (!value) {
      if (field === "CAREERS_WIDGET_URL")
        problem(`CAREERS_WIDGET_URL is not set: the careers page would list no offers`, varFix(field, hintFor(field)));
      continue;
    }
    if (!value.startsWith("https://")) problem(`${field} is not https ("${value}")`, varFix(field, hintFor(field)));
    else if (PLACEHOLDER_HOST.test(host(value)))
      problem(`${field} is on an example domain ("${value}")`, varFix(field, hintFor(field)));
  }
  for (const field of ["MAIL_FROM", "MAIL_TO"]) {
    const domain = (vars[field] ?? "").split("@")[1] ?? "";
    if (domain && PLACEHOLDER_HOST.test(domain))
      problem(`${field} is on an example domain ("${vars[field]}")`, varFix(field, hintFor(field)));
  }
  const fromDomain = (vars.MAIL_FROM ?? "").split("@")[1]?.toLowerCase() ?? "";
  if (fromDomain && siteDomain && fromDomain !== siteDomain && !fromDomain.endsWith(`.${siteDomain}`)) {
    problem(
      `MAIL_FROM ("${vars.MAIL_FROM}") is not on the site's domain (${siteDomain}): Email Routing only sends from it`,
      varFix("MAIL_FROM", `site@${siteDomain}`),
    );
  }
  // Settings that exist for tests: deployed, they would change what the site does.
  for (const field of TEST_ONLY) {
    if (vars[field] !== undefined && vars[field] !== "")
      problem(
        `${field} is a test-only setting and is set ("${vars[field]}")`,
        `remove ${field} from [env.${env}.vars]`,
      );
  }
  if (vars.WEB_ANALYTICS_TOKEN && PLACEHOLDER_TEXT.test(vars.WEB_ANALYTICS_TOKEN)) {
    problem(
      `WEB_ANALYTICS_TOKEN is a placeholder`,
      `paste the site token from Cloudflare Web Analytics, or leave it empty`,
    );
  }

  // The brand facts are invented until the studio supplies its own; staging may still show them.
  if (env === "production") {
    const { brand, fictionalBrandFacts } = await importSource(resolve(siteConfig));
    for (const fact of fictionalBrandFacts) {
      problem(
        `brand.${fact} is still fictional (${JSON.stringify(brand[fact])})`,
        `put the studio's real value in brand.${fact} in src/brand.ts, then remove "${fact}" from fictionalBrandFacts`,
      );
    }
    // What the copy states beyond the product document, and every figure: production waits until the studio has
    // confirmed each claim a page shows (decision 101). Staging may show them to the studio first.
    for (const { path, claims } of await unconfirmedPageClaims(resolve(contentDir))) {
      problem(
        `${path} shows ${claims.length} claim${claims.length === 1 ? "" : "s"} the studio has not confirmed:\n    ${claims.join("\n    ")}`,
        "have the studio confirm each one in src/content/launch/confirmations.yaml (the editor's Launch collection: " +
          "what, as written above; who; when), or change or remove the words; `npm run content:claims` says what to check",
      );
    }
  }
  return problems;
}

/** The content's unconfirmed claims, by page, compiled once per folder (the preflight's tests ask often). */
const claimsByFolder = new Map();

/**
 * Each page that shows claims the studio has not confirmed, with each claim as the confirmations file names it.
 * The site config's fictional facts are not among them: the check above refuses those.
 * @param {string} contentDir
 * @returns {Promise<{ path: string; claims: string[] }[]>}
 */
async function unconfirmedPageClaims(contentDir) {
  if (!claimsByFolder.has(contentDir)) {
    const { compileContent } = await import("./compile-content.mjs");
    const { unconfirmedClaims, confirmationKey } = await importSource("scripts/content/claims-report.ts");
    const content = await compileContent({ contentDir, outDir: null });
    const pages = unconfirmedClaims(content)
      .map((/** @type {{ path: string; claims: { record: string; claim: unknown }[] }} */ page) => ({
        path: page.path,
        claims: page.claims
          .filter(({ record }) => record !== "site config")
          .map(({ record, claim }) => confirmationKey(record, claim)),
      }))
      .filter((page) => page.claims.length > 0);
    claimsByFolder.set(contentDir, pages);
  }
  return claimsByFolder.get(contentDir);
}

/** What a setting looks like, for its fix (README "Deploying"). */
function hintFor(field) {
  return (
    {
      SITE_ORIGIN: "https://www.your-domain.fr",
      MAIN_SITE_URL: "https://www.your-domain.fr/",
      GAME_BUILD_URL: "https://media.your-domain.fr/webgl/gas/index.html",
      CAREERS_WIDGET_URL: "https://<job board>/widget.js",
      MAIL_FROM: "site@your-domain.fr",
      MAIL_TO: "contact@your-domain.fr",
      ACCESS_TEAM_DOMAIN: "your-team",
      ACCESS_AUD: "<the Access application's audience tag>",
      WEB_ANALYTICS_TOKEN: "<site token>",
      EDITOR_REPO: "<owner>/<repository>",
      EDITOR_BRANCH: "main",
      EDITOR_OAUTH_CLIENT_ID:
        "<client id of the GitHub OAuth app whose callback is https://<STAFF_HOST>/admin/editor/callback>",
      EDITOR_OAUTH_AUTHORIZE_URL: "https://github.com/login/oauth/authorize",
      EDITOR_OAUTH_TOKEN_URL: "https://github.com/login/oauth/access_token",
    }[field] ?? "<value>"
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  /** @type {{ env: string, config?: string, "site-config"?: string, content?: string }} */
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        env: { type: "string", default: "production" },
        config: { type: "string" },
        "site-config": { type: "string" },
        content: { type: "string" },
      },
    }));
  } catch (error) {
    // An option it does not know stops it, rather than checking something other than what was asked.
    console.error(`preflight: ${error instanceof Error ? error.message : error}`);
    process.exit(2);
  }
  const env = values.env;
  const problems = await preflight({
    env,
    config: values.config,
    siteConfig: values["site-config"],
    contentDir: values.content,
  });
  if (problems.length === 0) {
    console.log(`preflight: [env.${env}] is ready to deploy`);
  } else {
    console.error(`preflight: [env.${env}] is not ready to deploy (${problems.length} problems)\n`);
    for (const { what, fix } of problems) console.error(`✗ ${what}\n  fix: ${fix}\n`);
    process.exitCode = 1;
  }
}
