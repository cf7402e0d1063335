import { KitModelError } from "../kit-model-error";
import type { DType, OnnxGraph } from "./onnx-graph";
import { createGraphRunner } from "./run-graph";
import { allocate, type Tensor } from "./tensor";

/**
 * Build side: runs the compiled graph once on two rows of zeros (empty strings for string inputs), so that an
 * operator that cannot run on the model's shapes stops the build, not a request. Symbolic dimensions take 2.
 * A graph whose inputs declare no shape is left to the predictor's own checks.
 */
export function trialRun(graph: OnnxGraph, file: string): void {
  const feeds: Record<string, Tensor> = {};
  for (const input of graph.inputs) {
    if (!input.shape || input.type === "map-sequence" || input.type === "other") return;
    feeds[input.name] = allocate(
      input.type as DType,
      input.shape.map((d) => (typeof d === "number" ? d : 2)),
    );
  }
  try {
    createGraphRunner(graph).run(
      feeds,
      graph.outputs.map((o) => o.name),
    );
  } catch (error) {
    throw new KitModelError(
      `${file}: the graph fails on a batch of zeros at ${(error as Error).message}. The model's shapes or types do ` +
        "not fit together as the kit reads them; check that it runs in onnxruntime, and export it again.",
    );
  }
}

/** Inputs of zeros ("" for strings), symbolic dimensions as `rows`; null when an input declares no shape. */
export function zeroFeeds(graph: OnnxGraph, rows: number): Record<string, Tensor> | null {
  const feeds: Record<string, Tensor> = {};
  for (const input of graph.inputs) {
    if (!input.shape || input.type === "map-sequence" || input.type === "other") return null;
    feeds[input.name] = allocate(
      input.type as DType,
      input.shape.map((d) => (typeof d === "number" ? d : rows)),
    );
  }
  return feeds;
}
