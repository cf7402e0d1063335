/**
 * One model folder → what the site serves and shows of it: the model compiled (no protobuf at run time), its
 * fields inferred from test.csv and the model's inputs and refined by model.ts, its evaluation on test.csv, the
 * split conformal calibration, the out-of-data limits, the explanation's background, and the card. Every bad
 * model or file stops the build with a message naming the file and what to do (model/kit's KitModelError and
 * KitDataError, ModelFolderError here).
 */
import { compileOnnx, compileXgboost, createPredictor, describeModel, KitModelError } from "#model/kit/compiled";
import { conformalFor, DEFAULT_LEVEL } from "#model/kit/conformal/conformal";
import { conformalSplit } from "#model/kit/conformal/split";
import { KitDataError } from "#model/kit/data/data-error";
import { exampleCount, exampleRows } from "#model/kit/data/examples";
import { describeFields } from "#model/kit/data/fields";
import { fitOutOfData } from "#model/kit/data/out-of-data";
import { readTestCsv, type TestTable } from "#model/kit/data/read-test-csv";
import { checkRefinement, type ModelRefinement } from "#model/kit/data/refinement";
import { readTarget } from "#model/kit/data/target";
import { evaluateModel } from "#model/kit/evaluation/evaluate";
import { explainPrediction } from "#model/kit/explain/explain-prediction";
import type { InputBinding, ModelDescription } from "#model/kit/model-description";
import { readAsLogOdds } from "#model/kit/onnx/describe-onnx";
import { DEFAULT_MAX_MODEL_BYTES } from "#model/kit/onnx/model-limits";
import type { CompiledModel } from "#model/kit/serve";
import type { ModelListEntry, ModelPageData } from "#model/kit/serving/page-data";
import type { ServedModel } from "#model/kit/serving/served-model";

import { buildCard } from "./card";
import { explanationOf } from "./explanation";
import { fieldSpecs } from "./field-specs";
import { type ModelFolder, readFolderFile, REFINEMENT_FILE, TEST_FILE } from "./model-folders";
import { sha256 } from "./sha256";

export type CompiledFolder = { served: ServedModel; page: ModelPageData; entry: ModelListEntry };

/** What a folder's model.ts exports, read by the caller (it runs TypeScript): `export const model = {…}`. */
export type LoadRefinement = (file: string) => Promise<unknown>;

function compile(folder: ModelFolder, bytes: Buffer, maxModelBytes: number): CompiledModel {
  const file = `${folder.shown}/${folder.modelFile}`;
  return folder.modelFile === "model.onnx"
    ? compileOnnx(new Uint8Array(bytes), { file, maxModelBytes })
    : compileXgboost(bytes.toString("utf8"), { file, maxModelBytes });
}

/** Whether the model takes a missing number: XGBoost's trees send it along each split's default branch, an Imputer fills it. */
function takesMissing(model: CompiledModel): boolean {
  return model.format === "xgboost" || model.graph.nodes.some((node) => node.op === "Imputer");
}

/**
 * XGBoost's JSON names the features it was trained on, in order, when it was given them: test.csv's columns must be
 * those, in that order, or every prediction would read one field as another.
 */
function checkFeatureNames(model: CompiledModel, table: TestTable, file: string): void {
  if (model.format !== "xgboost" || !model.featureNames) return;
  const columns = table.fields.map((field) => field.name);
  if (columns.join("\n") === model.featureNames.join("\n")) return;
  throw new KitDataError(file, [
    {
      line: 1,
      message:
        `The model was trained on ${model.featureNames.join(", ")}, in that order; test.csv's columns (the target ` +
        `left out) are ${columns.join(", ")}: name and order them as the model's features.`,
    },
  ]);
}

/** The answer's width when the model names no task (a PyTorch export), for readTarget. */
function outputWidth(description: ModelDescription): number | null {
  const answer = description.outputs.find((output) => output.name === description.answer?.tensor);
  const last = answer?.shape?.at(-1);
  return typeof last === "number" ? last : null;
}

/**
 * The predictor and its answers on every test row, or a build error naming the model's file: a model whose answer
 * the kit cannot read, or whose answer does not fit test.csv's target, fails here and never at request time.
 */
function trialPredictions(model: CompiledModel, binding: InputBinding, table: TestTable, file: string) {
  try {
    const predictor = createPredictor(model, binding);
    return { predictor, output: predictor.predict(table.rows) };
  } catch (error) {
    throw new KitModelError(`${file}: ${(error as Error).message}`);
  }
}

/** Compiles one model folder; throws a build error naming the file at fault. */
export async function compileModelFolder(folder: ModelFolder, loadRefinement: LoadRefinement): Promise<CompiledFolder> {
  const modelBytes = readFolderFile(folder, folder.modelFile, true);
  const csvBytes = readFolderFile(folder, TEST_FILE, true);
  const refinementFile = `${folder.dir}/${REFINEMENT_FILE}`;
  const raw = readFolderFile(folder, REFINEMENT_FILE, false) ? await loadRefinement(refinementFile) : {};
  // The size setting is needed before the model is read; the whole refinement is checked once the fields are known.
  const setting = (raw as { maxModelBytes?: unknown } | undefined)?.maxModelBytes;
  const maxModelBytes =
    Number.isInteger(setting) && (setting as number) > 0 ? (setting as number) : DEFAULT_MAX_MODEL_BYTES;

  const model = compile(folder, modelBytes, maxModelBytes);
  const described = describeModel(model);
  const missing = takesMissing(model);
  const table = readTestCsv(csvBytes.toString("utf8"), {
    file: `${folder.shown}/${TEST_FILE}`,
    model: described,
    missing: missing ? "allow" : "refuse",
  });
  checkFeatureNames(model, table, `${folder.shown}/${TEST_FILE}`);
  const target = readTarget(table, { ...described, outputWidth: outputWidth(described) });
  // One raw column that the target shows to be a binary classifier's is its log-odds (model/kit/onnx/describe-onnx.ts).
  const description =
    target.task === "binary" && described.answer?.kind === "values"
      ? readAsLogOdds(described, target.classes)
      : described;
  const fields = describeFields(table);
  const refinement: ModelRefinement = checkRefinement(raw ?? {}, {
    file: `${folder.shown}/${REFINEMENT_FILE}`,
    fields,
    task: target.task,
  });

  const binding: InputBinding =
    description === described ? table.layout : { ...table.layout, answer: description.answer ?? undefined };
  const { predictor, output } = trialPredictions(model, binding, table, `${folder.shown}/${folder.modelFile}`);
  const cut = target.task === "binary" ? (refinement.defaultCut ?? 0.5) : null;
  const fairness = (refinement.fairness ?? []).map((attribute) => {
    const j = table.fields.findIndex((field) => field.name === attribute);
    return { attribute, values: table.rows.map((row) => String(row[j])) };
  });
  const evaluation = evaluateModel(output, target, { ...(cut === null ? {} : { cut }), fairness });
  const level = refinement.conformalLevel ?? DEFAULT_LEVEL;
  const conformal = conformalFor(output, target, conformalSplit(table.rows.length), level);
  const outOfData = fitOutOfData(table.rows, fields);
  const examples = exampleRows(table, target, outOfData, exampleCount(refinement));
  const names = table.fields.map((field) => field.name);
  const explanation = explanationOf(description, table.rows, fields, (structure, background) =>
    explainPrediction({ structure, predictor, task: target.task, fields: names, row: table.rows[0]!, background }),
  );

  const spec = fieldSpecs(folder.id, table, target, fields, refinement, missing);
  const served = {
    spec,
    model,
    binding,
    conformal: { level, threshold: conformal.threshold, coverage: conformal.coverage.rate },
    outOfData,
    explanation,
  };
  // What the answers are computed with: a change to any of it is a new version.
  const version = `${folder.id}@${sha256(JSON.stringify(served)).slice(0, 12)}`;
  const card = buildCard({
    folder,
    spec,
    version,
    description,
    model,
    missing,
    modelBytes,
    csvBytes,
    fields,
    rows: table.rows.length,
    examples: examples.length,
    evaluation,
    conformal,
    outOfData,
    explanation,
    refinement,
  });
  const page: ModelPageData = { spec, card, evaluation, examples };
  const entry: ModelListEntry = {
    id: folder.id,
    title: spec.title,
    summary: spec.summary,
    task: spec.task,
    format: model.format,
    version,
    rows: table.rows.length,
    fewRows: evaluation.fewRows,
  };
  return { served: { version, ...served, card }, page, entry };
}
