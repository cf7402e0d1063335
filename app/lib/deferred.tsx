import { type ComponentType, lazy, Suspense } from "react";

/**
 * A component whose code loads after first paint. Its HTML is still prerendered in full (the build
 * waits for it); in the browser React keeps that HTML and hydrates it once the code arrives, so
 * sections below the first screen cost no JavaScript on first paint and stay readable meanwhile.
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() }));
  function Deferred(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Deferred;
}
