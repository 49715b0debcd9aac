import type { ReactNode } from "react";
import { Document, type DocumentMeta } from "../render/document";
import { usePage } from "../render/page-context";
import { CookieConsent } from "./cookie-consent";
import { Footer } from "./footer";
import { Header } from "./header";
import { ids } from "../../client/dom-contract";

/**
 * A public page: the document, the site chrome (cookie consent, skip link, header, footer) and its main content.
 * The consent banner comes first in the document, though it is drawn at the bottom: on a first visit the first
 * Tab and a screen reader's first words reach it without the script moving focus (decision 006).
 */
export function SitePage({ meta, children }: { meta: DocumentMeta; children: ReactNode }) {
  const { t } = usePage();
  return (
    <Document meta={meta}>
      <CookieConsent />
      <a className="skip-link" href={`#${ids.main}`}>
        {t("site.skipToContent")}
      </a>
      <Header />
      <main id={ids.main} tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </Document>
  );
}
