import { brand } from "../brand";
import { policyIndexCopy, policyIndexEntries } from "../content/site-content";
import type { PolicyCategory } from "../content/policies/types";
import { getTranslator } from "../i18n/translator";
import { usePage } from "../render/page-context";
import type { PageRoute } from "../route-table";
import { InnerPage } from "./inner-page";

const groups: PolicyCategory[] = ["general", "games", "health"];

/** /project-privacy: the index of policies (French, as the spec has it), grouped from one typed list. */
export function PolicyIndexPage({ route }: { route: PageRoute }) {
  const { locale, t } = usePage();
  const copy = policyIndexCopy;
  // The index is French in both languages, so is what a screen reader hears after each link (typeset).
  const french = getTranslator("fr").t;
  return (
    <InnerPage route={route}>
      <div lang={locale === "fr" ? undefined : "fr"}>
        <section className="page-hero">
          <div className="container">
            <h1>{copy.title}</h1>
            <p className="hero-intro">{copy.intro}</p>
            {locale !== "fr" ? (
              <p className="policy-meta" lang={locale}>
                {t("policy.onlyIn", { language: t("language.fr.inSentence") })}
              </p>
            ) : null}
          </div>
        </section>
        <div className="container policy-groups">
          {groups.map((group) => (
            <section key={group} aria-labelledby={`group-${group}`}>
              <h2 id={`group-${group}`}>{copy.groups[group]}</h2>
              <ul className="grid grid-3 card-list" role="list">
                {policyIndexEntries
                  .filter((entry) => entry.category === group)
                  .map((entry) => (
                    <li key={entry.url} className="card">
                      <h3>{entry.title}</h3>
                      <p>{entry.description}</p>
                      <a className="card-link" href={entry.url}>
                        {copy.linkLabel}
                        <span className="sr-only">{french("a11y.linkContext", { title: entry.title })}</span>
                      </a>
                    </li>
                  ))}
              </ul>
            </section>
          ))}
        </div>
        <section className="section">
          <div className="container">
            <div className="cta-block">
              <h2>{copy.contactTitle}</h2>
              <p>{copy.contactText}</p>
              <a className="btn btn-light" href={`mailto:${brand.privacyEmail}`}>
                {copy.contactButton}
              </a>
            </div>
          </div>
        </section>
      </div>
    </InnerPage>
  );
}
