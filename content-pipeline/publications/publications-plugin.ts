/**
 * The Vite plugin that gives the app the owner's publications as data: `import { publications } from
 * "virtual:publications"` (and the selected ones from "virtual:publications/selected") loads
 * app/content/publications.bib, or its namesake in CONTENT_DIR (content-pipeline/content-dir.ts), read at build time
 * by content-pipeline/publications/read-bibtex.ts. Without the file, or with an empty one, the list is empty and the
 * site has no publications page.
 */
import { existsSync, readFileSync } from "node:fs";
import { basename, join, relative } from "node:path";

import type { Plugin } from "vite";

import type { Publication } from "#app/site/content-types";

import { BibtexError, describeProblem, readBibtex } from "./read-bibtex";

export const PUBLICATIONS_MODULE = "virtual:publications";
export const SELECTED_MODULE = "virtual:publications/selected";
export const PRESENCE_MODULE = "virtual:publications/presence";
type ModuleName = typeof PUBLICATIONS_MODULE | typeof SELECTED_MODULE | typeof PRESENCE_MODULE;
const MODULES = new Set<string>([PUBLICATIONS_MODULE, SELECTED_MODULE, PRESENCE_MODULE]);

const root = join(import.meta.dirname, "..", "..");
const BIB_FILE = join(root, "app", "content", "publications.bib");

/**
 * The BibTeX file the build reads: the topmost content folder's (CONTENT_DIR's, absolute) that has one, as for
 * every content file (content-pipeline/content-dir.ts); without folders, app/content's (`ownFile`). None when none exists: a
 * build on other content never reads app/content/, so folders without the file have no publications.
 */
export function publicationsFile(contentDirs: readonly string[], ownFile: string = BIB_FILE): string | undefined {
  const files = contentDirs.length > 0 ? contentDirs.map((dir) => join(dir, basename(BIB_FILE))) : [ownFile];
  return files.find((file) => existsSync(file));
}

/** Newest first: by date (a year alone counts as its start); undated entries last; otherwise in the file's order. */
export function newestFirst(list: readonly Publication[]): Publication[] {
  // ISO dates sort as text (by code unit, not the locale's collation); "" puts the undated last.
  const when = (entry: Publication) => entry.date ?? "";
  return [...list].sort((a, b) => (when(a) === when(b) ? 0 : when(a) < when(b) ? 1 : -1));
}

/**
 * The modules' sources (app/features/publications/virtual-publications.d.ts declares them), and the warnings to show. The
 * selected entries have a module of their own, so the landing page's block loads them without the rest; and
 * whether there are any has one too, so the menus and the landing page ask it without loading either list
 * (a module is the bundler's unit: the two booleans inlined from the list's module still made / fetch it).
 */
export function publicationsModules(source: string, file: string) {
  const reading = readBibtex(source, file);
  const publications = newestFirst(reading.publications);
  const selected = publications.filter((entry) => entry.selected);
  return {
    [PUBLICATIONS_MODULE]: `export const publications = ${JSON.stringify(publications)};`,
    [SELECTED_MODULE]: `export const selectedPublications = ${JSON.stringify(selected)};`,
    [PRESENCE_MODULE]: [
      `export const hasPublications = ${publications.length > 0};`,
      `export const hasSelectedPublications = ${selected.length > 0};`,
    ].join("\n"),
    warnings: reading.warnings,
  };
}

/** The plugin; `contentDirs` are CONTENT_DIR's folders, absolute and topmost first (contentDirsFromEnv). */
export function publications(contentDirs: readonly string[]): Plugin {
  return {
    name: "publications",
    // Vite's convention: a leading NUL marks an id as virtual, so no other plugin tries to read it as a file.
    resolveId(id) {
      return MODULES.has(id) ? `\0${id}` : undefined;
    },
    load(id) {
      const name = id.slice(1) as ModuleName;
      if (id[0] !== "\0" || !MODULES.has(name)) return undefined;
      const file = publicationsFile(contentDirs);
      if (!file) return publicationsModules("", "")[name];
      this.addWatchFile(file);
      const shown = relative(root, file);
      try {
        const modules = publicationsModules(readFileSync(file, "utf8"), shown);
        // Once, with the module every build loads.
        if (name === PRESENCE_MODULE) {
          for (const problem of modules.warnings) this.warn(describeProblem(shown, problem));
        }
        return modules[name];
      } catch (error) {
        if (error instanceof BibtexError) this.error(error.message);
        throw error;
      }
    },
  };
}
