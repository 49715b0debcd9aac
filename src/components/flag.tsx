import { useId } from "react";
import { traitsOf, type Locale } from "../i18n/locale-list";

/**
 * The flag of a language (its trait, src/i18n/locale-list.ts), drawn in SVG: emoji flags do not render everywhere.
 * Decorative.
 */
export function Flag({ locale }: { locale: Locale }) {
  const clip = useId();
  if (traitsOf(locale).flag === "france") {
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
