import { SitePage } from "../components/site-page";
import { usePage } from "../render/page-context";
import { dataProps } from "../../client/dom-contract";

/**
 * 404: the code, the message and the way home (docs/product.md §2.15). `data-not-found` asks client/not-found.ts
 * to log the unknown path to the console, as §2.15 requires: the page is one memoised page, so the path is the
 * browser's.
 */
export function NotFoundPage() {
  const { t } = usePage();
  return (
    <SitePage meta={{ title: `${t("error.404.title")} · 404`, description: t("error.404.text"), noindex: true }}>
      <section className="error-page container" {...dataProps({ notFound: "" })}>
        <p className="error-code" aria-hidden="true">
          {t("error.404.code")}
        </p>
        <h1>{t("error.404.heading")}</h1>
        <p>{t("error.404.text")}</p>
        <a className="btn btn-primary" href="/">
          {t("error.404.home")}
        </a>
      </section>
    </SitePage>
  );
}
