import { describe, expect, it } from "vitest";

import { bootstrapRefits } from "../card/bootstrap-refits";
import { servingCard } from "../card/serving-card";
import { LOAN_CHOICES } from "../fields";
import { mulberry32 } from "../mulberry32";
import { randomApplicant } from "../random-applicant";
import { trainedPredictionFor } from "./predict";

describe("the served trained model", () => {
  it("is the variant without Gender and Married, as the committed card's serving rule decided", () => {
    expect(servingCard.served.variant).toBe("without-gender-married");
  });

  it("gives the same answer whatever the sex and marital status, for 500 random applicants", () => {
    // Only a warning that no applicant in the data had the whole profile may differ: it is about the data, and
    // says the model reads neither field; the verdict, abstention, probability and interval never differ.
    const random = mulberry32(17);
    let approved = 0;
    let profileWarnings = 0;
    for (let n = 0; n < 500; n++) {
      const applicant = randomApplicant(random);
      const answers = LOAN_CHOICES.Gender.flatMap((Gender) =>
        LOAN_CHOICES.Married.map((Married) => trainedPredictionFor({ ...applicant, Gender, Married }, bootstrapRefits)),
      );
      const withoutProfile = answers.map((answer) => {
        const warnings = answer.warnings.filter((warning) => warning.kind !== "unseen-profile");
        if (warnings.length < answer.warnings.length) profileWarnings++;
        return { ...answer, warnings };
      });
      for (const answer of withoutProfile) expect(answer).toEqual(withoutProfile[0]);
      if (answers[0]?.prediction === "Yes") approved++;
    }
    // Both verdicts occur, and the profile warning too, so the sweep compares answers that could have differed.
    expect(approved).toBeGreaterThan(0);
    expect(approved).toBeLessThan(500);
    expect(profileWarnings).toBeGreaterThan(0);
  });
});
