import { KitModelError } from "../kit-model-error";
import { buildTreeEnsemble, type TreeNodeSpec, type TreeSpec } from "../trees/build-tree-ensemble";
import { SplitMode, type TreeEnsemble } from "../trees/tree-ensemble";
import { array, at, fail, field, type JsonAt, number, numberArray, numbers, optional, text } from "./json-reader";

/** What the predictor returns: a probability per class, or a value (a margin for binary:logitraw). */
export type XgboostAnswer = "binary-probability" | "class-probabilities" | "value";

export type XgboostModel = {
  objective: string;
  answer: XgboostAnswer;
  /** For classifiers: 2 for binary objectives, num_class for multi:*. */
  classCount: number;
  /** learner.feature_names when the model was trained with named columns, else null. */
  featureNames: string[] | null;
  ensemble: TreeEnsemble;
};

type Objective = { answer: XgboostAnswer; link: "logistic" | "softmax" | "none"; logitBase: boolean };

/** Objectives read, and how each turns margins into predictions (XGBoost's PredTransform and ProbToMargin). */
const OBJECTIVES: Record<string, Objective> = {
  "binary:logistic": { answer: "binary-probability", link: "logistic", logitBase: true },
  "reg:logistic": { answer: "binary-probability", link: "logistic", logitBase: true },
  "binary:logitraw": { answer: "value", link: "none", logitBase: true },
  "reg:squarederror": { answer: "value", link: "none", logitBase: false },
  "reg:linear": { answer: "value", link: "none", logitBase: false },
  "reg:pseudohubererror": { answer: "value", link: "none", logitBase: false },
  "reg:absoluteerror": { answer: "value", link: "none", logitBase: false },
  "multi:softprob": { answer: "class-probabilities", link: "softmax", logitBase: false },
  "multi:softmax": { answer: "class-probabilities", link: "softmax", logitBase: false },
};

export const SUPPORTED_OBJECTIVES = Object.keys(OBJECTIVES);

/**
 * XGBoost's own JSON (`Booster.save_model("model.json")`, 1.7's schema and 2.x's) → a TreeEnsemble. A split sends
 * `x < split_condition` left (the ensemble's `yes`), a missing value to its default side; splits and leaf values
 * are float32 in XGBoost, so they are rounded to float32 here. Categorical splits and vector leaves are refused.
 */
export function readXgboost(json: unknown, file = "model.json"): XgboostModel {
  const learner = field(at(file, json), "learner");
  const objectiveName = text(field(field(learner, "objective"), "name"));
  const objective = OBJECTIVES[objectiveName];
  if (!objective) {
    throw new KitModelError(
      `${file}: the objective "${objectiveName}" is not one the kit reads (${SUPPORTED_OBJECTIVES.join(", ")}). ` +
        "Train with one of these, or export the model to ONNX.",
    );
  }
  const params = field(learner, "learner_model_param");
  const featureCount = number(field(params, "num_feature"));
  const classCount = objective.link === "softmax" ? number(field(params, "num_class")) : 1;
  const targetCount = Math.max(1, classCount);

  const booster = field(learner, "gradient_booster");
  const boosterName = text(field(booster, "name"));
  if (boosterName !== "gbtree" && boosterName !== "dart") {
    fail(field(booster, "name"), `is "${boosterName}"`, "The kit reads tree boosters (gbtree, dart): train with one.");
  }
  // DART keeps its trees one level down, with a weight per tree applied at prediction.
  const model = boosterName === "dart" ? field(field(booster, "gbtree"), "model") : field(booster, "model");
  const treeNodes = array(field(model, "trees"));
  const treeInfo = numberArray(field(model, "tree_info"), treeNodes.length);
  const drop = boosterName === "dart" ? numberArray(field(booster, "weight_drop"), treeNodes.length) : undefined;

  const base = numbers(field(params, "base_score")).map(Math.fround);
  const margin = (b: number) => Math.fround(objective.logitBase ? -Math.log(1 / b - 1) : b);
  const baseValues = Array.from({ length: targetCount }, (_, k) => margin(base[base.length === 1 ? 0 : k]!));

  const names = optional(field(learner, "feature_names"));
  const featureNames = Array.isArray(names?.value) && names.value.length > 0 ? names.value.map(String) : null;
  const trees = treeNodes.map((tree, t) => readTree(tree, treeInfo[t]!, drop?.[t] ?? 1, targetCount, featureNames));
  const ensemble = buildTreeEnsemble(
    { featureCount, targetCount, aggregate: "sum", postTransform: objective.link, baseValues, roundInputs: true },
    trees,
    (t) => `${file}: tree ${t}`,
  );
  const classes = objective.answer === "binary-probability" ? 2 : objective.answer === "value" ? 0 : classCount;
  return { objective: objectiveName, answer: objective.answer, classCount: classes, featureNames, ensemble };
}

function readTree(tree: JsonAt, target: number, weight: number, targetCount: number, names: string[] | null): TreeSpec {
  const param = field(tree, "tree_param");
  const leafVector = optional(field(param, "size_leaf_vector"));
  if (leafVector && number(leafVector) > 1) {
    fail(
      leafVector,
      "is above 1 (a multi-output tree)",
      "The kit reads one-output trees: train with the default multi_strategy.",
    );
  }
  if (!(Number.isInteger(target) && target >= 0 && target < targetCount)) {
    fail(tree, `belongs to class ${target}, outside 0…${targetCount - 1}`);
  }
  const count = number(field(param, "num_nodes"));
  const left = numberArray(field(tree, "left_children"), count);
  // Categorical splits first: their split_conditions are NaN, which would hide the real problem.
  const typeField = optional(field(tree, "split_type"));
  const splitType = typeField ? numberArray(typeField, count) : undefined;
  const feature = numberArray(field(tree, "split_indices"), count);
  const categorical = left.findIndex((child, i) => child !== -1 && splitType?.[i] === 1);
  if (categorical >= 0) {
    fail(
      { ...tree, value: 1, path: `${tree.path}.split_type[${categorical}]` },
      `is 1: node ${categorical} splits feature ${feature[categorical]}${names ? ` ("${names[feature[categorical]!]}")` : ""} ` +
        "by category (a categorical split)",
      "The kit reads numerical splits only: one-hot encode the column and train without enable_categorical, " +
        "or export the model to ONNX.",
    );
  }
  const right = numberArray(field(tree, "right_children"), count);
  const split = numberArray(field(tree, "split_conditions"), count);
  const defaultLeft = numberArray(field(tree, "default_left"), count);
  const hessian = optional(field(tree, "sum_hessian"));
  const nodes = left.map((child, i): TreeNodeSpec => {
    if (child === -1) return { kind: "leaf", weights: [[target, Math.fround(split[i]!) * weight]] };
    return {
      kind: "split",
      feature: feature[i]!,
      threshold: Math.fround(split[i]!),
      mode: SplitMode.LT,
      yes: child,
      no: right[i]!,
      missingYes: defaultLeft[i] === 1,
    };
  });
  return hessian ? { root: 0, nodes, cover: numberArray(hessian, count) } : { root: 0, nodes };
}
