import { LOAN_CHOICES } from "./fields";
import type { LoanApplication } from "./schema";

/** An integer from min to max inclusive. */
function integerBetween(random: () => number, min: number, max: number): number {
  // Math.min guards a generator that breaks the [0, 1) contract by returning 1.
  return Math.min(max, min + Math.floor(random() * (max - min + 1)));
}

function chance(random: () => number, probability: number): boolean {
  return random() < probability;
}

const AREAS = LOAN_CHOICES.Property_Area;

/**
 * A random applicant, as the form's "Random Data" button draws one:
 * Age 25–64, Income 2000–9999, LoanAmount 50–449 (integers, inclusive); Credit_History 1 with 70% chance;
 * Gender and Married 50/50; Graduate 40%; Self_Employed Yes 30%; Property_Area uniform over the three.
 * Pass a seeded generator (e.g. mulberry32) for a reproducible applicant; each call draws nine numbers
 * in the field order below.
 */
export function randomApplicant(random: () => number = Math.random): LoanApplication {
  return {
    Gender: chance(random, 0.5) ? "Male" : "Female",
    Age: integerBetween(random, 25, 64),
    Income: integerBetween(random, 2000, 9999),
    Married: chance(random, 0.5) ? "Yes" : "No",
    LoanAmount: integerBetween(random, 50, 449),
    Credit_History: chance(random, 0.7) ? 1 : 0,
    Education: chance(random, 0.4) ? "Graduate" : "Not Graduate",
    Property_Area: AREAS[integerBetween(random, 0, AREAS.length - 1)] ?? "Rural",
    Self_Employed: chance(random, 0.3) ? "Yes" : "No",
  };
}
