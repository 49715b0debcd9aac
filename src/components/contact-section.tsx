import { RichText } from "../../client/components/rich-text";
import { brand, telUrl } from "../brand";
import { usePage } from "../render/page-context";
import { ContactFormIsland } from "./contact-form-section";
import { phoneNumberFor } from "./phone-number";
import { Section } from "./section";

/** The #contact section: heading, the contact form, and the direct ways to reach the studio. */
export function ContactSection({
  badge,
  title,
  subtitle,
  variant,
}: {
  badge: string;
  title: string;
  subtitle: string;
  variant: "home" | "page";
}) {
  const { t, locale } = usePage();
  return (
    <Section id="contact" className="section-violet contact-section" badge={badge} title={title} intro={subtitle}>
      <div className="contact-layout">
        <ContactFormCard variant={variant} />
        <aside className="contact-direct card">
          <h3>{t("contact.section.direct")}</h3>
          <p>
            <a href={`mailto:${brand.email}`}>{brand.email}</a>
          </p>
          <p>
            <a href={telUrl(brand.phone)}>{phoneNumberFor(locale)}</a>
          </p>
          <p>{t("contact.section.cities")}</p>
        </aside>
      </div>
    </Section>
  );
}

/**
 * Where the contact form goes (home section, /contact, about page). Under every form, the same first-level
 * data notice the CNIL expects at every point of collection (decision 060), in one wording wherever a form is.
 */
export function ContactFormCard({ variant }: { variant: "home" | "page" }) {
  const { t } = usePage();
  return (
    <div className="contact-form-card card">
      <ContactFormIsland variant={variant} />
      <p className="contact-data-notice">
        <RichText
          text={t("contact.form.dataNotice", {
            brand: brand.name,
            optionalField: t("contact.field.company"),
            privacyEmail: brand.privacyEmail,
          })}
        />
      </p>
    </div>
  );
}
