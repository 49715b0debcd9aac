import type { Crumb } from "../components/breadcrumbs";
import type { Locale } from "../i18n/locale-list";
import { findPageRoute, type PageRoute } from "../route-table";

/** Home, then each parent of the route, then the route itself. */
export function breadcrumbTrail(
  route: Pick<PageRoute, "path" | "parent"> & { meta: Record<Locale, { name: string }> },
  locale: Locale,
): Crumb[] {
  const trail: Crumb[] = [{ name: route.meta[locale].name, path: route.path }];
  let parent = route.parent ? findPageRoute(route.parent) : undefined;
  while (parent) {
    trail.unshift({ name: parent.meta[locale].name, path: parent.path });
    parent = parent.parent ? findPageRoute(parent.parent) : undefined;
  }
  if (route.path !== "/") trail.unshift({ name: findPageRoute("/")!.meta[locale].name, path: "/" });
  return trail;
}

/** A project page sits under the portfolio: Home › Our work › the project. */
export function projectTrail(title: string, path: string, locale: Locale): Crumb[] {
  return breadcrumbTrail(
    { path, parent: "/nos-realisations", meta: { fr: { name: title }, en: { name: title } } },
    locale,
  );
}
