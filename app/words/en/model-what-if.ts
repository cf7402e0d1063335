/**
 * The what-if curves under a prediction (app/features/models/predictor/what-if-curves.tsx, from
 * model/kit/serving/what-if.ts). Figures are never typed here: values and outputs come formatted.
 */
export const modelWhatIfWords = {
  title: "What if one value were different?",
  intro:
    "The model’s answer as one numeric field moves across its range, every other field as you entered it (an individual conditional expectation curve). It starts on the field that moves the answer most. A curve shows how the model responds, not what would happen to anyone.",
  fieldLegend: "Vary",
  /** The output a curve follows, as an axis title; `name`: the class's name, `target`: the target column. */
  axisProbability: (name: string) => `Probability of ${name}`,
  axisValue: (target: string) => `Predicted ${target}`,
  /** The same within a sentence. */
  measureProbability: (name: string) => `the probability of ${name}`,
  measureValue: (target: string) => `the predicted ${target}`,
  /** Multiclass: the class whose probability the curves follow. */
  multiclassNote: (name: string) =>
    `The curves follow the probability of ${name}, the class the model finds likeliest for your input.`,
  ownMark: "yours",
  /** `cut`: formatted. */
  cutMark: (cut: string) => `cut ${cut}`,
  /** `axis`: axisProbability or axisValue. */
  legendCurve: (axis: string) => `Curve: ${axis}`,
  legendOwn: "Line up and down, ringed on the curve: your value.",
  /** `min`, `max`: the test data's range of the field, formatted. */
  legendOutside: (min: string, max: string) =>
    `Shaded: beyond the test data’s range (${min} to ${max}), where the model answers without data to go on.`,
  /** `cut`: formatted. */
  legendCut: (cut: string) => `Dashed line across: the cut (${cut}).`,
  /** `field`: the field's label; `value`, `output`: formatted. */
  ownReadout: (field: string, value: string, output: string) => `${field} ${value} (yours): ${output}`,
  ownEmpty: (field: string) => `${field} was left empty, so no value of it is marked: the model fills it in itself.`,
  /** The chart's text alternative; `measure`: measureProbability or measureValue; the rest formatted. */
  description: (
    field: string,
    measure: string,
    range: { from: string; to: string },
    outputs: { from: string; to: string; low: string; lowAt: string; high: string; highAt: string },
    data: { min: string; max: string },
  ) =>
    `As ${field} goes from ${range.from} to ${range.to}, every other field as entered, ${measure} goes from ${outputs.from} to ${outputs.to}: lowest ${outputs.low} at ${outputs.lowAt}, highest ${outputs.high} at ${outputs.highAt}. The test data’s ${field} runs from ${data.min} to ${data.max}; the chart is shaded beyond.`,
} as const;
