import { brand } from "../brand";
import { policyDocuments, policyIndexCopy, policyIndexLocale } from "../content/site-content";
import type { PolicyCategory } from "../../scripts/content/policy-types";
import { languageName } from "../i18n/format";
import type { Locale } from "../i18n/locale-list";
import { getTranslator } from "../i18n/translator";
import { usePage } from "../render/page-context";
import { pageRoutes, type PageRoute } from "../route-table";
import { contentFor } from "./content-for";
import { InnerPage } from "./inner-page";
import { itemList } from "./structured-data";

const groups: PolicyCategory[] = ["general", "games", "health"];

interface PolicyCard {
  route: PageRoute;
  url: string;
  title: string;
  description: string;
  category: PolicyCategory;
}

/**
 * The cards of the policy index in the order it shows them: every route under it, grouped by its document's
 * category, in route-table order within a group; named and described as its route is in French. The languages
 * the document is written in are links of their own (`Versions`).
 */
function policyCards(index: PageRoute): PolicyCard[] {
  const cards = pageRoutes
    .filter((route) => route.parent === index.path)
    .map((route) => {
      const doc = contentFor(policyDocuments(), route.path);
      if (!doc.category) throw new Error(`${route.path} is under ${index.path} but its document has no category`);
      const { name, description } = route.meta[policyIndexLocale];
      return { route, url: route.path, title: name, description, category: doc.category };
    });
  return groups.flatMap((group) => cards.filter((card) => card.category === group));
}

/** /project-privacy: the index of policies (French, as the product document has it), grouped from one typed list. */
export function PolicyIndexPage({ route }: { route: PageRoute }) {
  const { locale, t, config } = usePage();
  const copy = policyIndexCopy;
  const cards = policyCards(route);
  // The collection it presents, named in the page's language (the cards are in French).
  const policies = itemList(
    cards.map((card) => ({ name: card.route.meta[locale].name, path: card.url })),
    locale,
    config.origin,
  );
  // The index is written in one language whatever the site's, so is what a screen reader hears after each link.
  const own = getTranslator(policyIndexLocale).t;
  return (
    <InnerPage route={route} node={{ mainEntity: policies }}>
      <div lang={locale === policyIndexLocale ? undefined : policyIndexLocale}>
        <section className="page-hero">
          <div className="container">
            <h1>{copy.title}</h1>
            <p className="hero-intro">{copy.intro}</p>
            <p className="policy-meta">{copy.versionsNote}</p>
            {locale !== policyIndexLocale ? (
              <p className="policy-meta" lang={locale}>
                {t("policy.onlyIn", { language: languageName(locale, policyIndexLocale) })} {t("policy.indexVersions")}
              </p>
            ) : null}
          </div>
        </section>
        <div className="container policy-groups">
          {groups.map((group) => (
            <section key={group} aria-labelledby={`group-${group}`}>
              <h2 id={`group-${group}`}>{copy.groups[group]}</h2>
              <ul className="grid grid-3 card-list" role="list">
                {cards
                  .filter((entry) => entry.category === group)
                  .map((entry) => (
                    <li key={entry.url} className="card">
                      <h3>{entry.title}</h3>
                      <p>{entry.description}</p>
                      <a className="card-link" href={entry.url}>
                        {copy.linkLabel}
                        <span className="sr-only">{own("a11y.linkContext", { title: entry.title })}</span>
                      </a>
                      <Versions url={entry.url} title={entry.title} label={copy.versionsLabel} />
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
/**
 * Each language a policy is written in, as a link to that version (`?doc=`, as the policy page's own switch):
 * the languages come from the document itself, so a new translation shows here without editing the card.
 */
function Versions({ url, title, label }: { url: string; title: string; label: string }) {
  const doc = policyDocuments().find((candidate) => candidate.path === url);
  const languages = Object.keys(doc?.versions ?? {}) as Locale[];
  if (languages.length === 0) return null;
  return (
    <p className="policy-card-versions">
      {label}{" "}
      {languages.map((lang, i) => (
        <span key={lang}>
          {i > 0 ? " · " : null}
          <a href={`${url}?doc=${lang}`} hrefLang={lang} lang={lang}>
            {languageName(lang, lang, { standalone: true })}
            <span className="sr-only" lang={policyIndexLocale}>
              {getTranslator(policyIndexLocale).t("a11y.linkContext", { title })}
            </span>
          </a>
        </span>
      ))}
    </p>
  );
}
