import { type BootstrapOptions, bootstrapEstimates, type Estimate } from "./intervals";

/** At most this many residuals are published for the plot: a systematic sample along the predicted values. */
export const MAX_RESIDUAL_POINTS = 500;

export type RegressionFigures = {
  mae: Estimate;
  rmse: Estimate;
  r2: Estimate;
  /** (predicted, actual − predicted) pairs for the residual plot, in ascending order of the prediction. */
  residuals: { predicted: number; residual: number }[];
};

function weightedSums(predicted: ArrayLike<number>, actual: ArrayLike<number>, weights: ArrayLike<number>) {
  let total = 0;
  let absolute = 0;
  let squared = 0;
  let sumY = 0;
  for (let i = 0; i < predicted.length; i++) {
    const w = weights[i]!;
    const error = actual[i]! - predicted[i]!;
    total += w;
    absolute += w * Math.abs(error);
    squared += w * error * error;
    sumY += w * actual[i]!;
  }
  const mean = sumY / total;
  let spread = 0;
  for (let i = 0; i < predicted.length; i++) spread += weights[i]! * (actual[i]! - mean) ** 2;
  return { total, absolute, squared, spread };
}

/** R² as scikit-learn's r2_score: 1 − SS_res/SS_tot, and for a constant target 1 if every prediction is exact, else 0. */
function r2Of({ squared, spread }: { squared: number; spread: number }): number {
  if (spread === 0) return squared === 0 ? 1 : 0;
  return 1 - squared / spread;
}

/** Rows spread evenly along the predictions' order (all of them when there are few): the plot's points. */
function residualSample(predicted: ArrayLike<number>, actual: ArrayLike<number>) {
  const n = predicted.length;
  const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => predicted[a]! - predicted[b]! || a - b);
  const kept =
    n <= MAX_RESIDUAL_POINTS
      ? order
      : Array.from({ length: MAX_RESIDUAL_POINTS }, (_, k) => order[Math.floor((k * n) / MAX_RESIDUAL_POINTS)]!);
  return kept.map((i) => ({ predicted: predicted[i]!, residual: actual[i]! - predicted[i]! }));
}

/** MAE, RMSE and R² on the test rows, each with its row-bootstrap interval, and the residuals for a plot. */
export function regressionFigures(
  predicted: ArrayLike<number>,
  actual: ArrayLike<number>,
  options?: BootstrapOptions,
): RegressionFigures {
  const figures = bootstrapEstimates(
    predicted.length,
    {
      mae: (weights) => {
        const sums = weightedSums(predicted, actual, weights);
        return sums.absolute / sums.total;
      },
      rmse: (weights) => {
        const sums = weightedSums(predicted, actual, weights);
        return Math.sqrt(sums.squared / sums.total);
      },
      r2: (weights) => r2Of(weightedSums(predicted, actual, weights)),
    },
    options,
  );
  return { ...figures, residuals: residualSample(predicted, actual) };
}
