/**
 * Every model folder the build has, compiled once per process and set of files (the app's build, its
 * prerendering and its last step each ask): a folder's files' sizes and times are the cache's key.
 */
import { statSync } from "node:fs";
import { join, relative } from "node:path";

import { runnerImport } from "vite";

import { type CompiledFolder, compileModelFolder } from "./compile-model";
import { findModelFolders, ModelFolderError, modelsFolder } from "./model-folders";

const root = join(import.meta.dirname, "..", "..");

/**
 * A folder's model.ts, run as TypeScript (through Vite, as the build reads every content file): its `model`
 * export. The file's types come from the site (`import type { ModelRefinement } from "#app/site/content-types"`)
 * and leave nothing at run time.
 */
async function loadRefinement(file: string): Promise<unknown> {
  const shown = relative(root, file);
  let module: Record<string, unknown>;
  try {
    ({ module } = await runnerImport<Record<string, unknown>>(file, { configFile: false, root, logLevel: "error" }));
  } catch (error) {
    throw new ModelFolderError(`${shown} cannot be read: ${(error as Error).message}`);
  }
  if (!Object.hasOwn(module, "model")) {
    throw new ModelFolderError(
      `${shown} exports no \`model\`: write \`export const model = { title: "…" } satisfies ModelRefinement;\` (docs/your-model.md).`,
    );
  }
  return module.model;
}

const cache = new Map<string, Promise<CompiledFolder[]>>();

/** What decides a compilation: each file of each folder, with its size and time. */
function cacheKey(folder: string): string {
  return JSON.stringify(
    findModelFolders(folder).map(({ dir }) =>
      ["model.onnx", "model.json", "test.csv", "model.ts"].map((name) => {
        const stat = statSync(join(dir, name), { throwIfNoEntry: false });
        return stat ? [name, stat.size, stat.mtimeMs] : null;
      }),
    ),
  ).concat(folder);
}

/** The models of the build's content, in their folders' order (their ids', alphabetical). */
export function compileModels(folder: string = modelsFolder()): Promise<CompiledFolder[]> {
  const key = cacheKey(folder);
  let compiled = cache.get(key);
  if (!compiled) {
    compiled = (async () => {
      const results: CompiledFolder[] = [];
      for (const each of findModelFolders(folder)) results.push(await compileModelFolder(each, loadRefinement));
      return results;
    })();
    cache.set(key, compiled);
    // A failed build is not remembered: the owner fixes the file and runs it again.
    compiled.catch(() => cache.delete(key));
  }
  return compiled;
}
