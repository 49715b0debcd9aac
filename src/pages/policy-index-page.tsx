import { brand } from "../brand";
import { contentFor, policyDocuments, policyIndexCopy } from "../content/site-content";
import type { PolicyCategory } from "../../scripts/content/policy-types";
import { languageName } from "../i18n/format";
import type { Locale } from "../i18n/locale-list";
import { usePage } from "../render/page-context";
import { pageRoutes, type PageRoute } from "../route-table";
import { InnerPage } from "../components/inner-page";
import { itemList } from "../components/structured-data";

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
 * category, in route-table order within a group; named and described as its route is in the page's language.
 * The languages the document is written in are links of their own (`Versions`).
 */
function policyCards(index: PageRoute, locale: Locale): PolicyCard[] {
  const cards = pageRoutes
    .filter((route) => route.parent === index.path)
    .map((route) => {
      const doc = contentFor(policyDocuments(), route.path);
      if (!doc.category) throw new Error(`${route.path} is under ${index.path} but its document has no category`);
      const { name, description } = route.meta[locale];
      return { route, url: route.path, title: name, description, category: doc.category };
    });
  return groups.flatMap((group) => cards.filter((card) => card.category === group));
}

/** /project-privacy: the index of policies, in the page's language, grouped from one typed list. */
export function PolicyIndexPage({ route }: { route: PageRoute }) {
  const { locale, t, config } = usePage();
  const copy = policyIndexCopy[locale];
  const cards = policyCards(route, locale);
  const policies = itemList(
    cards.map((card) => ({ name: card.title, path: card.url })),
    locale,
    config.origin,
  );
  return (
    <InnerPage route={route} node={{ mainEntity: policies }}>
      <section className="page-hero">
        <div className="container">
          <h1>{copy.title}</h1>
          <p className="hero-intro">{copy.intro}</p>
          <p className="policy-meta">{copy.versionsNote}</p>
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
                      <span className="sr-only">{t("a11y.linkContext", { title: entry.title })}</span>
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
    </InnerPage>
  );
}

/**
 * Each language a policy is written in, as a link to that version (`?doc=`, as the policy page's own switch):
 * the languages come from the document itself, so a new translation shows here without editing the card.
 */
function Versions({ url, title, label }: { url: string; title: string; label: string }) {
  const { locale, t } = usePage();
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
            {/* The link is in its version's language; what a screen reader hears after it, in the page's. */}
            <span className="sr-only" lang={locale}>
              {t("a11y.linkContext", { title })}
            </span>
          </a>
        </span>
      ))}
    </p>
  );
}
