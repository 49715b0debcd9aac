import type { Locale } from "../i18n/locale-list";
import { Paragraphs, RichText } from "../../client/components/rich-text";
import { dataProps } from "../../client/dom-contract";
import { CtaBlock } from "../components/blocks";
import { HeroArt } from "../components/hero-art";
import { formatNumber } from "../i18n/format";
import { Counters } from "../components/counters";
import { ContactSection } from "../components/contact-section";
import { Icon } from "../components/icon";
import { ProjectBrowserIsland } from "../components/project-browser-island";
import { ServiceCards } from "../components/service-cards";
import { Section } from "../components/section";
import { clientLogos, homeCopy, projects, testimonials } from "../content/site-content";
import { assetUrl } from "../render/assets";
import { SitePage } from "../components/site-page";
import { Island } from "../render/island";
import { usePage } from "../render/page-context";
import type { PageRoute } from "../route-table";
import { pageNode, studioInFull, studioRef } from "../components/structured-data";

/** The home page: hero, services, projects, clients and testimonials, team, contact, about. */
export function HomePage({ route }: { route: PageRoute }) {
  const { locale, t, raw, config } = usePage();
  const copy = homeCopy[locale];
  return (
    <SitePage
      meta={{
        ...route.meta[locale],
        jsonLd: [
          studioInFull(config.origin),
          pageNode(route, locale, config.origin, { about: studioRef(config.origin) }),
        ],
      }}
    >
      <Hero copy={copy.hero} />
      <Section
        id="services"
        badge={copy.services.badge}
        title={copy.services.title}
        intro={<RichText text={copy.services.subtitle} />}
      >
        <div className="ticker" aria-label={t("home.tickerLabel")} role="region">
          <ul className="ticker-track" role="list">
            {copy.services.ticker.map((theme) => (
              <li key={theme}>{theme}</li>
            ))}
          </ul>
          <ul className="ticker-track" aria-hidden="true">
            {copy.services.ticker.map((theme) => (
              <li key={theme}>{theme}</li>
            ))}
          </ul>
        </div>
        <p className="custom-sentence" {...dataProps({ reveal: "" })}>
          <RichText text={copy.services.customSentence} />
        </p>
        <ServiceCards cards={copy.services.cards} />
      </Section>
      <CtaBlock cta={copy.services.cta} id="services-cta" />
      <Section
        id="projects"
        className="section-alt"
        badge={copy.projects.badge}
        title={copy.projects.title}
        intro={<RichText text={copy.projects.subtitle} />}
      >
        <ProjectBrowserIsland projects={projects} layout="carousel" />
        <p className="section-more">
          <a className="btn btn-secondary" href="/nos-realisations">
            {copy.projects.allLink}
          </a>
        </p>
      </Section>
      <Section
        id="clients"
        badge={copy.clients.badge}
        title={copy.clients.title}
        intro={<RichText text={copy.clients.subtitle} />}
      >
        <h3 className="subheading">{copy.clients.logosTitle}</h3>
        <ul className="logo-grid" role="list">
          {clientLogos.map((logo) => (
            <li key={logo.logo}>
              <img
                src={assetUrl(logo.logo, locale)}
                width={120}
                height={80}
                alt={logo.alt[locale]}
                loading="lazy"
                decoding="async"
              />
            </li>
          ))}
        </ul>
        <h3 className="subheading">{copy.clients.testimonialsTitle}</h3>
        <Island
          name="testimonials"
          props={{
            testimonials: testimonials.map((item) => ({
              key: item.key,
              name: item.name,
              title: item.title[locale],
              company: item.company[locale],
              quote: item.quote[locale],
              fullQuote: item.fullQuote?.[locale],
              // Shipped only once the studio has confirmed the testimonial (decision 101).
              ...(item.stars
                ? { stars: { count: item.stars, label: t("home.testimonials.stars", { stars: item.stars }) } }
                : {}),
            })),
            labels: {
              carousel: t("home.testimonials.carousel"),
              roleCarousel: t("a11y.carousel"),
              roleSlide: t("a11y.slide"),
              slide: raw("home.testimonials.slide"),
              previous: t("home.testimonials.previous"),
              next: t("home.testimonials.next"),
              readMore: t("home.testimonials.readMore"),
              readLess: t("home.testimonials.readLess"),
              pause: t("home.testimonials.pause"),
              play: t("home.testimonials.play"),
            },
          }}
        />
        <Counters counters={copy.clients.counters} />
      </Section>
      <CtaBlock cta={copy.clients.cta} id="clients-cta" />
      <Section
        id="team"
        className="section-alt"
        badge={copy.team.badge}
        title={copy.team.title}
        intro={<RichText text={copy.team.text} />}
      >
        <ul className="grid grid-4 team-tiles" role="list">
          {copy.team.tiles.map((tile) => (
            <li key={tile.label} className="stat" {...dataProps({ reveal: "" })}>
              <span className="card-icon">
                <Icon name={tile.icon} />
              </span>
              <span className="stat-value">{formatNumber(locale, tile.value)}</span>
              <span className="stat-label">{tile.label}</span>
            </li>
          ))}
        </ul>
        <div className="grid grid-2 strengths">
          <div className="card" {...dataProps({ reveal: "" })}>
            <h3>{copy.team.strengths.expertiseTitle}</h3>
            <p>
              <RichText text={copy.team.strengths.expertiseText} />
            </p>
          </div>
          <div className="card" {...dataProps({ reveal: "" })}>
            <h3>{copy.team.strengths.collaborationTitle}</h3>
            <p>
              <RichText text={copy.team.strengths.collaborationText} />
            </p>
          </div>
        </div>
      </Section>
      <ContactSection
        badge={copy.contact.badge}
        title={copy.contact.title}
        subtitle={copy.contact.subtitle}
        variant="home"
      />
      <Section className="section-alt home-about" title={copy.about.title} labelledBy="about-title">
        <div className="prose">
          <Paragraphs items={copy.about.paragraphs} />
        </div>
      </Section>
    </SitePage>
  );
}

function Hero({ copy }: { copy: (typeof homeCopy)[Locale]["hero"] }) {
  return (
    <section id="home" className="home-hero">
      <div className="container home-hero-grid">
        <div className="home-hero-text">
          <p className="badge">{copy.badge}</p>
          <h1>
            {copy.title} <span className="highlight">{copy.highlight}</span> {copy.titleEnd}
          </h1>
          <div className="hero-intro">
            <Paragraphs items={copy.intro} />
          </div>
          <a className="btn btn-primary" href="#contact">
            {copy.button}
          </a>
        </div>
        <HeroArt projects={projects.slice(0, 3)} />
      </div>
    </section>
  );
}
