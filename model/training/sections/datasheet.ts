import {
  DATASHEET_CATEGORICAL,
  DATASHEET_NUMERIC,
  type DatasheetStats,
  type NumericSummary,
  type ValueCount,
} from "../../card/datasheet";
import { median } from "../../uncertainty/percentile";
import { parseLoanRows, readCsvRows } from "../dataset";

/** The datasheet's counts from the CSV text; a malformed file throws as parseLoanRows does. */
export function datasheetStats(csvText: string): DatasheetStats {
  parseLoanRows(csvText);
  const [first, ...body] = readCsvRows(csvText);
  const header = first?.cells ?? [];
  const cells = body.map((row) => row.cells.map((cell) => cell.trim()));
  const column = (name: string) => {
    const index = header.indexOf(name);
    return cells.map((row) => row[index] ?? "");
  };
  const approved = column("Loan_Status").map((status) => status === "Y");

  const values = DATASHEET_CATEGORICAL.map((name) => {
    const counts = new Map<string, ValueCount>();
    column(name).forEach((cell, i) => {
      const count = counts.get(cell) ?? { value: cell === "" ? null : cell, rows: 0, approved: 0 };
      count.rows += 1;
      if (approved[i]) count.approved += 1;
      counts.set(cell, count);
    });
    const sorted = [...counts.values()].sort((a, b) => Number(a.value === null) - Number(b.value === null));
    return { column: name, counts: sorted };
  });
  const numeric = DATASHEET_NUMERIC.map((name): NumericSummary => {
    const numbers = column(name)
      .filter((cell) => cell !== "")
      .map(Number)
      .sort((a, b) => a - b);
    return {
      column: name,
      cells: numbers.length,
      min: numbers[0] ?? Number.NaN,
      median: numbers.length > 0 ? median(numbers) : Number.NaN,
      max: numbers.at(-1) ?? Number.NaN,
    };
  });

  return {
    rows: cells.length,
    columns: header,
    emptyCells: header.map((name) => ({ column: name, rows: column(name).filter((cell) => cell === "").length })),
    rowsWithAnEmptyCell: cells.filter((row) => row.some((cell) => cell === "")).length,
    label: { approved: approved.filter(Boolean).length, refused: approved.filter((yes) => !yes).length },
    values,
    numeric,
  };
}
