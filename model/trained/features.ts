import type { FeatureColumn } from "../card/model-card";
import type { DatasetField } from "../fields";
import type { LoanApplication } from "../schema";

/** A complete application as the trained model reads it: the form's fields without Age. */
export type ModelInput = { [K in DatasetField]: LoanApplication[K] };

/** One column's value x for its field's value: (t(value) − center) / scale. */
export function columnValue(column: FeatureColumn, value: unknown): number {
  const raw =
    column.kind === "log1p"
      ? Math.log1p(Number(value))
      : column.kind === "value"
        ? Number(value)
        : value === column.category
          ? 1
          : 0;
  return (raw - column.center) / column.scale;
}

/** The design-matrix row of a complete input; only the columns' fields are read. */
export function featureRow(columns: readonly FeatureColumn[], input: Partial<ModelInput>): number[] {
  return columns.map((column) => columnValue(column, input[column.field]));
}
