// Worker tests: run inside workerd with the real local KV, Queue, rate limiter and e-mail bindings.
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";
import { STAND_IN_AUTHORIZE_URL, STAND_IN_TOKEN_URL } from "./test/fixtures/oauth-stand-in";
import { oauthStandIn } from "./test/fixtures/oauth-stand-in-server";

// The inbox schema as `wrangler d1 migrations apply` reads it; test/worker/apply-migrations.ts applies it.
const migrations = await readD1Migrations("./migrations");

const bindings = {
  // The test locale (decision 038) is served at ?lang=en-XA.
  PSEUDO_LOCALE: "1",
  // At least 32 characters, as the configuration demands (docs/security.md v3-L7).
  ADMIN_TOKEN: "test-admin-token-0123456789abcdef0123456789",
  // The content editor's OAuth app secret (a secret, so not in wrangler.toml's [vars]; decision 083).
  EDITOR_OAUTH_CLIENT_SECRET: "test-editor-client-secret-0123456789abcdef",
  TEST_MIGRATIONS: migrations,
};
/** Every worker test file starts with the inbox schema applied to the local D1. */
const setupFiles = ["./test/worker/apply-migrations.ts"];

/** The dead-letter journey runs on its own worker: wrangler.toml's queues, a mail server that refuses everything. */
const deadLetterTest = "test/worker/contact/dead-letter.test.ts";
/**
 * Each on a worker of its own, so its local D1 and KV hold only what it stored: the reconciler acts on every
 * stale message it finds, and the scale test stores 10 000 (decisions 091, 093).
 */
const ownStorage = ["test/worker/inbox/reconcile.test.ts", "test/worker/inbox/scale.test.ts"];
/**
 * The editor's login on a worker of its own whose outbound fetches all reach a stand-in for the Git host's token
 * endpoint (test/fixtures/oauth-stand-in-server.ts, in Node): the real one cannot be reached here, and no other
 * test's fetch should meet the stand-in.
 */
const editorTest = "test/worker/routes/editor.test.ts";
/**
 * One project of worker tests: wrangler.toml's Worker with the tests' bindings, and what the project changes of
 * it (its own bindings, its own mail server, outbound fetches or static assets).
 */
function workerProject(
  test: { name: string; include: string[]; exclude?: string[]; testTimeout: number },
  miniflare: Record<string, unknown> & { bindings?: Record<string, unknown> } = {},
) {
  return {
    plugins: [
      cloudflareTest({
        main: "./src/index.ts",
        wrangler: { configPath: "./wrangler.toml" },
        miniflare: { ...miniflare, bindings: { ...bindings, ...miniflare.bindings } },
      }),
    ],
    // One Worker for all of a project's files, its modules and its memo of rendered pages shared: each file
    // starting its own took about five seconds before its first test, most of the lane's time (decision 105).
    // A spy on the console lasts one test, never into the next file's.
    test: { setupFiles, isolate: false, restoreMocks: true, ...test },
  };
}

export default defineConfig({
  test: {
    projects: [
      ...ownStorage.map((file) =>
        workerProject({ name: file.replace(/^.*\/|\.test\.ts$/g, ""), include: [file], testTimeout: 120_000 }),
      ),
      workerProject({
        name: "worker",
        include: ["test/worker/**/*.test.{ts,tsx}"],
        exclude: [deadLetterTest, editorTest, ...ownStorage],
        // The first request of a file loads and renders the whole worker.
        testTimeout: 20_000,
      }),
      workerProject(
        { name: "dead-letter", include: [deadLetterTest], testTimeout: 60_000 },
        {
          // The queue settings under test are wrangler.toml's own (max_retries, dead_letter_queue); only the
          // backoff is shortened (src/contact/queue.ts), so five tries take seconds, not 15 minutes.
          bindings: { MAIL_RETRY_DELAY_SECONDS: "0" },
          // The local send_email binding refuses any address not listed: a real failure of every send, with no
          // mock in the worker.
          email: { send_email: [{ name: "MAILER", allowed_destination_addresses: ["nobody@mail.invalid"] }] },
        },
      ),
      workerProject(
        { name: "editor", include: [editorTest], testTimeout: 20_000 },
        {
          bindings: { EDITOR_OAUTH_AUTHORIZE_URL: STAND_IN_AUTHORIZE_URL, EDITOR_OAUTH_TOKEN_URL: STAND_IN_TOKEN_URL },
          outboundService: oauthStandIn,
          // Its static assets: a stand-in for what `npm run build` writes to build/public/admin/editor/ (the editor's
          // page and bundle), so the tests do not depend on the editor's own build.
          assets: { directory: "./test/fixtures/editor-build", binding: "ASSETS" },
        },
      ),
    ],
  },
});
