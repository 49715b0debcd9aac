import type { Crumb } from "../components/breadcrumbs";
import type { Locale } from "../i18n/locale-list";
import { findPageRoute, type PageRoute } from "../route-table";

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
