import type { UIMatch } from "react-router";

/**
 * What a route's `handle` may say about its pages. `hydrate: false`: the page is static HTML and ships
 * none of React Router's scripts (root.tsx leaves them out); a function decides per page, from its path
 * (a note hydrates only when it shows an interactive component).
 */
export type PageHandle = { hydrate?: boolean | ((pathname: string) => boolean) };

/** Whether the page the matches make loads React Router's scripts: unless a route says otherwise. */
export function pageHydrates(matches: readonly Pick<UIMatch, "handle" | "pathname">[]): boolean {
  return matches.every((match) => {
    const hydrate = (match.handle as PageHandle | undefined)?.hydrate;
    return typeof hydrate === "function" ? hydrate(match.pathname) : hydrate !== false;
  });
}
