/**
 * Where the owner's models live on the site: the list, and one page per model folder (app/content/models/<id>/,
 * docs/your-model.md). The registry (modules.ts), the build's prerender list and the links read these.
 */
export const MODELS_PATH = "/models";

/** The page of the model whose folder is named `id`. */
export function modelPath(id: string): string {
  return `${MODELS_PATH}/${id}`;
}
