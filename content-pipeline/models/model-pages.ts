/**
 * The pages the owner's models add to the site: /models and /models/<id> for each model folder, none without a
 * folder or with the module off (site.ts's `modules.models`). Loaded through Vite by react-router.config.ts
 * (importWithContent), so that a CONTENT_DIR build reads its own folders.
 */
import { MODELS_PATH, modelPath } from "#app/site/model-paths";
import { modelsOn } from "#app/site/switches";

import { findModelFolders } from "./model-folders";

const ids = modelsOn ? findModelFolders().map((folder) => folder.id) : [];

/**
 * The list is static HTML, with no script (routes/models.tsx); each model's page is made of islands
 * (routes/model.tsx), as the registry's `islands` says of a module's fixed pages (app/site/modules.ts).
 */
export const modelPages: { pages: readonly string[]; scriptless: readonly string[]; islands: readonly string[] } = {
  pages: ids.length > 0 ? [MODELS_PATH, ...ids.map(modelPath)] : [],
  scriptless: ids.length > 0 ? [MODELS_PATH] : [],
  islands: ids.map(modelPath),
};
