// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { modelPages } from "virtual:models";
import { afterEach, describe, expect, it } from "vitest";

import { modelWhatIfWords } from "#app/words/model-what-if";
import { modelPredictorWords as words } from "#app/words/models";

import type { PredictorData } from "../island-data";
import { ModelPredictor } from "./model-predictor";

let hydrated: { root: Root; container: HTMLElement } | null = null;

afterEach(() => {
  cleanup();
  window.history.replaceState(null, "", "/");
  if (hydrated) act(() => hydrated?.root.unmount());
  hydrated?.container.remove();
  hydrated = null;
});

// The fixture owner's models (tests/fixtures/content/models/): diabetes-risk is a binary pipeline, disease-progression
// a gradient-boosted regressor. The expected answers are onnxruntime-node's for the same inputs, as
// model/kit/serving/kit-scorer.test.ts pins them (tests/support/kit/onnx-oracle.ts).
async function dataOf(id: string): Promise<PredictorData> {
  const { page } = await modelPages[id]!();
  return { spec: page.spec, examples: page.examples };
}
const risk = await dataOf("diabetes-risk");
const progression = await dataOf("disease-progression");

function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
  }
}

/** The inputs whose answers onnxruntime gives (kit-scorer.test.ts): diabetes-risk's, then disease-progression's. */
function fillRisk() {
  fill({ Age: "50", "Body mass index": "28.1", "Blood pressure": "95", "Serum triglycerides": "4.6" });
  fireEvent.change(screen.getByLabelText(/^Sex/), { target: { value: "female" } });
}

function fillProgression() {
  const row = [50, 1, 26.5, 90, 180, 110, 48, 4, 4.6, 90];
  progression.spec.fields.forEach((field, j) => {
    fireEvent.change(screen.getByLabelText(new RegExp(`^${field.label}`)), { target: { value: String(row[j]) } });
  });
}

const predict = () => fireEvent.click(screen.getByRole("button", { name: words.predict }));
const result = () => screen.getByTestId("model-result");

describe("ModelPredictor", () => {
  it("has one control per field, prefilled with the first example, with the data's range as a hint", () => {
    render(<ModelPredictor data={risk} />);
    // The first example of the fixture (content-pipeline's exampleRows): age 36, male, BMI 22, bp 90, s5 3.9512.
    expect(screen.getByLabelText(/^Age/)).toHaveValue(36);
    expect(screen.getByLabelText(/^Sex/)).toHaveValue("male");
    expect(screen.getByLabelText(/^Serum triglycerides/)).toHaveValue(3.9512);
    expect(screen.getByLabelText(/^Sex/).tagName).toBe("SELECT");
    // The test rows' ages run from 19 to 72; the owner bounds them to 0–120.
    expect(screen.getByLabelText(/^Age/)).toHaveAccessibleDescription(words.dataRange("19", "72"));
    expect(screen.getByLabelText(/^Age/)).toHaveAttribute("max", "120");
    expect(screen.getAllByRole("button", { name: /^Example/ })).toHaveLength(3);
  });

  it("fills a random example within the data's ranges, which Predict then scores", async () => {
    render(<ModelPredictor data={risk} />);
    const age = () => Number((screen.getByLabelText(/^Age/) as HTMLInputElement).value);
    const seen = new Set<number>();
    for (let k = 0; k < 20; k++) {
      // The button submits the form's action, which React runs in a transition: act waits for it.
      await act(async () => fireEvent.click(screen.getByRole("button", { name: words.randomButton })));
      // The test rows' ages run from 19 to 72 (the hint above), in whole years.
      expect(Number.isInteger(age()) && age() >= 19 && age() <= 72, String(age())).toBe(true);
      expect(["female", "male"]).toContain((screen.getByLabelText(/^Sex/) as HTMLSelectElement).value);
      seen.add(age());
    }
    // Twenty draws from 54 ages: the chance all twenty agree is 54^-19.
    expect(seen.size).toBeGreaterThan(1);
    predict();
    await waitFor(() => expect(within(result()).getByTestId("verdict")).toBeVisible());
  });

  it("predicts in the browser: the class probabilities, the verdict at the cut, the prediction set and why", async () => {
    render(<ModelPredictor data={risk} />);
    fillRisk();
    predict();
    await waitFor(() => expect(screen.getByTestId("verdict")).toBeInTheDocument());
    // onnxruntime: P(progressed) = 0.64544654, at the cut of 0.5 a verdict of "progressed".
    expect(screen.getByTestId("verdict")).toHaveTextContent(`${words.verdict}: progressed (${words.atCut("0.5")})`);
    const probabilities = within(screen.getByTestId("probabilities"));
    expect(probabilities.getByText("64.5%")).toBeInTheDocument();
    expect(probabilities.getByText("35.5%")).toBeInTheDocument();
    expect(within(result()).queryByTestId("warnings")).toBeNull();
    // The set's coverage as the build promised it: 90 % by default.
    expect(screen.getByTestId("prediction-set")).not.toBeEmptyDOMElement();
    expect(result()).toHaveTextContent(/Holds the true class 90% of the time/);
    // Additive-exact on the log-odds scale: one contribution per field, the largest first.
    const contributions = within(screen.getByTestId("contributions")).getAllByRole("listitem");
    expect(contributions).toHaveLength(5);
    const sizes = contributions.map((item) => Math.abs(Number(item.lastChild?.textContent?.replace("−", "-"))));
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    expect(result()).toHaveTextContent(words.methods["additive-exact"]);
  });

  it("warns outside the test data, in the page's words", async () => {
    render(<ModelPredictor data={risk} />);
    fill({ "Blood pressure": "300" });
    predict();
    await waitFor(() => expect(screen.getByTestId("warnings")).toBeInTheDocument());
    // The test rows' blood pressure goes up to 131.
    expect(screen.getByTestId("warnings")).toHaveTextContent(words.warnings["above-range"]("Blood pressure", "131"));
  });

  it("names a field the API would refuse, and scores nothing", async () => {
    render(<ModelPredictor data={risk} />);
    fill({ Age: "130" });
    predict();
    await waitFor(() => expect(result()).toHaveTextContent(words.invalid("Age")));
    expect(screen.queryByTestId("verdict")).toBeNull();
  });

  it("predicts a regressor's value with its interval and coverage", async () => {
    render(<ModelPredictor data={progression} />);
    fillProgression();
    predict();
    await waitFor(() => expect(screen.getByTestId("verdict")).toBeInTheDocument());
    // onnxruntime: 142.523422.
    expect(screen.getByTestId("verdict")).toHaveTextContent(`${words.value}: 142.5`);
    expect(screen.getByTestId("prediction-interval").textContent).toMatch(/^\d+(\.\d+)? to \d+(\.\d+)?$/);
    expect(result()).toHaveTextContent(/Holds the true value 90% of the time/);
  });

  it("fills the form from an example, and keeps a value typed before its code came", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<ModelPredictor data={risk} />);
    document.body.append(container);
    for (const script of container.querySelectorAll("script")) new Function(script.textContent ?? "")();
    // Typed into the prerendered form before hydration: the browser keeps it in the DOM.
    const age = container.querySelector<HTMLInputElement>("input[name=age]")!;
    age.value = "44";
    const root = await act(async () => hydrateRoot(container, <ModelPredictor data={risk} />));
    hydrated = { root, container };
    // Another edit re-renders the form: the age typed before hydration stays.
    fireEvent.change(within(container).getByLabelText(/^Blood pressure/), { target: { value: "100" } });
    expect(age).toHaveValue(44);
    // The second example (content-pipeline's exampleRows): age 68, male.
    fireEvent.click(within(container).getByRole("button", { name: words.exampleButton(2) }));
    await waitFor(() => expect(age).toHaveValue(68));
  });

  it("fills the form from a link without predicting, and writes the form into the address once changed", async () => {
    window.history.replaceState(null, "", "/models/diabetes-risk?age=61&sex=female&ref=home");
    render(<ModelPredictor data={risk} />);
    await waitFor(() => expect(screen.getByLabelText(/^Age/)).toHaveValue(61));
    expect(screen.getByLabelText(/^Sex/)).toHaveValue("female");
    // What the link does not name keeps the first example's value.
    expect(screen.getByLabelText(/^Blood pressure/)).toHaveValue(90);
    expect(screen.getByTestId("from-link")).toHaveTextContent(words.fromLink);
    expect(screen.queryByTestId("verdict")).toBeNull();
    // Opening a link leaves the address as it is; a change writes the whole form into it.
    expect(window.location.search).toBe("?age=61&sex=female&ref=home");
    fill({ Age: "62" });
    expect(window.location.search).toBe("?age=62&sex=female&bmi=22&bp=90&s5=3.9512");
    expect(screen.getByTestId("share-link")).toHaveAttribute("href", "?age=62&sex=female&bmi=22&bp=90&s5=3.9512");
  });
});

describe("the what-if curves under an answer", () => {
  const whatIf = () => screen.findByTestId("what-if", {}, { timeout: 5000 });

  it("draws a curve per numeric field of a classifier, each through the probability predicted", async () => {
    render(<ModelPredictor data={risk} />);
    fillRisk();
    predict();
    const section = within(await whatIf());
    // One curve per numeric field (the category, sex, has none), each marking the input's own value at the
    // probability the answer gives: onnxruntime's 0.64544654.
    const radios = section.getAllByRole("radio");
    expect(radios.map((radio) => radio.getAttribute("value"))).toEqual(["age", "bmi", "bp", "s5"]);
    const own = { age: "50", bmi: "28.1", bp: "95", s5: "4.6" } as Record<string, string>;
    for (const radio of radios) {
      fireEvent.click(radio);
      const field = risk.spec.fields.find((candidate) => candidate.name === radio.getAttribute("value"))!;
      expect(section.getByTestId("what-if-own")).toHaveTextContent(
        modelWhatIfWords.ownReadout(field.label, own[field.name]!, "64.5%"),
      );
      expect(section.getByRole("img")).toHaveAccessibleName(section.getByTestId("what-if-description").textContent!);
    }
    // Age is swept over the owner's bounds, 0–120, beyond the test rows' 19–72: shaded on both sides.
    fireEvent.click(section.getByRole("radio", { name: "Age" }));
    expect(section.getAllByTestId("outside-data")).toHaveLength(2);
    // Any edit clears the answer, and the curves with it.
    fireEvent.change(screen.getByRole("spinbutton", { name: /^Age/ }), { target: { value: "51" } });
    expect(screen.queryByTestId("what-if")).toBeNull();
  });

  it("draws a regressor's curves through the value predicted", async () => {
    render(<ModelPredictor data={progression} />);
    fillProgression();
    predict();
    const section = within(await whatIf());
    expect(section.getAllByRole("radio")).toHaveLength(10);
    // onnxruntime: 142.523422, as the answer writes it.
    expect(section.getByTestId("what-if-own")).toHaveTextContent(/: 142\.5$/);
  });
});
