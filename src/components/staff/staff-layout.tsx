import type { ReactNode } from "react";
import { brand } from "../../brand";
import { languageName } from "../../i18n/format";
import { otherLocales } from "../../i18n/locale-list";
import { HeadBasics } from "../../render/document";
import { usePage } from "../../render/page-context";
import { ids } from "../../../client/dom-contract";

/**
 * The staff side's own document: the brand, the staff navigation, a link to the public site and a
 * language switch. Nothing of the public site's chrome (header, footer, cookie banner) and no script:
 * every staff action is a link or a form post, so the console works the same without JavaScript.
 */
export function StaffLayout({ title, children }: { title: string; children: ReactNode }) {
  const { t, locale, config } = usePage();
  return (
    <html lang={locale} dir="ltr">
      <head>
        <HeadBasics title={title} />
        <meta name="robots" content="noindex" />
      </head>
      <body className="staff">
        <a className="skip-link" href={`#${ids.main}`}>
          {t("site.skipToContent")}
        </a>
        <header className="staff-bar">
          <div className="container staff-bar-inner">
            <p className="staff-brand">
              <a href={`/admin?lang=${locale}`}>
                {brand.name} <span>{t("admin.layout.area")}</span>
              </a>
            </p>
            <nav aria-label={t("admin.layout.nav")}>
              <ul className="staff-nav">
                {(["overview", "messages", "people", "audit"] as const).map((section) => (
                  <li key={section}>
                    <a href={`#${section}`}>{t(`admin.${section}.title`)}</a>
                  </li>
                ))}
                {otherLocales(locale).map((other) => (
                  <li key={other}>
                    <a href={`/admin?lang=${other}`} lang={other} hrefLang={other}>
                      {languageName(other, other, { standalone: true })}
                    </a>
                  </li>
                ))}
                <li>
                  {/* The site's own origin: the staff host serves no public page (docs/security.md v5-M2). */}
                  <a href={`${config.origin}/?lang=${locale}`}>{t("admin.layout.publicSite")}</a>
                </li>
              </ul>
            </nav>
          </div>
        </header>
        <main id={ids.main} tabIndex={-1} className="container staff-main">
          {children}
        </main>
      </body>
    </html>
  );
}
