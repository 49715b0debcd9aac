import type { BreadcrumbList, WithContext } from "schema-dts";
import { usePage } from "../render/page-context";

export interface Crumb {
  name: string;
  path: string;
}

/** The visible trail; the same crumbs feed the BreadcrumbList JSON-LD (see breadcrumbJsonLd). */
export function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  const { t } = usePage();
  return (
    <nav className="breadcrumbs container" aria-label={t("breadcrumb.label")}>
      <ol>
        {trail.map((crumb, i) => (
          <li key={crumb.path}>
            {i === trail.length - 1 ? (
              <span aria-current="page">{crumb.name}</span>
            ) : (
              <a href={crumb.path}>{crumb.name}</a>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

export function breadcrumbJsonLd(trail: Crumb[], origin: string, locale: string): WithContext<BreadcrumbList> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: crumb.name,
      item: `${origin}${crumb.path}?lang=${locale}`,
    })),
  };
}
