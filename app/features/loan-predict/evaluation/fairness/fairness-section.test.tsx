// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import { evaluationModels, fairnessSection } from "#app/words/loan/evaluation";
import { equalityLaw } from "#app/words/loan/law";
import { modelEvaluation } from "#model/card/model-evaluation";
import type { ModelEvaluation } from "#model/card/parts";

import { formatGap, formatShare } from "./fairness-format";
import { FairnessSection } from "./fairness-section";

afterEach(cleanup);

const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole("cell")
    .map((cell) => cell.textContent);

/** The card as it is, but serving the variant without Gender and Married. */
const servingWithout: ModelEvaluation = {
  ...modelEvaluation,
  trained: { ...modelEvaluation.trained, served: "without-gender-married" },
};

describe("FairnessSection", () => {
  it("shows each group's approval rate in the data with its interval, and the gap with its own", () => {
    render(<FairnessSection />);
    // Counted from the CSV with Python: Male 339 of 489 approved, Female 75 of 112, 13 without a value.
    const sex = within(screen.getByRole("table", { name: fairnessSection.caption("Sex", 13) }));
    const [male] = sex.getAllByRole("row", { name: /^Male/ });
    const share = modelEvaluation.fairness.attributes[0]!.groups[0]!.approvedInData;
    expect(cellTexts(male as HTMLElement).slice(0, 2)).toEqual([
      "489",
      `69.3%${fairnessSection.interval} ${formatShare(share).interval}`,
    ]);
    const [gap] = sex.getAllByRole("row", { name: /^Gap, male − female/ });
    const { approvedInData } = modelEvaluation.fairness.attributes[0]!.gap;
    expect(cellTexts(gap as HTMLElement)[0]).toBe(
      `+2.4 ${fairnessSection.points}${fairnessSection.interval} ${formatGap(approvedInData).interval}`,
    );
    // Married 285 of 398, not married 134 of 213, 3 without a value.
    const married = within(screen.getByRole("table", { name: fairnessSection.caption("Marital status", 3) }));
    expect(married.getAllByRole("row", { name: /^Married/ })[0]).toHaveTextContent("71.6%");
    expect(married.getAllByRole("row", { name: /^Not married/ })[0]).toHaveTextContent("62.9%");
    expect(married.getAllByRole("columnheader").map((c) => c.textContent)).toEqual(
      expect.arrayContaining([evaluationModels.scorecard, evaluationModels.trained]),
    );
  });

  it("gives the rates among the lender's approvals and its refusals, with no figure for the lender itself", () => {
    render(<FairnessSection />);
    const sex = within(screen.getByRole("table", { name: fairnessSection.caption("Sex", 13) }));
    // Male rows: approval, then among the lender's 339 approvals, then among its 150 refusals (489 − 339).
    const [, approvals, refusals] = sex.getAllByRole("row", { name: /^Male/ }) as HTMLElement[];
    expect(cellTexts(approvals!).slice(0, 2)).toEqual(["339", fairnessSection.notApplicable]);
    expect(cellTexts(refusals!).slice(0, 2)).toEqual(["150", fairnessSection.notApplicable]);
  });

  it("names the gaps whose interval leaves out 0, false-positive rates included", () => {
    render(<FairnessSection />);
    // The lender approved married applicants more often: 285/398 − 134/213 = +8.7 points; the scorecard approves
    // the married among the lender's refusals 14.5 points more often (scikit-learn: 0.1445, 0.0294 to 0.2680).
    // The sex gap's interval contains 0, so it is not named.
    const gaps = screen.getByTestId("clear-gaps");
    const married = modelEvaluation.fairness.attributes[1]!.gap.approvedInData;
    expect(gaps).toHaveTextContent(
      fairnessSection.clearGap(
        fairnessSection.who.data,
        fairnessSection.measures.approval,
        "Married",
        "Not married",
        `+8.7 ${fairnessSection.points} (${formatGap(married).interval})`,
      ),
    );
    expect(gaps).toHaveTextContent(
      fairnessSection.clearGap(
        fairnessSection.who.scorecard,
        fairnessSection.measures.falsePositive,
        "Married",
        "Not married",
        `+14.5 ${fairnessSection.points} (+2.9 to +26.8)`,
      ),
    );
    expect(gaps).not.toHaveTextContent(/male − female: \+2\.4/);
  });

  it("says what the scorecard scores and whether the served variant reads sex and marital status", () => {
    const { unmount } = render(<FairnessSection />);
    // The hand-written rules: 10 points for being married, 5 for an age inside the band.
    expect(screen.getByTestId("scorecard-points")).toHaveTextContent(fairnessSection.scorecardPoints(10, 5));
    const fields = modelEvaluation.trained.variants[modelEvaluation.trained.served].fields;
    expect(
      screen.getByText(
        fairnessSection.trainedNote(
          fields.includes("Gender"),
          fields.includes("Married"),
          modelEvaluation.trained.servingRule,
        ),
      ),
    ).toBeInTheDocument();
    unmount();
    render(<FairnessSection evaluation={servingWithout} />);
    expect(
      screen.getByText(fairnessSection.trainedNote(false, false, modelEvaluation.trained.servingRule)),
    ).toBeInTheDocument();
  });

  it("cites the Act's provisions and says which model reads each field", () => {
    render(<FairnessSection evaluation={servingWithout} />);
    const law = within(screen.getByTestId("equality-law"));
    for (const provision of ["s.29(1), (2)", "s.28(1)(b)", "s.28(1)(a)", "Sch. 3 para. 20A"]) {
      expect(law.getByText(provision)).toBeInTheDocument();
    }
    // Without Gender and Married served, only the scorecard reads marital status and age, and nobody reads sex.
    const entry = (name: string) => law.getByText(name).nextElementSibling;
    expect(entry(equalityLaw.fields.sex.name)).toHaveTextContent(equalityLaw.readBy.neither);
    expect(entry(equalityLaw.fields.married.name)).toHaveTextContent(equalityLaw.readBy.scorecard);
    expect(entry(equalityLaw.fields.age.name)).toHaveTextContent(equalityLaw.readBy.scorecard);
    // Neither model reads three of the dataset's columns: Dependents, CoapplicantIncome and Loan_Amount_Term.
    const { Dependents, CoapplicantIncome, Loan_Amount_Term } = equalityLaw.otherFields;
    expect(entry(equalityLaw.fields.others.name)).toHaveTextContent(
      equalityLaw.readList.neither(
        `${Dependents}, ${CoapplicantIncome} ${equalityLaw.conjunction.neither} ${Loan_Amount_Term}`,
      ),
    );
    expect(law.getByRole("link", { name: equalityLaw.source.label })).toHaveAttribute("href", equalityLaw.source.href);
  });

  it("reads sex only in the trained model when the variant with every field is served", () => {
    render(
      <FairnessSection
        evaluation={{ ...modelEvaluation, trained: { ...modelEvaluation.trained, served: "all-fields" } }}
      />,
    );
    const law = within(screen.getByTestId("equality-law"));
    expect(law.getByText(equalityLaw.fields.sex.name).nextElementSibling).toHaveTextContent(equalityLaw.readBy.trained);
    expect(law.getByText(equalityLaw.fields.married.name).nextElementSibling).toHaveTextContent(
      equalityLaw.readBy.both,
    );
  });
});
