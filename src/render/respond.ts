import type { Context } from "hono";
import { etag, RETAINED_304_HEADERS } from "hono/etag";
import type { ReactElement } from "react";
import type { AppEnv } from "../app-env";
import { getTranslator } from "../i18n/translator";
import type { PageContextValue } from "./page-context";
import { PageMemo, renderHtml, type RenderedPage } from "./render-page";
import { speculationRulesHeader } from "./speculation-rules";

const memo = new PageMemo();

/** Kept, but asked again on every visit (answered 304 while unchanged), so a deploy shows at once. */
export const REVALIDATED = "public, max-age=0, must-revalidate";

/** The render context of a request: its language, translator, path and site config. */
function pageContext(c: Context<AppEnv>, path: string): PageContextValue {
  const locale = c.get("locale");
  const { t, raw } = getTranslator(locale);
  return { locale, path, langInUrl: c.get("localeSource") === "query", config: c.get("config"), t, raw };
}

/**
 * Answers with a server-rendered page, memoised per (variant, language): a strong ETag (`revalidate` answers a
 * match with 304), revalidated by browsers on every visit so a deploy shows at once. Only public pages
 * come through here: each names the site's Speculation Rules (decision 082), and none is `no-store`, so Back
 * can restore it from the back/forward cache.
 */
export async function servePage(
  c: Context<AppEnv>,
  path: string,
  element: () => ReactElement,
  options: { status?: 200 | 404; variant?: string } = {},
): Promise<Response> {
  const { page } = await memoisedPage(c, path, element, options.variant);
  const headers = {
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": REVALIDATED,
    ETag: page.etag,
    "Speculation-Rules": speculationRulesHeader,
  };
  return c.body(page.html, options.status ?? 200, headers);
}

/**
 * A page route's answer to a matching If-None-Match: 304, with what the page's 200 would say of caching and its
 * Speculation Rules (hono's etag, reading the ETag servePage set; a 404 is never revalidated).
 */
export const revalidate = etag({ retainedHeaders: [...RETAINED_304_HEADERS, "speculation-rules"] });

/** A page's HTML from the isolate's memo (rendered on the first request of its variant and language). */
export async function memoisedPage(
  c: Context<AppEnv>,
  path: string,
  element: () => ReactElement,
  variant = "",
): Promise<{ page: RenderedPage; context: PageContextValue }> {
  const context = pageContext(c, path);
  const key = `${context.locale}|${context.langInUrl ? "lang" : "negotiated"}|${path}|${variant}`;
  const render = () => renderHtml(context, element());
  const { noPageMemo, originFromRequest } = c.get("config");
  // NO_PAGE_MEMO: a test renders with settings the memo's copy was not rendered with. Without
  // SITE_ORIGIN the page's canonical URLs carry this request's Host: never kept for the next visitor
  // (docs/security.md v2-L6).
  const page = noPageMemo || originFromRequest ? await new PageMemo(1).get(key, render) : await memo.get(key, render);
  return { page, context };
}

/** Renders without memo (pages that carry per-request data, such as the error reference). */
export async function renderOnce(c: Context<AppEnv>, path: string, element: ReactElement): Promise<string> {
  return renderHtml(pageContext(c, path), element);
}
