import { ThemeToggle } from "#app/components/theme-toggle";
import { Menu, X } from "#app/components/ui/icons";
import { profile } from "#app/content/profile";
import { cvPage } from "#app/content/site";
import { cn, initials } from "#app/lib/utils";
import type { NavLink } from "#app/site/content-types";
import { cvOn } from "#app/site/switches";
import { cvLinkLabel } from "#app/words/site/cv";
import { navigationWords } from "#app/words/site/landing";
import { navLinks } from "#app/words/site/navigation";

const MENU_ID = "mobile-menu";
const profileInitials = initials(profile.name);
const focusRing = "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent-600";

/**
 * Fixed site header, prerendered at the top of the page with its menu closed. Past 50px of scroll it turns
 * translucent with a blur, and its toggle opens the mobile menu: the navbar behaviour (behaviours.ts) does both,
 * with no React in the browser. Links are plain in-page anchors (they work before any script; html's
 * `scroll-behavior: smooth` animates them). The CV link is a plain link too, on purpose: the CV page ships no
 * scripts, so it must be loaded as a document, never rendered by the client router; so are the links to the
 * site's other `pages` (Notes, Publications: app/site/site-pages.ts lists those that have content).
 */
export function Navbar({ pages = [] }: { pages?: readonly NavLink[] }) {
  return (
    <header
      data-behaviour="navbar"
      data-scrolled="false"
      data-open="false"
      className="navbar fixed inset-x-0 top-0 z-50 border-b border-transparent bg-transparent transition-[background-color,border-color,box-shadow] duration-300"
    >
      <nav aria-label={navigationWords.main} className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="flex h-16 items-center justify-between">
          <a
            href="#hero"
            data-slot="brand"
            className={cn(
              "-ml-1 flex min-h-11 items-center gap-2.5 rounded-lg px-1 font-semibold text-neutral-900",
              focusRing,
            )}
          >
            {profile.photo ? (
              <img
                src={profile.photo}
                alt=""
                width={36}
                height={36}
                className="size-9 rounded-lg object-cover shadow-sm"
              />
            ) : (
              <span
                aria-hidden="true"
                className="grid size-9 place-items-center rounded-lg bg-gradient-to-br from-accent-600 to-accent-2-600 text-sm font-bold text-white shadow-sm"
              >
                {profileInitials}
              </span>
            )}
            <span className="text-base tracking-tight">{profile.name}</span>
          </a>

          <div className="flex items-center gap-1">
            <div className="hidden items-center gap-2 md:flex">
              <ul className="flex items-center gap-1">
                {[...navLinks, ...pages].map((link) => (
                  <li key={link.href}>
                    <a
                      href={link.href}
                      className={cn(
                        "rounded-md px-3 py-2 text-sm font-medium text-neutral-700 transition-colors hover:bg-neutral-900/5 hover:text-accent-700",
                        focusRing,
                      )}
                    >
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
              {cvOn && (
                <a
                  href={cvPage.path}
                  data-slot="cv-link"
                  className={cn(
                    "rounded-md border border-accent-200 bg-white/70 px-3 py-1.5 text-sm font-semibold text-accent-800 transition-colors hover:border-accent-400 hover:bg-accent-50",
                    focusRing,
                  )}
                >
                  {cvLinkLabel}
                </a>
              )}
            </div>

            <ThemeToggle className="md:ml-1" />
            <button
              type="button"
              data-slot="menu-toggle"
              aria-expanded="false"
              aria-controls={MENU_ID}
              aria-label={navigationWords.openMenu}
              data-label-open={navigationWords.openMenu}
              data-label-close={navigationWords.closeMenu}
              className={cn(
                "group -mr-2 inline-flex size-11 items-center justify-center rounded-lg text-neutral-800 hover:bg-neutral-900/5 md:hidden",
                focusRing,
              )}
            >
              <Menu className="size-6 group-aria-expanded:hidden" />
              <X className="hidden size-6 group-aria-expanded:block" />
            </button>
          </div>
        </div>

        <div id={MENU_ID} hidden className="border-t border-neutral-200 py-2 md:hidden">
          <ul className="flex flex-col">
            {[...navLinks, ...pages].map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  className={cn(
                    "flex min-h-11 items-center rounded-lg px-3 text-base font-medium text-neutral-800 hover:bg-accent-50 hover:text-accent-700",
                    focusRing,
                  )}
                >
                  {link.label}
                </a>
              </li>
            ))}
            {cvOn && (
              <li>
                <a
                  href={cvPage.path}
                  className={cn(
                    "flex min-h-11 items-center rounded-lg px-3 text-base font-medium text-neutral-800 hover:bg-accent-50 hover:text-accent-700",
                    focusRing,
                  )}
                >
                  {cvLinkLabel}
                </a>
              </li>
            )}
          </ul>
        </div>
      </nav>
    </header>
  );
}
