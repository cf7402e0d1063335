import { readdirSync } from "node:fs";

import js from "@eslint/js";
import importX from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// Dependencies flow one way: model → content/ui/lib → features → routes; server → model.
const boundaries = [
  {
    target: "./model",
    from: ["./app", "./server", "./scripts", "./content-pipeline"],
    message: "model/ imports nothing of ours.",
  },
  { target: "./server", from: "./app", message: "The server never imports UI code." },
  {
    target: "./server",
    from: "./content-pipeline",
    message: "The content compilers are the build's: the site and the server get what they make, never them.",
  },
  // Only the route config (app/routes.ts, which the build reads and no page ships) loads content as the build does.
  {
    target: "./app",
    from: "./content-pipeline",
    except: ["./content-dir.ts"],
    message: "The content compilers are the build's: the site and the server get what they make, never them.",
  },
  {
    target: "./content-pipeline",
    from: "./scripts",
    message:
      "The build's steps use the content compilers, never the reverse: what both need lives in content-pipeline/.",
  },
  {
    target: "./app",
    from: "./scripts",
    message: "scripts/ holds the build's steps and the tools around the site: app/ never imports them.",
  },
  {
    target: "./model/card",
    from: ["./model/scorecard", "./model/trained", "./model/recourse", "./model/batch", "./model/training"],
    message:
      "The card's types import only model/'s shared files: every part of model/ imports them, never the reverse.",
  },
  { target: "./app/content", from: ["./app/features", "./app/routes"] },
  { target: "./app/components", from: ["./app/features", "./app/routes"] },
  { target: "./app/lib", from: ["./app/features", "./app/routes"] },
  { target: "./app/features/landing", from: ["./app/features/loan-predict", "./app/features/cv", "./app/routes"] },
  { target: "./app/features/loan-predict", from: ["./app/features/landing", "./app/features/cv", "./app/routes"] },
  { target: "./app/features/cv", from: ["./app/features/landing", "./app/features/loan-predict", "./app/routes"] },
  // Notes and publications import no other feature, and no other feature imports them: routes compose them.
  { target: "./app/features/notes", from: ["./app/features", "./app/routes"], except: ["./notes"] },
  { target: "./app/features/publications", from: ["./app/features", "./app/routes"], except: ["./publications"] },
  {
    target: ["./app/features/landing", "./app/features/loan-predict", "./app/features/cv"],
    from: ["./app/features/notes", "./app/features/publications"],
  },
  // The app's own composition (which pages the menus link to, the components a note may use) is the routes'.
  {
    target: ["./app/features", "./app/content", "./app/lib"],
    from: ["./app/site-pages.ts", "./app/note-components.tsx"],
  },
  ...featurePartZones(),
];

/**
 * A feature's parts (its sub-folders: landing/hero, loan-predict/share …) never import each other; each imports
 * only downwards: the feature's root, model, components, lib, content. What two parts need sits at the root.
 * Read from the disk, so a new part is covered without an edit here.
 */
function featurePartZones() {
  const subfolders = (path) =>
    readdirSync(new URL(path, import.meta.url), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${path}/${entry.name}`);
  return subfolders("./app/features").flatMap((feature) => {
    const parts = subfolders(feature);
    return parts.length < 2
      ? []
      : parts.map((part) => ({
          target: part,
          from: parts.filter((other) => other !== part),
          message: "A feature's parts never import each other: move what both need to the feature's root.",
        }));
  });
}

// Test helpers and fixtures live under tests/; only tests may import them. A block's rule options
// replace (not extend) an earlier block's, so production code gets the boundaries plus this zone.
const testFiles = ["**/*.test.{ts,tsx}", "**/*.spec.ts"];
const productionBoundaries = [
  ...boundaries,
  {
    target: ["./app", "./model", "./server", "./scripts", "./content-pipeline"],
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
    files: ["{app,model,server,scripts,content-pipeline}/**/*.{ts,tsx}"],
    ignores: testFiles,
    rules: { "import-x/no-restricted-paths": ["error", { zones: productionBoundaries }] },
  },
  // The route config reads the switches through content-dir's loader; no other file of the site's may load it.
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/routes.ts", ...testFiles],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["\\#content-pipeline/*", "**/content-pipeline/*"],
              message: "The content compilers are the build's: only app/routes.ts loads content as the build does.",
            },
          ],
        },
      ],
    },
  },
  // A module asks whether it is the script Node started in one way: `import.meta.main` (Node 22.18 and 24.2, under
  // tsx too; false in a module a test or the build imports). Comparing process.argv[1] with the module's address was
  // written three ways, and misses a path through a symbolic link.
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "MemberExpression[object.object.name='process'][object.property.name='argv'][property.value=1]",
          message: "Ask `import.meta.main` whether this module is the script Node started.",
        },
      ],
    },
  },
  // The language packs write each language's typography: French puts a no-break space before ":", ";", "!", "?"
  // and "%", German and Spanish before "%", in template literals as in strings.
  { files: ["app/words/**/*.ts"], rules: { "no-irregular-whitespace": ["error", { skipTemplates: true }] } },
  // No import cycles. import-x skips type-only imports, so tests/repo/import-cycles.test.ts walks the same folders
  // with them too.
  {
    files: ["{app,model,server,scripts,content-pipeline,tests}/**/*.{ts,tsx}"],
    rules: { "import-x/no-cycle": "error" },
  },
  // model/ runs in the browser, on Node and in Workers alike: it imports none of Node's modules.
  {
    files: ["model/**/*.ts"],
    ignores: testFiles,
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["node:*"], message: "model/ runs in browsers and Workers too: no Node module." }] },
      ],
    },
  },
  // Serving code (model/ outside training/, the page, the server) never loads training code, so neither the API
  // nor the page carries any of it. The card's types live in model/card/, so serving needs no type from
  // training/ either: none is allowed.
  {
    files: ["{model,app,server}/**/*.{ts,tsx}"],
    ignores: ["model/training/**", ...testFiles],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/training", "**/training/**", "#model/training/**"],
              message: "Serving code does not load training code (model/training/), not even its types.",
            },
          ],
        },
      ],
    },
  },
);
