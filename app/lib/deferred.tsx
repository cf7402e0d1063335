import { type ComponentType, lazy, memo, Suspense, useEffect, useRef } from "react";

import { addBlock } from "./deferred-blocks";

/** Starts watching `block` and calls `load` when its code is wanted; returns what stops watching. */
export type LoadWhen = (block: HTMLElement, load: () => void) => () => void;

// One screen above and below the viewport: a section's chunk (a few KiB) is in long before the
// section is, and on a first visit the sections under the first screen stay without code.
const NEAR = "100% 0px";

// Off only in a build made to measure what deferring is worth (scripts/speed-devices.ts).
const DEFER = import.meta.env.VITE_DEFER_SECTIONS !== "false";

/** Loads a block as it comes within a screen of the viewport. */
export function nearViewport(block: HTMLElement, load: () => void): () => void {
  if (typeof IntersectionObserver === "undefined") {
    load();
    return () => {};
  }
  const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && load(), {
    rootMargin: NEAR,
  });
  observer.observe(block);
  return () => observer.disconnect();
}

/**
 * A component whose code loads only when its block is wanted: by default as it comes near the viewport
 * (see `loadWhen`), and always when the visitor acts on it (focus, a press, a key, a change, a submission)
 * or an in-page link is followed (deferred-blocks.ts). Meant for one place on a page.
 *
 * Its HTML is still prerendered in full (the build waits for it). In the browser React hydrates the
 * page around it and keeps its HTML as it is, links working and text readable, without fetching its
 * code; once wanted, the code loads and React hydrates that HTML in place (focus stays where it is).
 * So a first visit downloads only what the first screen needs.
 *
 * Input made before the code arrives is not replayed here: the block's controls keep it themselves
 * (docs/speed.md). A native control keeps its state in the DOM, which React leaves as it is when it
 * hydrates, and the component reads it in its first layout effect; a button or a submission goes
 * through a form action, which React's own prerendered script holds until the form is hydrated.
 */
export function deferred<P extends object>(
  load: () => Promise<ComponentType<P>>,
  loadWhen: LoadWhen = nearViewport,
): ComponentType<P> {
  let want = () => {};
  const wanted = new Promise<void>((resolve) => (want = resolve));
  let isHydrated = false;
  let markHydrated = () => {};
  const hydrated = new Promise<void>((resolve) => (markHydrated = resolve));

  const Lazy = lazy(async () => {
    // Prerendering (no document) renders it at once.
    if (typeof document !== "undefined") await wanted;
    const Component = await load();
    function Hydrated(props: P) {
      useEffect(() => {
        isHydrated = true;
        markHydrated();
      }, []);
      return <Component {...props} />;
    }
    return { default: Hydrated };
  });

  function Deferred(props: P) {
    const marker = useRef<HTMLTemplateElement>(null);
    useEffect(() => {
      // Rendered by a client-side navigation, there is no HTML to keep: load at once. (root.tsx marks
      // the page hydrated in its own effect, which runs after this one on the hydrating pass.)
      const renderedHere = document.documentElement.dataset.hydrated === "true";
      if (renderedHere || !DEFER) want();
      // React gives no element for a block it has not hydrated, but its prerendered HTML is in the
      // document, right after the marker. (Rendered on the client instead, it has none: it is loading already.)
      const element = renderedHere ? null : (marker.current?.nextElementSibling ?? null);
      const removeBlock = addBlock({ element, want, hydrated, isHydrated: () => isHydrated });
      const stop = element instanceof HTMLElement ? loadWhen(element, want) : () => {};
      // A change of history entry the links did not see (back, forward, a hash typed in) still needs
      // the code, to render the block again.
      window.addEventListener("popstate", want);
      return () => {
        removeBlock();
        stop();
        window.removeEventListener("popstate", want);
      };
    }, []);
    // An empty <template> marks the place without a box or a wrapper, so the page's layout and its
    // selectors (`#main > section`) see the same elements as before.
    return (
      <>
        <template ref={marker} />
        <Suspense fallback={null}>
          <Lazy {...props} />
        </Suspense>
      </>
    );
  }
  // Memo: a block React has not hydrated cannot take new props; it would be rendered afresh, without
  // its HTML, until its code arrived.
  return memo(Deferred) as unknown as ComponentType<P>;
}
