/**
 * The JSON-LD of pages, built from schema-dts types (types only: nothing of it reaches the bundle), so a
 * misspelt property or a value of the wrong type fails `npm run check` instead of being ignored by crawlers.
 * Which schema.org type a page is comes from its kind in the route table (`schemaTypeOf`, decision 051).
 */
import type {
  IdReference,
  ItemListLeaf,
  ListItemLeaf,
  OrganizationLeaf,
  ServiceLeaf,
  WebPage,
  WebPageLeaf,
  WithContext,
} from "schema-dts";
import { brand } from "../brand";
import type { Project } from "../../scripts/content/project-types";
import type { Locale } from "../i18n/locale-list";
import { assetUrl } from "../render/assets";
import { pageRoutes, schemaTypeOf, type PageRoute } from "../route-table";

/** A page's address in one language, as its canonical link and hreflang name it. */
export const pageUrl = (origin: string, path: string, locale: Locale) => `${origin}${path}?lang=${locale}`;

const studioId = (origin: string) => `${origin}/#organization`;

/** The studio as other nodes name it (provider, creator, main entity): described in full on the home page. */
export function studio(origin: string): OrganizationLeaf {
  return { "@type": "Organization", "@id": studioId(origin), name: brand.name, url: origin };
}

export const studioRef = (origin: string): IdReference => ({ "@id": studioId(origin) });

/** The home page's Organization: the studio's names, logo, addresses and other sites. */
export function studioInFull(origin: string): WithContext<OrganizationLeaf> {
  return {
    "@context": "https://schema.org",
    ...studio(origin),
    legalName: brand.legalName,
    logo: `${origin}${assetUrl("images/brand/logo.svg")}`,
    email: brand.email,
    telephone: brand.phone,
    foundingDate: String(brand.foundingYear),
    // The registered office of src/brand.ts, in parts (a test checks they still match it).
    address: {
      "@type": "PostalAddress",
      streetAddress: "12, rue de la Fontaine-au-Roi",
      postalCode: "75011",
      addressLocality: "Paris",
      addressCountry: "FR",
    },
    sameAs: [brand.gameStudio.url, brand.gameEngine.url, brand.socialUrl],
  };
}

/** What a page node says beyond its name, description, language and address. */
export type PageNodeExtras = Pick<WebPageLeaf, "about" | "mainEntity" | "dateModified">;

/** The page itself, of its kind's type, in the page's language. */
export function pageNode(
  route: PageRoute,
  locale: Locale,
  origin: string,
  extras: PageNodeExtras = {},
): WithContext<WebPage> {
  return {
    "@context": "https://schema.org",
    "@type": schemaTypeOf[route.template],
    name: route.meta[locale].title,
    description: route.meta[locale].description,
    inLanguage: locale,
    url: pageUrl(origin, route.path, locale),
    ...extras,
  };
}

/** A service page's service: named and described in the page's language, offered by the studio. */
export function service(route: PageRoute, locale: Locale, origin: string): ServiceLeaf {
  const { name, description } = route.meta[locale];
  return {
    "@type": "Service",
    name,
    serviceType: name,
    description,
    provider: studio(origin),
    areaServed: { "@type": "Country", name: brand.areaServed },
    url: pageUrl(origin, route.path, locale),
  };
}

/** The pages a collection page presents, in the order it shows them. */
export function itemList(items: { name: string; path: string }[], locale: Locale, origin: string): ItemListLeaf {
  return {
    "@type": "ItemList",
    numberOfItems: items.length,
    itemListElement: items.map((item, i): ListItemLeaf => ({
      "@type": "ListItem",
      position: i + 1,
      name: item.name,
      url: pageUrl(origin, item.path, locale),
    })),
  };
}

/** The pages under a page in the route table (its breadcrumb children), named in the page's language. */
export function childPages(route: PageRoute, locale: Locale): { name: string; path: string }[] {
  return pageRoutes
    .filter((child) => child.parent === route.path)
    .map((child) => ({ name: child.meta[locale].name, path: child.path }));
}

/** A project as an item of a collection: its page. */
export const projectItem = (locale: Locale) => (project: Project) => ({
  name: project.title[locale],
  path: `/project/${project.slug}`,
});
