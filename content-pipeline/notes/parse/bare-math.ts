/**
 * A display environment written without dollars (`\begin{align*} … \end{align*}` on its own, as al-folio's
 * MathJax and Jupyter read it) is Markdown text to remark-math, and came out as mangled text. A paragraph that is
 * one such environment, from `\begin` to its `\end`, becomes display math, typeset by KaTeX from its source as
 * written (Markdown's escapes undone: `\\` stays a line break); one that starts an environment but does not end
 * it in the same paragraph (a blank line inside) is left as text, with a warning at its line.
 */
import type { Paragraph, Root } from "mdast";
import { visit } from "unist-util-visit";

/** The environments KaTeX typesets in display mode, starred or not. */
const ENVIRONMENTS = ["equation", "align", "alignat", "gather", "multline"].join("|");
const START = new RegExp(String.raw`^\\begin\{((?:${ENVIRONMENTS})\*?)\}`);

export type BareMathProblem = { line: number; message: string };

/** Turns bare environments in `tree` (parsed from `source`) into display math; returns what it could not. */
export function bareMathToDisplay(tree: Root, source: string): BareMathProblem[] {
  const problems: BareMathProblem[] = [];
  visit(tree, "paragraph", (node: Paragraph, index, parent) => {
    const { start, end } = node.position ?? {};
    if (start?.offset === undefined || end?.offset === undefined || !parent || index === undefined) return;
    const raw = source.slice(start.offset, end.offset).trim();
    const environment = START.exec(raw)?.[1];
    if (!environment) return;
    if (!raw.endsWith(`\\end{${environment}}`)) {
      problems.push({
        line: start.line,
        message: `\\begin{${environment}} outside $$ is not math here, and its \\end is not in the same paragraph: put the environment between two "$$" lines, without a blank line inside`,
      });
      return;
    }
    parent.children[index] = { type: "math", value: raw, position: node.position };
  });
  return problems;
}

/** The remark plugin for a Markdown note: the file's own text is the source. */
export function remarkBareMath() {
  return (tree: Root, file: { value: unknown; message: (reason: string, place: object) => void }) => {
    for (const { line, message } of bareMathToDisplay(tree, String(file.value))) {
      file.message(message, { place: { line, column: 1 } });
    }
  };
}
