/**
 * The notes in the app's build (vite.config.ts) and its unit tests: the modules "virtual:notes" and
 * "virtual:notes/presence" list them, and each note file (.md, .mdx, .ipynb) in a content folder compiles to
 * a JavaScript module. `npm run dev` shows drafts and reloads the page when a note changes; a build leaves
 * drafts out.
 */
import { extname, resolve } from "node:path";

import type { Plugin } from "vite";
import type {} from "vitest/node";

import { notesOn } from "#app/site/switches";

import { compileNote } from "./compile/compile-note";
import { collectionFolder } from "./content-folders";
import { findWritings } from "./note-index";
import { notesModuleSource, presenceModuleSource } from "./notes-module";
import { NOTE_FORMATS } from "./read-note";

const ID = "virtual:notes";
const PRESENCE_ID = "virtual:notes/presence";
const RESOLVED = `\0${ID}`;
const RESOLVED_PRESENCE = `\0${PRESENCE_ID}`;

/** KaTeX's style sheet names three files per font; every browser the site supports reads the first, WOFF2. */
const KATEX_CSS = /[\\/]katex[\\/]dist[\\/]katex\.min\.css$/;
const OLDER_FONT_FORMATS = /,url\([^)]+\.(?:woff|ttf)\) format\("(?:woff|truetype)"\)/g;

export type NotesPluginOptions = { folders?: { notes: string; projects: string } };

export function notes(options: NotesPluginOptions = {}): Plugin {
  const given = options.folders ?? { notes: collectionFolder("notes"), projects: collectionFolder("projects") };
  const folders = { notes: resolve(given.notes), projects: resolve(given.projects) };
  const inFolders = (id: string) => Object.values(folders).some((folder) => id.startsWith(`${folder}/`));
  const isNote = (id: string) => !id.includes("?") && Object.hasOwn(NOTE_FORMATS, extname(id)) && inFolders(id);
  let drafts = false;
  return {
    name: "notes",
    enforce: "pre",
    configResolved(config) {
      drafts = config.command === "serve";
    },
    // Vitest keeps transformed modules by their source; a compiled note depends on this pipeline too.
    configureVitest(context) {
      context.defineCacheKeyGenerator(({ id }) => (isNote(id) ? false : undefined));
    },
    configureServer(server) {
      server.watcher.add(Object.values(folders));
      const reload = (path: string) => {
        if (!inFolders(path)) return;
        for (const id of [RESOLVED, RESOLVED_PRESENCE]) {
          const module = server.moduleGraph.getModuleById(id);
          if (module) server.moduleGraph.invalidateModule(module);
        }
        server.ws.send({ type: "full-reload" });
      };
      server.watcher.on("add", reload).on("unlink", reload).on("change", reload);
    },
    resolveId(source) {
      if (source === ID) return RESOLVED;
      return source === PRESENCE_ID ? RESOLVED_PRESENCE : undefined;
    },
    load(id) {
      if (id !== RESOLVED && id !== RESOLVED_PRESENCE) return undefined;
      // With the notes switched off (site.ts), none is compiled, so none ships; case studies stay.
      const { notes, caseStudies } = findWritings({ drafts, folders, notes: notesOn });
      for (const note of [...notes, ...caseStudies]) this.addWatchFile(note.file);
      return id === RESOLVED ? notesModuleSource(notes, caseStudies) : presenceModuleSource(notes, caseStudies);
    },
    async transform(code, id) {
      if (KATEX_CSS.test(id.split("?")[0]!)) return { code: code.replace(OLDER_FONT_FORMATS, ""), map: null };
      if (!isNote(id)) return undefined;
      const compiled = await compileNote(id);
      for (const warning of compiled.warnings) this.warn(warning);
      return { code: compiled.code, map: null };
    },
  };
}
