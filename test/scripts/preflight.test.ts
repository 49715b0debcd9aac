import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { stringify } from "yaml";
import { compileContent } from "../../scripts/compile-content.mjs";
import { preflight } from "../../scripts/preflight.mjs";
import { confirmationKey, unconfirmedClaims } from "../../scripts/content/claims-report";
import type { AuthoredContent } from "../../scripts/content/collections";

const root = join(import.meta.dirname, "..", "..");
const fixture = join(root, "test/fixtures/preflight/wrangler.toml");
const realSiteConfig = join(root, "test/fixtures/preflight/site-config.ts");

/** Each page's unconfirmed claims, as the confirmations file names them; the site config's facts aside. */
const claimsByPage = (content: AuthoredContent) =>
  unconfirmedClaims(content)
    .map(({ path, claims }) => ({
      path,
      keys: claims
        .filter(({ record }) => record !== "site config")
        .map(({ record, claim }) => confirmationKey(record, claim)),
    }))
    .filter(({ keys }) => keys.length > 0);

let committed: AuthoredContent;
/** A copy of the content in which the studio has confirmed every claim, but for `except`. */
function confirmedContent(except: string[] = []): string {
  const dir = mkdtempSync(join(tmpdir(), "confirmed-"));
  cpSync(join(root, "src/content"), dir, { recursive: true });
  const confirmations = claimsByPage(committed)
    .flatMap(({ keys }) => keys)
    .filter((key) => !except.includes(key))
    .map((what) => ({ what, who: "Camille Martin, présidente", when: "2026-11-28", evidence: "Rapport client 2025" }));
  writeFileSync(join(dir, "launch", "confirmations.yaml"), stringify({ confirmations }, { lineWidth: 0 }));
  return dir;
}
let confirmed: string;

beforeAll(async () => {
  committed = (await compileContent({ outDir: null })) as AuthoredContent;
  confirmed = confirmedContent();
});

/** The complete fixture with one mistake made in it, as a file next to it (so relative paths still hold). */
function fixtureWith(from: string, to: string): string {
  const text = readFileSync(fixture, "utf8");
  expect(text).toContain(from);
  const dir = mkdtempSync(join(tmpdir(), "preflight-"));
  const file = join(dir, "wrangler.toml");
  writeFileSync(
    file,
    text.replace(from, to).replace('main = "../../../src/index.ts"', `main = "${root}/src/index.ts"`),
  );
  return file;
}

const whats = async (options: Parameters<typeof preflight>[0]) => (await preflight(options)).map((p) => p.what);

describe("npm run preflight", () => {
  it("refuses the committed production config, printing every problem at once with its fix, and exits 1", () => {
    const run = spawnSync(process.execPath, ["scripts/preflight.mjs"], { cwd: root, encoding: "utf8" });
    expect(run.status).toBe(1);
    for (const [what, fix] of [
      [
        'KV namespace CONTACT_MESSAGES has the placeholder id "REPLACE_WITH_PRODUCTION_KV_NAMESPACE_ID"',
        "run `npx wrangler kv namespace create CONTACT_MESSAGES --env production`",
      ],
      [
        'D1 database DB has the placeholder id "REPLACE_WITH_PRODUCTION_D1_DATABASE_ID"',
        "run `npx wrangler d1 create studio-inbox`",
      ],
      ['SITE_ORIGIN is on an example domain ("https://www.ludora.example")', "set SITE_ORIGIN"],
      ['MAIL_FROM is on an example domain ("site@ludora.example")', "set MAIL_FROM"],
      ['STAFF_HOST is on an example domain ("staff.ludora.example")', "set STAFF_HOST"],
      ['brand.legalName is still fictional ("Ludora Studio SAS")', "put the studio's real value in brand.legalName"],
      // The content editor (decision 083): each placeholder with where the real value comes from; the client
      // secret is a secret, so its absence from [vars] is no problem.
      [
        'EDITOR_OAUTH_CLIENT_ID is a placeholder ("REPLACE_WITH_PRODUCTION_OAUTH_CLIENT_ID")',
        "the GitHub OAuth app whose callback is https://<STAFF_HOST>/admin/editor/callback",
      ],
      ['EDITOR_REPO is a placeholder ("REPLACE_WITH_GITHUB_OWNER/REPLACE_WITH_REPOSITORY")', '"<owner>/<repository>"'],
    ] as [string, string][]) {
      expect(run.stderr).toContain(`✗ ${what}\n  fix: `);
      expect(run.stderr.slice(run.stderr.indexOf(what)).split("\n")[1]).toContain(fix);
    }
    expect(run.stderr.match(/^✗ EDITOR_/gm)).toHaveLength(2);
    expect(run.stderr).toMatch(/^✗ \/ shows \d+ claims the studio has not confirmed:$/m);
  });

  it("refuses an option it does not know, naming it, before checking anything", () => {
    const run = spawnSync(process.execPath, ["scripts/preflight.mjs", "--conifg", fixture], {
      cwd: root,
      encoding: "utf8",
    });
    expect(run.status).toBe(2);
    expect(run.stderr.trim()).toMatch(/^preflight: Unknown option '--conifg'/);
  });

  it("lists the one claim left unconfirmed, on its page, once the studio has confirmed the others", async () => {
    const [{ path, keys }] = claimsByPage(committed).slice(-1) as [{ path: string; keys: string[] }];
    const left = keys.at(-1)!;
    const listed = await whats({
      config: fixture,
      env: "production",
      siteConfig: realSiteConfig,
      contentDir: confirmedContent([left]),
    });
    expect(listed).toEqual([`${path} shows 1 claim the studio has not confirmed:\n    ${left}`]);
  });

  it("passes a complete configuration whose claims the studio has all confirmed, for production and staging", async () => {
    expect(
      await whats({ config: fixture, env: "production", siteConfig: realSiteConfig, contentDir: confirmed }),
    ).toEqual([]);
    expect(await whats({ config: fixture, env: "staging" })).toEqual([]);
    const run = spawnSync(
      process.execPath,
      ["scripts/preflight.mjs", "--config", fixture, "--site-config", realSiteConfig, "--content", confirmed],
      { cwd: root, encoding: "utf8" },
    );
    // The content's own warnings (a deleted project a page still names) do not stop a launch.
    expect(run.stderr.split("\n").filter((line) => line && !line.startsWith("warning: "))).toEqual([]);
    expect(run.status).toBe(0);
  });

  const editorVars = 'EDITOR_OAUTH_CLIENT_ID = "Ov23liA1b2C3d4E5f6G7"';
  const mistakes: [string, string, string, string][] = [
    ["an http origin", 'SITE_ORIGIN = "https://www.', 'SITE_ORIGIN = "http://www.', "SITE_ORIGIN is not https"],
    [
      "MAIL_FROM off the site's domain",
      'MAIL_FROM = "site@atelier-ludique.fr"',
      'MAIL_FROM = "site@gmail.com"',
      'MAIL_FROM ("site@gmail.com") is not on the site\'s domain',
    ],
    ["MAIL_TO missing", 'MAIL_TO = "contact@atelier-ludique.fr"\nWEB', "WEB", "MAIL_TO is not set"],
    [
      "a test-only retry delay",
      'WEB_ANALYTICS_TOKEN = "9a8b7c6d5e4f30211a2b3c4d5e6f7081"',
      'WEB_ANALYTICS_TOKEN = "9a8b7c6d5e4f30211a2b3c4d5e6f7081"\nMAIL_RETRY_DELAY_SECONDS = "0"',
      "MAIL_RETRY_DELAY_SECONDS is a test-only setting",
    ],
    [
      "a dead-letter queue nobody consumes",
      '[[env.production.queues.consumers]]\nqueue = "contact-mail-dlq"\n',
      "",
      'nothing consumes the dead-letter queue "contact-mail-dlq"',
    ],
    [
      "the staff side on the site's own origin",
      'STAFF_HOST = "staff.atelier-ludique.fr"',
      'STAFF_HOST = ""',
      "STAFF_HOST is not set: the inbox, its API and the editor would share the public site's origin",
    ],
    [
      "the staff host the site's host",
      'STAFF_HOST = "staff.atelier-ludique.fr"',
      'STAFF_HOST = "www.atelier-ludique.fr"',
      'STAFF_HOST is the site\'s own host ("www.atelier-ludique.fr")',
    ],
    [
      "a KV namespace shared with staging",
      'id = "0a1b2c3d4e5f60718293a4b5c6d7e8f9"',
      'id = "5f0c3a9e1b7d4c2a8e6f0b1c2d3e4f50"',
      "[env.production] and [env.staging] share the KV namespace",
    ],
    // The Worker's schema refuses it (src/config/schema.ts); tested here, where a deployment meets it.
    [
      "an editor authorize URL over plain HTTP",
      editorVars,
      `${editorVars}\nEDITOR_OAUTH_AUTHORIZE_URL = "http://github.com/login/oauth/authorize"`,
      "EDITOR_OAUTH_AUTHORIZE_URL is not an https URL",
    ],
    [
      "an editor token URL left on a test's stand-in",
      editorVars,
      `${editorVars}\nEDITOR_OAUTH_TOKEN_URL = "https://oauth.stand-in.test/login/oauth/access_token"`,
      'EDITOR_OAUTH_TOKEN_URL is on an example domain ("https://oauth.stand-in.test',
    ],
  ];

  it("passes a production config whose editor is left off (all its settings empty)", async () => {
    const config = fixtureWith(
      'EDITOR_REPO = "atelier-ludique/site"\nEDITOR_BRANCH = "main"\nEDITOR_OAUTH_CLIENT_ID = "Ov23liA1b2C3d4E5f6G7"\n',
      "",
    );
    expect(await whats({ config, env: "production", siteConfig: realSiteConfig, contentDir: confirmed })).toEqual([]);
  });

  it("refuses a secret written in [vars], long or short, without printing it", async () => {
    const [secret, token] = ["0123456789abcdef0123456789abcdef01234567", "short"];
    const config = fixtureWith(
      editorVars,
      `${editorVars}\nEDITOR_OAUTH_CLIENT_SECRET = "${secret}"\nADMIN_TOKEN = "${token}"`,
    );
    const problems = await preflight({ config, env: "production", siteConfig: realSiteConfig });
    for (const name of ["EDITOR_OAUTH_CLIENT_SECRET", "ADMIN_TOKEN"]) {
      const found = problems.find((p) => p.what.startsWith(`${name} is written in [env.production.vars]`));
      expect(found?.fix).toContain(`npx wrangler secret put ${name} --env production`);
    }
    for (const { what, fix } of problems) expect(`${what} ${fix}`).not.toMatch(new RegExp(`${secret}|"${token}"`));
  });

  for (const [name, from, to, expected] of mistakes) {
    it(`refuses ${name}`, async () => {
      const listed = await whats({ config: fixtureWith(from, to), env: "production", siteConfig: realSiteConfig });
      expect(
        listed.some((what) => what.startsWith(expected)),
        listed.join("\n"),
      ).toBe(true);
    });
  }
});
