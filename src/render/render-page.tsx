import type { ReactElement } from "react";
import { encodeBase64Url } from "hono/utils/encode";
import { renderToString } from "react-dom/server.edge";
import { PageProvider, type PageContextValue } from "./page-context";

export interface RenderedPage {
  html: string;
  etag: string;
}

/**
 * Renders a page element to a complete HTML string. The whole page is needed at once (it is memoised
 * and hashed for its ETag) and nothing suspends, so the synchronous renderer is the cheaper one.
 */
export async function renderHtml(context: PageContextValue, element: ReactElement): Promise<string> {
  return `<!DOCTYPE html>${renderToString(<PageProvider value={context}>{element}</PageProvider>)}`;
}

async function strongEtag(body: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(body));
  // 18 bytes: 24 base64url characters, no padding.
  return `"${encodeBase64Url(digest.slice(0, 18))}"`;
}

/**
 * Page HTML memoised in the isolate: a page is a pure function of (path, language, build), so a
 * repeat costs a map lookup. Bounded, since project and variant pages are finite but bots are not.
 */
export class PageMemo {
  private readonly pages = new Map<string, Promise<RenderedPage>>();
  constructor(private readonly limit = 500) {}

  get(key: string, render: () => Promise<string>): Promise<RenderedPage> {
    let page = this.pages.get(key);
    if (!page) {
      page = render().then(async (html) => ({ html, etag: await strongEtag(html) }));
      // A failed render is not remembered.
      page.catch(() => this.pages.delete(key));
      if (this.pages.size >= this.limit) this.pages.delete(this.pages.keys().next().value!);
      this.pages.set(key, page);
    }
    return page;
  }
}
