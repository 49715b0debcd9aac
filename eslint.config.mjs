// Lint: the ecosystem's recommended sets (typescript-eslint, react-hooks, jsx-a11y); Prettier owns formatting.
import js from "@eslint/js";
import { builtinRules } from "eslint/use-at-your-own-risk";
import prettier from "eslint-config-prettier";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import { importSource } from "./scripts/import-source.mjs";

const { ids } = await importSource("client/dom-contract.ts");
const { locales } = await importSource("src/i18n/locale-list.ts");
const anyOf = (names) => `/^(${names.join("|")})$/`;
/**
 * `no-restricted-syntax` under names of its own, so that each house rule holds its selectors over its own files
 * (a rule named twice in a flat config keeps only the last file set's options).
 */
const restricted = builtinRules.get("no-restricted-syntax");
const house = { rules: { "dom-contract": restricted, "back-forward-cache": restricted, "language-codes": restricted } };
/** @param {string} message @param {string[]} selectors @returns {["error", ...{ selector: string, message: string }[]]} */
const refuse = (message, selectors) => ["error", ...selectors.map((selector) => ({ selector, message }))];

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
  // name, a `dataset`, or a shared id written anywhere else is one side renaming alone. And no page may listen
  // for unload, which keeps it out of the back/forward cache (decision 082).
  {
    files: ["src/**/*.{ts,tsx}", "client/**/*.{ts,tsx}"],
    plugins: { house },
    rules: {
      "house/dom-contract": refuse(
        "A name server markup and client code share: write it through client/dom-contract.ts.",
        [
          "JSXAttribute[name.name=/^data-/]",
          "Literal[value=/(^|[\\s\\[(,])data-[a-z]/]",
          "TemplateElement[value.raw=/(^|[\\s\\[(,])data-([a-z]|$)/]",
          "MemberExpression[property.name='dataset']",
          "CallExpression[callee.property.name='getElementById'] > Literal.arguments",
          "CallExpression[callee.property.name=/^(querySelector|querySelectorAll|closest|matches)$/] > Literal.arguments[value=/#/]",
          `Literal[value=/^#(${Object.values(ids).join("|")})$/]`,
          `JSXAttribute[name.name=/^(id|htmlFor|popoverTarget|aria-controls)$/] > Literal[value=${anyOf(Object.values(ids))}]`,
        ],
      ),
      "house/back-forward-cache": refuse(
        "An unload listener keeps the page out of the back/forward cache: use pagehide.",
        [
          "CallExpression[callee.property.name='addEventListener'] > Literal.arguments:first-child[value=/^(before)?unload$/]",
          "AssignmentExpression > MemberExpression.left[property.name=/^on(before)?unload$/]",
          "JSXAttribute[name.name=/^on(Before)?[Uu]nload$/]",
        ],
      ),
    },
  },
  { files: ["client/dom-contract.ts"], rules: { "house/dom-contract": "off" } },
  // A language is named only by the list of languages and the catalogues (decision 038): code asks for a trait of
  // the language it is given, so a new language needs no change to it. The content schemas name them in the
  // editor's label and hint of each field (`.meta({ label: { fr, en } })`), which the list's type checks.
  {
    files: ["{src,client,editor,scripts}/**/*.{ts,tsx,mjs}"],
    ignores: [
      "src/i18n/{locale-list,catalogues,test-locale}.ts",
      "src/i18n/[a-z][a-z].ts",
      "editor/i18n/{[a-z][a-z],catalogues}.ts",
      "scripts/content/{types,page-types,project-types,policy-types,claims,collections}.ts",
    ],
    plugins: { house },
    rules: {
      "house/language-codes": refuse("A language code outside src/i18n/locale-list.ts: ask the language for a trait.", [
        `Literal[value=${anyOf(locales)}]`,
        `TemplateLiteral[expressions.length=0] > TemplateElement[value.raw=${anyOf(locales)}]`,
        `MemberExpression[computed=false] > Identifier.property[name=${anyOf(locales)}]`,
        `Property > Identifier.key[name=${anyOf(locales)}]`,
        `TSPropertySignature > Identifier.key[name=${anyOf(locales)}]`,
      ]),
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
