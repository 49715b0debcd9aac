import { SitePage } from "../components/site-page";
import { usePage } from "../render/page-context";

/** 500: a calm message and a reference staff can find in the logs; never a stack trace. */
export function ErrorPage({ requestId }: { requestId: string }) {
  const { t } = usePage();
  return (
    <SitePage meta={{ title: t("error.500.title"), description: t("error.500.text"), noindex: true }}>
      <section className="error-page container">
        <p className="error-code" aria-hidden="true">
          500
        </p>
        <h1>{t("error.500.heading")}</h1>
        <p>{t("error.500.text")}</p>
        <p className="error-reference">{t("error.500.reference", { id: requestId })}</p>
        <a className="btn btn-primary" href="/">
          {t("error.404.home")}
        </a>
      </section>
    </SitePage>
  );
}
