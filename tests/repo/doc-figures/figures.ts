/**
 * What tests/repo/doc-figures.test.ts checks: each figure a doc quotes from the code, its configuration or its
 * committed data, as the words the doc must hold, made from the value itself. A changed constant changes the words,
 * and the test then names the doc, the words it lacks and where the figure comes from.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";

import { roundFigure } from "#model/round-figure";

export const ROOT = join(import.meta.dirname, "..", "..", "..");

/** One figure: the doc (from the repository's root), the words it must hold, and the constant they come from. */
export type DocFigure = { doc: string; says: string; from: string };

export function readRepoFile(path: string): string {
  return readFileSync(join(ROOT, path), "utf8");
}

/** A doc's text with every run of white space as one space: prose wraps and tables pad, the words stay. */
export function docText(path: string): string {
  return readRepoFile(path).replace(/\s+/g, " ");
}

/**
 * The first group a pattern captures in a repository file: a setting of a configuration file, or a constant of a
 * module that starts a server when imported (`server/node.ts`). Throws, naming both, when the file lost it.
 */
export function captured(path: string, pattern: RegExp): string {
  const value = pattern.exec(readRepoFile(path))?.[1];
  if (value === undefined) throw new Error(`${path} no longer matches ${pattern}: update tests/repo/doc-figures/.`);
  return value;
}

/** A number as captured from source (`10_000`), as a number. */
export const capturedNumber = (path: string, pattern: RegExp) => Number(captured(path, pattern).replaceAll("_", ""));

/** A number as the docs write it: 10,000 and 1,024, with a point for decimals. */
export const grouped = (value: number) => value.toLocaleString("en-US", { maximumFractionDigits: 6 });
export const mib = (bytes: number) => `${grouped(bytes / 2 ** 20)} MiB`;
export const kib = (bytes: number) => `${grouped(bytes / 2 ** 10)} KiB`;
export const seconds = (ms: number) => `${grouped(ms / 1000)} s`;
/** A share as a percentage, rounded half up as written (as the page and docs/models.md's tables round). */
export const percent = (share: number, digits = 0) => `${(roundFigure(share, digits + 2) * 100).toFixed(digits)} %`;

const WORDS = ["none", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven"];
const ORDINALS = ["zeroth", "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth"];

/** A small count as the docs spell it ("three"); a figure past the words as digits. */
export const word = (count: number) => WORDS[count] ?? grouped(count);
export const ordinal = (count: number) => ORDINALS[count] ?? nth(count);

/** A count as a numbered place: 17th, 33rd. */
export function nth(count: number): string {
  const suffix = new Intl.PluralRules("en-US", { type: "ordinal" }).select(count);
  return `${count}${{ one: "st", two: "nd", few: "rd" }[suffix as "one" | "two" | "few"] ?? "th"}`;
}

/** The version a package.json pins for a package (its devDependencies, dependencies or overrides). */
export function pinned(name: string): string {
  const manifest = JSON.parse(readRepoFile("package.json")) as Record<string, Record<string, string> | undefined>;
  const version = manifest.dependencies?.[name] ?? manifest.devDependencies?.[name] ?? manifest.overrides?.[name];
  if (!version || !/^\d/.test(version)) throw new Error(`package.json pins no version of ${name}.`);
  return version;
}

/** A version cut to its first `parts` numbers, as prose names it ("8.4" of 8.4.0). */
export const release = (version: string, parts: number) => version.split(".").slice(0, parts).join(".");

/** Every figure a doc no longer quotes as its source makes it, each as a sentence that says what to do. */
export function staleFigures(figures: DocFigure[], read: (doc: string) => string = docText): string[] {
  const texts = new Map<string, string>();
  return figures
    .filter(({ doc, says }) => {
      if (!texts.has(doc)) texts.set(doc, read(doc));
      return !texts.get(doc)!.includes(says);
    })
    .map(
      ({ doc, says, from }) =>
        `${doc} does not say "${says}": that is the figure as ${from} has it now. Write it into the doc, or ` +
        "put the code back (tests/repo/doc-figures/ lists every figure a doc quotes).",
    );
}
