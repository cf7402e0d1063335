import { copyFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { notes } from "./vite-plugin";

const fixtures = join(import.meta.dirname, "..", "..", "tests", "fixtures");
const contentFolders = { notes: join(fixtures, "content", "notes"), projects: join(fixtures, "content", "projects") };

type Hooks = {
  configResolved: (config: { command: string }) => void;
  load: (this: { addWatchFile: (file: string) => void }, id: string) => string | undefined;
  transform: (code: string, id: string) => Promise<{ code: string } | undefined>;
};

function pluginFor(folders: typeof contentFolders, command: "build" | "serve") {
  const plugin = notes({ folders }) as unknown as Hooks;
  plugin.configResolved({ command });
  return (id: string) => plugin.load.call({ addWatchFile: () => {} }, id);
}

describe("the notes' Vite plugin", () => {
  it("lists the published notes and the case studies, each note's module loaded on demand", () => {
    const load = pluginFor(contentFolders, "build");
    const presence = load("\0virtual:notes/presence")!;
    expect(presence).toContain("export const hasNotes = true;");
    expect(presence).toContain(
      'export const caseStudyPaths = {"rag-knowledge-assistant":"/projects/rag-knowledge-assistant"};',
    );
    const source = load("\0virtual:notes")!;
    expect(source).not.toContain("hasNotes");
    expect(source).toContain(
      `"/notes/live-verdict": () => import(${JSON.stringify(join(contentFolders.notes, "live-verdict.mdx"))})`,
    );
    expect(source).not.toContain("unpublished-draft");
    // Dated 2099: scheduled, so no build before that day lists it.
    expect(source).not.toContain("scheduled-note");
  });

  it("shows drafts to the dev server", () => {
    expect(pluginFor(contentFolders, "serve")("\0virtual:notes")).toContain('"/notes/unpublished-draft"');
  });

  it("says there are no notes when the folder holds none but drafts", () => {
    const load = pluginFor(
      { notes: join(fixtures, "content-empty", "notes"), projects: contentFolders.projects },
      "build",
    );
    expect(load("\0virtual:notes")).toContain("export const notes = [];");
    expect(load("\0virtual:notes/presence")).toContain("export const hasNotes = false;");
  });

  it("fails the build with the broken note's file and line", () => {
    const folder = mkdtempSync(join(tmpdir(), "notes-"));
    copyFileSync(join(fixtures, "broken-notes", "missing-date.md"), join(folder, "missing-date.md"));
    expect(() => pluginFor({ notes: folder, projects: contentFolders.projects }, "build")("\0virtual:notes")).toThrow(
      /missing-date\.md:2: front matter: "date" is missing/,
    );
  });

  it("keeps only the WOFF2 files of KaTeX's fonts", async () => {
    const plugin = notes({ folders: contentFolders }) as unknown as Hooks;
    const css =
      '@font-face{src:url(fonts/KaTeX_AMS-Regular.woff2) format("woff2"),url(fonts/KaTeX_AMS-Regular.woff) format("woff"),url(fonts/KaTeX_AMS-Regular.ttf) format("truetype")}';
    const result = await plugin.transform(css, "/x/node_modules/katex/dist/katex.min.css?inline");
    expect(result?.code).toBe('@font-face{src:url(fonts/KaTeX_AMS-Regular.woff2) format("woff2")}');
  });
});
