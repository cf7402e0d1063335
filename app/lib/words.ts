/**
 * The template's own words (buttons, headings, what screen readers hear, the 404, the notes', the publications' and
 * the demo's words) come in language packs, app/words/<language>/, one file per subject, grouped in folders by
 * meaning. A component imports `#app/words/<subject>`, the file's path in the pack (`#app/words/site/landing`);
 * the build (content-pipeline/content-dir.ts) gives it the pack of site.ts's `locale`, English when there is none
 * for it, with the owner's own strings from app/content/words.ts laid over it. This file holds what that takes:
 * the shape of the overrides and how they apply.
 */
import type * as LoanApi from "#app/words/loan/api";
import type * as LoanBatch from "#app/words/loan/batch";
import type * as LoanDatasheet from "#app/words/loan/datasheet";
import type * as LoanDemo from "#app/words/loan/demo";
import type * as LoanEmbed from "#app/words/loan/embed";
import type * as LoanEvaluation from "#app/words/loan/evaluation";
import type * as LoanForm from "#app/words/loan/form";
import type * as LoanLaw from "#app/words/loan/law";
import type * as LoanShare from "#app/words/loan/share";
import type * as LoanUncertainty from "#app/words/loan/uncertainty";
import type * as LoanWhatIf from "#app/words/loan/what-if";
import type * as CaseStudies from "#app/words/publishing/case-studies";
import type * as Feeds from "#app/words/publishing/feeds";
import type * as Publications from "#app/words/publishing/publications";
import type * as Writing from "#app/words/publishing/writing";
import type * as Common from "#app/words/site/common";
import type * as Contact from "#app/words/site/contact";
import type * as Cv from "#app/words/site/cv";
import type * as Landing from "#app/words/site/landing";
import type * as Navigation from "#app/words/site/navigation";
import type * as Socials from "#app/words/site/socials";

/**
 * What a string, a list or a function of the English pack may be in another pack or an override: any string
 * where English has a given one ("Send Message" → string), the same arguments where it has a function.
 */
export type Translated<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Translated<R>
    : T extends readonly (infer I)[]
      ? readonly Translated<I>[]
      : T extends object
        ? { -readonly [K in keyof T]: Translated<T[K]> }
        : T;

/** An override: any part of a pack's value, down to one string. */
export type Override<T> = T extends string | ((...args: never[]) => unknown) | readonly unknown[]
  ? Translated<T>
  : T extends object
    ? { [K in keyof T]?: Override<T[K]> }
    : T;

/** Every export of the English pack, by its name: the words an owner may override. */
type Words = typeof CaseStudies &
  typeof Common &
  typeof Contact &
  typeof Cv &
  typeof Feeds &
  typeof Landing &
  typeof LoanApi &
  typeof LoanBatch &
  typeof LoanDatasheet &
  typeof LoanDemo &
  typeof LoanEmbed &
  typeof LoanEvaluation &
  typeof LoanForm &
  typeof LoanLaw &
  typeof LoanShare &
  typeof LoanUncertainty &
  typeof LoanWhatIf &
  typeof Navigation &
  typeof Publications &
  typeof Socials &
  typeof Writing;

/** app/content/words.ts: the owner's own strings, by the name of the pack's export they replace part of. */
export type WordOverrides = { [K in keyof Words]?: Override<Words[K]> };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The pack's value with the owner's override laid over it: objects are merged key by key, anything else (a string,
 * a list, a function) is replaced whole. A key the pack does not have is refused, so that a misspelt override fails
 * the build instead of changing nothing.
 */
export function withOverrides<T>(words: T, override: unknown, path = "words"): T {
  if (override === undefined) return words;
  if (!isRecord(words) || !isRecord(override)) return override as T;
  const merged: Record<string, unknown> = { ...words };
  for (const [key, value] of Object.entries(override)) {
    if (!(key in words)) {
      throw new Error(`app/content/words.ts: ${path}.${key} is not a word of the site (check its spelling)`);
    }
    merged[key] = withOverrides(words[key], value, `${path}.${key}`);
  }
  return merged as T;
}
