/**
 * Build step: prerendered pages start loading their JavaScript only after the browser has painted them.
 *
 * React Router's HTML preloads every module in <head> and imports them from an inline module script,
 * so on a slow phone the scripts compete with the page for the network and the first paint waits for
 * them. The page is complete without them (it is prerendered), so here the preloads go and the
 * bootstrap imports the same modules once the first frame is painted. React adds the preload links
 * back when it hydrates (they are hoistable).
 *
 * The page is read with an HTML parser and edited only where the parser located those nodes; every
 * other byte stays as React Router printed it. When the page does not have the shape this expects
 * (React Router changed its output), the build fails here rather than ship a page that never hydrates.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import {
  attribute,
  elements,
  type Element,
  located,
  parseHtml,
  splice,
  type Splice,
  textContent,
} from "#content-pipeline/html-document";

// The two import statements React Router prints in its bootstrap, one per line (its Scripts component, in
// react-router's lib/dom/ssr/components.js): the manifest's, and each route module's, whole or in chunks.
const SIDE_EFFECT_IMPORT = /^import\s+("[^"]+");$/;
const NAMESPACE_IMPORT = /^import\s+\*\s+as\s+([\w$]+)\s+from\s+("[^"]+");$/;
// A static import anywhere in a statement this leaves as it is: one the rewrite missed, which would load at once.
const STATIC_IMPORT = /(?:^|[;}\s])import\s*(?:["'*{]|[\w$]+\s*(?:,|from\b))/;

/** What to do when the page is not the shape this rewrites: every error says it. */
const WHAT_TO_DO =
  "React Router's bootstrap script has changed shape: scripts/defer-hydration.test.ts renders the installed " +
  "version's page and shows it; update this file's import patterns to match it, or, if React Router now defers " +
  "its scripts itself, drop this build step from react-router.config.ts.";

function shapeError(what: string): Error {
  return new Error(`deferHydration: ${what}. ${WHAT_TO_DO}`);
}

/** The one inline module script: React Router's bootstrap. */
function bootstrapScript(scripts: Element[]): Element {
  const modules = scripts.filter(
    (script) => attribute(script, "type") === "module" && attribute(script, "src") === undefined,
  );
  if (modules.length !== 1) {
    throw shapeError(`expected React Router's one inline bootstrap module script, found ${modules.length}`);
  }
  return modules[0]!;
}

/**
 * The bootstrap's body with its static imports turned into dynamic ones made after the first paint,
 * bound to the same names, and the rest of its statements unchanged.
 */
export function deferredBootstrap(body: string): string {
  const names: string[] = [];
  const urls: string[] = [];
  const rest: string[] = [];
  for (const line of body.split("\n")) {
    const statement = line.trim();
    const namespace = NAMESPACE_IMPORT.exec(statement);
    const sideEffect = SIDE_EFFECT_IMPORT.exec(statement);
    if (namespace) {
      names.push(namespace[1]!);
      urls.push(`import(${namespace[2]})`);
    } else if (sideEffect) {
      names.push("");
      urls.push(`import(${sideEffect[1]})`);
    } else if (/^import\b(?!\s*\()/.test(statement)) {
      // Anything else (named imports, a new form) cannot be rewritten blindly.
      throw shapeError(`an import the bootstrap rewrite does not know: ${statement}`);
    } else if (STATIC_IMPORT.test(statement)) {
      throw shapeError(`a static import inside a statement, which would load before the first paint: ${statement}`);
    } else if (statement) {
      rest.push(line);
    }
  }
  if (urls.length === 0) throw shapeError("the bootstrap script has no static imports");
  if (!rest.some((line) => line.includes("window.__reactRouterRouteModules"))) {
    throw shapeError("the bootstrap script does not set window.__reactRouterRouteModules");
  }
  return (
    // A timeout queued from an animation frame runs once that frame has been painted.
    `await new Promise((painted) => requestAnimationFrame(() => setTimeout(painted)));\n` +
    `const [${names.join(", ")}] = await Promise.all([${urls.join(", ")}]);\n` +
    rest.join("\n")
  );
}

/** Removes a page's module preloads and defers its bootstrap; throws when either is missing. */
export function deferHydration(html: string): string {
  const all = [...elements(parseHtml(html))];
  const edits: Splice[] = [];

  const preloads = all.filter(
    (element) =>
      element.tagName === "link" && attribute(element, "rel")?.toLowerCase().split(/\s+/).includes("modulepreload"),
  );
  if (preloads.length === 0) throw shapeError("no <link rel=modulepreload> in the page");
  for (const link of preloads) {
    const { startOffset, endOffset } = located(link);
    edits.push({ start: startOffset, end: endOffset, text: "" });
  }

  const script = bootstrapScript(all.filter((element) => element.tagName === "script"));
  const { startTag, endTag, attrs } = located(script);
  if (!startTag || !endTag) throw shapeError("the bootstrap script is not closed");
  // An async inline module runs as soon as it is parsed; without `async` it waits for the whole
  // document, like a deferred script, so the page is parsed before anything starts loading.
  const async = attrs?.async;
  if (async) {
    let start = async.startOffset;
    while (/\s/.test(html[start - 1] ?? "")) start -= 1;
    edits.push({ start, end: async.endOffset, text: "" });
  }
  edits.push({ start: startTag.endOffset, end: endTag.startOffset, text: deferredBootstrap(textContent(script)) });

  return splice(html, edits);
}

/** Rewrites the prerendered pages in a built client folder, e.g. ["/", "/404"]. */
export function deferHydrationInPages(clientDir: string, paths: readonly string[]): void {
  for (const path of paths) {
    const file = join(clientDir, path, "index.html");
    writeFileSync(file, deferHydration(readFileSync(file, "utf8")));
  }
}
