/**
 * What HTML may survive from a Markdown note or a notebook: GitHub's rules (hast-util-sanitize's default
 * schema), plus the classes this site's own pipeline adds before sanitising (math, ANSI colours, notebook
 * cells). Scripts, event handlers, `javascript:` links, iframes, forms and styles never pass.
 */
import { defaultSchema, type Schema } from "hast-util-sanitize";

const allowed = defaultSchema.attributes ?? {};

export const noteHtmlSchema: Schema = {
  ...defaultSchema,
  // GitHub prefixes ids against DOM clobbering, which only matters where scripts run. Sanitised HTML is on
  // Markdown notes and notebooks, which ship none (only MDX pages hydrate), and the prefix would break
  // footnote and heading links.
  clobber: [],
  attributes: {
    ...allowed,
    code: [["className", /^language-./, "math-inline", "math-display"]],
    div: [...(allowed.div ?? []), ["className", /^nb-/]],
    pre: [...(allowed.pre ?? []), ["className", /^nb-/]],
    span: [...(allowed.span ?? []), ["className", /^ansi-/, "nb-output-cut"]],
  },
  // Dropped with their content: the text of a script or a style sheet is not the author's prose.
  strip: ["script", "style", "textarea", "title", "noscript", "template", "iframe", "object", "svg", "math"],
};
