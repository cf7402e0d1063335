import { useSyncExternalStore } from "react";

function subscribe() {
  // The origin never changes while the page is open.
  return () => {};
}

/** This page's origin after hydration; "" in the prerendered HTML, where no origin is known yet. */
export function useOrigin(): string {
  return useSyncExternalStore(
    subscribe,
    () => window.location.origin,
    () => "",
  );
}
