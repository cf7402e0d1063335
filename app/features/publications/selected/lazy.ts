/**
 * The landing page's selected publications: an island (app/islands.ts), its code (and entries) loaded as it comes
 * near the viewport, so the first visit to / carries none of it.
 */
export const loadSelectedPublications = () =>
  import("./selected-publications").then((module) => module.SelectedPublications);
