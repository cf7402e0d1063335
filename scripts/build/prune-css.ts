/**
 * Build step: a page that runs no script keeps only the CSS that can apply to it.
 *
 * Every page inlines the whole site's stylesheet (root.tsx), about 66 KB of Tailwind, and a note adds its own
 * and KaTeX's (26 KB). A page React never hydrates cannot gain a class it was not prerendered with, so a rule
 * that needs a class the page does not have can never match it, in either theme, on hover, with an abstract
 * open or in print: those go. What matches by element, attribute or state alone (the dark theme's variables
 * on :root, `details[open]`), @font-face, @keyframes and @property stay. A class inside :is(), :where(), :not()
 * or :has() is not required, so it keeps its rule. Measured in docs/speed.md.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import { type CustomAtRules, type SelectorComponent, transform, type Visitor } from "lightningcss";

import { attribute, elements, type Element, located, parseHtml, splice, textContent } from "#content-pipeline/html-document";

/** The classes these elements carry. */
function classesOf(all: Iterable<Element>): Set<string> {
  const classes = new Set<string>();
  for (const element of all) {
    for (const name of attribute(element, "class")?.split(/\s+/) ?? []) if (name) classes.add(name);
  }
  return classes;
}

/** The classes a page's elements carry. */
export const pageClasses = (html: string) => classesOf(elements(parseHtml(html)));

/** Whether a selector can match a page with these classes: every class it names outside a pseudo-class does. */
const canMatch = (selector: SelectorComponent[], classes: ReadonlySet<string>) =>
  selector.every((component) => component.type !== "class" || classes.has(component.name));

/** `css` without the rules none of whose selectors can match with `classes`, minified. */
export function pruneCss(css: string, classes: ReadonlySet<string>): string {
  const prune: Visitor<CustomAtRules> = {
    Rule: {
      // Dropped whole or kept whole: a rule given back with fewer selectors would be serialised again, and
      // Lightning CSS 1.33 cannot read back some selectors it wrote (`:host`).
      style: (rule) => (rule.value.selectors.some((selector) => canMatch(selector, classes)) ? undefined : []),
    },
  };
  // At-rules that only group rules go once their rules have. (An empty @layer block stays: it can be what sets
  // the layers' order.)
  const empty: Visitor<CustomAtRules> = {
    Rule: {
      media: (rule) => (rule.value.rules.length === 0 ? [] : undefined),
      supports: (rule) => (rule.value.rules.length === 0 ? [] : undefined),
      container: (rule) => (rule.value.rules.length === 0 ? [] : undefined),
    },
  };
  const run = (code: string, visitor: Visitor<CustomAtRules>) =>
    Buffer.from(transform({ filename: "page.css", code: Buffer.from(code), minify: true, visitor }).code).toString();
  let code = run(css, prune);
  // One pass empties a group, the next drops it; nested groups take a pass each.
  for (let pass = 0; pass < 4; pass += 1) {
    const next = run(code, empty);
    if (next === code) break;
    code = next;
  }
  return code;
}

/** A page's HTML with each of its <style> elements pruned to what its classes can match. */
export function pruneStyles(html: string): string {
  const all = [...elements(parseHtml(html))];
  const classes = classesOf(all);
  const styles = all.filter((element): element is Element => element.tagName === "style");
  return splice(
    html,
    styles.flatMap((style) => {
      const { startTag, endTag } = located(style);
      if (!startTag || !endTag) throw new Error("pruneStyles: a <style> element is not closed");
      return [{ start: startTag.endOffset, end: endTag.startOffset, text: pruneCss(textContent(style), classes) }];
    }),
  );
}

/** Prunes the styles of the prerendered pages that run no script (e.g. ["/cv", "/notes"]) in a built client folder. */
export function pruneStylesInPages(clientDir: string, paths: readonly string[]): void {
  for (const path of paths) {
    const file = join(clientDir, path, "index.html");
    writeFileSync(file, pruneStyles(readFileSync(file, "utf8")));
  }
}
