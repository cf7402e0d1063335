import type { AmountLimits, DataLimits } from "../card/data-limits";
import type { LoanApplication } from "../schema";

/** Where an amount lies against the data: outside its range, or in a tail fewer than 1 in 100 applicants share. */
export const WARNING_KINDS = ["below-data", "above-data", "sparse-low", "sparse-high"] as const;
export type WarningKind = (typeof WARNING_KINDS)[number];

/** A caveat on one answer: an amount the model has never seen, or has seen rarely. */
export type DataWarning = {
  field: AmountLimits["field"];
  kind: WarningKind;
  value: number;
  /** The data's bound the value passed: its smallest or largest amount, or its 1st or 99th percentile. */
  limit: number;
  message: string;
};

// One formatter for every answer: toLocaleString builds a new one per call, about 30 µs each.
const NUMBER = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });
const number = (value: number) => NUMBER.format(value);
const AMOUNT = {
  Income: (value: number) => `a monthly income of ${number(value)}`,
  LoanAmount: (value: number) => `a loan of ${number(value)} thousand`,
} as const;
const PLURAL = { Income: "incomes", LoanAmount: "loans" } as const;

function message(field: AmountLimits["field"], kind: WarningKind, value: number, limit: number): string {
  const amount = AMOUNT[field](value);
  const sentence = amount.charAt(0).toUpperCase() + amount.slice(1);
  switch (kind) {
    case "below-data":
      return `${sentence} is below every applicant in the data (the smallest is ${number(limit)}); the model has never seen one.`;
    case "above-data":
      return `${sentence} is above every applicant in the data (the largest is ${number(limit)}); the model has never seen one.`;
    case "sparse-low":
      return `${sentence} is lower than 99 in 100 applicants in the data (${PLURAL[field]} below ${number(limit)} are rare there); the model has seen few like it.`;
    case "sparse-high":
      return `${sentence} is higher than 99 in 100 applicants in the data (${PLURAL[field]} above ${number(limit)} are rare there); the model has seen few like it.`;
  }
}

function warningFor(limits: AmountLimits, value: number): DataWarning | null {
  const { field } = limits;
  const found: [WarningKind, number] | null =
    value < limits.min
      ? ["below-data", limits.min]
      : value > limits.max
        ? ["above-data", limits.max]
        : value < limits.sparseBelow
          ? ["sparse-low", limits.sparseBelow]
          : value > limits.sparseAbove
            ? ["sparse-high", limits.sparseAbove]
            : null;
  if (!found) return null;
  const [kind, limit] = found;
  return { field, kind, value, limit, message: message(field, kind, value, limit) };
}

/**
 * The caveats of an application against the data's limits (model/card/data-limits.ts): each amount outside the
 * data's range or in its sparse tails, in the form's order. The choices need none: every value the form offers
 * is common in the data (dataLimits.values counts them).
 */
export function dataWarnings(
  application: Pick<LoanApplication, "Income" | "LoanAmount">,
  limits: DataLimits,
): DataWarning[] {
  return limits.amounts.flatMap((amount) => {
    const warning = warningFor(amount, application[amount.field]);
    return warning ? [warning] : [];
  });
}
