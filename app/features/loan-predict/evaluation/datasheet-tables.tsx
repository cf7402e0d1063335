import { datasheetSection as copy } from "#app/content/loan-datasheet";
import type { ModelEvaluation } from "#model/card/parts";

import { formatInteger, formatPercent } from "../format";

type Datasheet = ModelEvaluation["datasheet"];

// The datasheet's tables: the file at a glance, its empty cells, each category's values, the amounts.

const cell = "px-2 py-2 text-right tabular-nums";
const head = "px-2 py-2 text-right font-medium";
const rowHead = "px-2 py-2 text-left font-medium text-slate-800";

/** An amount as the file holds it, with thousands separators: 81000 → "81,000", 3812.5 → "3,812.5". */
function formatAmount(value: number): string {
  const [whole = "", fraction] = String(value).split(".");
  return fraction ? `${formatInteger(Number(whole))}.${fraction}` : formatInteger(value);
}

export function Overview({ datasheet }: { datasheet: Datasheet }) {
  const share = (count: number) => ` (${formatPercent(count / datasheet.rows, 1)})`;
  const rows: [string, string][] = [
    [copy.overview.rows, formatInteger(datasheet.rows)],
    [copy.overview.columns, String(datasheet.columns.length)],
    [copy.overview.approved, formatInteger(datasheet.label.approved) + share(datasheet.label.approved)],
    [copy.overview.refused, formatInteger(datasheet.label.refused) + share(datasheet.label.refused)],
    [copy.overview.withEmpty, formatInteger(datasheet.rowsWithAnEmptyCell) + share(datasheet.rowsWithAnEmptyCell)],
  ];
  return (
    <table className="w-full text-sm">
      <caption className="mb-2 text-left font-medium text-slate-800">{copy.overviewCaption}</caption>
      <tbody>
        {rows.map(([name, value]) => (
          <tr key={name} className="border-b border-slate-100">
            <th scope="row" className={rowHead}>
              {name}
            </th>
            <td className={cell}>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function EmptyCells({ datasheet }: { datasheet: Datasheet }) {
  return (
    <table className="w-full text-sm">
      <caption className="mb-2 text-left font-medium text-slate-800">{copy.emptyCaption}</caption>
      <thead>
        <tr className="border-b border-slate-200 text-slate-700">
          <th scope="col" className="px-2 py-2 text-left font-medium">
            {copy.columns.column}
          </th>
          <th scope="col" className={head}>
            {copy.columns.empty}
          </th>
        </tr>
      </thead>
      <tbody>
        {datasheet.emptyCells
          .filter((column) => column.rows > 0)
          .map((column) => (
            <tr key={column.column} className="border-b border-slate-100">
              <th scope="row" className={`${rowHead} font-mono`}>
                {column.column}
              </th>
              <td className={cell}>{column.rows}</td>
            </tr>
          ))}
      </tbody>
    </table>
  );
}

export function Values({ datasheet }: { datasheet: Datasheet }) {
  return (
    <table className="w-full text-sm">
      <caption className="mb-2 text-left font-medium text-slate-800">{copy.valuesCaption}</caption>
      <thead>
        <tr className="border-b border-slate-200 text-slate-700">
          <th scope="col" className="px-2 py-2 text-left font-medium">
            {copy.columns.column}
          </th>
          <th scope="col" className="px-2 py-2 text-left font-medium">
            {copy.columns.values}
          </th>
        </tr>
      </thead>
      <tbody>
        {datasheet.values.map(({ column, counts }) => (
          <tr key={column} className="border-b border-slate-100">
            <th scope="row" className={`${rowHead} align-top font-mono`}>
              {column}
            </th>
            <td className="px-2 py-2 tabular-nums">
              {counts
                .map((count) =>
                  copy.value(count.value ?? copy.empty, count.rows, formatPercent(count.approved / count.rows, 1)),
                )
                .join(", ")}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function Amounts({ datasheet }: { datasheet: Datasheet }) {
  const columns = [copy.columns.cells, copy.columns.min, copy.columns.median, copy.columns.max];
  return (
    <table className="w-full text-sm">
      <caption className="mb-2 text-left font-medium text-slate-800">{copy.numericCaption}</caption>
      <thead>
        <tr className="border-b border-slate-200 text-slate-700">
          <th scope="col" className="px-2 py-2 text-left font-medium">
            {copy.columns.column}
          </th>
          {columns.map((name) => (
            <th key={name} scope="col" className={head}>
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {datasheet.numeric.map((summary) => (
          <tr key={summary.column} className="border-b border-slate-100">
            <th scope="row" className={`${rowHead} font-mono`}>
              {summary.column}
            </th>
            {[summary.cells, summary.min, summary.median, summary.max].map((value, i) => (
              <td key={columns[i]} className={cell}>
                {formatAmount(value)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
