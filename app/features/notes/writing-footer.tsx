import { profile } from "#app/content/profile";
import { notesOn } from "#app/site/switches";
import { feeds } from "#app/words/feeds";

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
        {/* The feeds are the notes': with them off (site.ts), a case study's page carries none of their words. */}
        {notesOn && showFeeds && (
          <ul aria-label={feeds.title} className="flex gap-4">
            {[feeds.rss, feeds.atom, feeds.json].map((feed) => (
              <li key={feed.path}>
                <a href={feed.path} type={feed.type} className="underline underline-offset-4 hover:text-accent-700">
                  {feed.label}
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </footer>
  );
}
