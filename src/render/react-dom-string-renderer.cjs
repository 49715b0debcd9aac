// react-dom/server.edge, less its streaming renderer: the Worker only calls renderToString (decision 016).
// The same pair of builds React's own entry picks between, by NODE_ENV (wrangler sets it for dev and deploy).
// Required on the first render, not when the isolate starts: an isolate that only answers the API, redirects
// or the sitemap never evaluates React's renderer, and start-up stays what a page needs (decision 087).
let renderer;
const load = () =>
  (renderer ??=
    process.env.NODE_ENV === "production"
      ? require("../../node_modules/react-dom/cjs/react-dom-server-legacy.browser.production.js")
      : require("../../node_modules/react-dom/cjs/react-dom-server-legacy.browser.development.js"));

module.exports = {
  renderToString: (element, options) => load().renderToString(element, options),
};
