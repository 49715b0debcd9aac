// Worker tests: run inside workerd with the real local KV, Queue, rate limiter and e-mail bindings.
import { cloudflareTest } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";

const bindings = {
  // A missing catalogue key fails the page in tests instead of falling back silently.
  I18N_STRICT: "1",
  // The test locale (decision 038) is served at ?lang=en-XA.
  PSEUDO_LOCALE: "1",
  ADMIN_TOKEN: "test-admin-token-0123456789",
};

/** The dead-letter journey runs on its own worker: wrangler.toml's queues, a mail server that refuses everything. */
const deadLetterTest = "test/worker/contact/dead-letter.test.ts";

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [
          cloudflareTest({
            main: "./src/index.ts",
            wrangler: { configPath: "./wrangler.toml" },
            miniflare: { bindings },
          }),
        ],
        test: {
          name: "worker",
          include: ["test/worker/**/*.test.{ts,tsx}"],
          exclude: [deadLetterTest],
          // The first request of a file loads and renders the whole worker.
          testTimeout: 20_000,
        },
      },
      {
        plugins: [
          cloudflareTest({
            main: "./src/index.ts",
            // The queue settings under test are wrangler.toml's own (max_retries, dead_letter_queue).
            wrangler: { configPath: "./wrangler.toml" },
            miniflare: {
              // Only the backoff is shortened (src/contact/queue.ts), so five tries take seconds, not 15 minutes.
              bindings: { ...bindings, MAIL_RETRY_DELAY_SECONDS: "0" },
              // The local send_email binding refuses any address not listed: a real failure of every send,
              // with no mock in the worker.
              email: { send_email: [{ name: "MAILER", allowed_destination_addresses: ["nobody@mail.invalid"] }] },
            },
          }),
        ],
        test: { name: "dead-letter", include: [deadLetterTest], testTimeout: 60_000 },
      },
    ],
  },
});
