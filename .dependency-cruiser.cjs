// The layering the README's folder map describes, enforced by `npm run lint` (dependency-cruiser).
// Dependencies point one way: index → routes → pages → components → render / content / i18n / site /
// contact / security → config, env, log. client/ is what browsers get: it may read src/ only as types.
const below = (folders) => `^src/(${folders.join("|")})/`;

module.exports = {
  forbidden: [
    {
      name: "no-cycles",
      severity: "error",
      comment: "No module depends on itself through others, type imports included.",
      from: {},
      to: { circular: true },
    },
    {
      name: "routes-only-from-index",
      severity: "error",
      comment: "Route sub-apps are mounted by src/index.ts; nothing below them reaches back up.",
      from: { path: "^src/", pathNot: ["^src/index\\.ts$", "^src/routes/"] },
      to: { path: "^src/routes/" },
    },
    {
      name: "pages-from-routes-only",
      severity: "error",
      from: { path: below(["components", "render", "content", "i18n", "site", "contact", "security"]) },
      to: { path: "^src/pages/" },
    },
    {
      name: "components-from-pages-and-routes-only",
      severity: "error",
      from: { path: below(["render", "content", "i18n", "site", "contact", "security"]) },
      to: { path: "^src/components/" },
    },
    {
      name: "render-not-from-data",
      severity: "error",
      comment: "Content, the catalogue and the route table are data: they render nothing.",
      from: { path: below(["content", "i18n", "site"]) },
      to: { path: below(["render", "contact", "security"]) },
    },
    {
      name: "content-is-not-client-code",
      severity: "error",
      from: { path: below(["content", "i18n", "site"]) },
      to: { path: "^client/" },
    },
    {
      name: "config-at-the-bottom",
      severity: "error",
      comment: "config, env-config, read-config, env and log are read by everything and read nothing of the site.",
      from: { path: "^src/(config|env-config|read-config|env|log)\\.ts$" },
      to: {
        path: "^src/",
        pathNot: "^src/(config|env-config|read-config|env|log)\\.ts$",
        dependencyTypesNot: ["type-only"],
      },
    },
    {
      name: "client-reads-src-as-types-only",
      severity: "error",
      comment:
        "Everything in client/ ships to browsers: a value import from src/ would ship server code. The locale " +
        "formatter is the exception: plain code both sides share (no Worker API), so dates read the same everywhere.",
      from: { path: "^client/" },
      to: { path: "^src/", pathNot: "^src/i18n/format\\.ts$", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "no-server-only-code-in-the-browser",
      severity: "error",
      from: { path: "^client/" },
      to: {
        path: "node_modules/(hono|react-dom/server|mimetext|zod|@formatjs|wrangler|miniflare)/|^(cloudflare:|node:)",
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
