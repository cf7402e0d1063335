import { KitModelError } from "../kit-model-error";
import type { ParsedModel } from "./read-onnx";

/** The limits and version ranges a model must keep, and the errors that say which it broke and what to do. */
export type OnnxLimits = {
  /** Name of the file in messages. */
  file: string;
  /** Largest model file accepted, in bytes. */
  maxModelBytes: number;
  /** Largest tensor accepted (initializers, constants, declared input and output shapes), in elements. */
  maxTensorElements: number;
};

/**
 * 2 MiB: a Cloudflare Worker on the free plan may be 3 MiB compressed, the site's own code takes about
 * 0.2 MiB of it, and float weights barely compress. Owners on a paid plan (10 MiB) or on Node only raise it.
 */
export const DEFAULT_MAX_MODEL_BYTES = 2 * 1024 * 1024;
/** 2^20 elements (4 MiB as float32): more than a model within the size limit can hold. */
export const DEFAULT_MAX_TENSOR_ELEMENTS = 1 << 20;

const IR_VERSIONS = [3, 11] as const;
export const OPSETS: Record<string, readonly [number, number]> = { "ai.onnx": [1, 25], "ai.onnx.ml": [1, 5] };

export const EXTERNAL_DATA_ADVICE =
  "Save the model with its weights inside the file (onnx.save_model(model, path, save_as_external_data=False)).";

export function checkModelSize(bytes: number, limits: OnnxLimits): void {
  if (bytes > limits.maxModelBytes) {
    throw new KitModelError(
      `${limits.file} is ${mebibytes(bytes)}, over the kit's limit of ${mebibytes(limits.maxModelBytes)}, which keeps ` +
        "the site's Cloudflare Worker within the free plan's 3 MiB (compressed). Make the model smaller, or, on a paid " +
        "plan (10 MiB) or when serving from Node only, raise the maxModelBytes setting.",
    );
  }
}

export function checkTensor(name: string, dims: number[], problem: string | undefined, limits: OnnxLimits): void {
  const count = dims.reduce((n, d) => n * d, 1);
  if (count > limits.maxTensorElements) {
    throw new KitModelError(
      `${limits.file}: the tensor "${name}" has shape [${dims.join(", ")}], ${count.toLocaleString("en")} elements, over ` +
        `the kit's limit of ${limits.maxTensorElements.toLocaleString("en")} (the maxTensorElements setting).`,
    );
  }
  if (problem?.startsWith("keeps its data outside")) {
    throw new KitModelError(
      `${limits.file}: the tensor "${name}" ${problem}. The kit reads no other file. ${EXTERNAL_DATA_ADVICE}`,
    );
  }
  if (problem) throw new KitModelError(`${limits.file}: the tensor "${name}" ${problem}. Export the model again.`);
}

export function checkVersions(model: ParsedModel, file: string): Record<string, number> {
  if (model.irVersion < IR_VERSIONS[0] || model.irVersion > IR_VERSIONS[1]) {
    throw new KitModelError(
      `${file}: IR version ${model.irVersion} is outside what the kit reads (${IR_VERSIONS.join("–")}). Export with a ` +
        "current exporter.",
    );
  }
  const opsets: Record<string, number> = {};
  for (const { domain, version } of model.opsets) {
    const name = domain === "" ? "ai.onnx" : domain;
    const range = OPSETS[name];
    if (range && (version < range[0] || version > range[1])) {
      throw new KitModelError(
        `${file}: opset ${version} of ${name} is outside what the kit reads (${range.join("–")}).`,
      );
    }
    opsets[name] = version;
  }
  if (model.functions.length > 0) {
    throw new KitModelError(
      `${file}: the model defines its own functions (${model.functions.join(", ")}); export it without.`,
    );
  }
  return opsets;
}

/** A size as the errors give it: KiB under a mebibyte, MiB to one decimal above. */
export function mebibytes(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KiB` : `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}
