import { useSyncExternalStore } from "react";

/** The last live API call's time, shared by the predictor (which measures it) and the stats (which show it). */
export type ApiTiming = {
  get: () => number | null;
  set: (elapsedMs: number) => void;
  subscribe: (listener: () => void) => () => void;
};

/**
 * A small store rather than a prop: the stats section is deferred (lib/deferred.tsx), and a block that has not
 * hydrated cannot take new props. The store itself never changes, so the block hydrates whenever its code comes,
 * and reads the latest time then.
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
