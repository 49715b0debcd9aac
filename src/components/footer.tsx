import { brand, telUrl } from "../brand";
import { assetUrl } from "../render/assets";
import { phoneNumberFor } from "./phone-number";
import { usePage } from "../render/page-context";
import { footerColumns, pageRoutes, type FooterColumn } from "../route-table";
import { dataProps } from "../../client/dom-contract";

interface FooterLink {
  href: string;
  label: string;
  external?: boolean;
}

/**
 * The shared footer: the brand, five columns of links (from the route table, then addresses and other sites),
 * copyright, rights.
 */
export function Footer() {
  const { t, locale } = usePage();
  // Each column lists its pages as the route table places them, in route-table order; then what is not a page.
  const after: Partial<Record<FooterColumn, FooterLink[]>> = {
    contact: [
      { href: `mailto:${brand.email}`, label: brand.email },
      { href: telUrl(brand.phone), label: phoneNumberFor(locale) },
    ],
    company: [
      { href: brand.gameStudio.url, label: t("footer.gameStudio"), external: true },
      { href: brand.gameEngine.url, label: t("footer.gameEngine"), external: true },
      { href: brand.socialUrl, label: t("footer.social"), external: true },
    ],
  };
  const columns = footerColumns.map((column) => ({
    column,
    links: [
      ...pageRoutes.flatMap((route): FooterLink[] =>
        route.footer?.column === column
          ? [{ href: route.path, label: route.footer.label ? t(route.footer.label) : route.meta[locale].name }]
          : [],
      ),
      ...(after[column] ?? []),
    ],
  }));
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div className="footer-brand">
          <img src={assetUrl("images/brand/logo-light.svg")} width={140} height={40} alt={brand.name} loading="lazy" />
          <p>{t("footer.description", { brand: brand.name, foundingYear: brand.foundingYear })}</p>
        </div>
        {columns.map(({ column, links }) => (
          <nav key={column} className="footer-column" aria-label={t(`footer.${column}`)}>
            <h2 className="footer-title">{t(`footer.${column}`)}</h2>
            <ul>
              {links.map((link) => (
                <li key={link.href}>
                  {link.external ? (
                    <a href={link.href} target="_blank" rel="noopener">
                      {link.label}
                      <span className="sr-only"> {t("footer.externalHint")}</span>
                    </a>
                  ) : (
                    <a href={link.href}>{link.label}</a>
                  )}
                </li>
              ))}
              {column === "legal" ? (
                <li>
                  {/* Without JavaScript this reads the cookie section; with it, the consent script
                     (client/consent.ts) opens its dialog. */}
                  <a href="/privacy-policy#4-cookies" {...dataProps({ cookiePreferences: "" })}>
                    {t("footer.cookies")}
                  </a>
                </li>
              ) : null}
            </ul>
          </nav>
        ))}
      </div>
      <div className="container footer-bottom">
        <p>{t("footer.copyright", { brand: brand.name, year: brand.copyrightYear })}</p>
        <p>{t("footer.rights")}</p>
      </div>
    </footer>
  );
}
