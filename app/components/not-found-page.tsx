import { useEffect } from "react";
import { Link, useLocation } from "react-router";

import { commonWords } from "#app/words/site/common";

/** The console line for an address with no page: the same text whether the page was loaded or navigated to. */
export const NOT_FOUND_LOG = "404 Error: User attempted to access non-existent route:";

/**
 * Logs the address from the static page itself: an unknown address is answered with the prerendered 404
 * page, which ships no React (the catch-all route's `handle`), so no effect could run there. The server's CSP
 * allows this one line by its hash, which the build computes from the page.
 */
const LOG_SCRIPT = `console.error(${JSON.stringify(NOT_FOUND_LOG)},location.pathname)`;

/**
 * The page for an address with no page: the catch-all route's, and any route's whose parameter names nothing
 * (root.tsx's error boundary shows it for their 404), so every unknown address looks the same.
 */
export function NotFoundPage() {
  const location = useLocation();
  // Shown by a navigation inside a hydrated page, where the line of script below does not run.
  useEffect(() => {
    console.error(NOT_FOUND_LOG, location.pathname);
  }, [location.pathname]);
  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-neutral-100">
      <div className="text-center">
        <h1 className="mb-4 text-4xl font-bold">{commonWords.notFound.status}</h1>
        <p className="mb-4 text-xl text-neutral-700">{commonWords.notFound.message}</p>
        <Link to="/" className="text-accent-700 underline hover:text-accent-900">
          {commonWords.notFound.home}
        </Link>
      </div>
      <script dangerouslySetInnerHTML={{ __html: LOG_SCRIPT }} suppressHydrationWarning />
    </main>
  );
}
