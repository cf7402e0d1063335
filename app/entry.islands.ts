/**
 * The script of a page made of islands (its route says `islands: true`; root.tsx loads it in place of React Router's
 * scripts): `startPage()` starts the page's behaviours at once and hydrates each island when it is wanted
 * (lib/islands/islands.ts), React loading with the first. `data-hydrated` on <html> marks that the page has come alive:
 * its behaviours run, and the islands it loads at once are React's.
 */
import { startBehaviours } from "#app/lib/behaviours/behaviour";
import { renderAllOnAnchor } from "#app/lib/behaviours/render-all";
import { startIslands } from "#app/lib/islands/islands";

import { behaviours, islands } from "./islands";

function startPage() {
  startBehaviours(behaviours);
  renderAllOnAnchor();
  // The page has come alive once its behaviours run and the islands it loads at once (its first screen's, such as the
  // demo's form) are React's: islands.ts marks each `data-live` as it hands it to React.
  const first = [...document.querySelectorAll<HTMLElement>("[data-island][data-load=now]")];
  const markAlive = () => {
    if (first.every((island) => island.dataset.live !== undefined)) document.documentElement.dataset.hydrated = "true";
  };
  markAlive();
  void startIslands(islands, document, markAlive);
}

/**
 * Starts the page once it is parsed (every island is in the document) and painted: an async script (React puts it
 * in <head>, so that it loads early) can run before either. Its work then runs in a task of its own, after the
 * first frame, rather than at the end of the parser's last task, which it made a long one on a slow phone.
 */
function whenPainted(start: () => void) {
  const afterPaint = () => requestAnimationFrame(() => setTimeout(start));
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", afterPaint, { once: true });
  else afterPaint();
}

// Only where the page asks for it (root.tsx marks <html data-islands>): this file also holds helpers that other
// chunks import (scripts/build/islands-entry.ts), and a page React Router hydrates must start nothing of this.
if (document.documentElement.dataset.islands !== undefined) whenPainted(startPage);
