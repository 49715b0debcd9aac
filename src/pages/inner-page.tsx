import type { ReactNode } from "react";
import { Breadcrumbs, breadcrumbJsonLd } from "../components/breadcrumbs";
import { SitePage } from "../components/site-page";
import type { DocumentMeta } from "../render/document";
import { usePage } from "../render/page-context";
import type { PageRoute } from "../route-table";
import { breadcrumbTrail } from "./trail";

/** The frame of every inner page: document meta from the route table, visible and JSON-LD breadcrumbs. */
export function InnerPage({
  route,
  children,
  meta,
}: {
  route: PageRoute;
  children: ReactNode;
  meta?: Partial<DocumentMeta>;
}) {
  const { locale, config } = usePage();
  const trail = breadcrumbTrail(route, locale);
  const webPage = {
    "@context": "https://schema.org",
    "@type": "WebPage",
    name: route.meta[locale].title,
    description: route.meta[locale].description,
    inLanguage: locale,
    url: `${config.origin}${route.path}?lang=${locale}`,
  };
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
