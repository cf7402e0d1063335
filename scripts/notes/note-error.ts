import { relative } from "node:path";

const root = new URL("../..", import.meta.url).pathname;

/**
 * A mistake in a note, notebook or case study that stops the build, told as editors and terminals
 * link it: `app/content/notes/x.md:3: message` (the path relative to the project, the line 1-based).
 */
export class NoteError extends Error {
  readonly file: string;
  readonly line: number | undefined;

  constructor(file: string, line: number | undefined, problem: string) {
    super(`${relative(root, file)}${line === undefined ? "" : `:${line}`}: ${problem}`);
    this.name = "NoteError";
    this.file = file;
    this.line = line;
  }
}
