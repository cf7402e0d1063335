import { useSyncExternalStore } from "react";

/** The last live API call's time, shared by the predictor (which measures it) and the stats (which show it). */
export type ApiTiming = {
  get: () => number | null;
  /** A new time, or null for none (as when the page opens). */
  set: (elapsedMs: number | null) => void;
  subscribe: (listener: () => void) => () => void;
};

/**
 * A small store rather than a prop: the predictor and the stats are islands of the page, each a root of its own
 * (lib/islands/island.tsx), which share no props. The stats hydrate whenever their code comes, and read the latest time
 * then.
 */
export function createApiTiming(): ApiTiming {
  let last: number | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => last,
    set: (elapsedMs) => {
      last = elapsedMs;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The last measured API time; null until one is measured (and in the prerendered HTML). */
export function useApiTiming(timing: ApiTiming): number | null {
  return useSyncExternalStore(timing.subscribe, timing.get, () => null);
}

/** The page's one store: both islands import this module, which the browser loads once. */
export const apiTiming = createApiTiming();
