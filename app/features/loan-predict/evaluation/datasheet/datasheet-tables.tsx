import { FiguresHeader } from "#app/components/charts/figures-header";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "#app/components/ui/table";
import { datasheetSection as copy } from "#app/words/loan/datasheet";
import type { ModelEvaluation } from "#model/card/parts";

import { formatInteger, formatPercent } from "../../format";

type Datasheet = ModelEvaluation["datasheet"];

// The datasheet's tables: the file at a glance, its empty cells, each category's values, the amounts.

const number = "text-right tabular-nums";
const rowHead = "text-neutral-800";

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
    <Table>
      <TableCaption>{copy.overviewCaption}</TableCaption>
      <TableBody>
        {rows.map(([name, value]) => (
          <TableRow key={name}>
            <TableHead scope="row" className={rowHead}>
              {name}
            </TableHead>
            <TableCell className={number}>{value}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function EmptyCells({ datasheet }: { datasheet: Datasheet }) {
  return (
    <Table>
      <TableCaption>{copy.emptyCaption}</TableCaption>
      <FiguresHeader first={copy.columns.column} figures={[copy.columns.empty]} />
      <TableBody>
        {datasheet.emptyCells
          .filter((column) => column.rows > 0)
          .map((column) => (
            <TableRow key={column.column}>
              <TableHead scope="row" className={`${rowHead} font-mono`}>
                {column.column}
              </TableHead>
              <TableCell className={number}>{column.rows}</TableCell>
            </TableRow>
          ))}
      </TableBody>
    </Table>
  );
}

export function Values({ datasheet }: { datasheet: Datasheet }) {
  return (
    <Table>
      <TableCaption>{copy.valuesCaption}</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">{copy.columns.column}</TableHead>
          <TableHead scope="col">{copy.columns.values}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {datasheet.values.map(({ column, counts }) => (
          <TableRow key={column}>
            <TableHead scope="row" className={`${rowHead} align-top font-mono`}>
              {column}
            </TableHead>
            <TableCell className="tabular-nums">
              {counts
                .map((count) =>
                  copy.value(count.value ?? copy.empty, count.rows, formatPercent(count.approved / count.rows, 1)),
                )
                .join(", ")}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function Amounts({ datasheet }: { datasheet: Datasheet }) {
  const columns = [copy.columns.cells, copy.columns.min, copy.columns.median, copy.columns.max];
  return (
    <Table>
      <TableCaption>{copy.numericCaption}</TableCaption>
      <FiguresHeader first={copy.columns.column} figures={columns} />
      <TableBody>
        {datasheet.numeric.map((summary) => (
          <TableRow key={summary.column}>
            <TableHead scope="row" className={`${rowHead} font-mono`}>
              {summary.column}
            </TableHead>
            {[summary.cells, summary.min, summary.median, summary.max].map((value, i) => (
              <TableCell key={columns[i]} className={number}>
                {formatAmount(value)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
