import { createContext, useContext, type ReactNode } from "react";
import {
  type ContactFieldName,
  type ContactFormField,
  type ContactFormInitial,
  type ContactFormProps,
  type ContactFormText,
} from "../../client/islands/contact-form";
import { maxLengths, type ContactField } from "../contact/schema";
import { Island } from "../render/island";
import { usePage, type PageContextValue } from "../render/page-context";
import { Slot } from "../render/slots";

type Variant = ContactFormProps["variant"];

/**
 * The state a form post left the form in (values and errors, or "sent"). Pages render without it and
 * are memoised; the page routes provide it for the confirmation (`?sent=1`) and for a failed form post.
 */
const ContactFormState = createContext<ContactFormInitial>({});

export function ContactFormStateProvider({ value, children }: { value: ContactFormInitial; children: ReactNode }) {
  return <ContactFormState.Provider value={value}>{children}</ContactFormState.Provider>;
}

/** The slot a form of this variant fills (src/render/slots.tsx): a refused form post renders only the form. */
export const contactFormSlot = (variant: Variant) => `contact-form-${variant}`;

/**
 * The contact form as an island, with every string translated here. "home" is the #contact section's
 * form (5-row message); "page" is /contact's (required fields marked with an asterisk, its own texts).
 */
export function ContactFormIsland({ variant }: { variant: Variant }) {
  const { t, raw, locale, path } = usePage();
  const initial = useContext(ContactFormState);
  const props: ContactFormProps = {
    variant,
    locale,
    action: `/api/contact?lang=${locale}`,
    endpoint: "/api/contact",
    page: path,
    fields: contactFormFields(t, variant),
    text: contactFormText(t, raw, variant),
    initial,
  };
  // A fixed id prefix: the form renders the same ids in the page and alone in its slot (one form per page).
  return (
    <Slot name={contactFormSlot(variant)}>
      <Island name="contact-form" props={props} idPrefix="contact-form-" className="contact-form-island" />
    </Slot>
  );
}

/**
 * The island names its fields itself (the browser's code reads no server module); they must be the schema's:
 * `_FieldsAgree` fails to compile when the two lists differ.
 */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
type _FieldsAgree = Assert<Same<ContactFieldName, ContactField>>;

function contactFormFields(t: PageContextValue["t"], variant: Variant): ContactFormField[] {
  return [
    {
      name: "firstName",
      label: t("contact.field.firstName"),
      kind: "text",
      required: true,
      maxLength: maxLengths.firstName,
      autoComplete: "given-name",
    },
    {
      name: "lastName",
      label: t("contact.field.lastName"),
      kind: "text",
      required: true,
      maxLength: maxLengths.lastName,
      autoComplete: "family-name",
    },
    {
      name: "email",
      label: t("contact.field.email"),
      kind: "email",
      required: true,
      maxLength: maxLengths.email,
      autoComplete: "email",
    },
    {
      name: "company",
      label: t("contact.field.company"),
      kind: "text",
      required: false,
      maxLength: maxLengths.company,
      autoComplete: "organization",
    },
    {
      name: "subject",
      label: t("contact.field.subject"),
      kind: "text",
      required: true,
      maxLength: maxLengths.subject,
      wide: true,
    },
    {
      name: "message",
      label: t("contact.field.message"),
      kind: "textarea",
      required: true,
      maxLength: maxLengths.message,
      wide: true,
      rows: variant === "home" ? 5 : 6,
    },
  ];
}

function contactFormText(t: PageContextValue["t"], raw: PageContextValue["raw"], variant: Variant): ContactFormText {
  const page = variant === "page";
  return {
    formName: t("contact.form.name"),
    requiredNote: page ? t("contact.form.requiredNote") : undefined,
    optional: t("contact.form.optional"),
    submit: t("contact.form.submit"),
    sending: t("contact.form.sending"),
    honeypot: t("contact.form.honeypot"),
    fixFields: t("contact.error.fields"),
    fieldError: raw("contact.form.fieldError"),
    close: t("contact.toast.close"),
    sentTitle: t("contact.toast.sent.title"),
    sentText: t(page ? "contact.toast.sent.pageText" : "contact.toast.sent.text"),
    errorTitle: t(page ? "contact.toast.pageError.title" : "contact.toast.error.title"),
    // Templates: their placeholders are filled in by the island, with what the server said.
    errorText: page ? t("contact.toast.pageError.text") : raw("contact.toast.error.text"),
    functionError: raw("contact.toast.error.function"),
    unknownError: t("contact.toast.error.unknown"),
  };
}
