import {
  type AmountRange,
  type CategoryField,
  COMBINATION_SEPARATOR,
  type CombinationSupport,
  type DataLimits,
  type LeverageLimit,
} from "../card/data-limits";
import type { FeatureColumn } from "../card/model-card";
import type { LoanApplication } from "../schema";
import { columnValue } from "../trained/features";

/**
 * What a warning found: the application's leverage under the served model's design is above the threshold, no
 * applicant in the data has its combination of the categories the trained model reads, or none has its
 * combination of the form's five choices (sex and marital status included, which the trained model does not read).
 */
export const WARNING_KINDS = ["leverage", "unseen-combination", "unseen-profile"] as const;
export type WarningKind = (typeof WARNING_KINDS)[number];

/** An amount below or above every applicant in the data: named in a leverage warning, never a check alone. */
export type AmountBeyond = { field: AmountRange["field"]; value: number; side: "below" | "above"; limit: number };

/** A caveat on one answer: where the application lies outside what the training data supports. */
export type DataWarning = {
  kind: WarningKind;
  /** The fields the check read. */
  fields: (keyof LoanApplication)[];
  /** The leverage (4 decimals), or the number of applicants in the data who share the combination. */
  value: number;
  /** The threshold the value passed: the largest leverage still inside the data, or the fewest applicants. */
  limit: number;
  /** Whether the trained model gives no verdict for it. */
  abstains: boolean;
  /** For a leverage, the amounts beyond every applicant in the data (none for a combination). */
  beyond: AmountBeyond[];
  message: string;
};

/** Why the trained model gives no verdict: the sentences of the warnings that make it abstain. */
export type Abstention = { reason: string };

export type OutOfData = { warnings: DataWarning[]; abstention: Abstention | null };

// One formatter for every answer: toLocaleString builds a new one per call, about 30 µs each.
const NUMBER = new Intl.NumberFormat("en-US", { maximumFractionDigits: 4 });
const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

/** Per card: where each column of z sits among the served columns. */
const layouts = new WeakMap<LeverageLimit, FeatureColumn[]>();

function zColumns(limit: LeverageLimit, columns: readonly FeatureColumn[]): FeatureColumn[] {
  let found = layouts.get(limit);
  if (!found) {
    found = limit.columns.map((feature) => {
      const column = columns.find((each) => each.feature === feature);
      if (!column) throw new Error(`The card's leverage reads a column the served model lacks: ${feature}.`);
      return column;
    });
    layouts.set(limit, found);
  }
  return found;
}

/**
 * The application's leverage under the served model's design matrix, (1 + zᵀ·precision·z) / rows: what a row like
 * it would weigh in the fit, and how far the model extrapolates to answer it (model/card/data-limits.ts).
 */
export function leverage(
  application: LoanApplication,
  limit: LeverageLimit,
  columns: readonly FeatureColumn[],
): number {
  const z = zColumns(limit, columns).map((column) => columnValue(column, application[column.field]));
  let distance = 0;
  for (let i = 0; i < z.length; i++) {
    const row = limit.precision[i]!;
    for (let j = 0; j < z.length; j++) distance += z[i]! * row[j]! * z[j]!;
  }
  return (1 + distance) / limit.rows;
}

const valueOf = (application: LoanApplication, field: CategoryField) => String(application[field]);

/** How many applicants in the data share the application's values of the combination's fields. */
export function applicantsSharing(application: LoanApplication, support: CombinationSupport): number {
  const key = support.fields.map((field) => valueOf(application, field)).join(COMBINATION_SEPARATOR);
  return Object.hasOwn(support.counts, key) ? (support.counts[key] ?? 0) : 0;
}

const AMOUNT = {
  Income: (value: number) => `A monthly income of ${NUMBER.format(value)}`,
  LoanAmount: (value: number) => `A loan of ${NUMBER.format(value)} thousand`,
} as const;

/** The amounts beyond every applicant in the data: part of the leverage's reason, never a check alone. */
function amountsBeyond(application: LoanApplication, amounts: readonly AmountRange[]): AmountBeyond[] {
  return amounts.flatMap(({ field, min, max }): AmountBeyond[] => {
    const value = application[field];
    if (value < min) return [{ field, value, side: "below", limit: min }];
    if (value > max) return [{ field, value, side: "above", limit: max }];
    return [];
  });
}

function beyondText({ field, value, side, limit }: AmountBeyond): string {
  const extreme = side === "below" ? "the smallest" : "the largest";
  return `${AMOUNT[field](value)} is ${side} every applicant in the data (${extreme} is ${NUMBER.format(limit)}).`;
}

function listed(items: readonly string[]): string {
  return items.length < 2 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

const together = (application: LoanApplication, fields: readonly CategoryField[]) =>
  listed(fields.map((field) => `${field} ${valueOf(application, field)}`));

/**
 * The application against what the training data supports (model/card/data-limits.ts): its leverage under the
 * served model's design, and each combination of categories. A check with effect "abstain" makes the trained
 * model give no verdict; every warning goes with both models' answers. One amount alone never decides: a value
 * just past the data's range is as near the data as the value at it.
 */
export function outOfData(
  application: LoanApplication,
  limits: DataLimits,
  columns: readonly FeatureColumn[],
): OutOfData {
  const warnings: DataWarning[] = [];
  const { leverage: limit } = limits;
  const value = leverage(application, limit, columns);
  if (value > limit.threshold) {
    const beyond = amountsBeyond(application, limits.amounts);
    const message = [
      `Taken together, its amounts and choices lie outside what the training data supports: its leverage under the trained model's design is ${NUMBER.format(round4(value))}, above ${NUMBER.format(limit.threshold)}, which ${limit.rowsAbove} of the ${limit.rows} applicants in the data exceed.`,
      ...beyond.map(beyondText),
    ].join(" ");
    const fields = [...new Set(columns.map((column) => column.field))];
    warnings.push({
      kind: "leverage",
      fields,
      value: round4(value),
      limit: limit.threshold,
      abstains: true,
      beyond,
      message,
    });
  }
  const abstaining = limits.combinations.find((support) => support.effect === "abstain");
  for (const support of limits.combinations) {
    const sharing = applicantsSharing(application, support);
    if (sharing >= support.minimumRows) continue;
    const abstains = support.effect === "abstain";
    const kind = abstains ? "unseen-combination" : "unseen-profile";
    const first = `No applicant in the data has ${together(application, support.fields)} together`;
    const read = abstaining?.fields ?? [];
    const ignored = support.fields.filter((field) => !read.includes(field));
    const message = abstains
      ? `${first}; the trained model reads all of them, so it has never seen an applicant like this.`
      : `${first}. The trained model reads neither ${ignored.join(" nor ")}, so it still answers, from the ${abstaining ? applicantsSharing(application, abstaining) : 0} applicants who share the fields it reads.`;
    warnings.push({
      kind,
      fields: support.fields,
      value: sharing,
      limit: support.minimumRows,
      abstains,
      beyond: [],
      message,
    });
  }
  const reasons = warnings.filter((warning) => warning.abstains).map((warning) => warning.message);
  return { warnings, abstention: reasons.length > 0 ? { reason: reasons.join(" ") } : null };
}
