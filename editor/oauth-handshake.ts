// The content editor's login popup, its browser side (decision 083): the one script of the page the Git host
// sends staff back to (src/pages/editor-pages.ts draws the page). scripts/build-editor.mjs bundles it to
// build/public/admin/editor/oauth-handshake.js, which the Worker serves with the editor's other files, so the
// page needs no inline code (its CSP is `script-src 'self'`).
//
// Decap's side of the protocol (node_modules/decap-cms-lib-auth/src/netlify-auth.js, Decap CMS 3.16):
// - `authenticate` opens the popup at `<base_url>/<auth_endpoint>?provider=github&site_id=…&scope=…`;
// - `handshakeCallback` waits for the message `"authorizing:github"` with `event.origin === base_url`, then posts
//   that same string back to the popup (to `event.origin`);
// - `authorizeCallback` then takes, again only from `base_url`, `"authorization:github:success:" + JSON` (Decap's
//   github backend reads `token` from it) or `"authorization:github:error:" + JSON` (whose `message` it shows),
//   and closes the popup.
// So this script announces itself to `window.opener` at the site's origin only, and sends the outcome only in
// answer to the opener's reply from that origin: no other window ever receives the token.
import type { EditorLogin } from "../src/pages/editor-pages";

/** What the page hands its script: the login's outcome, and what to say when the popup lost its opener. */
type PageData = EditorLogin & { noOpener: string };

/** The two parts of a window the handshake uses (a test hands its own). */
export type PopupWindow = Pick<Window, "addEventListener" | "removeEventListener"> & {
  opener: Pick<Window, "postMessage"> | null;
};

export function handshake(page: Document, popup: PopupWindow): void {
  const data = JSON.parse(page.getElementById("editor-login")!.textContent!) as PageData;
  const opener = popup.opener;
  if (!opener) {
    page.getElementById("editor-login-status")!.textContent = data.noOpener;
    return;
  }
  const hello = `authorizing:${data.provider}`;
  const reply = (event: MessageEvent) => {
    if (event.origin !== data.origin || event.source !== opener || event.data !== hello) return;
    popup.removeEventListener("message", reply);
    opener.postMessage(`authorization:${data.provider}:${data.status}:${JSON.stringify(data.content)}`, data.origin);
  };
  popup.addEventListener("message", reply);
  opener.postMessage(hello, data.origin);
}

if (typeof document !== "undefined" && document.getElementById("editor-login")) handshake(document, window);
