import { lazy, Suspense } from "react";

import { profile } from "#app/content/profile";
import { notesOn } from "#app/site/switches";

/**
 * The feeds are the notes': loaded only behind their switch, so that with the notes off (site.ts) the bundler has
 * no import of their words at all, and a case study's page carries none (a static import, even in a branch it
 * drops, kept them exported from a shared chunk). Prerendering waits for it; the pages that show it ship no script.
 */
const FeedLinks = notesOn ? lazy(() => import("./feed-links").then((module) => ({ default: module.FeedLinks }))) : null;

// The year the page was prerendered.
const year = new Date().getFullYear();

/** The notes pages' footer: the owner and the feeds, for those who follow by reader. */
export function WritingFooter({ showFeeds }: { showFeeds: boolean }) {
  return (
    <footer className="border-t border-neutral-200 bg-white">
      <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-4 px-4 py-8 text-sm text-neutral-700 sm:px-6">
        <p>
          © {year} {profile.name}
        </p>
        {FeedLinks && showFeeds && (
          <Suspense>
            <FeedLinks />
          </Suspense>
        )}
      </div>
    </footer>
  );
}
