import { useSyncExternalStore } from "react";

import type { ApiTiming } from "./api-timing";

/**
 * The last measured API time; null until one is measured (and in the prerendered HTML). Its own module, apart
 * from the store, so the deferred stats section shares no code chunk with the page's first load.
 */
export function useApiTiming(timing: ApiTiming): number | null {
  return useSyncExternalStore(timing.subscribe, timing.get, () => null);
}
