import { batchScoring } from "#app/words/loan-batch";

import { formatInteger } from "../format";
import { Pager, usePages } from "./batch-pager";
import type { BatchTable } from "./batch-table";

/** Every row that could not be scored, with its number and reason, a page at a time; never left out. */
export function BatchErrors({ table }: { table: BatchTable }) {
  const { errors } = table;
  const pages = usePages(errors.length, table);
  const title = batchScoring.errorsTitle(formatInteger(errors.length));
  return (
    <div>
      <h4 id="batch-errors-title" className="mb-2 font-semibold text-neutral-900">
        {title}
      </h4>
      {errors.length === 0 ? (
        <p className="text-sm text-neutral-700">{batchScoring.noErrors}</p>
      ) : (
        <ol aria-labelledby="batch-errors-title" className="flex flex-col gap-1 text-sm text-neutral-800">
          {errors.slice(pages.from, pages.to).map(({ row, reason }) => (
            <li key={row}>{batchScoring.errorLine(row, reason)}</li>
          ))}
        </ol>
      )}
      <Pager pages={pages} label={title} />
    </div>
  );
}
