import type { Crumb } from "../components/breadcrumbs";
import type { Locale } from "../i18n/locales";
import { findPageRoute, type PageRoute } from "../site/routes";

/** Home, then each parent of the route, then the route itself. */
export function breadcrumbTrail(route: Pick<PageRoute, "path" | "parent" | "meta">, locale: Locale): Crumb[] {
  const trail: Crumb[] = [{ name: route.meta[locale].name, path: route.path }];
  let parent = route.parent ? findPageRoute(route.parent) : undefined;
  while (parent) {
    trail.unshift({ name: parent.meta[locale].name, path: parent.path });
    parent = parent.parent ? findPageRoute(parent.parent) : undefined;
  }
  if (route.path !== "/") trail.unshift({ name: findPageRoute("/")!.meta[locale].name, path: "/" });
  return trail;
}
