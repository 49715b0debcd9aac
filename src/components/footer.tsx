import { brand, telUrl } from "../brand";
import type { MessageKey } from "../i18n/fr";
import type { Locale } from "../i18n/locales";
import { assetUrl } from "../render/assets";
import { usePage } from "../render/page-context";
import { findPageRoute } from "../route-table";

interface FooterLink {
  href: string;
  label: string;
  external?: boolean;
}

/** Names an internal page by its route-table name, so the footer never drifts from the routes. */
function pageLink(path: string, locale: Locale): FooterLink {
  const route = findPageRoute(path);
  if (!route) throw new Error(`Footer links to unknown route ${path}`);
  return { href: path, label: route.meta[locale].name };
}

/** The shared footer: six columns (expertise, work, contact, studio, legal, brand), copyright, rights. */
export function Footer() {
  const { t, locale } = usePage();
  const link = (path: string) => pageLink(path, locale);
  const columns: { title: MessageKey; links: FooterLink[] }[] = [
    {
      title: "footer.expertise",
      links: [
        "/notre-expertise",
        "/gamification-digitale",
        "/advergaming",
        "/serious-games",
        "/elearning-interactif",
      ].map(link),
    },
    {
      title: "footer.realisations",
      links: [
        "/nos-realisations",
        "/jeux-marketing",
        "/serious-games-realisations",
        "/objets-connectes",
        "/elearning-interactif-realisations",
        "/sante",
      ].map(link),
    },
    {
      title: "footer.contact",
      links: [
        { href: "/contact", label: t("footer.contactForm") },
        { href: "/careers", label: t("footer.careers") },
        { href: `mailto:${brand.email}`, label: brand.email },
        { href: telUrl(brand.phone), label: brand.phoneDisplay },
      ],
    },
    {
      title: "footer.company",
      links: [
        { href: "/qui-sommes-nous", label: t("footer.about") },
        { href: brand.gameStudio.url, label: t("footer.gameStudio"), external: true },
        { href: brand.gameEngine.url, label: t("footer.gameEngine"), external: true },
        { href: brand.socialUrl, label: t("footer.social"), external: true },
      ],
    },
    {
      title: "footer.legal",
      links: [
        { href: "/legal-notice", label: t("footer.legalNotice") },
        { href: "/privacy-policy", label: t("footer.privacy") },
        { href: "/project-privacy", label: t("footer.projectPrivacy") },
      ],
    },
  ];
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div className="footer-brand">
          <img src={assetUrl("images/brand/logo-light.svg")} width={140} height={40} alt={brand.name} loading="lazy" />
          <p>{t("footer.description", { brand: brand.name, foundingYear: brand.foundingYear })}</p>
        </div>
        {columns.map((column) => (
          <nav key={column.title} className="footer-column" aria-label={t(column.title)}>
            <h2 className="footer-title">{t(column.title)}</h2>
            <ul>
              {column.links.map((link) => (
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
              {column.title === "footer.legal" ? (
                <li>
                  {/* Without JavaScript this reads the cookie section; with it, the consent island opens its dialog. */}
                  <a href="/privacy-policy#4-cookies" data-cookie-preferences="">
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
