import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { loanRecourse } from "#app/words/loan/demo";
import { loanResult } from "#app/words/loan/form";
import { servingCard } from "#model/card/serving-card";
import { LOAN_CHOICES } from "#model/fields";
import { scorecardRecourse, trainedRecourse } from "#model/recourse/recourse";
import type { LoanApplication } from "#model/schema";

import { agreementText, optionText, sourceText } from "./outcome-text";

describe("sourceText", () => {
  it("names the API and its time, or the browser and why", () => {
    expect(sourceText({ kind: "api", elapsedMs: 12 })).toBe(loanResult.sourceApi(12));
    expect(sourceText({ kind: "browser", reason: "unreachable" })).toBe(loanResult.sourceBrowser);
    expect(sourceText({ kind: "browser", reason: "rate-limited" })).toBe(loanResult.sourceRateLimited);
  });
});

describe("agreementText", () => {
  it("says whether the scorecard and the trained model agree, and who approves", () => {
    expect(agreementText("Yes", "Yes")).toBe(loanResult.agreement.bothApprove);
    expect(agreementText("No", "No")).toBe(loanResult.agreement.bothReject);
    expect(agreementText("Yes", "No")).toBe(loanResult.agreement.onlyScorecard);
    expect(agreementText("No", "Yes")).toBe(loanResult.agreement.onlyTrained);
  });
});

describe("optionText", () => {
  it("writes each change with the content's words and the amount with thousands separators", () => {
    expect(
      optionText([
        { field: "Credit_History", from: 0, to: 1 },
        { field: "LoanAmount", from: 400, to: 180 },
      ]),
    ).toBe(`${loanRecourse.creditHistory}${loanRecourse.and}${loanRecourse.loanAmount("180")}`);
    expect(optionText([{ field: "Income", from: 2500, to: 11186 }])).toBe(loanRecourse.income("11,186"));
  });

  const application: fc.Arbitrary<LoanApplication> = fc.record({
    Gender: fc.constantFrom(...LOAN_CHOICES.Gender),
    Age: fc.integer({ min: 0, max: 150 }),
    Income: fc.integer({ min: 0, max: 20_000 }),
    Married: fc.constantFrom(...LOAN_CHOICES.Married),
    LoanAmount: fc.integer({ min: 0, max: 1_000 }),
    Credit_History: fc.constantFrom(0 as const, 1 as const),
    Education: fc.constantFrom(...LOAN_CHOICES.Education),
    Property_Area: fc.constantFrom(...LOAN_CHOICES.Property_Area),
    Self_Employed: fc.constantFrom(...LOAN_CHOICES.Self_Employed),
  });

  it("never suggests a change to sex, age or marital status, for either model, whatever the application", () => {
    const { parameters, cut } = servingCard.served;
    fc.assert(
      fc.property(application, (app) => {
        for (const recourse of [scorecardRecourse(app), trainedRecourse(app, parameters, cut)]) {
          if (recourse.approved) continue;
          for (const option of recourse.options) {
            expect(option.every((change) => ["Credit_History", "LoanAmount", "Income"].includes(change.field))).toBe(
              true,
            );
            expect(optionText(option)).not.toMatch(/\b(sex|gender|female|male|age|married|marital)\b/i);
          }
        }
      }),
      { numRuns: 200 },
    );
  });
});
