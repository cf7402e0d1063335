// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import { modelWhatIfWords as words } from "#app/words/model-what-if";
import type { KitPrediction } from "#model/kit/serving/contract";
import type { KitNumberFieldSpec } from "#model/kit/serving/served-model";
import type { WhatIf, WhatIfSweep } from "#model/kit/serving/what-if";

import { outputDomain, WhatIfCurves } from "./what-if-curves";

afterEach(cleanup);

function numberField(name: string, label: string, unit: string | null = null): KitNumberFieldSpec {
  return {
    name,
    kind: "number",
    label,
    unit,
    help: null,
    integer: false,
    optional: false,
    bounds: { min: null, max: null },
    data: { min: 2, max: 8, median: 5 },
  };
}

const spec = {
  fields: [
    numberField("age", "Age"),
    { name: "sex", kind: "category" as const, label: "Sex", help: null, choices: [{ value: "f", label: "Female" }] },
    numberField("dose", "Dose", "mg"),
  ],
  positiveClass: { label: 1, name: "progressed" },
  target: "target",
};

// Curves by hand: the dose (the second numeric field) moves the probability from 20 % to 90 % and leaves the data on both sides (swept 0–10,
// data 2–8); the age moves it 10 points and stays within the data.
const dose: WhatIfSweep = {
  field: "dose",
  range: { from: 0, to: 10 },
  data: { min: 2, max: 8 },
  points: [
    { value: 0, output: 0.2 },
    { value: 5, output: 0.5 },
    { value: 10, output: 0.9 },
  ],
  own: { value: 5, output: 0.5 },
};
const age: WhatIfSweep = {
  field: "age",
  range: { from: 2, to: 8 },
  data: { min: 2, max: 8 },
  points: [
    { value: 2, output: 0.55 },
    { value: 4, output: 0.5 },
    { value: 8, output: 0.45 },
  ],
  own: { value: 4, output: 0.5 },
};
// In the fields' order, as model/kit/serving/what-if.ts gives them.
const binary: WhatIf = { output: { kind: "probability", class: 1 }, sweeps: [age, dose] };
const prediction = {
  task: "binary",
  cut: 0.5,
  probability: 0.5,
  classes: [0, 1],
  probabilities: [0.5, 0.5],
} as KitPrediction;

describe("WhatIfCurves", () => {
  it("starts on the field that moves the answer most, described in words as the chart's name", () => {
    render(<WhatIfCurves spec={spec} prediction={prediction} whatIf={binary} />);
    expect(screen.getAllByRole("radio").map((radio) => radio.getAttribute("value"))).toEqual(["age", "dose"]);
    expect(screen.getByRole("radio", { name: "Dose" })).toBeChecked();
    const description = words.description(
      "Dose",
      words.measureProbability("progressed"),
      { from: "0", to: "10" },
      { from: "20%", to: "90%", low: "20%", lowAt: "0", high: "90%", highAt: "10" },
      { min: "2", max: "8" },
    );
    expect(screen.getByTestId("what-if-description")).toHaveTextContent(description);
    expect(screen.getByRole("img")).toHaveAccessibleName(description);
    expect(screen.getByTestId("what-if-own")).toHaveTextContent(words.ownReadout("Dose", "5", "50%"));
    // Shaded below 2 and above 8, named in the legend; the cut drawn across.
    expect(screen.getAllByTestId("outside-data")).toHaveLength(2);
    expect(screen.getByText(words.legendOutside("2", "8"))).toBeInTheDocument();
    expect(screen.getByText(words.legendCut("0.5"))).toBeInTheDocument();
    expect(screen.getByTestId("what-if-marker")).toBeInTheDocument();
  });

  it("shows another field's curve when picked, unshaded within the data", () => {
    render(<WhatIfCurves spec={spec} prediction={prediction} whatIf={binary} />);
    fireEvent.click(screen.getByRole("radio", { name: "Age" }));
    expect(screen.getByTestId("what-if-own")).toHaveTextContent(words.ownReadout("Age", "4", "50%"));
    expect(screen.queryAllByTestId("outside-data")).toHaveLength(0);
    expect(screen.getByTestId("what-if-description")).toHaveTextContent(/lowest 45% at 8, highest 55% at 2/);
  });

  it("marks no value of a field left empty, and says why", () => {
    const empty = { ...binary, sweeps: [{ ...dose, own: null }] };
    render(<WhatIfCurves spec={spec} prediction={prediction} whatIf={empty} />);
    expect(screen.getByTestId("what-if-own")).toHaveTextContent(words.ownEmpty("Dose"));
    expect(screen.queryByTestId("what-if-marker")).toBeNull();
  });

  it("names the class a multiclass model's curves follow", () => {
    const multiclass = { ...binary, output: { kind: "probability" as const, class: "b" } };
    const answer = { ...prediction, task: "multiclass", cut: undefined } as KitPrediction;
    render(<WhatIfCurves spec={{ ...spec, positiveClass: null }} prediction={answer} whatIf={multiclass} />);
    expect(screen.getByText(words.multiclassNote("b"))).toBeInTheDocument();
    expect(screen.queryByText(words.legendCut("0.5"))).toBeNull();
  });

  it("shows nothing for a model without a numeric field", () => {
    const { container } = render(
      <WhatIfCurves spec={spec} prediction={prediction} whatIf={{ ...binary, sweeps: [] }} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});

describe("outputDomain", () => {
  it("spans 0–1 for a probability, and every curve's values with a twentieth's room for a value", () => {
    expect(outputDomain(binary)).toEqual([0, 1]);
    const value: WhatIf = { output: { kind: "value" }, sweeps: [dose, age] };
    // 0.2 to 0.9: room 0.035 each side.
    const [low, high] = outputDomain(value);
    expect(low).toBeCloseTo(0.165, 12);
    expect(high).toBeCloseTo(0.935, 12);
  });

  it("draws a regressor's own value as the prediction writes it, to four digits", () => {
    const value: WhatIf = {
      output: { kind: "value" },
      sweeps: [{ ...dose, points: [{ value: 5, output: 142.523422 }], own: { value: 5, output: 142.523422 } }],
    };
    const regression = { task: "regression" } as KitPrediction;
    render(<WhatIfCurves spec={spec} prediction={regression} whatIf={value} />);
    expect(within(screen.getByTestId("what-if")).getByTestId("what-if-own")).toHaveTextContent(
      words.ownReadout("Dose", "5", "142.5"),
    );
    expect(screen.getByText(words.legendCurve(words.axisValue("target")))).toBeInTheDocument();
  });
});
