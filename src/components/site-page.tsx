import type { ReactNode } from "react";
import { Document, type DocumentMeta } from "../render/document";
import { usePage } from "../render/page-context";
import { CookieConsent } from "./cookie-consent";
import { Footer } from "./footer";
import { Header } from "./header";
import { ids } from "../../client/dom-contract";

/** A public page: the document, the site chrome (skip link, header, footer, cookie consent) and its main content. */
export function SitePage({ meta, children }: { meta: DocumentMeta; children: ReactNode }) {
  const { t } = usePage();
  return (
    <Document meta={meta}>
      <a className="skip-link" href={`#${ids.main}`}>
        {t("site.skipToContent")}
      </a>
      <Header />
      <main id={ids.main} tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <CookieConsent />
    </Document>
  );
}
