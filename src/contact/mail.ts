import { html, raw } from "hono/html";
import { brand } from "../brand";
import { formatDateTime, languageName } from "../i18n/format";
import { defaultLocale, type Locale } from "../i18n/locale-list";
import type { MailSettings } from "../config/schema";
import { getTranslator } from "../i18n/translator";
import type { StoredMessage } from "../inbox/message";
import { composeMime, oneLine } from "./mime";

export interface ContactMail {
  from: string;
  to: string;
  subject: string;
  /** The two parts as written, before MIME encoding. */
  text: string;
  html: string;
  /** The whole RFC 5322 message, ready for `new EmailMessage(from, to, raw)`. */
  raw: string;
}

/**
 * The e-mail that tells staff about a contact message: From the site address, To staff, Reply-To the
 * visitor, subject "[Contact] <subject>", a text part and an HTML part (every visitor value escaped).
 */
export function composeContactMail(
  message: StoredMessage,
  { from, to, origin, inbox }: MailSettings,
  // Staff read these in the studio's working language, whatever the visitor wrote in.
  locale: Locale = defaultLocale,
): ContactMail {
  const { t } = getTranslator(locale);
  const subject = t("admin.mail.subject", { subject: oneLine(message.subject) });
  const name = oneLine(`${message.firstName} ${message.lastName}`);
  const rows: [string, string][] = [
    // The name as the Reply-To shows it, so the body cannot make staff read a colleague's address either
    // (docs/security.md v3-I7).
    [t("admin.field.from"), `${displayName(name)} <${oneLine(message.email)}>`],
    [t("admin.field.company"), message.company ? oneLine(message.company) : "—"],
    [t("admin.field.subject"), oneLine(message.subject)],
    [t("admin.field.page"), `${origin}${message.page} (${languageName(locale, message.locale)})`],
    [t("admin.field.received"), formatDateTime(locale, message.receivedAt)],
    [t("admin.field.reference"), message.id],
  ];
  const intro = t("admin.mail.intro", { brand: brand.name });

  const text = [
    intro,
    "",
    // Labels come typeset from the catalogue ("Objet :"); the visitor's values are left as they wrote them.
    ...rows.map(([label, value]) => `${t("admin.mail.field", { label })} ${value}`),
    "",
    t("admin.mail.field", { label: t("admin.field.message") }),
    message.message,
    "",
    "--",
    `${t("admin.mail.inbox")} ${inbox}`,
  ].join("\n");
  // hono's `html` escapes every value put into it; line breaks of the message become <br>.
  const lines = message.message.split(/\r?\n/).map((line, i) => (i === 0 ? line : [raw("<br>"), line]));
  const htmlPart = String(
    html`<!DOCTYPE html>
      <html>
        <head>
          <meta charset="utf-8" />
          <title>${subject}</title>
        </head>
        <body>
          <p>${intro}</p>
          <table>
            ${rows.map(
              ([label, value]) =>
                html`<tr>
                  <th align="left">${label}</th>
                  <td>${value}</td>
                </tr>`,
            )}
          </table>
          <h2>${t("admin.field.message")}</h2>
          <p>${lines}</p>
          <hr />
          <p>${t("admin.mail.inbox")} <a href="${inbox}">${inbox}</a></p>
        </body>
      </html>`,
  );

  const mime = composeMime({
    from,
    to,
    replyTo: { address: message.email, name: displayName(name) },
    subject,
    text,
    html: htmlPart,
  });
  return { from, to, subject, text, html: htmlPart, raw: mime };
}

/**
 * The visitor's name as the Reply-To display name, with everything that could make it read as an address
 * removed (`@`, angle brackets, quotes, commas, semicolons, colons, backslashes): a name such as
 * `ceo@ludora.example <ceo@ludora.example>` must not make a mail client show a staff address while the
 * reply goes to the visitor (docs/security.md v1-L2). Look-alikes go too: NFKC folds the full-width and small
 * forms (`＠`, `﹤ ﹥`, `＜ ＞`) to ASCII first, and the angle quotes and brackets it keeps are removed with
 * them (v2-L3). The address itself is always the one the visitor gave.
 */
function displayName(name: string): string {
  return name
    .normalize("NFKC")
    .replace(/[@<>",;:\\()[\]‹›«»〈〉《》⟨⟩❬❭❮❯]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}
