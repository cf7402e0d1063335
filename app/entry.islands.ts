/**
 * The script of a page made of islands (its route says `islands: true`; root.tsx loads it, as a module, in place of
 * React Router's scripts): the page's behaviours start at once, and each island hydrates when it is wanted
 * (lib/islands.ts), React loading with the first. `data-hydrated` on <html> marks that the page has come alive.
 */
import { startBehaviours } from "#app/lib/behaviour";
import { startIslands } from "#app/lib/islands";
import { renderAllOnAnchor } from "#app/lib/render-all";

import { behaviours, islands } from "./islands";

startBehaviours(behaviours);
renderAllOnAnchor();
document.documentElement.dataset.hydrated = "true";
void startIslands(islands);
