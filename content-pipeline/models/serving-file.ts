/**
 * The models as the server serves them: the build writes them beside the client folder (never served), as it
 * writes build/site-modules.json; server/node.ts reads the file at start, and the Worker bundles it (wrangler.jsonc's
 * alias), for a Worker cannot read the content folder while it runs. With the module off, or no model, the file
 * holds none and the server has no model endpoint.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";

import { modelsOn } from "#app/site/switches";
import type { ServedModel } from "#model/kit/serving/served-model";

import { compileModels } from "./compile-models";

/** The file, in the build directory, that holds them. */
export const SERVED_MODELS_FILE = "kit-models.json";

/** The served models by id: what the file holds. */
export type ServedModels = Record<string, ServedModel>;

export async function servedModels(): Promise<ServedModels> {
  const compiled = modelsOn ? await compileModels() : [];
  return Object.fromEntries(compiled.map(({ served }) => [served.spec.id, served]));
}

export async function writeServedModels(buildDirectory: string): Promise<void> {
  writeFileSync(join(buildDirectory, SERVED_MODELS_FILE), `${JSON.stringify(await servedModels())}\n`);
}
