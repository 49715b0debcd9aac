import { useEffect, useId, useRef, useState } from "react";

export interface MobileMenuProps {
  links: { href: string; label: string }[];
  cta: { href: string; label: string };
  language: { href: string; label: string; short: string; hreflang: string; flag: "fr" | "en" };
  labels: { open: string; close: string; nav: string };
}

/** The hamburger menu of narrow screens: toggles, closes on a chosen link, on Escape and on resize to desktop. */
export default function MobileMenu({ links, cta, language, labels }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      button.current?.focus();
    };
    const wide = window.matchMedia("(min-width: 960px)");
    const onWide = () => wide.matches && setOpen(false);
    document.addEventListener("keydown", onKey);
    wide.addEventListener("change", onWide);
    return () => {
      document.removeEventListener("keydown", onKey);
      wide.removeEventListener("change", onWide);
    };
  }, [open]);

  const close = () => setOpen(false);
  return (
    <>
      <button
        ref={button}
        type="button"
        className="menu-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="menu-toggle-bars" aria-hidden="true" />
        <span className="sr-only">{open ? labels.close : labels.open}</span>
      </button>
      <div id={panelId} className="mobile-menu" hidden={!open}>
        <nav aria-label={labels.nav}>
          <ul>
            {links.map((link) => (
              <li key={link.href}>
                <a href={link.href} onClick={close}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <a
          className="lang-toggle"
          href={language.href}
          hrefLang={language.hreflang}
          lang={language.hreflang}
          onClick={close}
        >
          <Flag locale={language.flag} />
          <span>{language.label}</span>
        </a>
        <a className="btn btn-primary" href={cta.href} onClick={close}>
          {cta.label}
        </a>
      </div>
    </>
  );
}

/** A small flag drawn in SVG (emoji flags do not render on every system). Decorative. */
export function Flag({ locale }: { locale: "fr" | "en" }) {
  const clip = useId();
  if (locale === "fr") {
    return (
      <svg className="flag" viewBox="0 0 3 2" width="21" height="14" aria-hidden="true" focusable="false">
        <rect width="1" height="2" fill="#002654" />
        <rect x="1" width="1" height="2" fill="#fff" />
        <rect x="2" width="1" height="2" fill="#ce1126" />
      </svg>
    );
  }
  return (
    <svg className="flag" viewBox="0 0 60 30" width="21" height="14" aria-hidden="true" focusable="false">
      <clipPath id={clip}>
        <path d="M30,15 h30 v15 z v15 h-30 z h-30 v-15 z v-15 h30 z" />
      </clipPath>
      <path d="M0,0 v30 h60 v-30 z" fill="#012169" />
      <path d="M0,0 L60,30 M60,0 L0,30" stroke="#fff" strokeWidth="6" />
      <path d="M0,0 L60,30 M60,0 L0,30" clipPath={`url(#${clip})`} stroke="#C8102E" strokeWidth="4" />
      <path d="M30,0 v30 M0,15 h60" stroke="#fff" strokeWidth="10" />
      <path d="M30,0 v30 M0,15 h60" stroke="#C8102E" strokeWidth="6" />
    </svg>
  );
}
