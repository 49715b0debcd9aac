import { Paragraphs } from "../../client/components/rich-text";
import { CardGrid } from "../components/blocks";
import { ContactFormCard } from "../components/contact-section";
import { Icon } from "../components/icon";
import { phoneNumberFor } from "../components/phone-number";
import { PageHero, Section } from "../components/section";
import { brand, telUrl } from "../brand";
import { contactPage } from "../content/site-content";
import { usePage } from "../render/page-context";
import type { PageRoute } from "../route-table";
import { InnerPage } from "../components/inner-page";
import { studio } from "../components/structured-data";

/** /contact: the form, the studio's details (e-mail, phone, hours, cities) and why choose us. */
export function ContactPage({ route }: { route: PageRoute }) {
  const { locale, t, config } = usePage();
  const copy = contactPage[locale];
  const reachUs = { ...studio(config.origin), email: brand.email, telephone: brand.phone };
  return (
    <InnerPage route={route} node={{ mainEntity: reachUs }}>
      <PageHero hero={copy.hero} />
      <section id="contact" className="section section-violet" aria-labelledby="contact-form-title">
        <div className="container contact-layout">
          <div>
            <h2 id="contact-form-title">{copy.formTitle}</h2>
            <Paragraphs items={[copy.formIntro]} className="section-intro" />
            <ContactFormCard variant="page" />
          </div>
          <aside className="card contact-details" aria-labelledby="contact-details-title">
            <h2 id="contact-details-title" className="h3">
              {copy.detailsTitle}
            </h2>
            <ul className="details-list">
              <li>
                <span className="card-icon">
                  <Icon name="mail" />
                </span>
                <div>
                  <strong>{t("footer.email")}</strong>
                  <br />
                  <a href={`mailto:${brand.email}`}>{brand.email}</a>
                  <br />
                  <span>{copy.replyPromise}</span>
                </div>
              </li>
              <li>
                <span className="card-icon">
                  <Icon name="phone" />
                </span>
                <div>
                  <strong>{t("footer.phone")}</strong>
                  <br />
                  <a href={telUrl(brand.phone)}>{phoneNumberFor(locale)}</a>
                  <br />
                  <span>{copy.phoneHours}</span>
                </div>
              </li>
            </ul>
            <h3>{copy.locationsTitle}</h3>
            <ul className="details-list">
              {copy.locations.map((location) => (
                <li key={location.city}>
                  <span className="card-icon">
                    <Icon name="map-pin" />
                  </span>
                  <div>
                    <strong>{location.city}</strong>
                    <br />
                    <span>{location.text}</span>
                  </div>
                </li>
              ))}
            </ul>
          </aside>
        </div>
      </section>
      <Section id="why" title={copy.whyTitle}>
        <CardGrid cards={copy.why} columns={4} />
      </Section>
    </InnerPage>
  );
}
