import type { Context, ErrorHandler, NotFoundHandler } from "hono";
import { html } from "hono/html";
import { HTTPException } from "hono/http-exception";
import type { AppEnv } from "../app-env";
import { defaultLocale } from "../i18n/locale-list";
import { getTranslator } from "../i18n/translator";
import { log, requestLog } from "../log";
import { ErrorPage } from "../pages/error-page";
import { NotFoundPage } from "../pages/not-found-page";
import { plainPage } from "../render/plain-page";
import { renderOnce, servePage } from "../render/respond";
import { NOT_FOUND_PATH } from "../route-table";

/** Unknown paths: a real 404 page, logged for staff (docs/product.md §2.15). */
export const notFound: NotFoundHandler<AppEnv> = (c) => {
  requestLog(c).warn("not found", { path: c.req.path, method: c.req.method });
  if (c.req.path.startsWith("/api/")) return c.json({ error: "Not found" }, 404);
  // The 404 page is the same for every unknown path: memoised once per language.
  return servePage(c, NOT_FOUND_PATH, () => <NotFoundPage />, { status: 404 });
};

/** Anything unexpected: a 500 page with a reference, the details only in the log. */
export const onError: ErrorHandler<AppEnv> = async (error, c) => {
  if (error instanceof HTTPException && error.status < 500) return error.getResponse();
  const id = c.get("requestId") ?? crypto.randomUUID();
  log("error", "unhandled error", { requestId: id, path: c.req.path, error, stack: (error as Error)?.stack });
  if (c.req.path.startsWith("/api/")) return c.json({ error: "Internal error", requestId: id }, 500);
  return c.html(await errorHtml(c, id), 500, { "Cache-Control": "no-store" });
};

async function errorHtml(c: Context<AppEnv>, id: string): Promise<string> {
  try {
    return await renderOnce(c, "/500", <ErrorPage requestId={id} />);
  } catch {
    // The page itself failed to render: still answer something readable, from the catalogue alone.
    const locale = c.get("locale") ?? defaultLocale;
    const { t } = getTranslator(locale);
    return plainPage(locale, {
      title: t("error.500.heading"),
      robots: "noindex",
      body: html`<h1>${t("error.500.heading")}</h1>
        <p>${t("error.500.reference", { id })}</p>`,
    });
  }
}
