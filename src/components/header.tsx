import { Flag, type MobileMenuProps } from "../../client/islands/mobile-menu";
import { brand } from "../brand";
import { otherLocale } from "../i18n/locales";
import { assetUrl } from "../render/assets";
import { Island } from "../render/island";
import { usePage } from "../render/page-context";
import { NOT_FOUND_PATH } from "../route-table";

/** The shared header: logo, main navigation, call to action and language toggle; 80px high. */
export function Header() {
  const { t, locale, path } = usePage();
  const links = [
    { href: "/#home", label: t("nav.home") },
    { href: "/#services", label: t("nav.services") },
    { href: "/#projects", label: t("nav.projects") },
    { href: "/#team", label: t("nav.team") },
    { href: "/#contact", label: t("nav.contact") },
  ];
  const other = otherLocale(locale);
  const language: MobileMenuProps["language"] = {
    // The 404 page is one memoised page for every unknown path: a query-only link keeps the visitor's own
    // path (/missing?lang=en), where "/404?lang=en" would send them to a page that does not exist either.
    href: path === NOT_FOUND_PATH ? `?lang=${other}` : `${path}?lang=${other}`,
    label: t("nav.language.switch"),
    short: t("nav.language.short"),
    hreflang: other,
    flag: other,
  };
  const cta = { href: "/#contact", label: t("nav.cta") };
  return (
    <header className="site-header">
      <div className="container header-inner">
        <a className="logo" href="/">
          <img
            src={assetUrl("images/brand/logo.svg")}
            width={140}
            height={40}
            alt={t("nav.logo", { brand: brand.name })}
          />
        </a>
        <nav className="nav-desktop" aria-label={t("nav.label")}>
          <ul>
            {links.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="header-actions">
          <a className="lang-toggle" href={language.href} hrefLang={other} lang={other}>
            <Flag locale={other} />
            <span aria-hidden="true">{language.short}</span>
            <span className="sr-only">{language.label}</span>
          </a>
          <a className="btn btn-primary btn-small header-cta" href={cta.href}>
            {t("cta.contact")}
          </a>
        </div>
        <Island
          name="mobile-menu"
          when="media:(max-width: 959px)"
          className="mobile-menu-island"
          props={{
            links,
            cta,
            language,
            labels: { open: t("nav.menu.open"), close: t("nav.menu.close"), nav: t("nav.label") },
          }}
        />
      </div>
    </header>
  );
}
