// Lint: the ecosystem's recommended sets (typescript-eslint, react-hooks, jsx-a11y); Prettier owns formatting.
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/", "dist/", "bench/", ".wrangler/", "worker-configuration.d.ts"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // Where hooks are written: the tests and scripts write none, and the compiler pass behind these rules is the
  // costliest of the lint.
  {
    files: ["{src,client,editor}/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ["**/*.tsx"],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // Lists styled without bullets lose their list semantics in Safari/VoiceOver: role="list" restores them.
      "jsx-a11y/no-redundant-roles": ["error", { ul: ["list"], ol: ["list"] }],
    },
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  // Scripts and browser tests run in Node, and hand functions to the page (page.evaluate) that run in the browser.
  {
    files: ["scripts/**", "*.mjs", "*.cjs", "*.mts", "test/e2e/**"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  { files: ["client/**", "editor/**"], languageOptions: { globals: globals.browser } },
  // Server markup and the browser's code meet through the names of client/dom-contract.ts (decision 084): a data-*
  // name, a `dataset` or an element found by an id written anywhere else is one side renaming alone.
  {
    files: ["src/**/*.{ts,tsx}", "client/**/*.{ts,tsx}"],
    ignores: ["client/dom-contract.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        ...[
          "JSXAttribute[name.name=/^data-/]",
          "Literal[value=/(^|[\\s\\[(,])data-[a-z]/]",
          "TemplateElement[value.raw=/(^|[\\s\\[(,])data-([a-z]|$)/]",
          "MemberExpression[property.name='dataset']",
          "CallExpression[callee.property.name='getElementById'] > Literal.arguments",
          "CallExpression[callee.property.name=/^(querySelector|querySelectorAll|closest|matches)$/] > Literal.arguments[value=/#/]",
        ].map((selector) => ({
          selector,
          message: "A name server markup and client code share: write it through client/dom-contract.ts.",
        })),
      ],
    },
  },
  // The Worker writes its logs through src/log.ts (one JSON line each, with the request's id), never console.
  { files: ["src/**"], ignores: ["src/log.ts"], rules: { "no-console": "error" } },
  // The one CommonJS module the Worker bundles: an alias target that must pick React's build by NODE_ENV.
  {
    files: ["src/**/*.cjs"],
    languageOptions: { sourceType: "commonjs", globals: globals.node },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  prettier,
);
