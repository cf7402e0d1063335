/**
 * Terminal colours in notebook text (tracebacks, logs) as HTML: `anser` reads the colour codes; each run
 * of text becomes a span whose classes name its colours (app/styles/notes.css draws the 16 ANSI colours
 * in both themes). 256-colour and true-colour codes keep their text and lose the colour.
 *
 * Every other sequence is the terminal's business, not the page's: a hyperlink (OSC 8) keeps its text and loses
 * its address, cursor moves and window titles go, and so does any control character left (it would show as a
 * box, and XML refuses it in the feeds). A carriage return and a backspace overwrite as Jupyter shows them, so a
 * progress bar shows its last state.
 */
import Anser from "anser";
import type { ElementContent } from "hast";

import { xmlSafe } from "../../xml";

/* eslint-disable no-control-regex -- terminal sequences are made of control characters */
// OSC (ESC ], ended by BEL or ESC \, or by nothing), CSI other than colours (ESC [ … final byte but m), and
// two-byte escapes (ESC ( B, ESC =…).
const OSC = /\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)?/g;
const CSI_NOT_COLOUR = /\u001b\[[0-?]*[ -/]*[@-ln-~]/g;
const OTHER_ESCAPE = /\u001b(?:[()*+][0-9A-Za-z]|[@-Z\\^_=>78])/g;

/** The text as a terminal leaves it: colours kept for anser, every other sequence and control character gone. */
export function terminalText(text: string): string {
  let plain = text.replace(OSC, "").replace(CSI_NOT_COLOUR, "").replace(OTHER_ESCAPE, "").replace(/\r\n/g, "\n");
  // What a carriage return (back to the line's start) and a backspace (one character back) wrote over.
  plain = plain.replace(/^[^\n]*\r(?!$)/gm, "");
  while (/[^\n\x08]\x08/.test(plain)) plain = plain.replace(/[^\n\x08]\x08/g, "");
  // Colour codes (ESC [ … m) stay for anser; the rest of the control characters go.
  return plain.replace(/\u001b(?!\[[0-9;]*m)/g, "").replace(/[\x08\r]/g, "");
}
/* eslint-enable no-control-regex */

const NAMED = /^ansi-(?:bright-)?(?:black|red|green|yellow|blue|magenta|cyan|white)$/;
const DECORATIONS = new Set(["bold", "dim", "italic", "underline"]);

/** The text's runs: plain text nodes, or spans with `ansi-*` classes. No escape code is left in. */
export function ansiToHast(text: string): ElementContent[] {
  const nodes: ElementContent[] = [];
  for (const run of Anser.ansiToJson(terminalText(text), { use_classes: true, remove_empty: true })) {
    const classes = [
      ...(run.fg && NAMED.test(run.fg) ? [`${run.fg}-fg`] : []),
      ...(run.bg && NAMED.test(run.bg) ? [`${run.bg}-bg`] : []),
      ...run.decorations.filter((decoration) => DECORATIONS.has(decoration)).map((decoration) => `ansi-${decoration}`),
    ];
    const textNode = { type: "text" as const, value: xmlSafe(run.content) };
    nodes.push(
      classes.length
        ? { type: "element", tagName: "span", properties: { className: classes }, children: [textNode] }
        : textNode,
    );
  }
  return nodes;
}
