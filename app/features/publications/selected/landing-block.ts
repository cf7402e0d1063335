import { publicationsOn } from "#app/site/switches";

/**
 * The landing page's block of selected publications, or null with the publications off (site.ts). Imported only
 * while they are on: the switch is a constant the bundler folds, and so the page's route, with them off, imports no
 * module of theirs. A static import would not do: the bundler keeps a component's module for what React's JSX
 * runtime does at its top, even when nothing uses it.
 */
export const SelectedPublications = publicationsOn
  ? (await import("./selected-publications")).SelectedPublications
  : null;
