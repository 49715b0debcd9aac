// React for the Worker (wrangler.toml's alias of "react"): its CommonJS build, re-exported once. Imported
// directly, the bundler copies React's exports into every module that imports it, each time an isolate
// starts; through here, once (decision 087). The path is the package's own entry, which picks the
// production or development build by NODE_ENV, as "react" does.
export * from "../../node_modules/react/index.js";
