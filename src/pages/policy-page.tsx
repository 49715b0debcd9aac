import { RichText } from "../../client/components/rich-text";
import { contentFor, policyDocuments } from "../content/site-content";
import { lastUpdated } from "../content/policies/last-updated";
import type { PolicyBlock, PolicySection, PolicyText } from "../../scripts/content/policy-types";
import { formatDate, languageName } from "../i18n/format";
import type { Locale } from "../i18n/locale-list";
import { isLocale } from "../i18n/locales";
import { getTranslator } from "../i18n/translator";
import { usePage } from "../render/page-context";
import type { PageRoute } from "../route-table";
import { InnerPage } from "../components/inner-page";

/** Which version of a document a visit shows: the one asked for, else the visitor's language, else the original. */
function documentLanguage(versions: Partial<Record<Locale, unknown>>, locale: Locale, asked?: string): Locale {
  if (isLocale(asked) && versions[asked]) return asked;
  if (versions[locale]) return locale;
  return Object.keys(versions)[0] as Locale;
}

/** Every legal and privacy document: one template fed structured content. */
export function PolicyPage({ route, docLang }: { route: PageRoute; docLang?: string }) {
  const { locale, t } = usePage();
  const doc = contentFor(policyDocuments(), route.path);
  const lang = documentLanguage(doc.versions, locale, docLang);
  const text = doc.versions[lang] as PolicyText;
  const others = (Object.keys(doc.versions) as Locale[]).filter((other) => other !== lang);
  // The document's own words (its date line, its contents) are in its language, not the site's.
  const docT = getTranslator(lang).t;
  // What changed on the date shown, where a legal basis or a consent rule did (decision 104).
  const change = doc.changes?.find((entry) => entry.date === text.updated)?.summary[lang];
  return (
    <InnerPage route={route} node={{ dateModified: lastUpdated(doc) }}>
      <article className="container policy" lang={lang === locale ? undefined : lang}>
        <header className="page-hero policy-hero">
          <h1>{route.meta[lang].title}</h1>
          <p className="policy-meta">
            {`${docT("policy.updated")} `}
            <time dateTime={text.updated}>{formatDate(lang, text.updated)}</time>
          </p>
          {change ? <p className="policy-meta policy-change">{`${docT("policy.changed")} ${change}`}</p> : null}
          {others.length > 0 ? (
            // Which version prevails, in this version's own words (decision 060).
            <p className="policy-version">
              {lang === doc.reference
                ? docT("policy.reference")
                : docT("policy.translation", { language: languageName(lang, doc.reference) })}
            </p>
          ) : null}
          {/* Only where the site's language has no version: a visitor who chose another one knows it exists. */}
          {!doc.versions[locale] ? (
            <p className="policy-meta" lang={locale}>
              {t("policy.onlyIn", { language: languageName(locale, lang) })}
            </p>
          ) : null}
          {others.length > 0 ? (
            <nav className="doc-lang-switch" aria-label={t("policy.versions")} lang={locale}>
              <span>{t("policy.readIn")}</span>{" "}
              {others.map((other) => (
                <a
                  key={other}
                  className="btn btn-secondary btn-small"
                  href={`${route.path}?doc=${other}`}
                  hrefLang={other}
                  lang={other}
                >
                  {languageName(other, other, { standalone: true })}
                </a>
              ))}
            </nav>
          ) : null}
          {text.intro.map((paragraph, i) => (
            <p key={i}>
              <RichText text={paragraph} />
            </p>
          ))}
        </header>
        <nav className="policy-toc" aria-labelledby="toc-title">
          <h2 id="toc-title">{docT("policy.contents")}</h2>
          <ol>
            {text.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
        {text.sections.map((section) => (
          <Section key={section.id} section={section} level={2} />
        ))}
      </article>
    </InnerPage>
  );
}

function Section({ section, level }: { section: PolicySection; level: 2 | 3 | 4 }) {
  const Heading = `h${level}` as "h2" | "h3" | "h4";
  return (
    <section aria-labelledby={section.id}>
      <Heading id={section.id}>{section.heading}</Heading>
      {section.blocks.map((block, i) => (
        <Block key={i} block={block} />
      ))}
      {section.subsections?.map((sub) => (
        <Section key={sub.id} section={sub} level={level === 2 ? 3 : 4} />
      ))}
    </section>
  );
}

function Block({ block }: { block: PolicyBlock }) {
  if (block.type === "p") {
    return (
      <p>
        <RichText text={block.text} />
      </p>
    );
  }
  if (block.type === "list") {
    return (
      <ul>
        {block.items.map((item, i) => (
          <li key={i}>
            <RichText text={item} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className="table-wrap">
      <table>
        <caption>{block.caption}</caption>
        <thead>
          <tr>
            {block.head.map((cell) => (
              <th key={cell} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {block.rows.map((row, i) => (
            <tr key={i}>
              {row.map((cell, j) => (
                <td key={j}>
                  <RichText text={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
