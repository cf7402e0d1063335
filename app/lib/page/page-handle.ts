import { createContext } from "react";
import type { UIMatch } from "react-router";

/**
 * What a route's `handle` may say about its pages. `hydrate: false`: the page is static HTML and ships
 * none of React Router's scripts (root.tsx leaves them out); a function decides per page, from its path
 * (a note hydrates only when it shows an interactive component). `islands: true`, on a page that does not
 * hydrate: the page loads the islands' script instead (app/entry.islands.ts), which starts its behaviours and
 * hydrates each of its islands on its own (lib/islands/island.tsx).
 */
export type PageHandle = { hydrate?: boolean | ((pathname: string) => boolean); islands?: boolean };

type Match = Pick<UIMatch, "handle" | "pathname">;

/** Whether the page the matches make loads React Router's scripts: unless a route says otherwise. */
export function pageHydrates(matches: readonly Match[]): boolean {
  return matches.every((match) => {
    const hydrate = (match.handle as PageHandle | undefined)?.hydrate;
    return typeof hydrate === "function" ? hydrate(match.pathname) : hydrate !== false;
  });
}

/** Whether the page loads the islands' script: a page made of islands, which React Router does not hydrate. */
export function pageHasIslands(matches: readonly Match[]): boolean {
  const islands = matches.some((match) => (match.handle as PageHandle | undefined)?.islands === true);
  if (islands && pageHydrates(matches)) {
    const path = matches.at(-1)?.pathname ?? "";
    throw new Error(`${path}: a page made of islands must also say hydrate: false in its route's handle`);
  }
  return islands;
}

/**
 * True while the build renders React Router's SPA fallback (`__spa-fallback.html`, entry.server.tsx): React Router
 * requires its scripts in that file, whatever the route at "/" says. The servers never send it (an unknown path
 * gets the 404 page).
 */
export const SpaFallbackContext = createContext(false);
