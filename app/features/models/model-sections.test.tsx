// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { modelPages } from "virtual:models";
import { afterEach, describe, expect, it } from "vitest";

import { modelCardWords, modelEvaluationWords } from "#app/words/models";
import type { KitCard } from "#model/kit/serving/served-model";

import { ApiSection } from "./api/api-section";
import { ModelCardSection } from "./card/model-card-section";
import { EvaluationSection } from "./evaluation/evaluation-section";

afterEach(cleanup);

// The fixture owner's models (tests/fixtures/content/models/), as the build compiles them; the figures below are
// replaced by hand-made ones, so what is checked is how the page shows a figure, not what the build computed.
const risk = (await modelPages["diabetes-risk"]!()).page;
const progression = (await modelPages["disease-progression"]!()).page;

const estimate = (value: number, low: number, high: number) => ({ value, low, high, resamples: 1000 });
const rate = (count: number, of: number, low: number, high: number) => ({ count, of, rate: count / of, low, high });

/** The body rows of a table, each as its cells' text (the row's header first). */
function rows(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole("row")
    .slice(1)
    .map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent ?? ""));
}

describe("EvaluationSection", () => {
  it("shows a classifier's scores to three digits and its rates as percentages, each with its interval", () => {
    const card: KitCard = {
      ...risk.card,
      evaluation: {
        ...risk.card.evaluation,
        task: "binary",
        auc: estimate(0.79401, 0.70465, 0.87441),
        averagePrecision: estimate(0.5, 0.4, 0.6),
        brier: estimate(0.18644, 0.14759, 0.23009),
        atCut: {
          cut: 0.5,
          accuracy: rate(73, 100, 0.63568, 0.8073),
          tpr: rate(38, 50, 0.6, 0.9),
          fpr: rate(15, 50, 0.2, 0.4),
          precision: null,
        },
      },
    };
    render(<EvaluationSection card={card} />);
    const table = rows(screen.getByTestId("evaluation-figures"));
    expect(table).toHaveLength(6);
    expect(table[0]).toEqual([modelEvaluationWords.figures.auc, "0.794", "0.705 – 0.874"]);
    expect(table[2]).toEqual([modelEvaluationWords.figures.brier, "0.186", "0.148 – 0.23"]);
    expect(table[3]).toEqual([
      `${modelEvaluationWords.figures.accuracy} (${modelEvaluationWords.atCut("0.5")})`,
      "73%",
      "63.6% – 80.7%",
    ]);
    // No precision at a cut no row reaches: the row is left out rather than shown as nothing.
    expect(table.map((row) => row[0])).not.toContain(
      `${modelEvaluationWords.figures.precision} (${modelEvaluationWords.atCut("0.5")})`,
    );
  });

  it("shows a regressor's MAE, RMSE and R², and the conformal coverage beside the promised level", () => {
    const card: KitCard = {
      ...progression.card,
      evaluation: {
        ...progression.card.evaluation,
        task: "regression",
        mae: estimate(45.123, 40.01, 50.49),
        rmse: estimate(56.7, 50.2, 63.1),
        r2: estimate(0.4512, 0.3301, Number.NaN),
      },
      conformal: { ...progression.card.conformal, level: 0.9, coverage: rate(44, 50, 0.7619, 0.9438) },
    };
    render(<EvaluationSection card={card} />);
    const table = rows(screen.getByTestId("evaluation-figures"));
    expect(table.map((row) => row.slice(1))).toEqual([
      ["45.1", "40 – 50.5"],
      ["56.7", "50.2 – 63.1"],
      ["0.451", modelEvaluationWords.undefinedInterval],
    ]);
    expect(screen.getByTestId("conformal-coverage")).toHaveTextContent(
      modelEvaluationWords.coverage(
        modelEvaluationWords.conformalKinds.regression,
        "90%",
        "88%",
        "44",
        "50",
        "95%",
        "76.2%",
        "94.4%",
      ),
    );
  });
});

describe("EvaluationSection's charts", () => {
  it("draws a classifier's ROC curve through the build's vertices, described in words", () => {
    const curves = {
      ...(risk.evaluation as Extract<typeof risk.evaluation, { task: "binary" }>),
      roc: [
        { fpr: 0, tpr: 0 },
        { fpr: 0.5, tpr: 1 },
        { fpr: 1, tpr: 1 },
      ],
    };
    render(<EvaluationSection card={risk.card} curves={curves} />);
    // The plot is 320 units square, 48 from the left and 12 from the right (260 wide), 12 from the top and 44
    // from the bottom (264 high): (0, 0) is at (48, 276), (0.5, 1) at (178, 12), (1, 1) at (308, 12).
    expect(screen.getByTestId("roc-curve")).toHaveAttribute("d", "M48.0 276.0 L178.0 12.0 L308.0 12.0");
    expect(
      screen.getByRole("img", { name: /^The ROC curve of the model’s scores on 100 held-out rows/ }),
    ).toBeVisible();
  });

  it("draws a regressor's residuals about zero, with its own values as ticks", () => {
    const curves = {
      ...(progression.evaluation as Extract<typeof progression.evaluation, { task: "regression" }>),
      residuals: [
        { predicted: 100, residual: -10 },
        { predicted: 200, residual: 20 },
      ],
    };
    render(<EvaluationSection card={progression.card} curves={curves} />);
    // Predictions 100–200 across the width; residuals ±20 (the largest) up the height, zero in the middle: −10 is a
    // quarter of the way up, at 12 + 0.75 · 264 = 210.
    const points = [...screen.getByTestId("residual-points").querySelectorAll("circle")];
    expect(points.map((point) => [point.getAttribute("cx"), point.getAttribute("cy")])).toEqual([
      ["48", "210"],
      ["308", "12"],
    ]);
    const ticks = [...document.querySelectorAll("svg text")].map((text) => text.textContent);
    expect(ticks).toEqual(expect.arrayContaining(["100", "150", "200", "-20", "0", "20"]));
  });
});

describe("ModelCardSection", () => {
  it("flags an evaluation on fewer than 200 rows, and only then", () => {
    const card = (rows: number): KitCard => ({
      ...risk.card,
      testData: { ...risk.card.testData, rows, fewRows: rows < 200 },
    });
    render(<ModelCardSection card={card(100)} fields={risk.spec.fields} />);
    expect(screen.getByTestId("few-rows")).toHaveTextContent(modelCardWords.fewRows("100", "200"));
    cleanup();
    render(<ModelCardSection card={card(250)} fields={risk.spec.fields} />);
    expect(screen.queryByTestId("few-rows")).toBeNull();
  });

  it("states the model's hashes, each field's range and choices with the owner's labels, and the card's limits", () => {
    render(<ModelCardSection card={risk.card} fields={risk.spec.fields} />);
    expect(screen.getByText(risk.card.model.sha256)).toBeInTheDocument();
    expect(screen.getByText(risk.card.testData.sha256)).toBeInTheDocument();
    // The fixture's sex column: 59 female and 41 male rows (tests/fixtures/content/models/diabetes-risk/test.csv).
    const sex = screen.getByRole("rowheader", { name: "Sex" }).closest("tr")!;
    expect(sex).toHaveTextContent("Female: 59, Male: 41");
    // Its ages run from 19 to 72.
    expect(screen.getByRole("rowheader", { name: "Age" }).closest("tr")).toHaveTextContent(/^Age19 to 72 \(/);
    const limits = within(screen.getByTestId("card-limits")).getAllByRole("listitem");
    expect(limits.map((item) => item.textContent)).toContain(
      modelCardWords.limits["conformal-exchangeable"]("", "", "90%"),
    );
    expect(limits).toHaveLength(risk.card.limits.length);
  });
});

describe("ApiSection", () => {
  it("sends the first example row to the model's predict endpoint, in each language", () => {
    render(<ApiSection spec={risk.spec} examples={[{ values: [36, "male", 22, 90, 3.9512], actual: 0 }]} />);
    expect(screen.getByTestId("snippet-curl")).toHaveTextContent(
      `'{"age":36,"sex":"male","bmi":22,"bp":90,"s5":3.9512}'`,
    );
    expect(screen.getByTestId("snippet-curl")).toHaveTextContent("/api/models/diabetes-risk/predict");
    expect(screen.getByTestId("snippet-python").textContent).toContain('"sex": "male",');
    expect(screen.getByTestId("snippet-javascript").textContent).toContain("s5: 3.9512,");
  });
});
