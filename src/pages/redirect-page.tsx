import type { Locale } from "../i18n/locales";
import { getTranslator } from "../i18n/translator";

/**
 * The short body of an off-site redirect ("Redirection en cours..."): the Location header does the
 * work; the link is there for clients that do not follow it. Plain HTML, no site chrome.
 */
export function redirectBody(locale: Locale, target: string): string {
  const { t } = getTranslator(locale);
  const href = escapeHtml(target);
  return `<!DOCTYPE html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(t("redirect.title"))}</title></head><body><p>${escapeHtml(t("redirect.title"))}</p><p>${escapeHtml(t("redirect.body"))} <a href="${href}">${href}</a></p></body></html>`;
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
