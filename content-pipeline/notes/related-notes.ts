/**
 * Related notes, computed at build time: for each note, the others that share most of its tags, and among those
 * that share as many, the ones whose words are most alike (TF-IDF vectors' cosine, the measure scikit-learn's
 * TfidfVectorizer gives: raw counts, smoothed IDF, vectors of length one), then the newer. The page shows the
 * first three.
 */

/** What relating notes reads of each: its path, its tags, its words, its date. */
export type RelatableNote = { path: string; date: string; tags: readonly { slug: string }[]; text: string };

/** How many related notes a note shows at most. */
export const RELATED_COUNT = 3;

/** The text's words, lower-cased, as the language's word breaker finds them. */
export function words(text: string, locale: string): string[] {
  const found: string[] = [];
  for (const segment of new Intl.Segmenter(locale, { granularity: "word" }).segment(text)) {
    if (segment.isWordLike) found.push(segment.segment.toLocaleLowerCase(locale));
  }
  return found;
}

/** Each text's TF-IDF vector (a word's count × its smoothed IDF, ln((1 + n) / (1 + df)) + 1), of length one. */
export function tfidfVectors(texts: readonly string[][]): Map<string, number>[] {
  const documents = new Map<string, number>();
  const counts = texts.map((tokens) => {
    const count = new Map<string, number>();
    for (const token of tokens) count.set(token, (count.get(token) ?? 0) + 1);
    for (const token of count.keys()) documents.set(token, (documents.get(token) ?? 0) + 1);
    return count;
  });
  return counts.map((count) => {
    const vector = new Map<string, number>();
    for (const [token, times] of count) {
      vector.set(token, times * (Math.log((1 + texts.length) / (1 + documents.get(token)!)) + 1));
    }
    const length = Math.hypot(...vector.values());
    for (const [token, weight] of vector) vector.set(token, length > 0 ? weight / length : 0);
    return vector;
  });
}

/** The cosine of two vectors of length one: their dot product. */
export function cosine(a: ReadonlyMap<string, number>, b: ReadonlyMap<string, number>): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let sum = 0;
  for (const [token, weight] of small) sum += weight * (large.get(token) ?? 0);
  return sum;
}

/** Each note's related notes (their paths, most related first), at most `count` of them. */
export function relatedNotes(
  notes: readonly RelatableNote[],
  locale: string,
  count: number = RELATED_COUNT,
): Map<string, string[]> {
  const vectors = tfidfVectors(notes.map((note) => words(note.text, locale)));
  const tagSets = notes.map((note) => new Set(note.tags.map((tag) => tag.slug)));
  return new Map(
    notes.map((note, at) => {
      const others = notes
        .map((other, index) => ({
          other,
          shared: other.tags.filter((tag) => tagSets[at]!.has(tag.slug)).length,
          similarity: cosine(vectors[at]!, vectors[index]!),
        }))
        .filter(({ other }) => other !== note)
        .sort((a, b) => b.shared - a.shared || b.similarity - a.similarity || b.other.date.localeCompare(a.other.date));
      return [note.path, others.slice(0, count).map(({ other }) => other.path)];
    }),
  );
}
