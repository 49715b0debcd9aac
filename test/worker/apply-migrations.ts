// Runs before each worker test file: applies migrations/ to the local D1 (only those not applied yet, so
// running it again is harmless), as `npm start` and `npm run deploy` do with wrangler.
import { applyD1Migrations, type D1Migration } from "cloudflare:test";
import { env } from "cloudflare:workers";

await applyD1Migrations(env.DB, (env as unknown as { TEST_MIGRATIONS: D1Migration[] }).TEST_MIGRATIONS);
