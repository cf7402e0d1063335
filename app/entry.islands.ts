/**
 * The script of a page made of islands (its route says `islands: true`; root.tsx loads it in place of React Router's
 * scripts): `startPage()` starts the page's behaviours at once and hydrates each island when it is wanted
 * (lib/islands.ts), React loading with the first. `data-hydrated` on <html> marks that the page has come alive.
 */
import { startBehaviours } from "#app/lib/behaviour";
import { startIslands } from "#app/lib/islands";
import { renderAllOnAnchor } from "#app/lib/render-all";

import { behaviours, islands } from "./islands";

function startPage() {
  startBehaviours(behaviours);
  renderAllOnAnchor();
  document.documentElement.dataset.hydrated = "true";
  void startIslands(islands);
}

// Only where the page asks for it (root.tsx marks <html data-islands>): this file also holds helpers that other
// chunks import (scripts/islands-entry.ts), and a page React Router hydrates must start nothing of this. An async
// script (React puts it in <head>, so that it loads early) can run before the page is parsed: then on
// DOMContentLoaded, when every island is in the document.
if (document.documentElement.dataset.islands !== undefined) {
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", startPage, { once: true });
  else startPage();
}
