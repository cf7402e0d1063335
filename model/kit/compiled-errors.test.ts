import { describe, expect, it } from "vitest";

import regressionModel from "#tests/fixtures/models/xgboost-regression/model.json";
import { fixtureBytes } from "#tests/support/kit/onnx-oracle";

import { compileOnnx, compileXgboost, createPredictor, KitModelError } from "./compiled";
import { encodeModel, type ModelSpec } from "./onnx/write-onnx";

/** The bad models of tests/fixtures/models/bad/ (make_bad_models.py) and a few built here: each error names the
 * file and the node, operator or tensor, and says what to do. */
function buildError(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(KitModelError);
    return (error as Error).message;
  }
  throw new Error("no error");
}

const FILE = "app/content/models/credit/model.onnx";
// XGBoost writes a categorical split's condition as a bare NaN, which is not JSON: read as the kit reads it, text.
const categorical = new TextDecoder().decode(fixtureBytes("bad", "xgboost-categorical.json"));
const bad = (name: string) => buildError(() => compileOnnx(fixtureBytes("bad", name), { file: FILE }));

describe("a bad ONNX model stops the build with its file and what to do", () => {
  it("a file that is not protobuf", () => {
    const message = bad("not-protobuf.onnx");
    expect(message).toMatch(/^app\/content\/models\/credit\/model.onnx is not an ONNX model: /);
    expect(message).toContain("Export it again");
  });

  it("a cycle, named node by node", () => {
    expect(bad("cycle.onnx")).toBe(
      `${FILE}: the graph has a cycle through "first_add" → "second_relu" → "first_add". ONNX graphs are acyclic: export the model again.`,
    );
  });

  it("a node input nothing produces", () => {
    expect(bad("dangling-input.onnx")).toContain(
      `${FILE}: node "add_bias" (Add) reads "bias_that_was_never_saved", which no node produces and which is neither a graph input nor an initializer.`,
    );
  });

  it("an operator outside the set, with the node, the operator and the list", () => {
    const message = bad("unsupported-op.onnx");
    expect(message).toContain(`${FILE}: node "gelu_erf" (Erf): the operator Erf (domain ai.onnx) is not supported.`);
    expect(message).toContain(
      "The kit evaluates ai.onnx: Add, ArgMax, Cast, Clip, Concat, Constant, Div, Flatten, Gemm,",
    );
    expect(message).toContain("ai.onnx.ml: ArrayFeatureExtractor, Binarizer, Imputer, LabelEncoder, LinearClassifier,");
  });

  it("external data, whatever it names", () => {
    const message = bad("external-data.onnx");
    expect(message).toContain(
      `${FILE}: the tensor "weights" keeps its data outside the model file (location "../../etc/passwd").`,
    );
    expect(message).toContain("The kit reads no other file.");
    expect(message).toContain("save_as_external_data=False");
  });

  it("a tensor over the size limit, with the figure and the setting", () => {
    expect(bad("huge-shape.onnx")).toBe(
      `${FILE}: the tensor "huge" has shape [100000, 100000], 10,000,000,000 elements, over the kit's limit of ` +
        "1,048,576 (the maxTensorElements setting).",
    );
  });

  it("a model over the size limit, with both figures and the setting that raises it", () => {
    const bytes = fixtureBytes("rf-classifier");
    const message = buildError(() => compileOnnx(bytes, { file: FILE, maxModelBytes: 20 * 1024 }));
    expect(message).toContain(`${FILE} is ${Math.ceil(bytes.length / 1024)} KiB, over the kit's limit of 20 KiB`);
    expect(message).toContain("free plan's 3 MiB (compressed)");
    expect(message).toContain("raise the maxModelBytes setting");
    expect(() => compileOnnx(bytes, { maxModelBytes: bytes.length })).not.toThrow();
  });
});

const tiny = (change: Partial<ModelSpec>): Uint8Array =>
  encodeModel({
    nodes: [{ op: "Relu", inputs: ["x"], outputs: ["y"], name: "relu" }],
    inputs: [{ name: "x", type: "float", shape: ["N", 2] }],
    outputs: [{ name: "y", type: "float", shape: ["N", 2] }],
    ...change,
  });

describe("versions, shapes and bindings", () => {
  it("refuses IR versions and opsets outside the supported ranges", () => {
    expect(buildError(() => compileOnnx(tiny({ irVersion: 2 })))).toBe(
      "model.onnx: IR version 2 is outside what the kit reads (3–11). Export with a current exporter.",
    );
    expect(buildError(() => compileOnnx(tiny({ opsets: { "": 15, "ai.onnx.ml": 9 } })))).toBe(
      "model.onnx: opset 9 of ai.onnx.ml is outside what the kit reads (1–5).",
    );
  });

  it("refuses a tree whose split points back up (it would loop at request time)", () => {
    const nodes = {
      nodes_treeids: { ints: [0, 0, 0] },
      nodes_nodeids: { ints: [0, 1, 2] },
      nodes_featureids: { ints: [0, 1, 0] },
      nodes_modes: ["BRANCH_LEQ", "BRANCH_LEQ", "LEAF"],
      nodes_values: [0, 0, 0],
      nodes_truenodeids: { ints: [1, 0, 0] },
      nodes_falsenodeids: { ints: [2, 2, 0] },
      target_treeids: { ints: [0] },
      target_nodeids: { ints: [2] },
      target_ids: { ints: [0] },
      target_weights: [1],
      n_targets: { int: 1 },
    };
    const bytes = tiny({
      nodes: [
        {
          op: "TreeEnsembleRegressor",
          domain: "ai.onnx.ml",
          inputs: ["x"],
          outputs: ["y"],
          name: "forest",
          attrs: nodes,
        },
      ],
      outputs: [{ name: "y", type: "float", shape: ["N", 1] }],
    });
    expect(buildError(() => compileOnnx(bytes))).toBe(
      'model.onnx: node "forest" (TreeEnsembleRegressor): tree 0: node 2 is reached twice (a cycle, or two parents): not a tree.',
    );
  });

  it("runs the graph once at build time: shapes that do not fit stop the build, not a request", () => {
    const bytes = tiny({
      nodes: [{ op: "Gemm", inputs: ["x", "w"], outputs: ["y"], name: "dense" }],
      initializers: [{ name: "w", type: "float", dims: [3, 1], values: [1, 2, 3] }],
    });
    expect(buildError(() => compileOnnx(bytes))).toContain(
      'model.onnx: the graph fails on a batch of zeros at node "dense": Gemm: A has 2 columns, B 3 rows.',
    );
  });

  it("names the inputs when the fields do not match them", () => {
    const model = compileOnnx(fixtureBytes("pipeline-named"));
    expect(
      buildError(() =>
        createPredictor(model, {
          mode: "named",
          inputs: [
            { name: "age", type: "int64" },
            { name: "gender", type: "string" },
          ],
        }),
      ),
    ).toBe(
      'The model\'s inputs are "age", "sex", "bmi", "bp", "s5"; the fields give "age", "gender". Name test.csv\'s ' +
        "columns after the model's inputs, or export the model with one input per column.",
    );
    const forest = compileOnnx(fixtureBytes("rf-classifier"));
    expect(buildError(() => createPredictor(forest, { mode: "tensor", input: "input", width: 29 }))).toBe(
      'The model\'s input "input" has 30 columns; test.csv has 29 fields.',
    );
  });

  it("says when no output can answer", () => {
    const model = compileOnnx(
      tiny({
        nodes: [{ op: "Cast", inputs: ["x"], outputs: ["y"], name: "cast", attrs: { to: { int: 7 } } }],
        outputs: [{ name: "y", type: "int64", shape: ["N", 2] }],
      }),
    );
    expect(buildError(() => createPredictor(model, { mode: "tensor", input: "x", width: 2 }))).toContain(
      "The kit finds no output to answer with",
    );
  });
});

describe("a bad XGBoost model", () => {
  it("names a categorical split and says what to do", () => {
    const message = buildError(() => compileXgboost(categorical, { file: "app/content/models/colours/model.json" }));
    expect(message).toBe(
      "app/content/models/colours/model.json: learner.gradient_booster.model.trees[0].split_type[1] is 1: node 1 " +
        'splits feature 0 ("colour") by category (a categorical split). The kit reads numerical splits only: one-hot encode the ' +
        "column and train without enable_categorical, or export the model to ONNX.",
    );
  });

  it("refuses text that is not JSON, and a model whose compiled form is over the limit", () => {
    expect(buildError(() => compileXgboost("{ learner: ", { file: "model.json" }))).toMatch(
      /^model.json is not JSON \(.*\)\. Save it with Booster.save_model\("model.json"\)\.$/,
    );
    const message = buildError(() => compileXgboost(regressionModel, { maxModelBytes: 10 * 1024 }));
    expect(message).toMatch(/^model.json compiles to \d+ KiB, over the kit's limit of 10 KiB, /);
    expect(message).toContain(
      "Use fewer or shallower trees, or, on a paid plan (10 MiB) or when serving from Node only, raise",
    );
  });
});
