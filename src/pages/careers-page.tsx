import { Paragraphs, RichText } from "../../client/components/rich-text";
import { CardGrid } from "../components/blocks";
import { PageHero, Section } from "../components/section";
import { heroArtFor } from "../content/project-list";
import { brand } from "../brand";
import { careersPage } from "../content/site-content";
import { usePage } from "../render/page-context";
import type { PageRoute } from "../route-table";
import { InnerPage } from "../components/inner-page";
import { dataProps } from "../../client/dom-contract";

/**
 * Where the job board's widget renders (decision 034). With JavaScript it shows a polite loading state until
 * the widget fills it, or the e-mail fallback if the script fails or renders nothing in time; without
 * JavaScript (or with no widget configured) the fallback shows at once. The state lives in `data-state`,
 * set by client/careers-widget.ts; client/styles/pages.css shows each part from it.
 */
function CareersWidgetArea() {
  const { t, locale, config } = usePage();
  const subject = encodeURIComponent(t("careers.widget.fallback.subject"));
  return (
    <div
      className="card careers-widget"
      {...dataProps({
        careersWidget: config.careersWidgetUrl ?? undefined,
        state: config.careersWidgetUrl ? undefined : "failed",
        lang: locale,
        readyText: t("careers.widget.ready"),
        failedText: t("careers.widget.failed"),
      })}
    >
      <p className="careers-widget-status" role="status" {...dataProps({ careersStatus: "" })}>
        {config.careersWidgetUrl ? t("careers.widget.loading") : null}
      </p>
      <div id="careers-widget-offers" className="careers-widget-offers" {...dataProps({ careersWidgetMount: "" })} />
      <div className="careers-widget-fallback">
        <h3>{t("careers.widget.fallback.title")}</h3>
        <p>{t("careers.widget.fallback.text", { email: brand.careersEmail })}</p>
        {/* The CV format, the 15-day rule and the 12 months are the page's "Important information", shown
            with or without the widget: said there once, not again in the fallback. */}
        <p>
          <a className="btn btn-primary" href={`mailto:${brand.careersEmail}?subject=${subject}`}>
            {t("careers.widget.fallback.apply")}
          </a>
        </p>
      </div>
    </div>
  );
}

/**
 * /careers: open positions from the external job widget (injected by client/careers-widget.ts
 * 100 ms after the page shows), and everything that reads well without it.
 */
export function CareersPage({ route }: { route: PageRoute }) {
  const { locale } = usePage();
  const copy = careersPage[locale];
  return (
    <InnerPage route={route}>
      <PageHero hero={copy.hero} art={heroArtFor(route)} />
      <Section id="positions" className="section-alt" title={copy.positionsTitle} intro={copy.positionsIntro}>
        <CareersWidgetArea />
      </Section>
      <Section id="spontaneous" title={copy.spontaneousTitle}>
        <div className="prose">
          <Paragraphs items={copy.spontaneous} />
          <p>
            <a
              className="btn btn-primary"
              href={`mailto:${brand.careersEmail}?subject=${encodeURIComponent(copy.spontaneousTitle)}`}
            >
              {copy.spontaneousButton}
            </a>
          </p>
        </div>
      </Section>
      <Section id="tips" className="section-alt" title={copy.tipsTitle}>
        <CardGrid cards={copy.tips} columns={4} />
      </Section>
      <Section id="notices" title={copy.noticesTitle}>
        <ul className="prose notices">
          {copy.notices.map((notice) => (
            <li key={notice}>
              <RichText text={notice} />
            </li>
          ))}
        </ul>
      </Section>
      <Section id="life" className="section-alt" title={copy.lifeTitle}>
        <CardGrid cards={copy.life} columns={3} />
      </Section>
    </InnerPage>
  );
}
