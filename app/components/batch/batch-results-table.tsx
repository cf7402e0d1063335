import type { ReactNode } from "react";

import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "#app/components/ui/table";
import { cn } from "#app/lib/utils";

import { Pager, usePages } from "./batch-pager";
import type { BatchWords } from "./batch-words";
import type { BatchTableBase } from "./use-batch-scoring";

const cell = "px-3";

type BatchResultsTableProps<Table extends BatchTableBase> = {
  table: Table;
  caption: string;
  /** The columns' names, the row number's first. */
  columns: readonly string[];
  /** A scored row's cells after its number (one per column but the first), or null for a row not scored. */
  cells: (table: Table, row: number) => ReactNode[] | null;
  words: BatchWords;
};

/** Every row, a page at a time: the page's answers for it, or why it was not scored. */
export function BatchResultsTable<Table extends BatchTableBase>({
  table,
  caption,
  columns,
  cells,
  words,
}: BatchResultsTableProps<Table>) {
  const pages = usePages(table.total, table);
  const reasons = new Map(table.errors.map(({ row, reason }) => [row, reason]));
  const rows = Array.from({ length: pages.to - pages.from }, (_, index) => pages.from + index + 1);
  return (
    <div>
      {/* Scrolls sideways on narrow screens, so it takes focus to be scrollable by keyboard. */}
      <div role="region" aria-labelledby="batch-table-caption" tabIndex={0} className="overflow-x-auto">
        <Table>
          <TableCaption id="batch-table-caption" className="font-normal text-neutral-700">
            {caption}
          </TableCaption>
          <TableHeader>
            <TableRow>
              {columns.map((name) => (
                <TableHead key={name} scope="col" className={cell}>
                  {name}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody className="tabular-nums text-neutral-900">
            {rows.map((row) => {
              const answers = cells(table, row);
              return (
                <TableRow key={row}>
                  <TableHead scope="row" className={cell}>
                    {row}
                  </TableHead>
                  {answers === null ? (
                    <TableCell colSpan={columns.length - 1} className={cn(cell, "text-neutral-700")}>
                      {words.notScored(reasons.get(row) ?? "")}
                    </TableCell>
                  ) : (
                    answers.map((answer, index) => (
                      <TableCell key={index} className={cell}>
                        {answer}
                      </TableCell>
                    ))
                  )}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </div>
      <Pager pages={pages} label={caption} words={words.pager} />
    </div>
  );
}
