import { use, useEffect } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches } from "react-router";
import islandsScript from "virtual:islands-entry";

import { NotFoundPage } from "#app/components/not-found-page";
import { Toaster } from "#app/components/ui/toaster";
import { site } from "#app/content/site";
import { HOLD_SUBMISSIONS_SCRIPT } from "#app/lib/islands/hold-submissions-script";
import { pageHasIslands, pageHydrates, SpaFallbackContext } from "#app/lib/page/page-handle";
import { browserThemeColour } from "#app/lib/theme/theme-colours";
import { THEME_SCRIPT } from "#app/lib/theme/theme-script";
import { commonWords } from "#app/words/site/common";

import appCss from "./app.css?inline";

/**
 * The stylesheet is inlined into each prerendered page (66 KB, 12 KB gzip; a page that runs no script keeps
 * only the rules its classes can match, scripts/build/prune-css.ts), so the first paint needs no second request and
 * happens before any script runs. The browser bundle does not carry it again:
 * hydration keeps the <style> the HTML already has (in dev, where nothing is prerendered, it does).
 */
const inlineCss = import.meta.env.SSR || import.meta.env.DEV ? appCss : "";
// Likewise the theme script (lib/theme/theme-script.ts): it has run long before hydration; and the theme colour,
// read from the theme's stylesheet, whose text the browser bundle need not carry.
const themeScript = import.meta.env.SSR || import.meta.env.DEV ? THEME_SCRIPT : "";
const holdSubmissionsScript = import.meta.env.SSR || import.meta.env.DEV ? HOLD_SUBMISSIONS_SCRIPT : "";
const themeColour = import.meta.env.SSR || import.meta.env.DEV ? browserThemeColour() : "";

// No SVG favicon link: Chrome decodes a page's favicon in the page's own renderer, and an SVG one
// builds a whole SVG document on the main thread while the page loads (8-30 ms measured in headless
// Chromium), where the 32px ICO decodes in a fraction of a millisecond. The web manifest keeps the SVG.
// The notes' feeds are named on every page too, by the build (content-pipeline/notes/feeds.ts): no script carries them.
export const links = () => [
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  // A route whose `handle` says `hydrate: false` (the CV, most notes) is static HTML: no React scripts at all.
  // One made of islands (the landing page) loads only the islands' script, which brings React with an island.
  const matches = useMatches();
  const spaFallback = use(SpaFallbackContext);
  const hydrate = spaFallback || pageHydrates(matches);
  const islands = !spaFallback && pageHasIslands(matches);
  return (
    // The theme script sets data-theme on <html> before React hydrates it.
    // `data-islands` tells the islands' script it is this page's (app/entry.islands.ts).
    <html lang={site.locale} data-islands={islands ? "" : undefined} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <script dangerouslySetInnerHTML={{ __html: themeScript }} suppressHydrationWarning />
        {islands && <script dangerouslySetInnerHTML={{ __html: holdSubmissionsScript }} suppressHydrationWarning />}
        <meta name="theme-color" content={themeColour} suppressHydrationWarning />
        <Meta />
        <Links />
        <style dangerouslySetInnerHTML={{ __html: inlineCss }} suppressHydrationWarning />
      </head>
      <body className="bg-white font-sans text-neutral-900 antialiased">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[100] focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:text-accent-800 focus:shadow-lg focus:outline-none focus:ring-2 focus:ring-accent-600"
        >
          {commonWords.skipLink}
        </a>
        {children}
        <Toaster />
        {hydrate && <ScrollRestoration />}
        {hydrate && <Scripts />}
        {/* Async, so a script that never comes holds up nothing; React puts it in <head>, where it loads early. */}
        {islands && <script type="module" async src={islandsScript} />}
      </body>
    </html>
  );
}

export default function App() {
  // Scripts load after the first paint; this marks the moment the page has become interactive.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return <Outlet />;
}

export function ErrorBoundary({ error }: { error: unknown }) {
  // A route whose parameter names nothing (a note, a tag or a case study that is not there) throws a 404: it
  // gets the same page as any other unknown address.
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <main id="main" className="mx-auto max-w-xl p-8">
      <h1 className="text-2xl font-bold">{commonWords.error.title}</h1>
      <p className="mt-2">{commonWords.error.message}</p>
    </main>
  );
}
