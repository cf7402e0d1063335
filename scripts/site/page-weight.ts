/**
 * How much JavaScript a first visit costs: the scripts a browser fetched while it loaded a page with no
 * interaction at all (start-up modules, what they import, and every chunk hydration or an observer asked
 * for), weighed as the built files gzip at level 9. The list of URLs comes from a real browser
 * (tests/e2e/js-budget.spec.ts, scripts/bench/browser/lighthouse.ts); the bytes come from the build on disk, so the
 * figure does not depend on how the server compresses.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

/** JavaScript budgets per page, gzip bytes: what a first visit may fetch (tests/e2e/js-budget.spec.ts holds it). */
export const JS_BUDGETS = {
  landing: 60 * 1024,
  loanDemo: 150 * 1024,
  /** The CV loads no script file at all (its route leaves them out); the ceiling is 10 KiB. */
  cv: 10 * 1024,
  /**
   * The search page, once opened: Pagefind's script and its worker (24.8 KiB in the test build), its only script
   * files; its WebAssembly module is not JavaScript. tests/e2e/search.spec.ts holds it.
   */
  search: 30 * 1024,
} as const;

/** What a build's content says of its pages: which modules are on (app/site/modules.ts), and where the demo is. */
export type BuiltPages = {
  on: { loanDemo: boolean; cv: boolean };
  loanDemoPage: { path: string };
};

/**
 * The hydrated pages a build has, with their budgets: the landing page, and the demo's while the demo is on.
 * From the build's own content (the owner's, or a fixture set's), never a fixed list: a page switched off is
 * not there to measure.
 */
export function budgetedPages({ on, loanDemoPage }: BuiltPages): [path: string, budget: number][] {
  const demo: [string, number][] = on.loanDemo ? [[loanDemoPage.path, JS_BUDGETS.loanDemo]] : [];
  return [["/", JS_BUDGETS.landing], ...demo];
}

export type PageWeight = { path: string; scripts: { url: string; gzipBytes: number }[]; gzipBytes: number };

/**
 * The same-origin JavaScript files among the URLs a page fetched, as paths into the client folder:
 * once each, in the order first fetched, query strings dropped.
 */
export function scriptPaths(fetchedUrls: readonly string[], origin: string): string[] {
  const paths = new Set<string>();
  for (const raw of fetchedUrls) {
    const url = new URL(raw, origin);
    if (url.origin === origin && url.pathname.endsWith(".js")) paths.add(url.pathname);
  }
  return [...paths];
}

/** Weighs the scripts a page fetched (paths from scriptPaths): each file's gzip size at level 9, and their sum. */
export function weighScripts(clientDir: string, path: string, scriptUrls: readonly string[]): PageWeight {
  const scripts = scriptUrls.map((url) => ({
    url,
    gzipBytes: gzipSync(readFileSync(join(clientDir, url)), { level: 9 }).length,
  }));
  return { path, scripts, gzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0) };
}

export function formatKiB(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}
