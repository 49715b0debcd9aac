// The content editor's login popup, its browser side (editor/oauth-handshake.ts, decision 083): the page the
// Worker answers at /admin/editor/callback, with its script run in a DOM, talking to the editor as Decap CMS
// does (node_modules/decap-cms-lib-auth/src/netlify-auth.js), and to no one else.
import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { handshake, type PopupWindow } from "../../editor/oauth-handshake";
import { editorLoginPage, type EditorLogin } from "../../src/pages/editor-pages";

const SITE = "https://www.ludora.example";
const TOKEN = "gho_standin_token";

interface Delivered {
  data: unknown;
  origin: string;
  source: unknown;
}

/**
 * The editor's window, as Decap 3.16's Authenticator behaves (netlify-auth.js): `handshakeCallback` accepts
 * `"authorizing:github"` only from `base_url` and posts it back to the popup; then `authorizeCallback` takes
 * `authorization:github:success:<json>` or `…:error:<json>`, again only from `base_url`. `at` is the editor's own
 * origin: a message the popup addresses to another origin never reaches it, as in a browser.
 */
function decapEditor(at: string, baseUrl = SITE) {
  const outcomes: { error?: unknown; data?: unknown }[] = [];
  const seen: string[] = [];
  let authorizing = false;
  const editor = {
    toPopup: (_message: Delivered) => {},
    postMessage(data: string, targetOrigin: string) {
      if (targetOrigin !== at && targetOrigin !== "*") return;
      seen.push(data);
      const e = { data, origin: SITE }; // the popup's origin
      if (!authorizing) {
        if (e.data === "authorizing:github" && e.origin === baseUrl) {
          authorizing = true;
          editor.toPopup({ data: e.data, origin: at, source: editor });
        }
        return;
      }
      if (e.origin !== baseUrl) return;
      const success = /^authorization:github:success:(.+)$/.exec(e.data);
      if (success) outcomes.push({ data: JSON.parse(success[1]!) });
      const error = /^authorization:github:error:(.+)$/.exec(e.data);
      if (error) outcomes.push({ error: JSON.parse(error[1]!) });
    },
  };
  return { editor, outcomes, seen };
}

/** The popup: the Worker's page parsed, its one script run with this window's opener. */
function popup(login: EditorLogin, opener: ReturnType<typeof decapEditor>["editor"] | null) {
  const document = new DOMParser().parseFromString(editorLoginPage("en", login), "text/html");
  const listeners: ((event: Delivered) => void)[] = [];
  const window = {
    opener,
    addEventListener: (_type: string, listener: (event: Delivered) => void) => listeners.push(listener),
    removeEventListener: (_type: string, listener: (event: Delivered) => void) =>
      listeners.splice(listeners.indexOf(listener), 1),
  };
  const deliver = (event: Delivered) => [...listeners].forEach((listener) => listener(event));
  if (opener) opener.toPopup = deliver;
  handshake(document, window as unknown as PopupWindow);
  return { document, deliver, listeners };
}

const success: EditorLogin = {
  provider: "github",
  origin: SITE,
  status: "success",
  content: { token: TOKEN, provider: "github" },
};

describe("the editor's login popup", () => {
  it("hands the token to the editor that opened it, in Decap's words", () => {
    const { editor, outcomes } = decapEditor(SITE);
    const { listeners } = popup(success, editor);
    expect(outcomes).toEqual([{ data: { token: TOKEN, provider: "github" } }]);
    expect(listeners).toHaveLength(0);
  });

  it("hands over an error the same way", () => {
    const { editor, outcomes } = decapEditor(SITE);
    popup({ ...success, status: "error", content: { message: "github.com refused the login: expired" } }, editor);
    expect(outcomes).toEqual([{ error: { message: "github.com refused the login: expired" } }]);
  });

  it("tells nothing to an opener at another origin, nor to a reply from another origin or window", () => {
    const elsewhere = decapEditor("https://evil.example");
    popup(success, elsewhere.editor);
    expect(elsewhere.seen).toEqual([]);
    expect(elsewhere.outcomes).toEqual([]);

    // An editor that does not answer (its base_url is another origin); others do, and are not listened to.
    const { editor, seen } = decapEditor(SITE, "https://other.example");
    const { deliver } = popup(success, editor);
    deliver({ data: "authorizing:github", origin: "https://evil.example", source: editor });
    deliver({ data: "authorizing:github", origin: SITE, source: {} });
    deliver({ data: "authorizing:gitlab", origin: SITE, source: editor });
    expect(seen).toEqual(["authorizing:github"]);
    expect(seen.join()).not.toContain(TOKEN);
  });

  it("says what to do when it has lost its opener", () => {
    const { document } = popup(success, null);
    expect(document.getElementById("editor-login-status")?.textContent).toBe(
      "This window has lost its link to the editor. Close it, then log in again from the editor’s page.",
    );
  });

  const decapSource = "node_modules/decap-cms-lib-auth/src/netlify-auth.js";
  it.skipIf(!existsSync(decapSource))("speaks the protocol Decap's own source has", () => {
    const source = readFileSync(decapSource, "utf8");
    for (const line of [
      "e.data === 'authorizing:' + options.provider && e.origin === this.base_url",
      "return this.authWindow.postMessage(e.data, e.origin);",
      "if (e.origin !== this.base_url) {",
      "new RegExp('^authorization:' + options.provider + ':success:(.+)$')",
      "new RegExp('^authorization:' + options.provider + ':error:(.+)$')",
      "let url = `${this.base_url}/${this.auth_endpoint}?provider=${options.provider}&site_id=${siteID}`;",
    ]) {
      expect(source).toContain(line);
    }
  });
});
