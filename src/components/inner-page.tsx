import type { ReactNode } from "react";
import { Breadcrumbs, breadcrumbJsonLd, breadcrumbTrail } from "./breadcrumbs";
import { SitePage } from "./site-page";
import type { DocumentMeta } from "../render/document";
import { usePage } from "../render/page-context";
import type { PageRoute } from "../route-table";
import { pageNode, type PageNodeExtras } from "./structured-data";

/**
 * The frame of every inner page: document meta from the route table, visible and JSON-LD breadcrumbs, and
 * the page's own JSON-LD node (its kind's type; `node` adds what the page is about).
 */
export function InnerPage({
  route,
  children,
  meta,
  node,
}: {
  route: PageRoute;
  children: ReactNode;
  meta?: Partial<DocumentMeta>;
  node?: PageNodeExtras;
}) {
  const { locale, config } = usePage();
  const trail = breadcrumbTrail(route, route.meta[locale].name, locale);
  const webPage = pageNode(route, locale, config.origin, node);
  return (
    <SitePage
      meta={{
        ...route.meta[locale],
        ...meta,
        jsonLd: [webPage, breadcrumbJsonLd(trail, config.origin, locale), ...(meta?.jsonLd ?? [])],
      }}
    >
      <Breadcrumbs trail={trail} />
      {children}
    </SitePage>
  );
}
