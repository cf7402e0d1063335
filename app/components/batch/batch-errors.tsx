import { formatCount } from "./batch-file";
import { Pager, usePages } from "./batch-pager";
import type { BatchWords } from "./batch-words";
import type { BatchTableBase } from "./use-batch-scoring";

/** Every row that could not be scored, with its number and reason, a page at a time; never left out. */
export function BatchErrors({ table, words }: { table: BatchTableBase; words: BatchWords }) {
  const { errors } = table;
  const pages = usePages(errors.length, table);
  const title = words.errorsTitle(formatCount(errors.length));
  return (
    <div>
      <h4 id="batch-errors-title" className="mb-2 font-semibold text-neutral-900">
        {title}
      </h4>
      {errors.length === 0 ? (
        <p className="text-sm text-neutral-700">{words.noErrors}</p>
      ) : (
        <ol aria-labelledby="batch-errors-title" className="flex flex-col gap-1 text-sm text-neutral-800">
          {errors.slice(pages.from, pages.to).map(({ row, reason }) => (
            <li key={row}>{words.errorLine(row, reason)}</li>
          ))}
        </ol>
      )}
      <Pager pages={pages} label={title} words={words.pager} />
    </div>
  );
}
