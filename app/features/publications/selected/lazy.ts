import { deferred } from "#app/lib/deferred";
import { publicationsOn } from "#app/site/switches";

/**
 * The landing page's selected publications: prerendered with the page; their code (and entries) load as
 * the block comes near the viewport (lib/deferred.tsx), so the first visit to / carries none of it.
 */
export const SelectedPublications = publicationsOn
  ? deferred(() => import("./selected-publications").then((module) => module.SelectedPublications))
  : // With the publications off (site.ts), the bundler leaves the block and its words out.
    () => null;
