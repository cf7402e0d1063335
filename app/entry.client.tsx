import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

// React Router's default entry (StrictMode only acts in development), except that hydration starts in
// a task of its own: evaluating React DOM and the router, then attaching React's event listeners and
// starting to hydrate, made one long task on a slow phone. A zero timeout queues behind whatever the
// browser already has waiting, so this yields once without waiting for any fixed time. (Not a
// top-level await: that makes the bundler split the shared chunks into more, smaller files.)
setTimeout(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}, 0);
