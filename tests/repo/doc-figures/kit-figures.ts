/** The model kit's settings and limits as docs/your-model.md quotes them. */
import { DEFAULT_LEVEL } from "#model/kit/conformal/conformal";
import { CALIBRATION_SHARE, CONFORMAL_SEED } from "#model/kit/conformal/split";
import { FLAG_ONE_IN, RIDGE } from "#model/kit/data/out-of-data";
import { MAX_TEST_ROWS, MIN_TEST_ROWS } from "#model/kit/data/read-test-csv";
import { FEW_ROWS } from "#model/kit/evaluation/evaluate";
import { BOOTSTRAP_RESAMPLES, BOOTSTRAP_SEED, INTERVAL_LEVEL } from "#model/kit/evaluation/intervals";
import { MAX_CENTROIDS, MIN_CLUSTER_ROWS } from "#model/kit/explain/background";
import { DEFAULT_MAX_MODEL_BYTES, DEFAULT_MAX_TENSOR_ELEMENTS, OPSETS } from "#model/kit/onnx/model-limits";

import { capturedNumber, type DocFigure, grouped, mib, percent } from "./figures";

// The fewest calibration rows with which split conformal's threshold is one of the scores, not the whole line.
const fewestCalibrationRows = Array.from({ length: 1000 }, (_, n) => n).find(
  (n) => n > 0 && Math.ceil((n + 1) * DEFAULT_LEVEL) <= n,
)!;
const freePlan = capturedNumber("content-pipeline/models/serving-file.ts", /free plan's (\d+) MiB/);
const paidPlan = capturedNumber("content-pipeline/models/serving-file.ts", /paid plan \((\d+) MiB\)/);
const opsets = (domain: string) => OPSETS[domain]!.join("–");

const kit = "docs/your-model.md";

export const KIT_FIGURES: DocFigure[] = [
  {
    doc: kit,
    says: `opset versions ${opsets("ai.onnx")} of \`ai.onnx\` and ${opsets("ai.onnx.ml")} of \`ai.onnx.ml\``,
    from: "model/kit/onnx/model-limits.ts (OPSETS)",
  },
  {
    doc: kit,
    says: `a ${percent(INTERVAL_LEVEL)} interval from a row bootstrap (${grouped(BOOTSTRAP_RESAMPLES)} resamples, seed ${BOOTSTRAP_SEED}`,
    from: "model/kit/evaluation/intervals.ts (INTERVAL_LEVEL, BOOTSTRAP_RESAMPLES, BOOTSTRAP_SEED)",
  },
  { doc: kit, says: `fewer than ${FEW_ROWS} rows is flagged`, from: "model/kit/evaluation/evaluate.ts (FEW_ROWS)" },
  {
    doc: kit,
    says: `(seed ${CONFORMAL_SEED}) splits \`test.csv\` in ${CALIBRATION_SHARE === 0.5 ? "two halves" : `a share of ${CALIBRATION_SHARE}`}`,
    from: "model/kit/conformal/split.ts (CONFORMAL_SEED, CALIBRATION_SHARE)",
  },
  {
    doc: kit,
    says: `(${percent(DEFAULT_LEVEL)} unless \`conformalLevel\``,
    from: "model/kit/conformal/conformal.ts (DEFAULT_LEVEL)",
  },
  {
    doc: kit,
    says: `(${fewestCalibrationRows} for ${percent(DEFAULT_LEVEL)})`,
    from: "model/kit/conformal/conformal.ts (DEFAULT_LEVEL: the fewest rows n with ⌈(n + 1)(1 − α)⌉ ≤ n)",
  },
  {
    doc: kit,
    says: `a ridge of ${percent(RIDGE)} on the correlations) than ${FLAG_ONE_IN - 1} in ${FLAG_ONE_IN}`,
    from: "model/kit/data/out-of-data.ts (RIDGE, FLAG_ONE_IN)",
  },
  {
    doc: kit,
    says: `at most ${MAX_CENTROIDS} k-means clusters of them (seeded), each the mean of at least ${MIN_CLUSTER_ROWS} rows`,
    from: "model/kit/explain/background.ts (MAX_CENTROIDS, MIN_CLUSTER_ROWS)",
  },
  {
    doc: kit,
    says: `a tensor over 2^${Math.log2(DEFAULT_MAX_TENSOR_ELEMENTS)} elements`,
    from: "model/kit/onnx/model-limits.ts (DEFAULT_MAX_TENSOR_ELEMENTS)",
  },
  {
    doc: kit,
    says: `a model file over ${mib(DEFAULT_MAX_MODEL_BYTES)}`,
    from: "model/kit/onnx/model-limits.ts (DEFAULT_MAX_MODEL_BYTES)",
  },
  {
    doc: kit,
    says: `**The size limit**: ${mib(DEFAULT_MAX_MODEL_BYTES)} keeps`,
    from: "model/kit/onnx/model-limits.ts (DEFAULT_MAX_MODEL_BYTES)",
  },
  {
    doc: kit,
    says: `fewer than ${MIN_TEST_ROWS} or more than ${grouped(MAX_TEST_ROWS)} rows`,
    from: "model/kit/data/read-test-csv.ts (MIN_TEST_ROWS, MAX_TEST_ROWS)",
  },
  {
    doc: kit,
    says: `the free plan's ${freePlan} MiB compressed`,
    from: "content-pipeline/models/serving-file.ts (the free plan's limit in its warning)",
  },
  {
    doc: kit,
    says: `On a paid plan (${paidPlan} MiB)`,
    from: "content-pipeline/models/serving-file.ts (the paid plan's limit in its warning)",
  },
];
