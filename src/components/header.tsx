import type { ReactNode } from "react";
import { brand } from "../brand";
import { otherLocales, type Locale } from "../i18n/locale-list";
import { getTranslator } from "../i18n/translator";
import { assetUrl } from "../render/assets";
import { usePage } from "../render/page-context";
import { NOT_FOUND_PATH } from "../route-table";
import { Flag } from "./flag";
import { dataProps, ids } from "../../client/dom-contract";

/**
 * The shared header: logo, main navigation, call to action and language toggle; 80px high. On narrow
 * screens the bar gives way to a hamburger that opens the menu, with or without scripts (decision 082): the
 * hamburger opens an empty popover (the Popover API), which holds the menu's state, and the menu beside it
 * shows while that popover is open. The platform closes it on Escape and on any press outside the popover,
 * and the menu is outside it: a chosen link closes it too, an in-page one included.
 */
export function Header() {
  const { t, locale, path } = usePage();
  const links = [
    { href: "/#home", label: t("nav.home") },
    { href: "/#services", label: t("nav.services") },
    { href: "/#projects", label: t("nav.projects") },
    { href: "/#team", label: t("nav.team") },
    { href: "/#contact", label: t("nav.contact") },
  ];
  // A link to each other language, named in that language by its own catalogue. The 404 page is one memoised
  // page for every unknown path: a query-only link keeps the visitor's own path (/missing?lang=en), where
  // "/404?lang=en" would send them to a page that does not exist either.
  const languages = otherLocales(locale).map((other) => ({
    code: other,
    href: path === NOT_FOUND_PATH ? `?lang=${other}` : `${path}?lang=${other}`,
    name: getTranslator(other).t("nav.language.switch"),
    short: getTranslator(other).t("nav.language.short"),
  }));
  const navigation = (
    <ul>
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href}>{link.label}</a>
        </li>
      ))}
    </ul>
  );
  return (
    <header className="site-header" {...dataProps({ siteHeader: "" })}>
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
          {navigation}
        </nav>
        <div className="header-actions">
          {languages.map((language) => (
            <LanguageLink key={language.code} language={language}>
              <span aria-hidden="true">{language.short}</span>
              <span className="sr-only">{language.name}</span>
            </LanguageLink>
          ))}
          <a className="btn btn-primary btn-small header-cta" href="/#contact">
            {t("cta.contact")}
          </a>
        </div>
        <button type="button" className="menu-toggle" popoverTarget={ids.menuPopover} aria-controls={ids.mobileMenu}>
          <span className="menu-toggle-bars" aria-hidden="true" />
          <span className="sr-only">{t("nav.menu")}</span>
        </button>
        <div id={ids.menuPopover} className="menu-popover" popover="auto" />
        <div id={ids.mobileMenu} className="mobile-menu">
          <nav aria-label={t("nav.label")}>{navigation}</nav>
          {languages.map((language) => (
            <LanguageLink key={language.code} language={language}>
              <span>{language.name}</span>
            </LanguageLink>
          ))}
          <a className="btn btn-primary" href="/#contact">
            {t("nav.cta")}
          </a>
        </div>
      </div>
    </header>
  );
}

/**
 * A link to the page in another language, in the bar (its short name) or in the menu (its full name): the
 * language switch (client/language-switch.ts) keeps the visitor's place on the links it finds by
 * `data-language-switch`.
 */
function LanguageLink({ language, children }: { language: { code: Locale; href: string }; children: ReactNode }) {
  return (
    <a
      className="lang-toggle"
      href={language.href}
      hrefLang={language.code}
      lang={language.code}
      {...dataProps({ languageSwitch: "" })}
    >
      <Flag locale={language.code} />
      {children}
    </a>
  );
}
