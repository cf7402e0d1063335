/**
 * The kit's TypeScript evaluator against onnxruntime-node, on one row and on 10,000 rows, for tree ensembles
 * of realistic sizes and an MLP, made on the spot (seeded) with model/kit/onnx/write-onnx.ts.
 *
 *   flock /work/heavy.lock npx tsx scripts/bench/evaluator.ts
 *
 * Prints a table of median times and the ratio (ours ÷ onnxruntime; below 1 is faster). onnxruntime runs with
 * its default threads and with one; the kit's evaluator is single-threaded, as it is in a Worker.
 */
import * as ort from "onnxruntime-node";

import { compileOnnx, createPredictor, suggestBinding } from "#model/kit/compiled";
import { encodeModel, type ModelSpec, type NodeSpec } from "#model/kit/onnx/write-onnx";
import { mulberry32 } from "#model/mulberry32";
import { median } from "#model/uncertainty/percentile";

const FEATURES = 30;

function treeModel(trees: number, depth: number, random: () => number): ModelSpec {
  const attrs: Record<string, number[] | string[]> = {};
  const push = (key: string, value: number | string) =>
    ((attrs[key] ??= [] as never[]) as (number | string)[]).push(value);
  for (let t = 0; t < trees; t++) {
    const nodes = 2 ** (depth + 1) - 1;
    for (let n = 0; n < nodes; n++) {
      const leaf = n >= 2 ** depth - 1;
      push("nodes_treeids", t);
      push("nodes_nodeids", n);
      push("nodes_featureids", leaf ? 0 : Math.floor(random() * FEATURES));
      push("nodes_modes", leaf ? "LEAF" : "BRANCH_LEQ");
      push("nodes_values", leaf ? 0 : Math.fround((random() - 0.5) * 2));
      push("nodes_truenodeids", leaf ? 0 : 2 * n + 1);
      push("nodes_falsenodeids", leaf ? 0 : 2 * n + 2);
      if (leaf) {
        push("class_treeids", t);
        push("class_nodeids", n);
        push("class_ids", 0);
        push("class_weights", Math.fround((random() - 0.5) * 0.2));
      }
    }
  }
  const ints = (key: string) => ({ ints: attrs[key] as number[] });
  const node: NodeSpec = {
    op: "TreeEnsembleClassifier",
    domain: "ai.onnx.ml",
    inputs: ["input"],
    outputs: ["label", "probabilities"],
    attrs: {
      ...Object.fromEntries(
        [
          "nodes_treeids",
          "nodes_nodeids",
          "nodes_featureids",
          "nodes_truenodeids",
          "nodes_falsenodeids",
          "class_treeids",
          "class_nodeids",
          "class_ids",
        ].map((k) => [k, ints(k)]),
      ),
      nodes_modes: attrs["nodes_modes"] as string[],
      nodes_values: attrs["nodes_values"] as number[],
      class_weights: attrs["class_weights"] as number[],
      classlabels_int64s: { ints: [0, 1] },
      post_transform: "LOGISTIC",
      base_values: [0.1],
    },
  };
  return {
    nodes: [node],
    inputs: [{ name: "input", type: "float", shape: ["N", FEATURES] }],
    outputs: [{ name: "probabilities", type: "float", shape: ["N", 2] }],
  };
}

function mlpModel(random: () => number): ModelSpec {
  const layers = [FEATURES, 64, 32, 1];
  const nodes: NodeSpec[] = [];
  const initializers = layers.slice(1).flatMap((width, i) => {
    const fanIn = layers[i]!;
    const weights = Array.from({ length: width * fanIn }, () => (random() - 0.5) * (2 / Math.sqrt(fanIn)));
    return [
      { name: `w${i}`, type: "float" as const, dims: [width, fanIn], values: weights },
      {
        name: `b${i}`,
        type: "float" as const,
        dims: [width],
        values: Array.from({ length: width }, () => random() - 0.5),
      },
    ];
  });
  let x = "input";
  layers.slice(1).forEach((_, i) => {
    nodes.push({ op: "Gemm", inputs: [x, `w${i}`, `b${i}`], outputs: [`h${i}`], attrs: { transB: { int: 1 } } });
    const last = i === layers.length - 2;
    nodes.push({ op: last ? "Sigmoid" : "Relu", inputs: [`h${i}`], outputs: [last ? "probability" : `a${i}`] });
    x = `a${i}`;
  });
  return {
    nodes,
    initializers,
    inputs: [{ name: "input", type: "float", shape: ["N", FEATURES] }],
    outputs: [{ name: "probability", type: "float", shape: ["N", 1] }],
  };
}

/** Median milliseconds per call over `rounds` rounds of `calls` calls each, after a warm-up round. */
async function time(calls: number, rounds: number, run: () => unknown): Promise<number> {
  for (let i = 0; i < calls; i++) await run();
  const samples: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const start = performance.now();
    for (let i = 0; i < calls; i++) await run();
    samples.push((performance.now() - start) / calls);
  }
  return median(samples, "higher");
}

async function bench(label: string, spec: ModelSpec, random: () => number) {
  const bytes = encodeModel(spec);
  const model = compileOnnx(bytes, { maxModelBytes: 64 * 1024 * 1024 });
  const predictor = createPredictor(model, suggestBinding(model)!);
  const sessions = {
    default: await ort.InferenceSession.create(bytes),
    oneThread: await ort.InferenceSession.create(bytes, { intraOpNumThreads: 1, interOpNumThreads: 1 }),
  };
  const output = spec.outputs[0]!.name;
  const rows: number[][] = [];
  for (const count of [1, 10_000]) {
    while (rows.length < count) rows.push(Array.from({ length: FEATURES }, () => (random() - 0.5) * 2.4));
    const batch = rows.slice(0, count);
    const flat = Float32Array.from(batch.flat());
    const [calls, rounds] = count === 1 ? [2000, 7] : [3, 7];
    const ours = await time(calls, rounds, () => predictor.predict(batch));
    const feeds = () => ({ input: new ort.Tensor("float32", flat, [count, FEATURES]) });
    const theirs = await time(calls, rounds, () => sessions.default.run(feeds(), [output]));
    const single = await time(calls, rounds, () => sessions.oneThread.run(feeds(), [output]));
    console.log(
      [
        label.padEnd(28),
        String(count).padStart(6),
        fmt(ours),
        fmt(theirs),
        fmt(single),
        `${(ours / theirs).toFixed(2)}×`.padStart(8),
        `${(ours / single).toFixed(2)}×`.padStart(8),
      ].join("  "),
    );
  }
  await sessions.default.release();
  await sessions.oneThread.release();
}

function fmt(ms: number): string {
  return (ms < 1 ? `${(ms * 1000).toFixed(1)} µs` : `${ms.toFixed(2)} ms`).padStart(10);
}

const random = mulberry32(33);
console.log(
  [
    "model".padEnd(28),
    "rows".padStart(6),
    "kit".padStart(10),
    "ort".padStart(10),
    "ort 1 thr".padStart(10),
    "kit÷ort".padStart(8),
    "kit÷ort1".padStart(8),
  ].join("  "),
);
await bench("trees: 100 × depth 6", treeModel(100, 6, random), random);
await bench("trees: 300 × depth 8", treeModel(300, 8, random), random);
await bench("MLP 30→64→32→1", mlpModel(random), random);
