import { useLayoutEffect } from "react";

/**
 * Runs `adopt` once, in the commit that mounts the component, before the browser can deliver another event.
 *
 * For a section whose code arrives after its prerendered HTML (lib/deferred.tsx), the visitor may have moved
 * its native controls meanwhile: a slider, a radio button, a text field. React keeps the DOM as it finds it
 * when it hydrates and renders from the state it starts with, so `adopt` reads what the controls show into
 * that state here; the next render then agrees with the page, and every later event finds React listening.
 */
export function useOnHydrate(adopt: () => void): void {
  // Once, on mount: what the controls show afterwards is React's own doing.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(adopt, []);
}
