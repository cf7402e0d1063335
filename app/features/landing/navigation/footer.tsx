import { profile } from "#app/content/profile";
import type { NavLink } from "#app/site/content-types";
import { navigationWords } from "#app/words/site/landing";
import { navLinks } from "#app/words/site/navigation";

import { SocialLinks } from "../social-links";

const quickLinks = navLinks.filter((link) => link.href !== "#hero");
// The year the page was prerendered; a visitor's clock may disagree, hence suppressHydrationWarning.
const year = new Date().getFullYear();

/** The footer's quick links: the sections, then the site's `pages` that have content (app/site/site-pages.ts). */
export function Footer({ pages = [] }: { pages?: readonly NavLink[] }) {
  return (
    <footer className="render-lazy theme-fixed bg-neutral-950 text-neutral-300">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-3">
        <div>
          <p className="text-lg font-semibold text-white">{profile.name}</p>
          <p className="mt-2 max-w-xs text-sm leading-relaxed">{profile.footerNote}</p>
        </div>

        <nav aria-label={navigationWords.footer}>
          <h2 className="text-sm font-semibold tracking-wider text-white uppercase">{navigationWords.quickLinks}</h2>
          <ul className="mt-3 grid grid-cols-2 gap-x-4 sm:grid-cols-1">
            {[...quickLinks, ...pages].map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  className="inline-flex min-h-11 items-center rounded text-sm hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent-400 sm:min-h-9"
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <h2 className="text-sm font-semibold tracking-wider text-white uppercase">{navigationWords.connect}</h2>
          <SocialLinks tone="dark" className="mt-4" />
          {profile.email && (
            <a
              href={`mailto:${profile.email}`}
              className="mt-4 inline-block rounded text-sm break-all hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent-400"
            >
              {profile.email}
            </a>
          )}
        </div>
      </div>

      <div className="border-t border-neutral-800">
        <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-neutral-400 sm:px-6">
          © <span suppressHydrationWarning>{year}</span> {navigationWords.rights(profile.name)}
        </p>
      </div>
    </footer>
  );
}
