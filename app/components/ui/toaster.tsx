import { lazy, Suspense, useEffect, useState } from "react";

import { onToastRequested } from "#app/lib/toast";

const SonnerToaster = lazy(() => import("./sonner-toaster"));

/** Mounts the toast UI only once a toast is requested, so sonner is not part of first paint. */
export function Toaster() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => onToastRequested(() => setNeeded(true)), []);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  );
}
