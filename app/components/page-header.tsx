import { profile } from "#app/content/profile";
import { cvPage } from "#app/content/site";
import { cn } from "#app/lib/utils";
import type { NavLink } from "#app/site/content-types";
import { cvOn } from "#app/site/switches";
import { searchPage } from "#app/words/publishing/writing";
import { cvLinkLabel } from "#app/words/site/cv";
import { navigationWords } from "#app/words/site/landing";

const link =
  "inline-flex min-h-11 items-center whitespace-nowrap rounded-md px-2 text-sm font-medium text-neutral-700 hover:text-accent-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent-600";

/**
 * The bar above the pages to read (the notes, the case studies, the publications): the way home and the
 * site's pages. Plain links only, so it works on pages that run no script; `current` marks the page (or
 * section) the reader is in. `search`: the site has a search page; the header links to it, with an access key,
 * the keyboard's way to search from any of these pages without a script.
 */
export function PageHeader({
  pages,
  current,
  search,
}: {
  pages: readonly NavLink[];
  current?: string;
  search?: boolean;
}) {
  return (
    <header className="border-b border-neutral-200 bg-white">
      <nav
        aria-label={navigationWords.main}
        className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-x-4 px-4 sm:px-6"
      >
        <a href="/" className={cn(link, "-ml-2 font-semibold text-neutral-900")}>
          {profile.name}
        </a>
        <ul className="flex items-center gap-1">
          {[...pages, ...(cvOn ? [{ label: cvLinkLabel, href: cvPage.path }] : [])].map((page) => (
            <li key={page.href}>
              <a
                href={page.href}
                aria-current={page.href === current ? "page" : undefined}
                className={cn(link, page.href === current && "text-accent-800 underline underline-offset-4")}
              >
                {page.label}
              </a>
            </li>
          ))}
          {search && (
            <li>
              <a
                href={searchPage.path}
                accessKey={searchPage.accessKey}
                title={searchPage.linkHint}
                aria-current={searchPage.path === current ? "page" : undefined}
                className={cn(link, searchPage.path === current && "text-accent-800 underline underline-offset-4")}
              >
                {searchPage.link}
              </a>
            </li>
          )}
        </ul>
      </nav>
    </header>
  );
}
