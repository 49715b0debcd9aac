import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { describe as describeProblem, parseEnv } from "../../../src/config/schema";
import { readConfig } from "../../../src/config/read";
import worker from "../../../src";
import { fetchWith, newMessage, storedMessage, validMessage } from "../fixtures/contact";
import { ORIGIN } from "../fixtures/requests";
import { recordingMailer } from "../fixtures/staff";

/** The committed local configuration with some values replaced, as a deploy with a mistake would have it. */
const withVars = (overrides: Record<string, string>) => ({ ...env, ...overrides });

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the configuration schema", () => {
  it("accepts the committed local configuration without a problem", () => {
    const config = parseEnv(env);
    expect(config.problems).toEqual([]);
    expect(config.origin).toBe("https://www.ludora.example");
    expect(config.mail).toEqual({
      from: env.MAIL_FROM,
      to: env.MAIL_TO,
      origin: "https://www.ludora.example",
      inbox: "https://www.ludora.example/admin",
    });
    expect(config.staff.adminToken).toBe(env.ADMIN_TOKEN);
    // The content editor's settings, the Git host's addresses GitHub's when left empty (decision 083); off or half
    // set: test/worker/routes/editor.test.ts, as staff see it.
    expect(config.editor).toEqual({
      repo: env.EDITOR_REPO,
      branch: "main",
      clientId: env.EDITOR_OAUTH_CLIENT_ID,
      clientSecret: env.EDITOR_OAUTH_CLIENT_SECRET,
      authorizeUrl: "https://github.com/login/oauth/authorize",
      tokenUrl: "https://github.com/login/oauth/access_token",
    });
  });

  it("links the staff e-mail to the console on the staff host when there is one (docs/security.md v5-M2)", () => {
    const config = parseEnv({ ...env, STAFF_HOST: "Staff.Ludora.example" });
    expect(config.staff.host).toBe("staff.ludora.example");
    expect(config.mail?.inbox).toBe("https://staff.ludora.example/admin");
    expect(parseEnv({ ...env, STAFF_HOST: "https://staff.ludora.example" }).problems).toEqual([
      { field: "STAFF_HOST", problem: "is not a host name" },
    ]);
  });

  it("names every bad field, and never fills it in with a fictional value", () => {
    const config = parseEnv(
      withVars({
        SITE_ORIGIN: "www.studio.fr",
        MAIL_TO: "",
        MAIL_FROM: "site at studio",
        CAREERS_WIDGET_URL: "http://jobs.studio.fr/widget.js",
        GAME_BUILD_URL: "ftp://media.studio.fr/game",
        ADMIN_TOKEN: "short",
        ACCESS_TEAM_DOMAIN: "studio",
        ACCESS_AUD: "",
        WEB_ANALYTICS_TOKEN: "not a token!",
        MAIL_RETRY_DELAY_SECONDS: "soon",
      }),
    );
    expect(config.problems.map((p) => `${p.field} ${p.problem}`)).toEqual([
      "SITE_ORIGIN is not an http(s) URL",
      "GAME_BUILD_URL is not an http(s) URL",
      "CAREERS_WIDGET_URL is not an https URL",
      "MAIL_FROM is not an e-mail address",
      "MAIL_TO is not set",
      "ADMIN_TOKEN is shorter than 32 characters",
      "WEB_ANALYTICS_TOKEN is not a Web Analytics site token",
      "MAIL_RETRY_DELAY_SECONDS is not a whole number of seconds",
      "ACCESS_AUD is not set",
    ]);
    expect(config).toMatchObject({
      origin: null,
      gameBuildUrl: null,
      careersWidgetUrl: null,
      mail: null,
      staff: { adminToken: null, access: null, host: null },
      analytics: null,
      mailRetryDelaySeconds: null,
    });
    // What was fine stays usable.
    expect(config.mainSiteUrl).toBe(env.MAIN_SITE_URL);
  });

  it("reads an origin with a path or a trailing slash as the bare origin, and Access from a team name", () => {
    const config = parseEnv(
      withVars({ SITE_ORIGIN: "https://www.studio.fr/", ACCESS_TEAM_DOMAIN: "studio", ACCESS_AUD: "abc123" }),
    );
    expect(config.origin).toBe("https://www.studio.fr");
    expect(config.staff.access).toEqual({
      issuer: "https://studio.cloudflareaccess.com",
      certsUrl: "https://studio.cloudflareaccess.com/cdn-cgi/access/certs",
      audience: "abc123",
    });
  });

  it("is parsed once per env, and one structured log line names the bad fields, never a secret's value", () => {
    const lines: string[] = [];
    vi.spyOn(console, "error").mockImplementation((line: string) => lines.push(line));
    const bad = withVars({
      MAIL_TO: "",
      SITE_ORIGIN: "nope",
      ADMIN_TOKEN: "tiny-secret",
      EDITOR_OAUTH_CLIENT_SECRET: "tiny-oauth-secret",
    });
    const first = readConfig(bad);
    expect(readConfig(bad)).toBe(first);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toEqual({
      level: "error",
      msg: "configuration has bad values",
      fields: ["SITE_ORIGIN", "MAIL_TO", "ADMIN_TOKEN", "EDITOR_OAUTH_CLIENT_SECRET"],
      problems: [
        "SITE_ORIGIN is not an http(s) URL",
        "MAIL_TO is not set",
        "ADMIN_TOKEN is shorter than 32 characters",
        "EDITOR_OAUTH_CLIENT_SECRET is shorter than 20 characters",
      ],
    });
  });

  // A bad repository or address, as the preflight and the editor's page name it: test/scripts/preflight.test.ts,
  // test/worker/routes/editor.test.ts.
  it("turns the editor off on a bad value rather than guess one", () => {
    const cases: [Record<string, string>, string][] = [
      [{ EDITOR_BRANCH: "main..dev" }, "EDITOR_BRANCH is not a Git branch name"],
      [{ EDITOR_OAUTH_CLIENT_ID: "id with spaces" }, "EDITOR_OAUTH_CLIENT_ID is not an OAuth client id"],
      [{ EDITOR_OAUTH_CLIENT_SECRET: "short" }, "EDITOR_OAUTH_CLIENT_SECRET is shorter than 20 characters"],
    ];
    for (const [vars, problem] of cases) {
      const config = parseEnv(withVars(vars));
      expect(config.editor, problem).toBeNull();
      expect(config.problems.map(describeProblem), problem).toEqual([problem]);
    }
    expect(parseEnv(withVars({ EDITOR_BRANCH: "release/2027-01" })).editor?.branch).toBe("release/2027-01");
  });

  it("refuses the token published in .dev.vars.example, saying so", () => {
    // The value .dev.vars.example carries now, and the one it carried before (still in the repository's history).
    const example = "replace-me-npm-start-writes-a-random-token";
    for (const token of [example, "local-dev-9Qx2LrT7vKp4Wm8ZsN3cYh6Fj0Bd5Ge1"]) {
      const config = parseEnv(withVars({ ADMIN_TOKEN: token }));
      expect(config.staff.adminToken).toBeNull();
      expect(config.problems.map(describeProblem)).toEqual([
        "ADMIN_TOKEN is the example token published in .dev.vars.example, which anyone can read: generate one with `openssl rand -base64 32`",
      ]);
    }
  });
});

describe("what the site does with a bad value", () => {
  it("with no usable CAREERS_WIDGET_URL, the careers page shows its e-mail fallback at once and allows no job board", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const res = await fetchWith(
      new Request(`${ORIGIN}/careers?lang=fr`),
      withVars({ CAREERS_WIDGET_URL: "http://jobs.ludora.example/widget.js", NO_PAGE_MEMO: "1" }),
    );
    const html = await res.text();
    expect(html).toContain('data-state="failed"');
    expect(html).not.toContain("data-careers-widget=");
    expect(res.headers.get("Content-Security-Policy")).not.toContain("jobs.ludora.example");
  });

  it("answers 404 rather than redirect to a bad GAME_BUILD_URL", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const res = await fetchWith(
      new Request(`${ORIGIN}/webgl/gas/`),
      withVars({ GAME_BUILD_URL: "javascript:alert(1)" }),
    );
    expect(res.status).toBe(404);
    expect(res.headers.get("Location")).toBeNull();
  });

  it("stores a message with MAIL_TO missing, and the consumer records why it cannot mail instead of mailing", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const message = await newMessage({ subject: "No staff address" });
    const { sent, mailer } = recordingMailer();
    const batch = createMessageBatch("contact-mail", [
      { id: "job-1", timestamp: new Date(), attempts: 1, body: { id: message.id } },
    ]);
    const ctx = createExecutionContext();
    await worker.queue!(batch, { ...withVars({ MAIL_TO: "" }), MAILER: mailer });
    const result = await getQueueResult(batch, ctx);
    expect(sent).toEqual([]);
    expect(result.retryMessages).toHaveLength(1); // tried again later: a fixed deploy then sends it
    const stored = await storedMessage(message.id);
    expect(stored?.delivery).toMatchObject({ state: "pending", attempts: 1, lastError: "MAIL_TO is not set" });
    expect(stored).toMatchObject({ subject: "No staff address", message: validMessage.message });
  });
});
