/**
 * A site whose site.ts says fr-FR, de-DE or es-ES gets its language's pack through the build's own plugin
 * (content-pipeline/content-dir.ts), numbers written by Intl in that locale, and the owner's words.ts laid over it: the
 * modules load as a build loads them, from a content folder over the fixture owner's.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { runnerImport } from "vite";
import { describe, expect, it } from "vitest";

import { contentDir } from "#content-pipeline/content-dir";

import type * as Writing from "./en/publishing/writing";
import type * as Common from "./en/site/common";
import type * as Contact from "./en/site/contact";

const root = join(import.meta.dirname, "..", "..");
const FIXTURE = join(root, "tests", "fixtures", "content");

type Probe = typeof Common & typeof Contact & typeof Writing;

/** The words a component of a site in `locale` imports, with words.ts overriding the 404's title. */
async function wordsOf(locale: string): Promise<Probe> {
  const dir = mkdtempSync(join(tmpdir(), "words-"));
  writeFileSync(join(dir, "site.ts"), `export const site = { locale: ${JSON.stringify(locale)} };\n`);
  writeFileSync(join(dir, "words.ts"), 'export const words = { commonWords: { notFound: { title: "404 !" } } };\n');
  writeFileSync(
    join(dir, "probe.ts"),
    ["site/common", "site/contact", "publishing/writing"]
      .map((subject) => `export * from "#app/words/${subject}";`)
      .join("\n"),
  );
  const { module } = await runnerImport<Probe>(join(dir, "probe.ts"), {
    configFile: false,
    root,
    logLevel: "warn",
    plugins: [contentDir([dir, FIXTURE])],
  });
  return module;
}

describe.each([
  // Written out by hand; Intl groups thousands with a narrow no-break space in French, a dot in German and Spanish.
  ["fr-FR", "Oups\u202f! Page introuvable", "Il reste moins de 12\u202f000 caractères.", "1 note"],
  ["de-DE", "Hoppla! Seite nicht gefunden", "Weniger als 12.000 Zeichen übrig.", "1 Notiz"],
  ["es-ES", "¡Vaya! Página no encontrada", "Quedan menos de 12.000 caracteres.", "1 nota"],
])("a site in %s", (locale, notFound, charactersLeft, oneNote) => {
  it("shows its language's words, numbers as its locale writes them, and the owner's own over them", async () => {
    const words = await wordsOf(locale);
    expect(words.commonWords.notFound.message).toBe(notFound);
    expect(words.contactContent.messageLimit.under(12000)).toBe(charactersLeft);
    expect(words.notesListWords.noteCount(1)).toBe(oneNote);
    expect(words.commonWords.notFound.title).toBe("404 !");
  });
});
