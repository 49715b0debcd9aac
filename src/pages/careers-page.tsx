import { Paragraphs, RichText } from "../../client/components/rich-text";
import { CardGrid } from "../components/blocks";
import { PageHero, Section } from "../components/section";
import { heroArtFor } from "../content/project-list";
import { brand } from "../config";
import { careersPage } from "../content/site-content";
import { usePage } from "../render/page-context";
import type { PageRoute } from "../site/routes";
import { InnerPage } from "./inner-page";

/**
 * /careers: open positions from the external job widget (injected by client/careers-widget.ts
 * 100 ms after the page shows), and everything that reads well without it.
 */
export function CareersPage({ route }: { route: PageRoute }) {
  const { locale, config } = usePage();
  const copy = careersPage[locale];
  return (
    <InnerPage route={route}>
      <PageHero hero={copy.hero} art={heroArtFor(route.path)} />
      <Section
        id="positions"
        className="section-alt"
        title={copy.positionsTitle}
        intro={<RichText text={copy.positionsIntro} />}
      >
        <div className="card widget-area" data-careers-widget={config.careersWidgetUrl || undefined} data-lang={locale}>
          <div className="widget-fallback" role="status">
            <p>
              <RichText text={copy.widgetFallback} />
            </p>
          </div>
        </div>
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
