/**
 * A pseudo-locale for the words test (tests/e2e/words.spec.ts): every word of the content, bracketed
 * (`⟦About Me⟧`), so that any English left on a page without brackets came from code, not content.
 * Identifiers stay as they are, or the site would break: addresses, paths and anchors, and the values
 * of the keys below.
 */
const KEEP_KEYS = new Set([
  ...["id", "href", "url", "path", "jsonPath", "image", "photo", "color", "locale", "countryCode"],
  // A key on the keyboard (the search's access key), not a word.
  "accessKey",
  // Which icon, network, toast style or entry kind: the code looks them up.
  ...["icon", "kind", "variant"],
  // Dates as JSON Resume writes them: /cv.json checks them against its schema.
  ...["year", "endYear", "date"],
  // A model's fields named for its fairness report (models/<id>/model.ts): test.csv's columns, not words.
  "fairness",
]);
const IDENTIFIER = /^(?:https?:\/\/\S*|mailto:\S*|[/#]\S*|[^\s@]+@[^\s@]+)$/;
/** A skill's category is an id ("genai"); a project's is a name ("Financial AI"). */
const isId = (key: string | undefined, value: string) => key === "category" && /^[a-z0-9-]+$/.test(value);

export const OPEN = "⟦";
export const CLOSE = "⟧";

/** The value with every visitor-facing string in it bracketed, functions included (their results are). */
export function bracket<T>(value: T, key?: string): T {
  if (typeof value === "string") {
    const keep = (key && KEEP_KEYS.has(key)) || isId(key, value) || IDENTIFIER.test(value) || value.trim() === "";
    return keep ? value : (`${OPEN}${value}${CLOSE}` as T);
  }
  if (typeof value === "function") {
    return ((...args: unknown[]) => bracket((value as (...args: unknown[]) => unknown)(...args))) as T;
  }
  if (Array.isArray(value)) return value.map((item) => bracket(item, key)) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, bracket(item, name)])) as T;
  }
  return value;
}
