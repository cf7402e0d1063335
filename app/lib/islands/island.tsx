import { type ComponentType, createContext, createElement, type ReactElement, use } from "react";

/**
 * An island: a part of a static page that React hydrates on its own, in a root of its own (lib/islands/islands.ts),
 * once its code is wanted. The page around it ships no React at all (its route says `islands: true`,
 * lib/page/page-handle.ts).
 *
 * At build time the island is rendered as a page of its own (renderToString, from entry.server.tsx), so that the
 * prerendered HTML is exactly what its own root renders when it hydrates: the ids React's useId makes depend on a
 * component's place in its tree, and this one's tree starts at the island. The HTML sits in a box that makes no
 * layout (`display: contents`), which the hydrating root takes as its container.
 */

/**
 * When an island's code loads: at once, with the page (the one island a page is for, on its first screen), as it
 * comes within a screen of the viewport, or only once the visitor acts on it.
 */
export type IslandLoad = "now" | "visible" | "intent";

/** An island's markup, and the scripts React put into it that the page has not carried yet. */
export type RenderedIsland = { markup: string; scripts: string[] };

/** Renders one island as a page of its own (entry.server.tsx gives it, with react-dom/server). */
export type IslandRenderer = (island: ReactElement, name: string) => RenderedIsland;

/** The renderer for this prerender; none where React renders in the browser (`npm run dev`). */
export const IslandRendererContext = createContext<IslandRenderer | null>(null);

/** The prefix of the ids React makes in an island, the same for its prerender and its root in the browser. */
export function islandIdPrefix(name: string): string {
  return `${name}-`;
}

// React's form actions come with a small inline script that holds a submission made before the form hydrates, and
// each separate render brings its own: the page needs it once (two would queue every early press twice).
const BARE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;
// What renderToString leaves where a component suspended: an empty boundary the browser would render afresh.
const SUSPENDED = "<!--$!-->";

/**
 * An island renderer over `renderToString` (react-dom/server's), for one page: the inline scripts React adds to an
 * island's HTML move out of it (the root hydrates its container's children, and these are none of them), each once.
 */
export function islandRenderer(
  renderToString: (element: ReactElement, options: { identifierPrefix: string }) => string,
): IslandRenderer {
  const sent = new Set<string>();
  // Rendered once per page and name: a render React repeats gives the same HTML and the same scripts.
  const rendered = new Map<string, RenderedIsland>();
  return (island, name) => {
    const known = rendered.get(name);
    if (known) return known;
    const html = renderToString(island, { identifierPrefix: islandIdPrefix(name) });
    if (html.includes(SUSPENDED)) {
      throw new Error(
        `Island "${name}" suspended while it was prerendered, so its HTML would be empty: an island renders ` +
          "without waiting, so load what it needs with a static import, not lazy()",
      );
    }
    const scripts: string[] = [];
    const markup = html.replace(BARE_SCRIPT, (_, script: string) => {
      if (!sent.has(script)) scripts.push(script);
      sent.add(script);
      return "";
    });
    rendered.set(name, { markup, scripts });
    return { markup, scripts };
  };
}

type IslandProps = {
  /** The island's name in the registry of islands (app/islands.ts), which loads the same component. */
  name: string;
  /** The island, without props: its root in the browser renders it from the registry, with none. */
  component: ComponentType;
  /** When its code loads (default: as it comes within a screen of the viewport); any input on it loads it too. */
  load?: IslandLoad;
};

/** Puts `component` on the page as an island (see above). */
export function Island({ name, component, load = "visible" }: IslandProps) {
  const render = use(IslandRendererContext);
  const island = createElement(component);
  // Rendered by React in the browser (`npm run dev`), it is an ordinary part of the tree.
  if (!render) return island;
  const { markup, scripts } = render(island, name);
  return (
    <>
      <div data-island={name} data-load={load} className="contents" dangerouslySetInnerHTML={{ __html: markup }} />
      {scripts.map((script) => (
        <script key={script} dangerouslySetInnerHTML={{ __html: script }} />
      ))}
    </>
  );
}
