/**
 * The owner's model folders: app/content/models/<id>/, or the topmost CONTENT_DIR folder's models/ (the rule
 * content-pipeline/content-dir.ts applies to every content file), each holding a model file and test.csv. Every file is
 * read from inside its folder only: a symbolic link, or a name that leads elsewhere, stops the build.
 */
import { existsSync, lstatSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

import { contentDirsFromEnv, contentPath } from "../content-dir";

const root = join(import.meta.dirname, "..", "..");

/** A folder's name is its id: a URL segment (/models/<id>, /api/models/<id>/predict). */
const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The files a model folder may hold; any other file is left alone, and never read. */
export const MODEL_FILES = ["model.onnx", "model.json"] as const;
export const TEST_FILE = "test.csv";
export const REFINEMENT_FILE = "model.ts";

/** A build error about an owner's model folder: its message names the file and says what to do. */
export class ModelFolderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ModelFolderError";
  }
}

export type ModelFolder = {
  id: string;
  /** Absolute. */
  dir: string;
  /** The folder as the messages name it, from the repository's root ("app/content/models/<id>"). */
  shown: string;
  modelFile: (typeof MODEL_FILES)[number];
};

/** The models folder the build reads (which may not exist: then there is no model). */
export function modelsFolder(dirs: readonly string[] = contentDirsFromEnv()): string {
  return contentPath("models", dirs);
}

/** Each model folder, by id in alphabetical order; files beside the folders (a README, .gitkeep) are ignored. */
export function findModelFolders(folder: string = modelsFolder()): ModelFolder[] {
  if (!existsSync(folder)) return [];
  const entries = readdirSync(folder, { withFileTypes: true }).filter(
    (entry) => !entry.name.startsWith(".") && (entry.isDirectory() || entry.isSymbolicLink()),
  );
  return entries
    .map((entry) => entry.name)
    .sort()
    .map((id) => {
      const dir = join(folder, id);
      const shown = relative(root, dir);
      if (lstatSync(dir).isSymbolicLink()) {
        throw new ModelFolderError(
          `${shown} is a symbolic link: the build reads only folders that are in the content.`,
        );
      }
      if (!ID.test(id)) {
        throw new ModelFolderError(
          `${shown}: a model folder's name is its address (/models/<name>): use lower-case letters, digits and single hyphens, e.g. "house-prices".`,
        );
      }
      const present = MODEL_FILES.filter((file) => existsSync(join(dir, file)));
      if (present.length !== 1) {
        throw new ModelFolderError(
          present.length === 0
            ? `${shown} holds no model: put the model in it as model.onnx (ONNX) or model.json (XGBoost's Booster.save_model("model.json")), with its held-out rows in test.csv (docs/your-model.md).`
            : `${shown} holds both model.onnx and model.json: keep the one to serve.`,
        );
      }
      return { id, dir, shown, modelFile: present[0]! };
    });
}

/**
 * A file of the folder, read: a regular file, never a symbolic link (which could lead outside the folder); null
 * when it is absent and optional.
 */
export function readFolderFile(folder: ModelFolder, name: string, required: true): Buffer;
export function readFolderFile(folder: ModelFolder, name: string, required: false): Buffer | null;
export function readFolderFile(folder: ModelFolder, name: string, required: boolean): Buffer | null {
  const file = join(folder.dir, name);
  const shown = `${folder.shown}/${name}`;
  const stat = lstatSync(file, { throwIfNoEntry: false });
  if (!stat) {
    if (!required) return null;
    throw new ModelFolderError(
      name === TEST_FILE
        ? `${shown} is missing: add the model's held-out rows, one column per input and the target (named target, label or y, or the last column), at least 30 rows (docs/your-model.md).`
        : `${shown} is missing.`,
    );
  }
  if (stat.isSymbolicLink() || !stat.isFile()) {
    throw new ModelFolderError(`${shown} is not a plain file (a link or a folder): put the file itself in the folder.`);
  }
  return readFileSync(file);
}
