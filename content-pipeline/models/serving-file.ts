/**
 * The models as the server serves them: the build writes them beside the client folder (never served), as it
 * writes build/site-modules.json; server/node.ts reads the file at start, and the Worker bundles it (wrangler.jsonc's
 * alias), for a Worker cannot read the content folder while it runs. With the module off, or no model, the file
 * holds none and the server has no model endpoint.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

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

/**
 * What the models may take of a Worker on Cloudflare's free plan (3 MiB compressed): the rest, about 0.25 MiB,
 * is the site's own code, and the margin keeps it from breaking at the next dependency's update.
 */
export const WORKER_MODELS_BUDGET = 2.5 * 1024 * 1024;

/**
 * A warning when the models, compressed as the Worker's upload is, outgrow the free plan (each model keeps within
 * its own limit, model.ts's maxModelBytes, but several together may not); undefined when they fit.
 */
export function workerSizeWarning(json: string): string | undefined {
  const compressed = gzipSync(json, { level: 9 }).length;
  if (compressed <= WORKER_MODELS_BUDGET) return undefined;
  const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
  return (
    `The models compress to ${mib(compressed)}: with the site's own code the Cloudflare Worker, which bundles them, ` +
    "passes the free plan's 3 MiB (compressed). Deploy on a paid plan (10 MiB), serve from Node only, or make the models smaller."
  );
}

export async function writeServedModels(buildDirectory: string): Promise<void> {
  const json = JSON.stringify(await servedModels());
  const warning = workerSizeWarning(json);
  if (warning) console.warn(warning);
  writeFileSync(join(buildDirectory, SERVED_MODELS_FILE), `${json}\n`);
}
