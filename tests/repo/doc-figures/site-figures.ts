/** The site's own limits, versions and settings as README.md and docs/ quote them. */
import { readdirSync } from "node:fs";
import { join } from "node:path";

import { BROWSER_BATCH_MAX_BYTES, BROWSER_BATCH_MAX_ROWS } from "#app/features/loan-predict/batch/batch-file";
import { TOC_MIN_HEADINGS } from "#app/features/notes/note/note-toc";
import { NOTES_PER_PAGE } from "#app/features/notes/note-paths";
import { AUTHORS_BEFORE_CUT, AUTHORS_SHOWN } from "#app/features/publications/publication-parts";
import { IMAGE_BYTES_MAX, OUTPUT_CHARACTERS_MAX, OUTPUT_LINES_MAX, TITLE_MAX } from "#content-pipeline/notes/limits";
import { WORDS_PER_MINUTE } from "#content-pipeline/notes/reading-time";
import { RELATED_COUNT } from "#content-pipeline/notes/related-notes";
import { FIRST_YEAR, LAST_YEAR } from "#content-pipeline/publications/bibtex-fields";
import { LOAN_FIELDS } from "#model/fields";
import { CV_PAGE_LIMIT } from "#scripts/site/content-limits";

import {
  captured,
  capturedNumber,
  type DocFigure,
  grouped,
  mib,
  pinned,
  readRepoFile,
  release,
  ROOT,
  word,
} from "./figures";

const nbformat = capturedNumber("content-pipeline/notes/notebooks/nbformat.ts", /nbformat: z\.literal\((\d+)\)/);
const engines = captured("package.json", /"node": "([^"]+)"/);
const nodeMajor = captured(".nvmrc", /^(\d+)/);
const nodeMinimum = captured("package.json", new RegExp(`"node": "[^"]*\\^(${nodeMajor}\\.\\d+)\\.0`));
const ciNode = captured(".ci/run", /^NODE_VERSION=([\d.]+)$/m);
const allowScripts = Object.keys(
  (JSON.parse(readRepoFile("package.json")) as { allowScripts: Record<string, boolean> }).allowScripts,
);
const lighthouseRuns = capturedNumber("scripts/bench/browser/lighthouse.ts", /LIGHTHOUSE_RUNS \?\? (\d+)/);
const ogWidth = capturedNumber("content-pipeline/notes/og-image.ts", /const WIDTH = (\d+);/);
const ogHeight = capturedNumber("content-pipeline/notes/og-image.ts", /const HEIGHT = (\d+);/);
const openApi = captured("server/api/openapi.ts", /openapi: "(\d+\.\d+)\.\d+"/);
const serverTarget = captured("vite.server.config.ts", /target: "(node\d+)"/);
const dailyBuild = captured(".github/workflows/deploy.yml", /cron: "(\d+ \d+) \* \* \*"/).split(" ");
const compatibilityDate = captured("wrangler.jsonc", /"compatibility_date": "([\d-]+)"/);
const workerd = captured("package-lock.json", /"node_modules\/workerd": \{\s*"version": "([^"]+)"/);
const sampleRows = readRepoFile("public/batch-sample.csv").trim().split("\n").length - 1;
const fixtureEntries = readRepoFile("tests/fixtures/content/publications.bib").match(/^@\w+\{/gm)?.length ?? 0;

// The scales and shades every content's theme.css declares, as the fixture's (a complete content set) does.
const declared = [...readRepoFile("tests/fixtures/content/theme.css").matchAll(/--color-(.+)-(\d+):/g)];
const scales = new Set(declared.map((match) => match[1]));
const shades = [...new Set(declared.map((match) => Number(match[2])))].sort((a, b) => a - b);

// The site's languages, one pack each under app/words/, named as the README names them.
const packs = readdirSync(join(ROOT, "app", "words"), { withFileTypes: true }).filter((entry) => entry.isDirectory());
const languageNames = packs.map(({ name }) => new Intl.DisplayNames("en", { type: "language" }).of(name)!).sort();
const list = (items: string[]) => new Intl.ListFormat("en-GB", { type: "conjunction" }).format(items);
const languages = list(languageNames);

const readme = "README.md";
const architecture = "docs/architecture.md";
const features = "docs/features.md";
const writing = "docs/writing.md";
const publications = "docs/publications.md";
const limits = "docs/content-limits.md";
const deploy = "docs/deploy.md";
const PACKAGE = "package.json's pinned version of";

export const SITE_FIGURES: DocFigure[] = [
  // README.md
  {
    doc: readme,
    says: `Node.js ${nodeMajor} LTS (${nodeMinimum} or later`,
    from: ".nvmrc and package.json's engines",
  },
  {
    doc: readme,
    says: `denies the only ${word(allowScripts.length)} there are: ${list(allowScripts.map((name) => `${name}'s`))}.`,
    from: "package.json's allowScripts",
  },
  { doc: readme, says: `or your platform's Node ${nodeMajor} package)`, from: ".nvmrc" },
  { doc: "docs/deploy.md", says: `## A Node host Node.js ${nodeMajor} LTS.`, from: ".nvmrc" },
  {
    doc: architecture,
    says: `${word(scales.size)} scales in Tailwind's \`@theme\``,
    from: "tests/fixtures/content/theme.css (the scales a theme declares)",
  },
  {
    doc: architecture,
    says: `shades ${shades[0]} to ${shades.at(-1)});`,
    from: "tests/fixtures/content/theme.css (the shades a theme declares)",
  },
  {
    doc: architecture,
    says:
      `\`@cloudflare/workers-types\` ${release(pinned("@cloudflare/workers-types"), 1)}, ` +
      `\`@cloudflare/vitest-plugin\` ${release(pinned("@cloudflare/vitest-plugin"), 2)}`,
    from: `${PACKAGE} @cloudflare/workers-types and @cloudflare/vitest-plugin`,
  },
  {
    doc: readme,
    says: `your CV runs past ${word(CV_PAGE_LIMIT)} pages`,
    from: "scripts/site/content-limits.ts (CV_PAGE_LIMIT)",
  },
  {
    doc: readme,
    says: `${word(scales.size)[0]!.toUpperCase()}${word(scales.size).slice(1)} scales of ${word(shades.length)} shades (${shades[0]} lightest to ${shades.at(-1)} darkest)`,
    from: "tests/fixtures/content/theme.css (the scales and shades a theme declares)",
  },
  { doc: readme, says: `come in ${languages}:`, from: "app/words/ (one folder per language pack)" },

  // docs/content-limits.md
  {
    doc: limits,
    says: `fits on **${word(CV_PAGE_LIMIT)} A4 pages**`,
    from: "scripts/site/content-limits.ts (CV_PAGE_LIMIT)",
  },
  {
    doc: limits,
    says: `the CV prints on ${CV_PAGE_LIMIT + 1} A4 pages, more than ${CV_PAGE_LIMIT}.`,
    from: "scripts/site/content-limits.ts (CV_PAGE_LIMIT, in its warning)",
  },

  // docs/features.md
  {
    doc: features,
    says: `at most ${word(CV_PAGE_LIMIT)} A4 pages`,
    from: "scripts/site/content-limits.ts (CV_PAGE_LIMIT)",
  },
  {
    doc: features,
    says: `shows its first ${word(AUTHORS_SHOWN)} and you`,
    from: "app/features/publications/publication-parts.tsx (AUTHORS_SHOWN)",
  },
  {
    doc: features,
    says: `up to ${grouped(BROWSER_BATCH_MAX_ROWS)} rows and ${mib(BROWSER_BATCH_MAX_BYTES)}`,
    from: "app/features/loan-predict/batch/batch-file.ts (BROWSER_BATCH_MAX_ROWS, BROWSER_BATCH_MAX_BYTES)",
  },
  { doc: features, says: `the dataset's first ${sampleRows} rows`, from: "public/batch-sample.csv (its rows)" },
  {
    doc: features,
    says: `up to ${word(RELATED_COUNT)} related notes`,
    from: "content-pipeline/notes/related-notes.ts (RELATED_COUNT)",
  },
  {
    doc: features,
    says: `past ${NOTES_PER_PAGE} notes the lists go on`,
    from: "app/features/notes/note-paths.ts (NOTES_PER_PAGE)",
  },
  {
    doc: features,
    says: `in both themes, ${lighthouseRuns} runs each`,
    from: "scripts/bench/browser/lighthouse.ts (LIGHTHOUSE_RUNS's default)",
  },
  { doc: "docs/api.md", says: `(OpenAPI ${openApi}, generated`, from: "server/api/openapi.ts (openapi)" },
  {
    doc: writing,
    says: `Save an \`.ipynb\` (nbformat ${nbformat})`,
    from: "content-pipeline/notes/notebooks/nbformat.ts",
  },
  { doc: features, says: `(the OpenAPI ${openApi} description)`, from: "server/api/openapi.ts (openapi)" },

  // docs/writing.md
  {
    doc: writing,
    says: `\`title\` (${TITLE_MAX} characters at most)`,
    from: "content-pipeline/notes/limits.ts (TITLE_MAX)",
  },
  {
    doc: writing,
    says: `An image is ${IMAGE_BYTES_MAX / 1e6} MB at most`,
    from: "content-pipeline/notes/limits.ts (IMAGE_BYTES_MAX)",
  },
  {
    doc: writing,
    says: `or the file's own; ${IMAGE_BYTES_MAX / 1e6} MB at most)`,
    from: "content-pipeline/notes/limits.ts (IMAGE_BYTES_MAX)",
  },
  {
    doc: writing,
    says: `over the ${IMAGE_BYTES_MAX / 1e6} MB an image may be`,
    from: "content-pipeline/notes/limits.ts (IMAGE_BYTES_MAX)",
  },
  {
    doc: writing,
    says: `more than ${grouped(OUTPUT_LINES_MAX)} lines or ${grouped(OUTPUT_CHARACTERS_MAX)} characters`,
    from: "content-pipeline/notes/limits.ts (OUTPUT_LINES_MAX, OUTPUT_CHARACTERS_MAX)",
  },
  {
    doc: writing,
    says: `a title of more than ${TITLE_MAX} characters`,
    from: "content-pipeline/notes/limits.ts (TITLE_MAX)",
  },
  {
    doc: writing,
    says: `"title" must be ${TITLE_MAX} characters at most`,
    from: "content-pipeline/notes/limits.ts (TITLE_MAX)",
  },
  {
    doc: writing,
    says: `a note with ${word(TOC_MIN_HEADINGS)} sections or more gets a table of contents`,
    from: "app/features/notes/note/note-toc.tsx (TOC_MIN_HEADINGS)",
  },
  {
    doc: writing,
    says: `each tag's page show ${NOTES_PER_PAGE} notes`,
    from: "app/features/notes/note-paths.ts (NOTES_PER_PAGE)",
  },
  {
    doc: writing,
    says: `up to ${word(RELATED_COUNT)} others`,
    from: "content-pipeline/notes/related-notes.ts (RELATED_COUNT)",
  },
  {
    doc: writing,
    says: `at ${WORDS_PER_MINUTE} words a minute`,
    from: "content-pipeline/notes/reading-time.ts (WORDS_PER_MINUTE)",
  },
  { doc: writing, says: `${ogWidth} × ${ogHeight}`, from: "content-pipeline/notes/og-image.ts (WIDTH, HEIGHT)" },
  {
    doc: writing,
    says: `**KaTeX ${release(pinned("katex"), 2)}** for rehype-katex ${release(pinned("rehype-katex"), 1)}`,
    from: `${PACKAGE} katex and rehype-katex`,
  },
  {
    doc: writing,
    says: `beautiful-mermaid ${release(pinned("beautiful-mermaid"), 2)} parses`,
    from: `${PACKAGE} beautiful-mermaid`,
  },

  // docs/publications.md
  {
    doc: publications,
    says: `more than ${word(AUTHORS_BEFORE_CUT)} authors shows its first ${word(AUTHORS_SHOWN)} and you`,
    from: "app/features/publications/publication-parts.tsx (AUTHORS_BEFORE_CUT, AUTHORS_SHOWN)",
  },
  {
    doc: publications,
    says: `a year outside ${FIRST_YEAR}–${LAST_YEAR}`,
    from: "content-pipeline/publications/bibtex-fields.ts (FIRST_YEAR, LAST_YEAR)",
  },
  {
    doc: publications,
    says: `is not a year from ${FIRST_YEAR} to ${LAST_YEAR}`,
    from: "content-pipeline/publications/bibtex-fields.ts (FIRST_YEAR, LAST_YEAR)",
  },
  {
    doc: publications,
    says: `\`@retorquere/bibtex-parser\` ${pinned("@retorquere/bibtex-parser")}`,
    from: `${PACKAGE} @retorquere/bibtex-parser`,
  },
  {
    doc: publications,
    says: `${word(fixtureEntries)} made-up entries`,
    from: "tests/fixtures/content/publications.bib (its entries)",
  },

  // docs/deploy.md
  {
    doc: deploy,
    says: `every day at ${dailyBuild[1]!.padStart(2, "0")}:${dailyBuild[0]!.padStart(2, "0")} UTC`,
    from: ".github/workflows/deploy.yml (schedule's cron)",
  },
  {
    doc: deploy,
    says: `wrangler (${release(pinned("wrangler"), 2)}, in \`package.json\`) bundles workerd ${workerd}, so \`compatibility_date\` is ${compatibilityDate}`,
    from: "package.json (wrangler), package-lock.json (workerd) and wrangler.jsonc (compatibility_date)",
  },

  // docs/architecture.md
  { doc: architecture, says: `**Node ${nodeMajor} LTS** is the runtime (\`.nvmrc\`)`, from: ".nvmrc" },
  { doc: architecture, says: `\`${engines}\``, from: "package.json's engines" },
  { doc: architecture, says: `puts Node ${ciNode} first on \`PATH\``, from: ".ci/run (NODE_VERSION)" },
  {
    doc: architecture,
    says: `React Router ${release(pinned("react-router"), 2)} (\`react-router\` and \`@react-router/dev\``,
    from: `${PACKAGE} react-router`,
  },
  {
    doc: architecture,
    says: `Wrangler ${release(pinned("wrangler"), 2)} with workerd ${workerd}, so \`compatibility_date\` ${compatibilityDate}`,
    from: "package.json (wrangler), package-lock.json (workerd) and wrangler.jsonc (compatibility_date)",
  },
  {
    doc: architecture,
    says:
      `Lighthouse ${release(pinned("lighthouse"), 2)} (and puppeteer-core ${release(pinned("puppeteer-core"), 1)}), ` +
      `jsdom ${release(pinned("jsdom"), 1)}, \`@axe-core/playwright\` ${release(pinned("@axe-core/playwright"), 2)}, ` +
      `Vitest ${release(pinned("vitest"), 2)} (with Vite ${release(pinned("vite"), 2)}), ` +
      `\`@testing-library/jest-dom\` ${release(pinned("@testing-library/jest-dom"), 1)}, ` +
      `\`@types/node\` ${release(pinned("@types/node"), 1)}`,
    from: `${PACKAGE} each package named`,
  },
  {
    doc: architecture,
    says: `the form's ${word(LOAN_FIELDS.length)} fields, defined once`,
    from: "model/fields.ts (LOAN_FIELDS)",
  },
  { doc: architecture, says: `targets \`${serverTarget}\``, from: "vite.server.config.ts (build.target)" },
  {
    doc: architecture,
    says: `TypeScript stays ${release(pinned("typescript"), 2)}`,
    from: `${PACKAGE} typescript`,
  },
  { doc: architecture, says: `ESLint stays ${release(pinned("eslint"), 1)}`, from: `${PACKAGE} eslint` },
];
