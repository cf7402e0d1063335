import { relative } from "node:path";

const root = new URL("../..", import.meta.url).pathname;

/** A file as messages name it: its path from the project. */
export function shownPath(file: string): string {
  return relative(root, file);
}

/** A problem told as editors and terminals link it: the file from the project, the line, the problem. */
export function atLine(file: string, line: number | undefined, problem: string): string {
  return `${shownPath(file)}${line === undefined ? "" : `:${line}`}: ${problem}`;
}

/**
 * A mistake in a note, notebook or case study that stops the build, told as editors and terminals
 * link it: the file's path from the project, a colon, the line (1-based), a colon, the problem.
 */
export class NoteError extends Error {
  readonly file: string;
  readonly line: number | undefined;

  constructor(file: string, line: number | undefined, problem: string) {
    super(atLine(file, line, problem));
    this.name = "NoteError";
    this.file = file;
    this.line = line;
  }
}
