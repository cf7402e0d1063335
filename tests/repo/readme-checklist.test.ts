/**
 * The README's "Make it yours" checklist names every kind of content once, with what it holds: each file and folder
 * the fixture owner has (tests/fixtures/content/ holds every kind the site reads, since no build on other content
 * falls back to app/content/), so that a content file added to the site without a line in the checklist fails here.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "..", "..");

function checklist(): string[] {
  const readme = readFileSync(join(ROOT, "README.md"), "utf8");
  const section = readme.split("## Make it yours")[1]?.split("\n## ")[0] ?? "";
  return [...section.matchAll(/^- \[ \] `([^`]+)`/gm)].map((match) => match[1]!);
}

describe("the README's checklist", () => {
  it("names each content file and folder of the site once", () => {
    const kinds = readdirSync(join(ROOT, "tests", "fixtures", "content"), { withFileTypes: true }).map((entry) =>
      entry.isDirectory() ? `${entry.name}/` : entry.name,
    );
    const named = checklist();
    for (const kind of kinds)
      expect(
        named.filter((name) => name === kind),
        kind,
      ).toHaveLength(1);
  });
});
