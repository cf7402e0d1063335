import { readFileSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { modelEvaluation } from "#model/card/model-evaluation";
import { ASSUMED_AGE } from "#model/fields";

import { REPO_ROOT } from "./model-card-file";

// model/data/DATASHEET.md is written by hand; its counts must be the ones the training script measured.
const markdown = readFileSync(join(REPO_ROOT, "model/data/DATASHEET.md"), "utf8");
const { datasheet } = modelEvaluation;

/** Each Markdown table as its rows of trimmed cells (backticks dropped), the header row first. */
const tables = markdown
  .split(/\n\s*\n/)
  .filter((block) => block.startsWith("|"))
  .map((block) =>
    block
      .split("\n")
      .filter((line) => !/^\|\s*-/.test(line))
      .map((line) =>
        line
          .split("|")
          .slice(1, -1)
          .map((cell) => cell.trim().replaceAll("`", "")),
      ),
  );

/** The table whose header row is `header`, as a map from each row's first cell to the rest. */
function table(...header: string[]): Map<string, string[]> {
  const found = tables.find((rows) => rows[0]?.join("|") === header.join("|"));
  if (!found) throw new Error(`No table headed ${header.join(" | ")}.`);
  return new Map(found.slice(1).map((cells): [string, string[]] => [cells[0] ?? "", cells.slice(1)]));
}

/** 0.6933 → "69.3 %", rounded half up as the page's formatPercent does. */
const percent = (count: number, of: number) => `${(Math.round((count / of) * 1000) / 10).toFixed(1)} %`;

describe("model/data/DATASHEET.md", () => {
  it("gives the file's rows, columns and labels", () => {
    const rows = table("The file as it is, before any empty cell is filled", "");
    expect(rows.get("Applications")).toEqual([String(datasheet.rows)]);
    expect(rows.get("Columns")).toEqual([String(datasheet.columns.length)]);
    expect(rows.get("Approved by the lender (Y)")).toEqual([String(datasheet.label.approved)]);
    expect(rows.get("Refused by the lender (N)")).toEqual([String(datasheet.label.refused)]);
    expect(rows.get("Applications with an empty cell")).toEqual([String(datasheet.rowsWithAnEmptyCell)]);
  });

  it("lists exactly the columns with empty cells, with their counts", () => {
    expect([...table("Column", "Empty cells")]).toEqual(
      datasheet.emptyCells.filter((column) => column.rows > 0).map((column) => [column.column, [String(column.rows)]]),
    );
  });

  it("gives each category's values and each amount's range", () => {
    const values = table("Column", "Values");
    const amounts = table("Column", "Cells", "Smallest", "Median", "Largest");
    expect([...values.keys()]).toEqual(datasheet.values.map((entry) => entry.column));
    expect([...amounts.keys()]).toEqual(datasheet.numeric.map((entry) => entry.column));
    for (const { column, counts } of datasheet.values) {
      const listed = counts.map(
        (count) => `${count.value ?? "empty"} ${count.rows} (${percent(count.approved, count.rows)})`,
      );
      expect(values.get(column)).toEqual([listed.join(", ")]);
    }
    for (const summary of datasheet.numeric) {
      expect(amounts.get(summary.column)).toEqual(
        [summary.cells, summary.min, summary.median, summary.max].map((value) => String(value)),
      );
    }
  });

  it("states the limits with the same figures", () => {
    const text = markdown.replace(/\s+/g, " ");
    const women = datasheet.values.find((entry) => entry.column === "Gender")?.counts.find((c) => c.value === "Female");
    const single = datasheet.values.find((entry) => entry.column === "Married")?.counts.find((c) => c.value === "No");
    const credit = datasheet.emptyCells.find((entry) => entry.column === "Credit_History");
    expect(text).toContain(`for the ${datasheet.label.refused} refused applications`);
    expect(text).toContain(`every row is scored as age ${ASSUMED_AGE}`);
    expect(text).toContain(
      `Small: ${datasheet.rows} applications, ${women?.rows} of them from women and ${single?.rows} from applicants not married`,
    );
    expect(text).toContain(`\`Credit_History\` is empty in ${credit?.rows} rows`);
  });
});
