import { readFileSync } from "node:fs";
import { join } from "node:path";

import { newestFirst } from "#content-pipeline/publications/publications-plugin";
import { readBibtex } from "#content-pipeline/publications/read-bibtex";

/**
 * The fixture owner's publications (tests/fixtures/content/publications.bib), newest first, as the build
 * gives them to the pages: input for the components' tests, whose expectations are written by hand.
 */
export const fixturePublications = newestFirst(
  readBibtex(
    readFileSync(join(import.meta.dirname, "..", "..", "fixtures", "content", "publications.bib"), "utf8"),
    "publications.bib",
  ).publications,
);
