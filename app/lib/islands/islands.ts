/**
 * The browser's side of a page built from islands (lib/islands/island.tsx): each island of the page is hydrated in a
 * root of its own, once its code is wanted, and React itself loads with the first. Nothing here imports React: on a
 * first visit that does not come near an island, the page runs only this and the behaviours
 * (lib/behaviours/behaviour.ts).
 *
 * Input made before an island's code arrives is kept by the island's controls themselves, not replayed: a native
 * control keeps its state in the DOM, which React leaves as it finds it when it hydrates and the component reads
 * in the hydrating commit (lib/islands/use-on-hydrate.ts); a button or a submission is a form action, which React's
 * inline script holds until the form is hydrated (docs/speed.md).
 */
import type { ComponentType } from "react";
import type { Root } from "react-dom/client";

import type { IslandLoad } from "./island";

/** Loads an island's component (a dynamic import: each island is a chunk of its own). */
export type IslandLoader = () => Promise<ComponentType>;

// One screen above and below the viewport: an island's chunk (a few KiB) is in long before the island is.
const NEAR = "100% 0px";

// Focus, a press (a tap focuses nothing in some mobile browsers), a key, a change or a submission: the island's
// controls need their code.
const INPUT = ["focusin", "pointerdown", "keydown", "input", "change", "submit"] as const;

/**
 * Calls `load` once `element` comes within a screen of the viewport (at once without IntersectionObserver). An
 * island's box makes no layout (`display: contents`), so no observer would ever see it: its children are watched.
 */
function nearViewport(element: Element, load: () => void): () => void {
  if (typeof IntersectionObserver === "undefined") {
    load();
    return () => {};
  }
  const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && load(), {
    rootMargin: NEAR,
  });
  for (const child of element.children) observer.observe(child);
  return () => observer.disconnect();
}

/** Calls `load` at the first input inside `element`; on the window, capturing, ahead of anything else. */
function onInput(element: Element, load: () => void): () => void {
  const listener = (event: Event) => {
    if (event.target instanceof Node && element.contains(event.target)) load();
  };
  for (const type of INPUT) window.addEventListener(type, listener, true);
  return () => {
    for (const type of INPUT) window.removeEventListener(type, listener, true);
  };
}

/**
 * The submissions of `form` held before its island hydrated (lib/islands/hold-submissions-script.ts), in order: each
 * the button that sent it, or null for a submission with no button's value. The list is taken: call once.
 */
function takeHeldSubmissions(form: HTMLFormElement): (HTMLButtonElement | null)[] {
  const held = form.dataset.heldSubmissions?.split(" ") ?? [];
  delete form.dataset.heldSubmissions;
  const buttons = [...form.querySelectorAll<HTMLButtonElement>("button[type=submit][value]")];
  return held.map((value) => buttons.find((button) => button.value === value) ?? null);
}

/** Sends again, one task after another (each rendered before the next), the submissions the form had held. */
export function sendHeldSubmissions(form: HTMLFormElement): void {
  const held = takeHeldSubmissions(form);
  const next = () => {
    const submitter = held.shift();
    if (submitter === undefined) return;
    if (submitter) form.requestSubmit(submitter);
    else form.requestSubmit();
    setTimeout(next);
  };
  if (held.length > 0) setTimeout(next);
}

/** Resolves once `element` is wanted: at its first input, and as it comes near the viewport when `when` says so. */
function whenWanted(element: Element, when: IslandLoad): Promise<void> {
  return new Promise((resolve) => {
    const stops: (() => void)[] = [];
    let wanted = false;
    const want = () => {
      if (wanted) return;
      wanted = true;
      resolve();
      for (const stop of stops) stop();
    };
    stops.push(onInput(element, want));
    if (when === "visible") stops.push(nearViewport(element, want));
    if (when === "now") want();
    // Wanted at once (no IntersectionObserver): stop what started after.
    if (wanted) for (const stop of stops) stop();
  });
}

/** Hydrates one island: its component and React (lib/islands/island-root.tsx) are loaded together. */
async function hydrate(element: HTMLElement, name: string, load: IslandLoader): Promise<Root> {
  const [{ hydrateIsland }, component] = await Promise.all([import("./island-root"), load()]);
  return hydrateIsland(element, component, name);
}

/**
 * Watches every island in `root` and hydrates each when it is wanted: at once (`data-load` "now"), as it comes near
 * the viewport ("visible", the default), and at the first input in it; `onHydrated` hears of each root as it is made, and the
 * promise resolves with them all once every island has hydrated. An island the registry does not know is a build
 * error: reported, and left static.
 */
export function startIslands(
  registry: Readonly<Record<string, IslandLoader>>,
  root: ParentNode = document,
  onHydrated: (island: Root) => void = () => {},
): Promise<Root[]> {
  const hydrated: Promise<Root>[] = [];
  for (const element of root.querySelectorAll<HTMLElement>("[data-island]")) {
    const name = element.dataset.island ?? "";
    const load = registry[name];
    if (!load) {
      console.error(`No island called "${name}" in the registry (app/islands.ts): it stays static.`);
      continue;
    }
    const when = (["now", "intent"] as const).find((load) => load === element.dataset.load) ?? "visible";
    hydrated.push(
      whenWanted(element, when)
        .then(() => hydrate(element, name, load))
        .then((island) => {
          // React has it: a submission from now on is its component's (lib/hold-submissions-script.ts).
          element.dataset.live = "";
          onHydrated(island);
          return island;
        }),
    );
  }
  return Promise.all(hydrated);
}
