/**
 * The content compiler on model folders made in a temporary folder from the evaluators' fixtures
 * (tests/fixtures/models/): every format and structure goes through, and every bad model, bad test.csv, bad
 * model.ts and bad folder stops with a message naming its file and what to do. XGBoost's answers are checked
 * against xgboost's own (expected.json beside the fixture, from its committed Python script).
 */
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";

import { describe, expect, it } from "vitest";

import { kitScorer } from "#model/kit/serving/kit-scorer";

import { compileModels } from "./compile-models";

const FIXTURES = join(import.meta.dirname, "../../tests/fixtures/models");
const root = join(import.meta.dirname, "..", "..");

/** A models folder holding one model folder `id` with these files (a path to copy, or the text itself). */
function modelsWith(id: string, files: Record<string, { copy: string } | { text: string }>): string {
  const models = mkdtempSync(join(tmpdir(), "kit-models-"));
  const dir = join(models, id);
  mkdirSync(dir);
  for (const [name, source] of Object.entries(files)) {
    if ("copy" in source) copyFileSync(source.copy, join(dir, name));
    else writeFileSync(join(dir, name), source.text);
  }
  return models;
}

const fixture = (name: string, file: string) => ({ copy: join(FIXTURES, name, file) });
const shown = (models: string, id: string, file: string) => `${relative(root, join(models, id))}/${file}`;

async function failure(models: string): Promise<string> {
  try {
    await compileModels(models);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("Expected the folder to be refused.");
}

describe("compileModels: each kind of model, with only its file and test.csv", () => {
  it.each([
    ["rf-classifier", "model.onnx", "binary", "tree-shap"],
    ["mlp-classifier", "model.onnx", "binary", "sampling-shapley"],
    ["pipeline-named", "model.onnx", "binary", "additive-exact"],
    ["linear-regressor", "model.onnx", "regression", "additive-exact"],
    ["mlp-regressor", "model.onnx", "regression", "sampling-shapley"],
    ["gb-multiclass", "model.onnx", "multiclass", "tree-shap"],
    ["xgboost-regression", "model.json", "regression", "tree-shap"],
  ])("%s: a %s %s, explained by %s", async (name, file, task, method) => {
    const models = modelsWith("my-model", { [file]: fixture(name, file), "test.csv": fixture(name, "test.csv") });
    const [compiled] = await compileModels(models);
    expect(compiled!.entry).toMatchObject({ id: "my-model", title: "My model", task, rows: expect.any(Number) });
    expect(compiled!.served.explanation.method).toBe(method);
    expect(compiled!.page.examples).toHaveLength(3);
    // What the server reads is plain JSON, and scores the same once read back.
    const served = JSON.parse(JSON.stringify(compiled!.served));
    const row = compiled!.page.examples[0]!.values;
    expect(kitScorer(served).answer([row], "never")).toEqual(kitScorer(compiled!.served).answer([row], "never"));
  });

  it.each(["log-odds", "two-logits"])(
    "reads a PyTorch network's raw %s as a binary classifier's: torch's probabilities, scikit-learn's AUC",
    async (variant) => {
      const name = `mlp-logits/${variant}`;
      const models = modelsWith("scores", {
        "model.onnx": fixture(name, "model.onnx"),
        "test.csv": fixture(name, "test.csv"),
      });
      const [compiled] = await compileModels(models);
      const reference = JSON.parse(readFileSync(join(FIXTURES, name, "reference.json"), "utf8")) as {
        probability: number[];
        auc: number;
      };
      expect(compiled!.entry.task).toBe("binary");
      // Every cell of these fixtures is a number; the target is the last column.
      const lines = readFileSync(join(FIXTURES, name, "test.csv"), "utf8")
        .trim()
        .split("\n")
        .slice(1);
      const rows = lines.map((line) => line.split(",").slice(0, -1).map(Number));
      kitScorer(compiled!.served)
        .answer(rows, "never")
        .forEach((answer, i) => {
          if (answer.task !== "binary") throw new Error("a binary answer");
          expect(Math.abs(answer.probability! - reference.probability[i]!)).toBeLessThan(1e-5);
        });
      const { evaluation } = compiled!.page.card;
      if (evaluation.task !== "binary") throw new Error("a binary evaluation");
      expect(Math.abs(evaluation.auc.value - reference.auc)).toBeLessThan(1e-9);
    },
  );

  it("serves XGBoost's own predictions, a missing value included (xgboost 1.7, expected.json)", async () => {
    const models = modelsWith("cancer", {
      "model.json": fixture("xgboost-binary", "model.json"),
      "test.csv": fixture("xgboost-binary", "test.csv"),
    });
    const [compiled] = await compileModels(models);
    const expected = JSON.parse(readFileSync(join(FIXTURES, "xgboost-binary", "expected.json"), "utf8")) as {
      rows: (number | null)[][];
      predictions: number[];
    };
    const rows = expected.rows.map((row) => row.map((value) => value ?? Number.NaN));
    const answers = kitScorer(compiled!.served).answer(rows, "never");
    expect(rows.some((row) => row.some(Number.isNaN))).toBe(true);
    answers.forEach((answer, i) => {
      if (answer.task !== "binary") throw new Error("a binary answer");
      expect(Math.abs(answer.probability! - expected.predictions[i]!)).toBeLessThan(1e-6);
    });
    expect(compiled!.served.spec.fields.every((field) => field.kind === "number" && field.optional)).toBe(true);
  });

  it("publishes none of test.csv's rows but the examples: not in the page's data, nor in what the server reads", async () => {
    const models = modelsWith("diabetes", {
      "model.onnx": fixture("pipeline-named", "model.onnx"),
      "test.csv": fixture("pipeline-named", "test.csv"),
    });
    const [compiled] = await compileModels(models);
    const published = JSON.stringify([compiled!.page, compiled!.served]);
    const lines = readFileSync(join(FIXTURES, "pipeline-named", "test.csv"), "utf8")
      .trim()
      .split("\n")
      .slice(1);
    const examples = compiled!.page.examples.map((example) => JSON.stringify(example.values));
    const hidden = lines
      .map((line) => line.split(",").slice(0, -1))
      .map(([age, sex, bmi, bp, s5]) =>
        JSON.stringify([Number(age), sex, bmi === "" ? null : Number(bmi), Number(bp), Number(s5)]),
      )
      .filter((row) => !examples.includes(row));
    expect(hidden.length).toBe(97);
    expect(hidden.filter((row) => published.includes(row.slice(1, -1)))).toEqual([]);
    for (const row of compiled!.served.explanation.background) expect(hidden).not.toContain(JSON.stringify(row));
  });
});

describe("compileModels: what stops the build, naming the file", () => {
  const csv = fixture("rf-classifier", "test.csv");

  it.each([
    ["not-protobuf.onnx", "is not an ONNX model"],
    ["cycle.onnx", "cycle"],
    ["dangling-input.onnx", "which no node produces"],
    ["unsupported-op.onnx", "is not supported"],
    ["external-data.onnx", "../../etc/passwd"],
    ["huge-shape.onnx", "maxTensorElements"],
  ])("a bad model (%s)", async (bad, words) => {
    const models = modelsWith("bad", { "model.onnx": { copy: join(FIXTURES, "bad", bad) }, "test.csv": csv });
    const message = await failure(models);
    expect(message.startsWith(`${shown(models, "bad", "model.onnx")}`)).toBe(true);
    expect(message).toContain(words);
  });

  it("an XGBoost model with a categorical split", async () => {
    const models = modelsWith("bad", {
      "model.json": { copy: join(FIXTURES, "bad", "xgboost-categorical.json") },
      "test.csv": csv,
    });
    expect(await failure(models)).toMatch(/categorical/);
  });

  it("an XGBoost model whose named features test.csv lists in another order", async () => {
    const [header, ...rows] = readFileSync(join(FIXTURES, "xgboost-binary", "test.csv"), "utf8")
      .trim()
      .split("\n");
    const swap = (line: string) => {
      const cells = line.split(",");
      return [cells[1], cells[0], ...cells.slice(2)].join(",");
    };
    const models = modelsWith("swapped", {
      "model.json": fixture("xgboost-binary", "model.json"),
      "test.csv": { text: [header!, ...rows].map(swap).join("\n") },
    });
    const message = await failure(models);
    expect(message.startsWith(`${shown(models, "swapped", "test.csv")}: 1 problem`)).toBe(true);
    expect(message).toContain("The model was trained on mean_radius, mean_texture, mean_perimeter");
    expect(message).toContain("are mean_texture, mean_radius, mean_perimeter");
  });

  it("a model over the size limit, which model.ts's maxModelBytes raises", async () => {
    const files = { "model.onnx": fixture("rf-classifier", "model.onnx"), "test.csv": csv };
    const small = modelsWith("big", {
      ...files,
      "model.ts": { text: "export const model = { maxModelBytes: 1000 };" },
    });
    expect(await failure(small)).toContain(
      `${shown(small, "big", "model.onnx")} is 30 KiB, over the kit's limit of 1 KiB`,
    );
    const large = modelsWith("big", {
      ...files,
      "model.ts": { text: "export const model = { maxModelBytes: 40000 };" },
    });
    expect((await compileModels(large))[0]!.entry.id).toBe("big");
  });

  const text = readFileSync(join(FIXTURES, "rf-classifier", "test.csv"), "utf8");
  const [header, ...rows] = text.trim().split("\n");
  const withCsv = (csvText: string) =>
    modelsWith("bad", { "model.onnx": fixture("rf-classifier", "model.onnx"), "test.csv": { text: csvText } });

  it.each([
    [
      "a missing column",
      [header!.replace("mean_radius,", ""), ...rows.map((row) => row.slice(row.indexOf(",") + 1))],
      "takes 30 columns",
    ],
    ["an extra column", [`extra,${header}`, ...rows.map((row) => `1,${row}`)], "takes 30 columns"],
    [
      "a non-numeric cell",
      [header!, `abc${rows[0]!.slice(rows[0]!.indexOf(","))}`, ...rows.slice(1)],
      '"abc" is not a number',
    ],
    ["NaN", [header!, `NaN${rows[0]!.slice(rows[0]!.indexOf(","))}`, ...rows.slice(1)], "is not a finite number"],
    ["Inf", [header!, `inf${rows[0]!.slice(rows[0]!.indexOf(","))}`, ...rows.slice(1)], "is not a finite number"],
    ["under 30 rows", [header!, ...rows.slice(0, 29)], "It has 29 rows; the evaluation needs at least 30"],
  ])("a test.csv with %s", async (_what, lines, words) => {
    const models = withCsv(lines.join("\n"));
    const message = await failure(models);
    expect(message.startsWith(`${shown(models, "bad", "test.csv")}: `)).toBe(true);
    expect(message).toContain(words);
  });

  it("a model.ts naming a field the model lacks, or exporting no refinement", async () => {
    const files = {
      "model.onnx": fixture("pipeline-named", "model.onnx"),
      "test.csv": fixture("pipeline-named", "test.csv"),
    };
    const typo = modelsWith("bad", {
      ...files,
      "model.ts": { text: 'export const model = { fields: { agee: { label: "Age" } } };' },
    });
    const message = await failure(typo);
    expect(message).toContain(`${shown(typo, "bad", "model.ts")}: 1 problem`);
    expect(message).toContain('The model has no field "agee" (did you mean "age"?)');
    const none = modelsWith("bad", { ...files, "model.ts": { text: "export const title = 'x';" } });
    expect(await failure(none)).toContain(`${shown(none, "bad", "model.ts")} exports no \`model\``);
  });

  it("a folder without a model, with two, without test.csv, or named as no address can be", async () => {
    const empty = modelsWith("empty", { "test.csv": csv });
    expect(await failure(empty)).toContain(
      `${relative(root, join(empty, "empty"))} holds no model: put the model in it`,
    );
    const both = modelsWith("both", {
      "model.onnx": fixture("rf-classifier", "model.onnx"),
      "model.json": { text: "{}" },
    });
    expect(await failure(both)).toContain("holds both model.onnx and model.json");
    const noCsv = modelsWith("lonely", { "model.onnx": fixture("rf-classifier", "model.onnx") });
    expect(await failure(noCsv)).toContain(`${shown(noCsv, "lonely", "test.csv")} is missing`);
    const named = modelsWith("My_Model", { "model.onnx": fixture("rf-classifier", "model.onnx"), "test.csv": csv });
    expect(await failure(named)).toContain("a model folder's name is its address");
  });

  it("reads nothing outside the folder: a test.csv that links elsewhere is refused", async () => {
    const models = modelsWith("linked", { "model.onnx": fixture("rf-classifier", "model.onnx") });
    symlinkSync("/etc/passwd", join(models, "linked", "test.csv"));
    expect(await failure(models)).toBe(
      `${shown(models, "linked", "test.csv")} is not a plain file (a link or a folder): put the file itself in the folder.`,
    );
  });
});
