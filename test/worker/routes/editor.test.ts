// The content editor in production (decision 083): behind the staff gate, never cached or indexed, its
// configuration written from the schema, and the OAuth login with the Git host run by the Worker, here against
// a stand-in for the token endpoint (test/fixtures/oauth-stand-in-server.ts, this file's outbound service in
// vitest.config.mts). The static assets are a stand-in for the editor's build (test/fixtures/editor-build/).
import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import {
  STAND_IN_AUTHORIZE_URL,
  STAND_IN_CODES,
  STAND_IN_SEEN_URL,
  tokenFor,
  type SeenTokenRequest,
} from "../../fixtures/oauth-stand-in";
import { ORIGIN, send } from "../fixtures/requests";
import { basic, bearer, staffFetchWith, token } from "../fixtures/staff";

const CALLBACK = `${ORIGIN}/admin/editor/callback`;
const STATE_COOKIE = "__Host-editor-oauth-state";

const csp = (res: Response) => res.headers.get("Content-Security-Policy") ?? "";
const directive = (policy: string, name: string) => policy.split("; ").find((d) => d.startsWith(`${name} `)) ?? "";

/** A code no other test sends, so what the stand-in saw for it is this test's alone. */
const freshCode = (stem = "code") => `${stem}-${crypto.randomUUID()}`;

/** Every token request the stand-in received with this code. */
async function seenWith(code: string): Promise<SeenTokenRequest[]> {
  const all = (await (await fetch(STAND_IN_SEEN_URL)).json()) as SeenTokenRequest[];
  return all.filter((seen) => seen.form.code === code);
}

/** Step 1 as the popup takes it: the redirect to the Git host, and the state cookie it sets. */
async function startLogin(headers: Record<string, string> = bearer) {
  const res = await send("/admin/editor/auth?provider=github&site_id=www.ludora.example&scope=repo", headers);
  const location = new URL(res.headers.get("Location") ?? "about:blank");
  const cookie = res.headers.get("Set-Cookie") ?? "";
  const state = new RegExp(`^${STATE_COOKIE}=([^;]+)`).exec(cookie)?.[1];
  return { res, location, cookie, state };
}

/** Step 2 as the Git host sends staff back, with the browser's state cookie (or none). */
function callback(query: Record<string, string>, cookieState?: string, headers: Record<string, string> = bearer) {
  const cookie: Record<string, string> = cookieState === undefined ? {} : { Cookie: `${STATE_COOKIE}=${cookieState}` };
  return send(`/admin/editor/callback?${new URLSearchParams(query)}`, { ...headers, ...cookie });
}

/** What the popup's page hands its script: the JSON of its `editor-login` element. */
function loginData(html: string): {
  provider: string;
  origin: string;
  status: string;
  content: Record<string, string>;
} {
  const json = /<script type="application\/json" id="editor-login">([\s\S]*?)<\/script>/.exec(html)?.[1];
  expect(json, "the page carries its login data").toBeDefined();
  return JSON.parse(json!);
}

describe("the editor behind the staff gate", () => {
  // One path per handler: the editor's files (their gate under `npm start`: test/e2e/editor-gate.spec.ts), its
  // configuration, and both steps of the login. Wrong credentials are the gate's (security/admin-auth.test.ts).
  const paths = [
    "/admin/editor/",
    "/admin/editor/config.yml",
    "/admin/editor/auth?provider=github&site_id=www.ludora.example&scope=repo",
    "/admin/editor/callback?code=gate-code&state=gate-state",
  ];

  it("answers 401 to every editor path without credentials, and serves none of it", async () => {
    for (const path of paths) {
      const res = await send(path);
      expect(res.status, path).toBe(401);
      expect(res.headers.get("WWW-Authenticate"), path).toMatch(/^Basic realm=/);
      expect(res.headers.get("Cache-Control"), path).toBe("no-store");
      expect(res.headers.get("X-Robots-Tag"), path).toBe("noindex, nofollow");
      expect(res.headers.get("Set-Cookie"), path).toBeNull();
      const body = await res.text();
      for (const secret of ["Stand-in content editor", "stand-in", "ludora-studio/site", "authorizing:"]) {
        expect(body, path).not.toContain(secret);
      }
    }
    expect(await seenWith("gate-code")).toEqual([]);
  });

  it("serves the editor's page and files to staff, never cached nor indexed, under the editor's own policy", async () => {
    const page = await send("/admin/editor/", basic("staff", token));
    expect(page.status).toBe(200);
    expect(page.headers.get("Content-Type")).toMatch(/^text\/html/);
    expect(await page.text()).toContain("<title>Stand-in content editor</title>");
    expect(page.headers.get("Cache-Control")).toBe("no-store");
    expect(page.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
    const policy = csp(page);
    // Decap's Ajv needs eval and its emotion styles inline; scripts still only from this origin.
    expect(directive(policy, "script-src")).toBe("script-src 'self' 'unsafe-eval'");
    expect(directive(policy, "style-src")).toBe("style-src 'self' 'unsafe-inline'");
    expect(directive(policy, "connect-src")).toBe("connect-src 'self' https://api.github.com");
    expect(directive(policy, "img-src")).toContain("blob:");
    expect(directive(policy, "img-src")).toContain("https://raw.githubusercontent.com");
    for (const part of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'"])
      expect(policy).toContain(part);
    // The login popup must keep its link to the editor.
    expect(page.headers.get("Cross-Origin-Opener-Policy")).toBe("same-origin-allow-popups");
    expect(page.headers.get("X-Frame-Options")).toBe("DENY");
  });

  it("sends /admin/editor to /admin/editor/ (Decap reads config.yml beside its page), and 404s a missing file", async () => {
    const res = await send("/admin/editor", bearer);
    expect(res.status).toBe(301);
    expect(res.headers.get("Location")).toBe("/admin/editor/");
    const missing = await send("/admin/editor/editor-nope.js", bearer);
    expect(missing.status).toBe(404);
    expect(missing.headers.get("Cache-Control")).toBe("no-store");
  });

  it("writes Decap's backend into config.yml from the configuration schema, with its external-OAuth settings", async () => {
    const res = await send("/admin/editor/config.yml", bearer);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("text/yaml; charset=utf-8");
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(await res.text()).toBe(
      [
        "# Written by the Worker from its configuration (src/routes/editor.ts, decision 083).",
        "backend:",
        "  name: github",
        `  repo: "${env.EDITOR_REPO}"`,
        `  branch: "${env.EDITOR_BRANCH}"`,
        `  base_url: "${ORIGIN}"`,
        '  auth_endpoint: "admin/editor/auth"',
        `site_url: "${ORIGIN}"`,
        "",
      ].join("\n"),
    );
  });
});

describe("when the editor is not connected to a repository", () => {
  const off = { EDITOR_REPO: "", EDITOR_OAUTH_CLIENT_ID: "", EDITOR_OAUTH_CLIENT_SECRET: "" };

  it("tells staff what to set, still behind the gate, and offers no login", async () => {
    const refused = await staffFetchWith("/admin/editor/", off, {}, {});
    expect(refused.status).toBe(401);

    const res = await staffFetchWith("/admin/editor/?lang=en", off);
    expect(res.status).toBe(503);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(res.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
    const html = await res.text();
    expect(html).toContain("The content editor is not connected to the repository yet");
    expect(html).toContain("EDITOR_REPO, in wrangler.toml");
    expect(html).toContain("EDITOR_OAUTH_CLIENT_ID, in wrangler.toml");
    expect(html).toContain("EDITOR_OAUTH_CLIENT_SECRET, a secret: npx wrangler secret put EDITOR_OAUTH_CLIENT_SECRET");
    expect(html).not.toContain("Stand-in content editor");

    for (const path of ["/admin/editor/config.yml", "/admin/editor/auth?provider=github&scope=repo"]) {
      const other = await staffFetchWith(path, off);
      expect(other.status, path).toBe(503);
      expect(other.headers.get("Location"), path).toBeNull();
      expect(other.headers.get("Set-Cookie"), path).toBeNull();
    }
  });

  it("names a half-done or refused setting as the configuration states it", async () => {
    const res = await staffFetchWith("/admin/editor/?lang=en", {
      EDITOR_REPO: "not a repository",
      EDITOR_OAUTH_CLIENT_ID: "",
    });
    expect(res.status).toBe(503);
    const html = await res.text();
    expect(html).toContain("EDITOR_REPO is not a GitHub repository");
    expect(html).toContain("EDITOR_OAUTH_CLIENT_ID is not set");
  });
});

describe("the OAuth login", () => {
  it("sends the popup to the Git host with the client id, the callback, the scope and a fresh state in a cookie", async () => {
    const { res, location, cookie, state } = await startLogin();
    expect(res.status).toBe(302);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(`${location.origin}${location.pathname}`).toBe(STAND_IN_AUTHORIZE_URL);
    expect(location.searchParams.get("client_id")).toBe(env.EDITOR_OAUTH_CLIENT_ID);
    expect(location.searchParams.get("redirect_uri")).toBe(CALLBACK);
    expect(location.searchParams.get("scope")).toBe("repo");
    // A nonce, its expiry and the Worker's signature of both (docs/security.md v4-L4).
    expect(state).toMatch(/^[A-Za-z0-9_-]{32}\.\d+\.[A-Za-z0-9_-]{43}$/);
    expect(location.searchParams.get("state")).toBe(state);
    // Short-lived, for this host only (`__Host-`), out of scripts' reach, never over plain HTTP, sent back by the
    // Git host.
    const attributes = cookie.split("; ").slice(1).sort();
    expect(attributes).toEqual(["HttpOnly", "Max-Age=600", "Path=/", "SameSite=Lax", "Secure"]);
    // The popup's pages keep their opener (the Git host's pages do not set one either).
    expect(res.headers.get("Cross-Origin-Opener-Policy")).toBe("unsafe-none");

    const again = await startLogin();
    expect(again.state).not.toBe(state);
  });

  it("asks only for the scopes Decap asks for, and only of GitHub", async () => {
    const publicRepo = await send("/admin/editor/auth?provider=github&scope=public_repo", bearer);
    expect(new URL(publicRepo.headers.get("Location")!).searchParams.get("scope")).toBe("public_repo");
    for (const query of [
      "provider=gitlab&scope=repo",
      "provider=github&scope=admin:org",
      "provider=github&scope=repo,delete_repo",
    ]) {
      const res = await send(`/admin/editor/auth?${query}`, bearer);
      expect(res.status, query).toBe(400);
      expect(res.headers.get("Set-Cookie"), query).toBeNull();
    }
  });

  it("exchanges the code with the client secret and hands the token to the editor, and to it alone", async () => {
    const { state } = await startLogin();
    const code = freshCode();
    const log = vi.spyOn(console, "info");
    const warn = vi.spyOn(console, "warn");
    const error = vi.spyOn(console, "error");
    const res = await callback({ code, state: state! }, state);
    expect(res.status).toBe(200);

    // The stand-in saw one token request: the app's id and secret, the code, the same callback, JSON asked for.
    const seen = await seenWith(code);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toEqual({
      method: "POST",
      accept: "application/json",
      contentType: "application/x-www-form-urlencoded",
      form: {
        client_id: env.EDITOR_OAUTH_CLIENT_ID,
        client_secret: env.EDITOR_OAUTH_CLIENT_SECRET,
        code,
        redirect_uri: CALLBACK,
      },
    });

    // Decap's handshake: the page's script posts `authorization:github:success:{"token",…}` to the site's origin.
    expect(res.headers.get("Content-Type")).toMatch(/^text\/html/);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(res.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
    expect(res.headers.get("Referrer-Policy")).toBe("no-referrer");
    expect(res.headers.get("Cross-Origin-Opener-Policy")).toBe("unsafe-none");
    const html = await res.text();
    expect(loginData(html)).toMatchObject({
      provider: "github",
      origin: ORIGIN,
      status: "success",
      content: { token: tokenFor(code), provider: "github" },
    });
    expect(html).toContain('<script src="/admin/editor/oauth-handshake.js"></script>');
    // No inline code runs: the only scripts are the JSON data and the same-origin handshake file.
    expect(directive(csp(res), "script-src")).toBe("script-src 'self'");
    expect(csp(res)).not.toContain("unsafe-inline");
    expect(html.match(/<script\b[^>]*>/g)).toEqual([
      '<script type="application/json" id="editor-login">',
      '<script src="/admin/editor/oauth-handshake.js">',
    ]);

    // The state is spent, and neither the code nor the token reached a log line.
    expect(res.headers.get("Set-Cookie")).toMatch(new RegExp(`^${STATE_COOKIE}=; Max-Age=0; Path=/;`));
    const logged = [...log.mock.calls, ...warn.mock.calls, ...error.mock.calls].flat().join("\n");
    expect(logged).not.toContain(tokenFor(code));
    expect(logged).not.toContain(code);
    expect(logged).not.toContain(env.EDITOR_OAUTH_CLIENT_SECRET);

    // The same code and state again: the cookie is gone, so it is refused before any exchange; and with the
    // cookie replayed too, the state itself is spent.
    expect((await callback({ code, state: state! })).status).toBe(400);
    expect((await callback({ code, state: state! }, state)).status).toBe(403);
    expect(await seenWith(code)).toHaveLength(1);
  });

  it("spends a state once when several callbacks carry it at the same time (docs/security.md v5-I1)", async () => {
    const { state } = await startLogin();
    const code = freshCode();
    const answers = await Promise.all(Array.from({ length: 8 }, () => callback({ code, state: state! }, state)));
    expect(answers.map((res) => res.status).sort()).toEqual([200, ...Array<number>(7).fill(403)]);
    expect(await seenWith(code)).toHaveLength(1);
  });

  it("refuses a wrong or missing state without asking the Git host for a token", async () => {
    const { state } = await startLogin();
    const cases: [string, Record<string, string>, string | undefined, number][] = [
      ["a state one character off", { state: `${state!.slice(0, -1)}${state!.endsWith("A") ? "B" : "A"}` }, state, 403],
      ["no state in the address", {}, state, 400],
      ["no state cookie", { state: state! }, undefined, 400],
      ["an empty state cookie", { state: "" }, "", 400],
      [
        "a state signed by no one, shaped as ours",
        { state: `${"A".repeat(32)}.9999999999.${"B".repeat(43)}` },
        `${"A".repeat(32)}.9999999999.${"B".repeat(43)}`,
        403,
      ],
    ];
    for (const [name, query, cookieState, status] of cases) {
      const code = freshCode("refused");
      const res = await callback({ code, ...query }, cookieState);
      expect(res.status, name).toBe(status);
      expect(res.headers.get("Cache-Control"), name).toBe("no-store");
      const data = loginData(await res.text());
      expect(data.status, name).toBe("error");
      expect(data.content, name).not.toHaveProperty("token");
      expect(await seenWith(code), name).toEqual([]);
    }
  });

  it("answers the error handshake when the Git host refuses the code, is down, or staff cancel", async () => {
    const expired = await startLogin();
    const refused = await callback({ code: STAND_IN_CODES.expired, state: expired.state! }, expired.state);
    expect(refused.status).toBe(200);
    const refusedData = loginData(await refused.text());
    expect(refusedData).toMatchObject({ provider: "github", origin: ORIGIN, status: "error" });
    expect(refusedData.content.message).toContain("The code passed is incorrect or expired.");
    expect(refusedData.content).not.toHaveProperty("token");

    const down = await startLogin();
    const unavailable = await callback({ code: STAND_IN_CODES.down, state: down.state! }, down.state);
    const downData = loginData(await unavailable.text());
    expect(downData.status).toBe("error");
    // Staff read the studio's language unless they chose another (as in the console).
    expect(downData.content.message).toBe("oauth.stand-in.test ne répond pas. Réessayez dans un instant.");

    const cancelled = await startLogin();
    const code = freshCode("cancelled");
    const res = await callback({ error: "access_denied", code, state: cancelled.state! }, cancelled.state);
    const cancelledData = loginData(await res.text());
    expect(cancelledData.status).toBe("error");
    expect(cancelledData.content.message).toContain("annulée");
    expect(await seenWith(code)).toEqual([]);
  });

  it("writes no value into the page that could close its data element", async () => {
    const { state } = await startLogin();
    const code = `</script><script>alert(1)</script>`;
    const html = await (await callback({ code, state: state! }, state)).text();
    expect(html).not.toContain("<script>alert(1)");
    expect(loginData(html).content.token).toBe(tokenFor(code));
  });
});
