/**
 * The owner's models, as the build compiles them from app/content/models/<id>/
 * (content-pipeline/models/models-plugin.ts writes these modules). None with `modules.models` off.
 */
declare module "virtual:models" {
  import type { ModelListEntry, ModelPageData } from "#model/kit/serving/page-data";
  import type { ServedModel } from "#model/kit/serving/served-model";

  /** One entry per model folder, in the folders' (alphabetical) order. */
  export const models: readonly ModelListEntry[];
  /** Each model's page data by id, loaded on demand (a chunk per model). */
  export const modelPages: Readonly<Record<string, () => Promise<{ page: ModelPageData }>>>;
  /** Each model itself by id, to score in the browser (model/kit/serving/kit-scorer.ts): a chunk to load when needed. */
  export const modelServing: Readonly<Record<string, () => Promise<{ served: ServedModel }>>>;
}

/** Whether there is any model, apart from the list, so that the menus carry these few bytes only. */
declare module "virtual:models/presence" {
  export const hasModels: boolean;
  export const modelIds: readonly string[];
}
