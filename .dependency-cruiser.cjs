// The layering the README's folder map describes, enforced by `npm run lint` (dependency-cruiser).
// Dependencies point one way: index → middleware, routes → pages → components → render / content / i18n /
// route-table / contact → inbox / security → config/, app-env, brand, log. client/ is what browsers get: it may
// read src/ only as types.
const below = (folders) => `^src/(${folders.join("|")})/`;
const data = ["^src/(content|i18n)/", "^src/route-table\\.ts$"];
const bottom = "^src/(config/|(app-env|brand|log)\\.ts$)";

module.exports = {
  forbidden: [
    {
      name: "the-editor-is-staff-only",
      severity: "error",
      comment:
        "The content editor (editor/ and Decap, decision 083) reaches no visitor: neither the Worker's pages nor the browser's bundle import it.",
      from: { path: "^(src|client)/" },
      to: { path: "^editor/|node_modules/decap-" },
    },
    {
      name: "no-cycles",
      severity: "error",
      comment: "No module depends on itself through others, type imports included.",
      from: {},
      to: { circular: true },
    },
    {
      name: "routes-and-middleware-only-from-index",
      severity: "error",
      comment: "Route sub-apps and middleware are mounted by src/index.ts; nothing below them reaches back up.",
      from: { path: "^src/", pathNot: ["^src/index\\.ts$", "^src/routes/"] },
      to: { path: "^src/(routes|middleware)/" },
    },
    {
      name: "pages-from-routes-only",
      severity: "error",
      from: { path: [below(["components", "render", "content", "i18n", "contact", "inbox", "security"]), ...data] },
      to: { path: "^src/pages/" },
    },
    {
      name: "components-from-pages-and-routes-only",
      severity: "error",
      from: { path: [below(["render", "content", "i18n", "contact", "inbox", "security"]), ...data] },
      to: { path: "^src/components/" },
    },
    {
      name: "render-not-from-data",
      severity: "error",
      comment: "Content, the catalogue and the route table are data: they render nothing and store nothing.",
      from: { path: data },
      to: { path: below(["render", "contact", "inbox", "security"]) },
    },
    {
      name: "build-time-code-as-types-only",
      severity: "error",
      comment:
        "scripts/ runs at build: the content's zod schemas, the typesetter and the claims report (scripts/content/, " +
        "decisions 081, 087, 100). The Worker and browsers read the content model's types from there, never its code: " +
        "a value import would bundle zod's whole API (about 420 KB) or run the typesetter at every isolate's start.",
      from: { path: "^(src|client)/" },
      to: { path: "^scripts/", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "test-locale-never-in-the-browser",
      severity: "error",
      comment:
        "The code client/ may import from src/ (the formatter, the list of languages, the markup's grammar) reads nothing else of " +
        "src/ at run time: the test locale (src/i18n/test-locale.ts, decision 038) stays on the server.",
      from: { path: "^src/(i18n/(format|locale-list)|content/rich-marks)\\.ts$" },
      to: { path: "^src/", pathNot: "^src/i18n/locale-list\\.ts$", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "messages-through-the-audited-inbox",
      severity: "error",
      comment:
        "Staff reach stored messages only through staffInbox() (src/inbox/staff-inbox.ts), which writes the audit " +
        "trail itself (decision 092): a route, page or component never runs the inbox's SQL (src/inbox/queries.ts).",
      from: { path: "^src/(routes|pages|components|middleware)/" },
      to: { path: "^src/inbox/queries\\.ts$" },
    },
    {
      name: "inbox-below-contact",
      severity: "error",
      comment: "The inbox (stored messages, staff actions) is what contact intake writes into; it never reads intake.",
      from: { path: "^src/inbox/" },
      to: { path: "^src/contact/" },
    },
    {
      name: "content-is-not-client-code",
      severity: "error",
      from: { path: data },
      to: { path: "^client/" },
    },
    {
      name: "config-at-the-bottom",
      severity: "error",
      comment: "config/, app-env, brand and log are read by everything and read nothing of the site.",
      from: { path: bottom },
      to: { path: "^src/", pathNot: bottom, dependencyTypesNot: ["type-only"] },
    },
    {
      name: "client-reads-src-as-types-only",
      severity: "error",
      comment:
        "Everything in client/ ships to browsers: a value import from src/ would ship server code. The locale " +
        "formatter, the list of languages and the inline markup's grammar are the exception: plain code both " +
        "sides share (no Worker API), so dates read the same everywhere and the build checks marks as pages draw them.",
      from: { path: "^client/" },
      to: {
        path: "^src/",
        pathNot: "^src/(i18n/(format|locale-list)|content/rich-marks)\\.ts$",
        dependencyTypesNot: ["type-only"],
      },
    },
    {
      name: "no-server-only-code-in-the-browser",
      severity: "error",
      from: { path: "^client/" },
      to: {
        path: "node_modules/(hono|react-dom/server|zod|@formatjs|wrangler|miniflare)/|^(cloudflare:|node:)",
        dependencyTypesNot: ["type-only"],
      },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(build|dist)/" },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
    },
    moduleSystems: ["es6"],
  },
};
