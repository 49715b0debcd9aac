import { html, raw } from "hono/html";
import type { Locale } from "../i18n/locale-list";
import { getTranslator } from "../i18n/translator";
import { plainPage } from "../render/plain-page";

/**
 * The content editor's two pages of its own (decision 083), both for staff behind the gate: what to set while
 * the editor is not connected to the repository, and the login popup's last page (src/render/plain-page.ts).
 */

/** One setting the editor still needs: a [vars] value, a secret, or a value the configuration refused. */
export type MissingSetting = { kind: "var" | "secret"; name: string } | { kind: "problem"; text: string };

export function editorOffPage(locale: Locale, missing: readonly MissingSetting[]): string {
  const { t } = getTranslator(locale);
  const item = (setting: MissingSetting) => {
    if (setting.kind === "problem") return setting.text;
    return t(setting.kind === "secret" ? "editor.off.secret" : "editor.off.var", { name: setting.name });
  };
  return plainPage(locale, {
    title: t("editor.off.title"),
    robots: "noindex, nofollow",
    body: html`<h1>${t("editor.off.title")}</h1>
      <p>${t("editor.off.body")}</p>
      <ul>
        ${missing.map((setting) => html`<li><code>${item(setting)}</code></li>`)}
      </ul>`,
  });
}

/** The path of the popup's one script, bundled from editor/oauth-handshake.ts by the editor's build. */
const HANDSHAKE_SCRIPT = "/admin/editor/oauth-handshake.js";

/**
 * What the login popup hands the editor, in the words of Decap's protocol: `authorization:<provider>:<status>:`
 * followed by `content` as JSON (editor/oauth-handshake.ts says how and why).
 */
export interface EditorLogin {
  provider: string;
  /** The editor's origin: the only one the popup talks to. */
  origin: string;
  status: "success" | "error";
  content: { token: string; provider: string } | { message: string };
}

/**
 * The page the Git host sends staff back to. Its script (HANDSHAKE_SCRIPT, of this origin: the page's CSP allows
 * no inline code) reads the outcome from a JSON script element, which no browser runs. Every `<` in the JSON is
 * written `\u003c`, so no value can close the element.
 */
export function editorLoginPage(locale: Locale, login: EditorLogin): string {
  const { t } = getTranslator(locale);
  const data = JSON.stringify({ ...login, noOpener: t("editor.login.noOpener") }).replace(/</g, "\\u003c");
  const shown = login.status === "success" ? t("editor.login.pending") : (login.content as { message: string }).message;
  return plainPage(locale, {
    title: t("editor.login.title"),
    robots: "noindex, nofollow",
    body: html`<p id="editor-login-status" role="status">${shown}</p>
      <script type="application/json" id="editor-login">
        ${raw(data)}
      </script>
      <script src="${HANDSHAKE_SCRIPT}"></script>`,
  });
}
