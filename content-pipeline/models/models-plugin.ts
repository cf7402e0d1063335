/**
 * The owner's models in the app's build (vite.config.ts) and its unit tests (vitest.config.ts), as modules
 * (app/features/models/virtual-models.d.ts declares them):
 * - "virtual:models/presence": whether there is any model, and their ids (the menus ask it, cheaply);
 * - "virtual:models": the list for /models, and per id a loader of its page's data and one of the model itself;
 * - "virtual:models/page/<id>": one model's fields, card, evaluation and example rows;
 * - "virtual:models/serving/<id>": the compiled model with all it answers with (served-model.ts), a chunk of its
 *   own that the page loads when a visitor first predicts.
 * test.csv itself never reaches a module: only aggregates and the few examples model.ts allows.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";

import type { Plugin } from "vite";

import { modelsOn } from "#app/site/switches";
import { KitDataError } from "#model/kit/data/data-error";
import { KitModelError } from "#model/kit/kit-model-error";

import { compileModels } from "./compile-models";
import { findModelFolders, ModelFolderError, modelsFolder } from "./model-folders";

export const PRESENCE_MODULE = "virtual:models/presence";
export const LIST_MODULE = "virtual:models";
const PAGE_PREFIX = "virtual:models/page/";
const SERVING_PREFIX = "virtual:models/serving/";

const isOurs = (id: string) => id === LIST_MODULE || id.startsWith(`${LIST_MODULE}/`);

/** JSON as a module's value: JSON.parse of a string literal parses faster than the same object as code. */
const jsonValue = (value: unknown) => `JSON.parse(${JSON.stringify(JSON.stringify(value))})`;

export type ModelsPluginOptions = {
  /** The models folder (absolute); by default the build's (CONTENT_DIR's, else app/content/models). */
  folder?: string;
  /** Whether the module is on; by default site.ts's switch. */
  on?: boolean;
};

/** A build error of the owner's: its own message (it names the file and what to do), without a stack. */
function ownerError(error: unknown): string | undefined {
  const owners = [KitModelError, KitDataError, ModelFolderError];
  return owners.some((kind) => error instanceof kind) ? (error as Error).message : undefined;
}

export function models(options: ModelsPluginOptions = {}): Plugin {
  const folder = options.folder ?? modelsFolder();
  const on = options.on ?? modelsOn;
  const compiled = () => (on ? compileModels(folder) : Promise.resolve([]));
  return {
    name: "models",
    enforce: "pre",
    configureServer(server) {
      server.watcher.add(folder);
      const reload = (path: string) => {
        if (!path.startsWith(`${folder}/`)) return;
        for (const module of server.moduleGraph.idToModuleMap.values()) {
          if (module.id?.startsWith(`\0${LIST_MODULE}`)) server.moduleGraph.invalidateModule(module);
        }
        server.ws.send({ type: "full-reload" });
      };
      server.watcher.on("add", reload).on("unlink", reload).on("change", reload);
    },
    resolveId(source) {
      return isOurs(source) ? `\0${source}` : undefined;
    },
    async load(id) {
      if (!id.startsWith("\0") || !isOurs(id.slice(1))) return undefined;
      const name = id.slice(1);
      try {
        if (name === PRESENCE_MODULE) {
          const ids = on ? findModelFolders(folder).map((each) => each.id) : [];
          return `export const hasModels = ${ids.length > 0};\nexport const modelIds = ${JSON.stringify(ids)};`;
        }
        const all = await compiled();
        // Only the files there are: vitest's browser-like environments (jsdom) import every watched file, and a
        // file added later is heard by configureServer's watch of the folder.
        for (const each of on ? findModelFolders(folder) : []) {
          for (const file of ["model.onnx", "model.json", "test.csv", "model.ts"]) {
            const path = join(each.dir, file);
            if (existsSync(path)) this.addWatchFile(path);
          }
        }
        if (name === LIST_MODULE) {
          const loaders = (prefix: string) =>
            `{${all.map(({ entry }) => `${JSON.stringify(entry.id)}: () => import(${JSON.stringify(prefix + entry.id)})`).join(", ")}}`;
          return [
            `export const models = ${jsonValue(all.map(({ entry }) => entry))};`,
            `export const modelPages = ${loaders(PAGE_PREFIX)};`,
            `export const modelServing = ${loaders(SERVING_PREFIX)};`,
          ].join("\n");
        }
        const prefix = name.startsWith(PAGE_PREFIX)
          ? PAGE_PREFIX
          : name.startsWith(SERVING_PREFIX)
            ? SERVING_PREFIX
            : null;
        const found = prefix && all.find(({ entry }) => entry.id === name.slice(prefix.length));
        if (!found)
          return this.error(
            `${name}: no such model (the models are ${all.map(({ entry }) => entry.id).join(", ") || "none"}).`,
          );
        return prefix === PAGE_PREFIX
          ? `export const page = ${jsonValue(found.page)};`
          : `export const served = ${jsonValue(found.served)};`;
      } catch (error) {
        const message = ownerError(error);
        if (message) return this.error(message);
        throw error;
      }
    },
  };
}
