import type { BreadcrumbListLeaf, ListItemLeaf, WithContext } from "schema-dts";
import type { Locale } from "../i18n/locale-list";
import { usePage } from "../render/page-context";
import { findPageRoute, type PageRoute } from "../route-table";

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

export function breadcrumbJsonLd(trail: Crumb[], origin: string, locale: string): WithContext<BreadcrumbListLeaf> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, i): ListItemLeaf => ({
      "@type": "ListItem",
      position: i + 1,
      name: crumb.name,
      item: `${origin}${crumb.path}?lang=${locale}`,
    })),
  };
}

/** Home, then each parent of the page, then the page itself, named `name`. */
export function breadcrumbTrail(page: Pick<PageRoute, "path" | "parent">, name: string, locale: Locale): Crumb[] {
  const trail: Crumb[] = [{ name, path: page.path }];
  let parent = page.parent ? findPageRoute(page.parent) : undefined;
  while (parent) {
    trail.unshift({ name: parent.meta[locale].name, path: parent.path });
    parent = parent.parent ? findPageRoute(parent.parent) : undefined;
  }
  if (page.path !== "/") trail.unshift({ name: findPageRoute("/")!.meta[locale].name, path: "/" });
  return trail;
}

/** A project page sits under the portfolio: Home › Our work › the project (its title in the page's language). */
export function projectTrail(title: string, path: string, locale: Locale): Crumb[] {
  return breadcrumbTrail({ path, parent: "/nos-realisations" }, title, locale);
}
