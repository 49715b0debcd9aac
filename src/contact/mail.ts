// The browser build of mimetext: CRLF line ends as RFC 5322 wants (the node build uses os.EOL) and no
// node built-ins to bundle.
import { html, raw } from "hono/html";
import { createMimeMessage, Mailbox } from "mimetext/browser";
import { brand } from "../brand";
import { getTranslator } from "../i18n/translator";
import type { StoredMessage } from "../inbox/message-store";
import { foldedWords } from "./mime-words";

export interface ContactMail {
  from: string;
  to: string;
  subject: string;
  /** The whole RFC 5322 message, ready for `new EmailMessage(from, to, raw)`. */
  raw: string;
}

// Staff read these in the studio's working language, whatever the visitor wrote in.
const STAFF_LOCALE = "fr";

/**
 * The e-mail that tells staff about a contact message: From the site address, To staff, Reply-To the
 * visitor, subject "[Contact] <subject>", a text part and an HTML part (every visitor value escaped).
 */
export function composeContactMail(
  message: StoredMessage,
  { from, to, origin }: { from: string; to: string; origin: string },
): ContactMail {
  const { t } = getTranslator(STAFF_LOCALE);
  const subject = `[Contact] ${oneLine(message.subject)}`;
  const name = oneLine(`${message.firstName} ${message.lastName}`);
  const rows: [string, string][] = [
    [t("admin.field.from"), `${name} <${oneLine(message.email)}>`],
    [t("admin.field.company"), message.company ? oneLine(message.company) : "—"],
    [t("admin.field.subject"), oneLine(message.subject)],
    [t("admin.field.page"), `${origin}${message.page} (${message.locale})`],
    [t("admin.field.received"), message.receivedAt],
    [t("admin.field.reference"), message.id],
  ];
  const intro = t("admin.mail.intro", { brand: brand.name });
  const inbox = `${origin}/admin`;

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
  ).replace(/\r?\n/g, "\r\n");

  const mime = createMimeMessage();
  mime.setSender(from);
  mime.setRecipient(to);
  // Placeholders: mimetext writes each as one encoded word of any length; we write them folded below.
  mime.setHeader("Reply-To", new Mailbox({ addr: oneLine(message.email) }));
  mime.setSubject("-");
  // Base64 bodies: any text the visitor typed (a line "--boundary", long lines, accents) stays inert.
  mime.addMessage({ contentType: "text/plain", encoding: "base64", data: base64Lines(text.replace(/\r?\n/g, "\r\n")) });
  mime.addMessage({ contentType: "text/html", encoding: "base64", data: base64Lines(htmlPart) });
  const replyName = displayName(name);
  const headers = {
    Subject: foldedWords("Subject", subject),
    "Reply-To": `${replyName ? `${foldedWords("Reply-To", replyName)}\r\n ` : ""}<${oneLine(message.email)}>`,
  };
  return { from, to, subject, raw: replaceHeaders(mime.asRaw(), headers) };
}

/**
 * The visitor's name as the Reply-To display name, with everything that could make it read as an address
 * removed (`@`, angle brackets, quotes, commas, semicolons, colons, backslashes): a name such as
 * `ceo@ludora.example <ceo@ludora.example>` must not make a mail client show a staff address while the
 * reply goes to the visitor (docs/security.md v1-L2). The address itself is always the one the visitor gave.
 */
export function displayName(name: string): string {
  return name
    .replace(/[@<>",;:\\()[\]]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** Swaps whole header fields (with any continuation lines) in the header block of a raw message. */
function replaceHeaders(raw: string, headers: Record<string, string>): string {
  const end = raw.indexOf("\r\n\r\n");
  let head = raw.slice(0, end);
  for (const [name, value] of Object.entries(headers)) {
    head = head.replace(new RegExp(`^${name}: .*(\r\n[ \t].*)*$`, "mi"), () => `${name}: ${value}`);
  }
  return head + raw.slice(end);
}

/** Collapses anything that could end a header line (the schema already refuses it; this is the backstop). */
function oneLine(value: string): string {
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  return value.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, " ").trim();
}

/** UTF-8 → base64 in lines of 76 characters (RFC 2045). */
function base64Lines(value: string): string {
  const bytes = new TextEncoder().encode(value);
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return (btoa(binary).match(/.{1,76}/g) ?? []).join("\r\n");
}
