// React's JSX runtime for the Worker (wrangler.toml's alias of "react/jsx-runtime"), re-exported once for
// every component, as src/render/react-once.mjs does for React (decision 087).
export * from "../../node_modules/react/jsx-runtime.js";
