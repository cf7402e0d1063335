import type { ConformalSummary } from "#model/kit/conformal/conformal";
import type { KitField } from "#model/kit/data/fields";
import type { OutOfDataLimits } from "#model/kit/data/out-of-data";
import type { ModelRefinement } from "#model/kit/data/refinement";
import { FEW_ROWS, type KitEvaluation } from "#model/kit/evaluation/evaluate";
import type { ModelDescription } from "#model/kit/model-description";
import type { CompiledModel } from "#model/kit/serve";
import type { KitCard, KitCardLimit, KitHeadline, KitSpec, ServedExplanation } from "#model/kit/serving/served-model";

import { type ModelFolder, TEST_FILE } from "./model-folders";
import { sha256 } from "./sha256";

function headline(evaluation: KitEvaluation): KitHeadline {
  if (evaluation.task === "binary") {
    const { auc, averagePrecision, brier, atCut } = evaluation;
    const { cut, accuracy, tpr, fpr, precision } = atCut;
    return { task: "binary", auc, averagePrecision, brier, atCut: { cut, accuracy, tpr, fpr, precision } };
  }
  if (evaluation.task === "regression") {
    const { mae, rmse, r2 } = evaluation;
    return { task: "regression", mae, rmse, r2 };
  }
  const { accuracy, logLoss, macroAuc } = evaluation;
  return { task: "multiclass", accuracy, logLoss, macroAuc };
}

/** What the evaluation, the conformal sets and the explanations cannot say, for this model. */
function limits(rows: number, conformal: ConformalSummary, task: KitSpec["task"]): KitCardLimit[] {
  const percent = `${Math.round(conformal.level * 1000) / 10} %`;
  const what = task === "regression" ? "intervals" : "prediction sets";
  return [
    ...(rows < FEW_ROWS
      ? [
          {
            code: "few-rows" as const,
            message: `The figures come from ${rows} held-out rows, fewer than ${FEW_ROWS}: their intervals are wide, and another sample would move them.`,
          },
        ]
      : []),
    {
      code: "held-out-only",
      message:
        "Every figure describes the model on test.csv's rows alone: it says nothing of how the model was trained, or of rows the owner did not hold out.",
    },
    {
      code: "same-population",
      message:
        "The figures hold for inputs drawn as the test rows were. Outside the test data's ranges, or far from its rows, an answer warns and abstains.",
    },
    {
      code: "intervals-sampling-only",
      message:
        "Each interval is a bootstrap over the test rows: how much the figure depends on which rows were held out, not how another training run would do.",
    },
    {
      code: "conformal-marginal",
      message: `The conformal ${what} hold the true answer ${percent} of the time on average over inputs, not for each input, nor for each group.`,
    },
    {
      code: "conformal-exchangeable",
      message: `That ${percent} assumes new inputs are exchangeable with the test rows (drawn from the same population); a shift in the data breaks it.`,
    },
    {
      code: "explanations-not-causal",
      message:
        "A field's contribution says how the model used it for this input, not what would change the outcome in the world.",
    },
    {
      code: "out-of-data-aggregates",
      message:
        "The out-of-data checks compare an input with aggregates of test.csv (each field's range, a Mahalanobis distance, the category combinations seen): an input inside them can still be unlike every test row.",
    },
  ];
}

export type CardInput = {
  folder: ModelFolder;
  spec: KitSpec;
  version: string;
  description: ModelDescription;
  model: CompiledModel;
  missing: boolean;
  modelBytes: Uint8Array;
  csvBytes: Uint8Array;
  fields: KitField[];
  rows: number;
  examples: number;
  evaluation: KitEvaluation;
  conformal: ConformalSummary;
  outOfData: OutOfDataLimits;
  explanation: ServedExplanation;
  refinement: ModelRefinement;
};

/** The model card: the model's identity and make, the test data's, the evaluation's headline and its limits. */
export function buildCard(input: CardInput): KitCard {
  const { spec, description, model, evaluation, conformal, outOfData, explanation, refinement } = input;
  const { joint, combinations } = outOfData;
  return {
    id: spec.id,
    title: spec.title,
    summary: spec.summary,
    version: input.version,
    task: spec.task,
    target: spec.target,
    classes: spec.classes,
    positiveClass: spec.positiveClass,
    cut: spec.cut,
    model: {
      file: input.folder.modelFile,
      format: model.format,
      bytes: input.modelBytes.length,
      sha256: sha256(input.modelBytes),
      servedBytes: JSON.stringify(model).length,
      producer: model.format === "onnx" ? model.graph.producer || null : "XGBoost",
      inputs: description.inputs,
      size: description.size,
      structure: description.structure.kind,
      // How the answer is read: a raw column of scores is turned into probabilities (model/kit/model-description.ts).
      output: description.answer?.kind ?? "values",
      missingValues: input.missing,
    },
    testData: {
      file: TEST_FILE,
      bytes: input.csvBytes.length,
      sha256: sha256(input.csvBytes),
      rows: input.rows,
      fewRows: input.rows < FEW_ROWS,
      fields: input.fields,
      examples: input.examples,
    },
    evaluation: { ...headline(evaluation), rows: evaluation.rows, bootstrap: evaluation.bootstrap },
    conformal,
    outOfData: {
      ranges: "each field's smallest and largest test value",
      joint: joint && {
        method: joint.method,
        threshold: joint.threshold,
        ridge: joint.ridge,
        rows: joint.rows,
        flaggedRows: joint.flaggedRows,
      },
      combinations: combinations && { fields: combinations.fields, seen: combinations.seen.length },
    },
    explanation: { method: explanation.method, units: explanation.units, background: explanation.backgroundNote },
    limits: limits(input.rows, conformal, spec.task),
    links: refinement.links ?? null,
    datasheet: refinement.datasheet ?? null,
  };
}
