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

const SVG_PRESENTATION = [
  "clipPath",
  "clipRule",
  "display",
  "dominantBaseline",
  "fill",
  "fillOpacity",
  "fillRule",
  "fontFamily",
  "fontSize",
  "fontStyle",
  "fontWeight",
  "letterSpacing",
  "mask",
  "opacity",
  "overflow",
  "stopColor",
  "stopOpacity",
  "stroke",
  "strokeDasharray",
  "strokeDashoffset",
  "strokeLinecap",
  "strokeLinejoin",
  "strokeMiterlimit",
  "strokeOpacity",
  "strokeWidth",
  "style",
  "textAnchor",
  "transform",
  "vectorEffect",
  "visibility",
];
const SVG_GEOMETRY = [
  "cx",
  "cy",
  "d",
  "dx",
  "dy",
  "gradientTransform",
  "gradientUnits",
  "height",
  "clipPathUnits",
  "lengthAdjust",
  "markerHeight",
  "markerWidth",
  "offset",
  "orient",
  "patternUnits",
  "points",
  "preserveAspectRatio",
  "r",
  "refX",
  "refY",
  "rx",
  "ry",
  "textLength",
  "viewBox",
  "width",
  "x",
  "x1",
  "x2",
  "y",
  "y1",
  "y2",
];

/**
 * An SVG figure from a notebook, written out as a file: drawing elements and their attributes only.
 * References stay inside the drawing (`#id`) or are embedded images (`data:`); no script, no
 * foreignObject, no animation (which can rewrite a link), no event handler.
 */
export const svgSchema: Schema = {
  tagNames: [
    "svg",
    "g",
    "defs",
    "style",
    "path",
    "rect",
    "circle",
    "ellipse",
    "line",
    "polyline",
    "polygon",
    "text",
    "tspan",
    "use",
    "symbol",
    "clipPath",
    "mask",
    "pattern",
    "marker",
    "linearGradient",
    "radialGradient",
    "stop",
    "image",
    "title",
    "desc",
  ],
  attributes: {
    "*": ["id", "className", "version", "type", ...SVG_PRESENTATION, ...SVG_GEOMETRY],
    use: ["href", "xLinkHref"],
    image: ["href", "xLinkHref"],
  },
  protocols: { href: ["data"], xLinkHref: ["data"] },
  strip: ["script", "foreignObject", "metadata", "animate", "animateMotion", "animateTransform", "set"],
  clobber: [],
};
