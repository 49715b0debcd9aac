import { Breadcrumbs, breadcrumbJsonLd } from "../components/breadcrumbs";
import { Document } from "../render/document";
import { usePage } from "../render/page-context";
import type { PageRoute } from "../routes/table";
import { breadcrumbTrail } from "./trail";

/** A short real introduction under the shared chrome, for a template not yet built. */
export function IntroPage({ route }: { route: PageRoute }) {
  const { locale, t, config } = usePage();
  const meta = route.meta[locale];
  const trail = breadcrumbTrail(route, locale);
  return (
    <Document meta={{ ...meta, jsonLd: [breadcrumbJsonLd(trail, config.origin, locale)] }}>
      <Breadcrumbs trail={trail} />
      <section className="page-hero">
        <div className="container">
          <h1>{meta.name}</h1>
          <div className="hero-intro">
            <p>{meta.description}</p>
            <p>{t("page.comingSoon")}</p>
          </div>
          <a className="btn btn-primary" href="/contact">
            {t("cta.contact")}
          </a>
        </div>
      </section>
    </Document>
  );
}
