import { type ComponentType, lazy, memo, Suspense, useEffect, useLayoutEffect, useRef } from "react";

import { addBlock } from "./deferred-blocks";
import { leftByVisitor } from "./early-input";

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
 * (see `loadWhen`), and always when keyboard focus moves into it or an in-page link is followed
 * (deferred-blocks.ts). Meant for one place on a page.
 *
 * Its HTML is still prerendered in full (the build waits for it). In the browser React hydrates the
 * page around it and keeps its HTML as it is, links working and text readable, without fetching its
 * code; once wanted, the code loads and React hydrates that HTML in place (focus stays where it is).
 * So a first visit downloads only what the first screen needs.
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
  // The block's prerendered element, once the page around it has hydrated (none when rendered on the client).
  let element: Element | null = null;

  const Lazy = lazy(async () => {
    // Prerendering (no document) renders it at once.
    if (typeof document !== "undefined") await wanted;
    const Component = await load();
    function Hydrated(props: P) {
      const tell = useRef(async () => {});
      // What was typed, ticked or picked before the code came (early-input.ts): read before any effect
      // re-renders the block, told once React listens.
      useLayoutEffect(() => {
        if (element) tell.current = leftByVisitor(element);
      }, []);
      useEffect(() => {
        isHydrated = true;
        void tell.current().then(markHydrated);
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
      element = renderedHere ? null : (marker.current?.nextElementSibling ?? null);
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
