/**
 * A module switched off leaves nothing behind: a real build with every module off (the demo, the notes, the
 * publications, the CV: tests/fixtures/content-modules-off, whose content has notes, a case study and publications
 * to leave out), then every file the site serves is read for each module's words, classes, addresses and files.
 * A fixture owner's words only: never the owner's app/content/.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";

import { beforeAll, describe, expect, it } from "vitest";

import { loanPage } from "#app/words/loan/demo";
import { loanForm } from "#app/words/loan/form";
import { modelsPage, modelWords } from "#app/words/models";
import { feeds } from "#app/words/publishing/feeds";
import { publicationsPage, selectedPublicationsSection } from "#app/words/publishing/publications";
import { notesListWords } from "#app/words/publishing/writing";
import { cvLinkLabel, cvWords } from "#app/words/site/cv";

const root = join(import.meta.dirname, "..", "..");
const buildDir = "build-test-modules-off";
const client = join(root, buildDir, "client");

/** Every text file the site serves, by path. */
function served(): Map<string, string> {
  const files = readdirSync(client, { recursive: true, encoding: "utf8" }).filter(
    (file) => /\.(?:html|js|css|json|xml|txt|webmanifest|csv)$/.test(file) && !file.startsWith(".vite"),
  );
  return new Map(files.map((file) => [file, readFileSync(join(client, file), "utf8")]));
}

/** The served files holding `text`. */
const holding = (files: Map<string, string>, text: string) =>
  [...files].filter(([, content]) => content.includes(text)).map(([file]) => file);

describe("a site with every module off", () => {
  beforeAll(() => {
    rmSync(join(root, buildDir), { recursive: true, force: true });
    // As `npm run build` runs it: not in Vitest's test mode.
    const { NODE_ENV: _mode, VITEST: _vitest, ...inherited } = process.env;
    execFileSync("npx", ["react-router", "build"], {
      cwd: root,
      env: {
        ...inherited,
        CONTENT_DIR: "tests/fixtures/content-modules-off:tests/fixtures/content-other:tests/fixtures/content",
        BUILD_DIR: buildDir,
      },
      stdio: "pipe",
    });
  }, 300_000);

  const MODULES: Record<string, string[]> = {
    // Its words, its own CSS classes and keyframes, its API and its sample file.
    "the loan demo": [
      loanPage.title,
      loanPage.subtitle,
      loanForm.title,
      "loan-page",
      "loan-result-enter",
      "loan-bar-grow",
      "/api/predict",
      "batch-sample",
    ],
    // Not the words a case study shares with them (its table of contents, its reading time): case studies stay.
    "the notes": [
      notesListWords.allNotes,
      notesListWords.previous,
      notesListWords.next,
      feeds.title,
      "rss.xml",
      "atom.xml",
    ],
    "the publications": [
      publicationsPage.copy,
      publicationsPage.heading,
      selectedPublicationsSection.title,
      "@article",
    ],
    "the CV": [cvWords.print, cvWords.jsonResume, cvWords.builtWith, cvLinkLabel],
    // The fixture owner's models (tests/fixtures/content/models/), which the folders below this owner's hold.
    "the models": [
      modelsPage.intro,
      modelWords.allModels,
      "Diabetes progression risk",
      "diabetes-risk@",
      "/api/models",
    ],
  };

  it.each(Object.entries(MODULES))("ships nothing of %s: no word, class, endpoint or file", (_, traces) => {
    const files = served();
    expect(files.size).toBeGreaterThan(5);
    for (const trace of traces) expect(holding(files, trace), trace).toEqual([]);
  });

  it("builds no page and no file of theirs", () => {
    for (const path of [
      "projects/loan-predict",
      "notes",
      "publications",
      "cv",
      "cv.json",
      "batch-sample.csv",
      "models",
    ]) {
      expect(existsSync(join(client, path)), path).toBe(false);
    }
    expect(
      readdirSync(join(client, "assets")).filter((file) => /applicant-verdict|loan-predict|notes|cv-/.test(file)),
    ).toEqual([]);
    // The server's record of the models holds none, so the API has no model endpoint.
    expect(JSON.parse(readFileSync(join(root, buildDir, "kit-models.json"), "utf8"))).toEqual({});
  });
});
