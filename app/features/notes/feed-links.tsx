import { feeds } from "#app/words/publishing/feeds";

/** The notes' feeds, for those who follow by reader (their words load with them: see writing-footer.tsx). */
export function FeedLinks() {
  return (
    <ul aria-label={feeds.title} className="flex gap-4">
      {[feeds.rss, feeds.atom, feeds.json].map((feed) => (
        <li key={feed.path}>
          <a href={feed.path} type={feed.type} className="underline underline-offset-4 hover:text-accent-700">
            {feed.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
