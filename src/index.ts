import { Hono } from "hono";
import { requestConfig } from "./env-config";
import { readConfig } from "./read-config";
import { handleContactQueue } from "./contact/queue";
import type { AppEnv } from "./env";
import { localeMiddleware } from "./i18n/middleware";
import { admin } from "./routes/admin";
import { contact } from "./routes/contact";
import { notFound, onError } from "./routes/errors";
import { pages } from "./routes/pages";
import { projectsApi } from "./routes/projects-api";
import { redirects, trailingSlash } from "./routes/redirects";
import { seo } from "./routes/seo";
import { requestId } from "./security/request-id";
import { securityHeaders } from "./security/headers";

const app = new Hono<AppEnv>();

// Middleware, in the order a request meets it.
app.use(requestId);
// The env is checked once per isolate (src/env-config.ts); each request only picks its origin.
app.use(async (c, next) => {
  c.set("config", requestConfig(readConfig(c.env), c.req.url));
  await next();
});
app.use(securityHeaders);
app.use(localeMiddleware);
app.use(trailingSlash);

// Routes.
app.route("/", redirects);
app.route("/", seo);
app.route("/", contact);
app.route("/", projectsApi);
app.route("/", admin);
app.route("/", pages);

app.notFound(notFound);
app.onError(onError);

export default {
  fetch: app.fetch,
  // Contact mail: the consumer e-mails staff; its dead-letter queue marks a message failed.
  queue: (batch, env) => handleContactQueue(batch, env),
} satisfies ExportedHandler<Env>;

export { app };
