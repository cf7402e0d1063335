/**
 * Every SVG the build publishes, a notebook's figure or an image beside a note, reduced to drawing: read as the
 * XML it is (saxes, strict: a browser shows an SVG file only if it parses as XML), then rebuilt from what is
 * allowed, and written with every text and attribute escaped. The file is opened on its own too (a link to
 * it, a static host without the site's CSP header), so nothing in it may run or reach out:
 * - no script, foreignObject, animation (which can rewrite a link) or event handler;
 * - `href` only to a part of the drawing (`#id`) or, on an `<image>`, an embedded bitmap (`data:image/png` …);
 * - in `<style>` and `style=""`, no `@import` and no `url()` but `#id` (Lightning CSS reads the CSS, escapes
 *   included), and no `image-set()`; in any other attribute, no `url()` but `#id` and no backslash.
 * No DTD either: saxes does not expand the entities a DTD declares, so a "billion laughs" SVG is refused.
 */
import { transform, transformStyleAttribute } from "lightningcss";
import { SaxesParser, type SaxesTagNS } from "saxes";

import { element, type XmlChild } from "../../xml";

const SVG = "http://www.w3.org/2000/svg";
const XLINK = "http://www.w3.org/1999/xlink";

const ELEMENTS = new Set([
  ...["svg", "g", "defs", "style", "symbol", "use", "image", "title", "desc", "switch"],
  ...["path", "rect", "circle", "ellipse", "line", "polyline", "polygon", "text", "tspan"],
  ...["clipPath", "mask", "pattern", "marker", "linearGradient", "radialGradient", "stop"],
]);
/** Dropped with everything in them; any other element unknown here is dropped but its content kept (an `<a>`). */
const DROPPED = new Set(
  ["script", "foreignObject", "metadata", "animate", "animateMotion", "animateTransform", "animateColor", "set"].concat(
    ["iframe", "handler", "listener", "discard", "cursor", "font-face", "font-face-uri", "feImage", "filter"],
  ),
);
const ATTRIBUTES = new Set([
  ...["id", "class", "style", "transform", "type", "media", "version"],
  ...["clip-path", "clip-rule", "color", "color-interpolation", "display", "dominant-baseline", "alignment-baseline"],
  ...["baseline-shift", "fill", "fill-opacity", "fill-rule", "font-family", "font-size", "font-style", "font-variant"],
  ...["font-weight", "image-rendering", "letter-spacing", "marker-end", "marker-mid", "marker-start", "mask"],
  ...["opacity", "overflow", "paint-order", "shape-rendering", "stop-color", "stop-opacity", "stroke"],
  ...["stroke-dasharray", "stroke-dashoffset", "stroke-linecap", "stroke-linejoin", "stroke-miterlimit"],
  ...["stroke-opacity", "stroke-width", "text-anchor", "text-decoration", "text-rendering", "vector-effect"],
  ...["visibility", "word-spacing", "writing-mode"],
  ...["cx", "cy", "d", "dx", "dy", "fx", "fy", "r", "rx", "ry", "x", "x1", "x2", "y", "y1", "y2", "width", "height"],
  ...["gradientTransform", "gradientUnits", "spreadMethod", "offset", "points", "viewBox", "preserveAspectRatio"],
  ...["clipPathUnits", "maskUnits", "maskContentUnits", "patternUnits", "patternContentUnits", "patternTransform"],
  ...["markerHeight", "markerWidth", "markerUnits", "orient", "refX", "refY", "lengthAdjust", "textLength", "rotate"],
]);
/** The elements whose `href` may stay, and what it may name. */
const HREFS: Record<string, RegExp> = {
  use: /^#[^\s]*$/,
  image: /^(?:#[^\s]*|data:image\/(?:png|jpeg|gif|webp)[;,])/i,
};

const blockUrls = {
  Rule: { import: () => [] },
  Url: (url: { url: string }) => (url.url.startsWith("#") ? url : { ...url, url: "#none" }),
};
// What Lightning CSS does not read as a url() but a browser would fetch.
const FETCHING = /image-set\(|image\(|cross-fade\(|element\(|src\(|@import/i;

/** A style sheet with its outside references gone, or undefined to drop it (it did not parse, or still fetches). */
function safeStyleSheet(css: string): string | undefined {
  try {
    const code = transform({
      filename: "figure.css",
      code: Buffer.from(css),
      minify: true,
      errorRecovery: true,
      visitor: blockUrls as never,
    }).code.toString();
    return FETCHING.test(code) ? undefined : code;
  } catch {
    return undefined;
  }
}

function safeStyleAttribute(value: string): string | undefined {
  try {
    const code = transformStyleAttribute({
      filename: "figure.css",
      code: Buffer.from(value),
      minify: true,
      errorRecovery: true,
      visitor: blockUrls as never,
    }).code.toString();
    return FETCHING.test(code) ? undefined : code;
  } catch {
    return undefined;
  }
}

/** A presentation attribute's value, or undefined to drop it: `url(#id)` only, and no CSS escape. */
function safeValue(value: string): string | undefined {
  if (value.includes("\\")) return undefined;
  const rest = value.replace(/url\(\s*(['"]?)#[^'"()\s]*\1\s*\)/gi, "");
  return /url\s*\(|image-set|image\(|src\(/i.test(rest) ? undefined : value;
}

type Node = { name: string; attributes: Record<string, string>; children: (Node | string)[] };

/** The SVG's XML as a tree of the SVG namespace's elements; throws when it is not well-formed. */
function parse(svg: string): Node {
  const parser = new SaxesParser({ xmlns: true });
  const root: Node = { name: "", attributes: {}, children: [] };
  const stack: (Node | undefined)[] = [root];
  parser.on("error", (error) => {
    throw error;
  });
  parser.on("opentag", (tag: SaxesTagNS) => {
    const parent = stack.at(-1);
    // A figure pasted into a notebook may lack its xmlns: no namespace is taken for SVG's.
    const svg = tag.uri === SVG || tag.uri === "";
    const known = svg && ELEMENTS.has(tag.local);
    // Dropped with its content: anything inside an element dropped, or in another namespace, or in DROPPED.
    if (!parent || !svg || DROPPED.has(tag.local)) {
      stack.push(undefined);
      return;
    }
    if (!known) {
      stack.push(parent); // unknown: its content goes to its parent
      return;
    }
    const attributes: Record<string, string> = {};
    for (const attribute of Object.values(tag.attributes)) {
      const { local, uri, value } = attribute;
      if ((local === "href" && (uri === "" || uri === XLINK)) || (uri === "" && ATTRIBUTES.has(local))) {
        attributes[local === "href" ? "href" : local] = value;
      }
    }
    const node: Node = { name: tag.local, attributes, children: [] };
    parent.children.push(node);
    stack.push(node);
  });
  parser.on("text", (text) => stack.at(-1)?.children.push(text));
  parser.on("cdata", (text) => stack.at(-1)?.children.push(text));
  parser.on("closetag", () => stack.pop());
  parser.write(svg).close();
  const svgRoot = root.children.find((child): child is Node => typeof child !== "string" && child.name === "svg");
  if (!svgRoot) throw new Error("there is no <svg> element at its root");
  return svgRoot;
}

function clean(node: Node): { xml: string } {
  const attributes: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(node.attributes)) {
    if (name === "href") attributes.href = HREFS[node.name]?.test(value.trim()) ? value : undefined;
    else if (name === "style") attributes.style = safeStyleAttribute(value);
    else attributes[name] = safeValue(value);
  }
  if (node.name === "svg") attributes.xmlns = SVG;
  const text = node.children.filter((child): child is string => typeof child === "string").join("");
  const children: XmlChild[] =
    node.name === "style"
      ? [safeStyleSheet(text) ?? ""]
      : node.children.map((child) => (typeof child === "string" ? child : clean(child)));
  return element(node.name, attributes, children);
}

/** The SVG, reduced to drawing, as a standalone file; throws when it is not well-formed XML with an `<svg>` root. */
export function sanitizeSvg(svg: string): string {
  return `${clean(parse(svg)).xml}\n`;
}
