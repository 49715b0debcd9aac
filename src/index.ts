import { Hono } from "hono";
import { requestId } from "hono/request-id";
import { handleContactQueue } from "./contact/queue";
import { scheduledJobs } from "./inbox/reconcile";
import type { AppEnv } from "./app-env";
import { configMiddleware } from "./middleware/config";
import { localeMiddleware } from "./middleware/locale";
import { admin } from "./routes/admin";
import { contact } from "./routes/contact";
import { notFound, onError } from "./routes/errors";
import { pages } from "./routes/public-pages";
import { redirects, trailingSlash } from "./routes/redirects";
import { seo } from "./routes/seo";
import { speculationRulesRoute } from "./routes/speculation-rules";
import { staffHost } from "./security/staff-host";
import { securityHeaders } from "./security/headers";

const app = new Hono<AppEnv>();

// Middleware, in the order a request meets it.
// The log and error reference: always the Worker's own, never one a client sends (docs/security.md v1-I6).
app.use(requestId({ headerName: "" }));
app.use(configMiddleware);
app.use(securityHeaders);
app.use(staffHost);
app.use(localeMiddleware);
app.use(trailingSlash);

// Routes.
app.route("/", redirects);
app.route("/", seo);
app.route("/", speculationRulesRoute);
app.route("/", contact);
app.route("/", admin);
app.route("/", pages);

app.notFound(notFound);
app.onError(onError);

export default {
  fetch: app.fetch,
  // Contact mail: the consumer e-mails staff; its dead-letter queue marks a message failed.
  queue: (batch, env) => handleContactQueue(batch, env),
  // The Cron Trigger: no message waits for ever (decision 091); retention once a day (decision 096).
  scheduled: (controller, env) => scheduledJobs(env, controller.cron),
} satisfies ExportedHandler<Env>;

export { app };
