/**
 * What a note may hold, at most: past these, a co-author's notebook or a pasted title would make pages and feeds
 * of megabytes, or run the build out of memory (a 5 MB title did, in the preview image), and nothing would say why.
 * docs/writing.md lists them.
 */

/** A title's characters: about four lines of the page's heading, and what a preview image can show. */
export const TITLE_MAX = 300;

/** One output's lines of text (a stream, a result, a traceback): past them it is cut, with a note, and a warning. */
export const OUTPUT_LINES_MAX = 20_000;

/** One output's characters, for the output of a few very long lines. */
export const OUTPUT_CHARACTERS_MAX = 1_000_000;

/** An image's bytes (a note's, a cover, a notebook's figure): past them the build stops. */
export const IMAGE_BYTES_MAX = 5_000_000;

/** A size in bytes as messages give it: "15.2 MB", "5 MB". */
export function megabytes(bytes: number): string {
  return `${(bytes / 1_000_000).toFixed(1).replace(/\.0$/, "")} MB`;
}
