// react-dom/server.edge, less its streaming renderer: the Worker only calls renderToString (decision 016).
// The same pair of builds React's own entry picks between, by NODE_ENV (wrangler sets it for dev and deploy).
module.exports =
  process.env.NODE_ENV === "production"
    ? require("../../node_modules/react-dom/cjs/react-dom-server-legacy.browser.production.js")
    : require("../../node_modules/react-dom/cjs/react-dom-server-legacy.browser.development.js");
