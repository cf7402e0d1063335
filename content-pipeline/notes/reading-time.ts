import type { Nodes } from "mdast";
import { toString } from "mdast-util-to-string";

/**
 * Words a minute: the mean silent reading rate of English non-fiction in Brysbaert's 2019 meta-analysis
 * of 190 studies (238 wpm), rounded down a little for the code and figures a technical note holds.
 */
export const WORDS_PER_MINUTE = 230;

/** The words in a text, as the locale's word breaker finds them (so Chinese or Japanese count too). */
export function countWords(text: string, locale: string): number {
  let words = 0;
  for (const segment of new Intl.Segmenter(locale, { granularity: "word" }).segment(text)) {
    if (segment.isWordLike) words += 1;
  }
  return words;
}

/** Whole minutes to read a note's tree, at least one. */
export function readingMinutes(trees: readonly Nodes[], locale: string): number {
  const words = trees.reduce((sum, tree) => sum + countWords(toString(tree, { includeHtml: false }), locale), 0);
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}
