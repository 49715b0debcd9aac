import { env } from "cloudflare:workers";
import { typesetFrench } from "../../../scripts/content/typography";
import { describe, expect, it } from "vitest";
import { ContactFormIsland, ContactFormStateProvider } from "../../../src/components/contact-form-section";
import { maxLengths } from "../../../src/contact/schema";
import { requestConfig } from "../../../src/config/schema";
import { readConfig } from "../../../src/config/read";
import { fr } from "../../../src/i18n/fr";
import type { Locale } from "../../../src/i18n/locale-list";
import { getTranslator } from "../../../src/i18n/translator";
import { renderHtml } from "../../../src/render/render-page";

/** The form as a page renders it on the server (what a visitor without JavaScript gets). */
function render(variant: "home" | "page", locale: Locale) {
  const { t, raw } = getTranslator(locale);
  const context = {
    locale,
    t,
    raw,
    langInUrl: true,
    path: variant === "home" ? "/" : "/contact",
    config: requestConfig(readConfig(env), "https://www.ludora.example/"),
  };
  return renderHtml(
    context,
    <ContactFormStateProvider value={{}}>
      <ContactFormIsland variant={variant} />
    </ContactFormStateProvider>,
  );
}

const tag = (html: string, id: string) => new RegExp(`<(?:input|textarea)[^>]*id="${id}"[^>]*>`).exec(html)?.[0] ?? "";

describe("the contact form as the server renders it", () => {
  it("is a real form post to the API, with the page it is on, and a hidden honeypot", async () => {
    const html = await render("home", "fr");
    expect(html).toContain('data-island="contact-form"');
    const form = /<form [^>]*>/.exec(html)?.[0] ?? "";
    expect(form).toContain('id="contact-form"');
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/api/contact?lang=fr"');
    expect(html).toContain('<input type="hidden" name="page" value="/"/>');
    const honeypot = tag(html, "contact-website");
    expect(honeypot).toContain('name="website"');
    expect(honeypot).toContain('tabindex="-1"');
    expect(html).toMatch(/<div class="contact-hp" aria-hidden="true"><label for="contact-website">/);
  });

  it("labels each field, requires all but the company, bounds each by its limit; the contact page marks the required ones", async () => {
    const html = await render("home", "en");
    for (const [id, label] of [
      ["firstName", "First name"],
      ["lastName", "Last name"],
      ["email", "E-mail"],
      ["company", "Company"],
      ["subject", "Subject"],
      ["message", "Message"],
    ]) {
      expect(html).toContain(`<label for="contact-${id}">${label}`);
    }
    expect(tag(html, "contact-message")).toContain('rows="5"');
    expect(tag(html, "contact-email")).toContain('type="email"');
    for (const [id, max] of Object.entries(maxLengths)) {
      expect(tag(html, `contact-${id}`)).toContain(`maxLength="${max}"`);
      expect(tag(html, `contact-${id}`).includes('required=""'), id).toBe(id !== "company");
    }
    expect(html).not.toContain("field-required");
    const page = await render("page", "fr");
    expect(page).toContain(
      '<label for="contact-firstName">Prénom<span class="field-required" aria-hidden="true"> *</span></label>',
    );
    expect(page).toContain(
      '<label for="contact-company">Entreprise<span class="field-optional"> <!-- -->(facultatif)</span></label>',
    );
    expect(page).toContain(typesetFrench(fr["contact.form.requiredNote"]));
  });
});
