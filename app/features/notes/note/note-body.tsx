import type { MDXComponents } from "mdx/types";
import { use } from "react";

import type { NoteModule } from "#app/features/notes/note-entry";

import { KatexStyles } from "./note-styles";
import { NoteToc } from "./note-toc";
import { NotebookDownload } from "./notebook-download";

const loading = new Map<string, Promise<NoteModule>>();

/** One promise per note, so every render (prerender, hydration) waits for the same module. */
function noteModule(path: string, load: () => Promise<NoteModule>): Promise<NoteModule> {
  let module = loading.get(path);
  if (!module) {
    module = load();
    loading.set(path, module);
  }
  return module;
}

type NoteBodyProps = { path: string; slug: string; load: () => Promise<NoteModule>; components: MDXComponents };

/**
 * The compiled note (content-pipeline/notes/compile/compile-note.ts): its table of contents, the notebook's
 * download link, and its body. It suspends until the module has loaded: the prerender waits for it, and
 * a hydrating page keeps the prerendered HTML meanwhile.
 */
export function NoteBody({ path, slug, load, components }: NoteBodyProps) {
  const { default: Body, toc, math, notebook } = use(noteModule(path, load));
  return (
    <div className="note-layout">
      {math && <KatexStyles />}
      <NoteToc items={toc} />
      <div className="note-prose">
        {notebook && <NotebookDownload href={notebook} slug={slug} />}
        <Body components={components} />
      </div>
    </div>
  );
}
