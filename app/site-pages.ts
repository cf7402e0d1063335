/**
 * The one place that decides which of the site's own pages the menus link to, from their content:
 * Publications once app/content/publications.bib has an entry. The landing page's navbar and footer show
 * these links, so an owner who deletes every entry gets no link to a page that is not there.
 */
import { type NavLink, pageLinks } from "#app/content/navigation";
import { hasPublications } from "#app/features/publications/publications";

export const sitePageLinks: readonly NavLink[] = [...(hasPublications ? [pageLinks.publications] : [])];
