/**
 * Terminal colours in notebook text (tracebacks, logs) as HTML: `anser` reads the escape codes; each run
 * of text becomes a span whose classes name its colours (app/styles/notes.css draws the 16 ANSI colours
 * in both themes). 256-colour and true-colour codes keep their text and lose the colour.
 */
import Anser from "anser";
import type { ElementContent } from "hast";

const NAMED = /^ansi-(?:bright-)?(?:black|red|green|yellow|blue|magenta|cyan|white)$/;
const DECORATIONS = new Set(["bold", "dim", "italic", "underline"]);

/** The text's runs: plain text nodes, or spans with `ansi-*` classes. No escape code is left in. */
export function ansiToHast(text: string): ElementContent[] {
  const nodes: ElementContent[] = [];
  for (const run of Anser.ansiToJson(text, { use_classes: true, remove_empty: true })) {
    const classes = [
      ...(run.fg && NAMED.test(run.fg) ? [`${run.fg}-fg`] : []),
      ...(run.bg && NAMED.test(run.bg) ? [`${run.bg}-bg`] : []),
      ...run.decorations.filter((decoration) => DECORATIONS.has(decoration)).map((decoration) => `ansi-${decoration}`),
    ];
    const textNode = { type: "text" as const, value: run.content };
    nodes.push(
      classes.length
        ? { type: "element", tagName: "span", properties: { className: classes }, children: [textNode] }
        : textNode,
    );
  }
  return nodes;
}
