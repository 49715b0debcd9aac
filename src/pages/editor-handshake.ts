// The content editor's login popup, its browser side (decision 083): the one script of the page the Git host
// sends staff back to (src/pages/editor-pages.ts draws the page, src/routes/editor.ts serves both). No imports:
// test/client/editor-handshake.test.ts runs it in a DOM.

/** The path of the popup's one script, served by the Worker from HANDSHAKE_JS. */
export const HANDSHAKE_SCRIPT = "/admin/editor/oauth-handshake.js";

/**
 * The script, served from this constant so the page needs no inline code (its CSP is `script-src 'self'`).
 * Decap's side of the protocol, as node_modules/decap-cms-lib-auth/src/netlify-auth.js (Decap CMS 3.16) has it:
 * - `authenticate` opens the popup at `<base_url>/<auth_endpoint>?provider=github&site_id=…&scope=…`;
 * - `handshakeCallback` waits for the message `"authorizing:github"` with `event.origin === base_url`, then posts
 *   that same string back to the popup (to `event.origin`);
 * - `authorizeCallback` then takes, again only from `base_url`, `"authorization:github:success:" + JSON` (Decap's
 *   github backend reads `token` from it) or `"authorization:github:error:" + JSON` (whose `message` it shows),
 *   and closes the popup.
 * So this script announces itself to `window.opener` at the site's origin only, and sends the outcome only in
 * answer to the opener's reply from that origin: no other window ever receives the token.
 */
export const HANDSHAKE_JS = `"use strict";
(function () {
  var data = JSON.parse(document.getElementById("editor-login").textContent);
  var opener = window.opener;
  if (!opener) {
    document.getElementById("editor-login-status").textContent = data.noOpener;
    return;
  }
  var hello = "authorizing:" + data.provider;
  window.addEventListener("message", function reply(event) {
    if (event.origin !== data.origin || event.source !== opener || event.data !== hello) return;
    window.removeEventListener("message", reply);
    var outcome = "authorization:" + data.provider + ":" + data.status + ":" + JSON.stringify(data.content);
    opener.postMessage(outcome, data.origin);
  });
  opener.postMessage(hello, data.origin);
})();
`;
