// Worker tests: run inside workerd with the real local KV, Queue, rate limiter and e-mail bindings.
import { cloudflareTest } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [
    cloudflareTest({
      main: "./src/index.ts",
      wrangler: { configPath: "./wrangler.toml" },
      miniflare: {
        // A missing catalogue key fails the page in tests instead of falling back silently.
        bindings: { I18N_STRICT: "1", ADMIN_TOKEN: "test-admin-token-0123456789" },
      },
    }),
  ],
  test: {
    include: ["test/worker/**/*.test.{ts,tsx}"],
    // The first request of a file loads and renders the whole worker.
    testTimeout: 20_000,
  },
});
