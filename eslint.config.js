import js from "@eslint/js";
import importX from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// Dependencies flow one way: model → content/ui/lib → features → routes; server → model.
const boundaries = [
  { target: "./model", from: ["./app", "./server", "./scripts"], message: "model/ imports nothing of ours." },
  { target: "./server", from: "./app", message: "The server never imports UI code." },
  { target: "./app/content", from: ["./app/features", "./app/routes"] },
  { target: "./app/components", from: ["./app/features", "./app/routes"] },
  { target: "./app/lib", from: ["./app/features", "./app/routes"] },
  { target: "./app/features/landing", from: ["./app/features/loan-predict", "./app/features/cv", "./app/routes"] },
  { target: "./app/features/loan-predict", from: ["./app/features/landing", "./app/features/cv", "./app/routes"] },
  { target: "./app/features/cv", from: ["./app/features/landing", "./app/features/loan-predict", "./app/routes"] },
  {
    target: "./app/features/publications",
    from: ["./app/features/landing", "./app/features/loan-predict", "./app/features/cv", "./app/routes"],
  },
];

// Test helpers and fixtures live under tests/; only tests may import them. A block's rule options
// replace (not extend) an earlier block's, so production code gets the boundaries plus this zone.
const testFiles = ["**/*.test.{ts,tsx}", "**/*.spec.ts"];
const productionBoundaries = [
  ...boundaries,
  {
    target: ["./app", "./model", "./server", "./scripts"],
    from: "./tests",
    message: "tests/ holds test-only helpers and fixtures: production code never imports them.",
  },
];

export default tseslint.config(
  {
    ignores: [
      "build/",
      "build-*/",
      ".react-router/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      ".wrangler/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // Plain JavaScript runs on Node: `npm start`'s launcher and the tests' preload scripts.
  { files: ["**/*.{js,mjs}"], languageOptions: { globals: globals.node } },
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks, "import-x": importX },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "import-x/no-restricted-paths": ["error", { zones: boundaries }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
      // Node's modules, then packages, then ours across folders (package.json "imports"), then relative ones.
      "import-x/order": [
        "error",
        {
          groups: ["builtin", "external", "internal", ["parent", "sibling", "index"]],
          pathGroups: [{ pattern: "#*/**", group: "internal" }],
          "newlines-between": "always",
          alphabetize: { order: "asc", caseInsensitive: true },
        },
      ],
    },
    settings: { "import-x/resolver-next": [createTypeScriptImportResolver()] },
  },
  {
    files: ["{app,model,server,scripts}/**/*.{ts,tsx}"],
    ignores: testFiles,
    rules: { "import-x/no-restricted-paths": ["error", { zones: productionBoundaries }] },
  },
  // No import cycles. import-x skips type-only imports, so scripts/model-import-cycles.test.ts walks model/ with
  // them too: the card's types (model/model-card.ts) import nothing that imports them back.
  { files: ["{app,model,server,scripts,tests}/**/*.{ts,tsx}"], rules: { "import-x/no-cycle": "error" } },
  // Serving code (model/ outside training/) never loads training code, so the API carries none of it.
  // Type imports are erased at build time, so the card's types may name training's shapes.
  {
    files: ["model/**/*.ts"],
    ignores: ["model/training/**", ...testFiles],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/training/*", "#model/training/*"],
              allowTypeImports: true,
              message: "Serving code does not load training code (model/training/); a type import is fine.",
            },
          ],
        },
      ],
    },
  },
);
