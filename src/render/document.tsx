import type { ReactNode } from "react";
import { brand } from "../brand";
import { locales, otherLocales, traitsOf } from "../i18n/locale-list";
import { assetUrl, clientEntryUrl, fontUrls, stylesheetUrl } from "./assets";
import { serializeProps } from "./island";
import { usePage } from "./page-context";

/** A block of structured data, as schema-dts's `WithContext` makes one. */
interface JsonLdBlock {
  readonly "@context": "https://schema.org";
}

export interface DocumentMeta {
  title: string;
  description: string;
  /**
   * Open Graph image: a path under assets/ (default: the brand image), shown in the page's language: its
   * variant for that language (`og/wecare.en.png` for `og/wecare.png`) when there is one (decision 037).
   */
  ogImage?: string;
  ogType?: "website" | "article";
  /**
   * Structured data blocks (schema.org), each typed where it is built, with the schema-dts type of what it is
   * (src/components/structured-data.ts). Here only written out: checked against every schema.org type at once,
   * each block cost the type checker about a second.
   */
  jsonLd?: JsonLdBlock[];
  /** Error pages and the staff inbox: not indexed, no alternates. */
  noindex?: boolean;
}

/** The HTML document: head (meta, hreflang, canonical, JSON-LD) and the body it is given. */
export function Document({ meta, children }: { meta: DocumentMeta; children: ReactNode }) {
  const { locale, path, langInUrl, config } = usePage();
  const url = (lang?: string) => `${config.origin}${path}${lang ? `?lang=${lang}` : ""}`;
  // The canonical URL is the address itself: ?lang=xx for a language version, the bare path (x-default)
  // when the language was negotiated. Never another hreflang location.
  const canonical = url(langInUrl ? locale : undefined);
  const ogImage = `${config.origin}${assetUrl(meta.ogImage ?? "images/og/default.png", locale)}`;
  return (
    <html lang={locale} dir="ltr">
      <head>
        <HeadBasics title={meta.title} />
        <meta name="description" content={meta.description} />
        {meta.noindex ? (
          <meta name="robots" content="noindex" />
        ) : (
          <>
            <link rel="canonical" href={canonical} />
            {locales.map((lang) => (
              <link key={lang} rel="alternate" hrefLang={lang} href={url(lang)} />
            ))}
            <link rel="alternate" hrefLang="x-default" href={url()} />
          </>
        )}
        <meta property="og:type" content={meta.ogType ?? "website"} />
        <meta property="og:site_name" content={brand.name} />
        <meta property="og:title" content={`${meta.title} | ${brand.name}`} />
        <meta property="og:description" content={meta.description} />
        <meta property="og:url" content={canonical} />
        <meta property="og:image" content={ogImage} />
        <meta property="og:image:width" content="1200" />
        <meta property="og:image:height" content="630" />
        <meta property="og:locale" content={traitsOf(locale).og} />
        {otherLocales(locale).map((other) => (
          <meta key={other} property="og:locale:alternate" content={traitsOf(other).og} />
        ))}
        <meta name="twitter:card" content="summary_large_image" />
        <meta name="theme-color" content="#6d28d9" />
        <link rel="apple-touch-icon" href={assetUrl("images/brand/apple-touch-icon.png")} />
        {fontUrls.map((url) => (
          <link key={url} rel="preload" href={url} as="font" type="font/woff2" crossOrigin="anonymous" />
        ))}
        <script type="module" src={clientEntryUrl} />
        {(meta.jsonLd ?? []).map((data, i) => (
          <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeProps(data) }} />
        ))}
      </head>
      <body>{children}</body>
    </html>
  );
}

/**
 * What every document of the Worker's, public or staff, opens its head with: the character set, the
 * viewport, the title followed by the brand, the favicon and the one stylesheet.
 */
export function HeadBasics({ title }: { title: string }) {
  return (
    <>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{`${title} | ${brand.name}`}</title>
      <link rel="icon" href={assetUrl("favicon.svg")} type="image/svg+xml" />
      <link rel="stylesheet" href={stylesheetUrl} />
    </>
  );
}
