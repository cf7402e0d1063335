import { deferred } from "#app/lib/deferred";

/**
 * The landing page's selected publications: prerendered with the page; their code (and entries) load as
 * the block comes near the viewport (lib/deferred.tsx), so the first visit to / carries none of it.
 */
export const SelectedPublications = deferred(() =>
  import("./selected-publications").then((module) => module.SelectedPublications),
);
