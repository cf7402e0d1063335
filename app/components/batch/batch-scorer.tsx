import { type DragEvent, type ReactNode, useId, useRef, useState } from "react";
import { flushSync } from "react-dom";

import { Button } from "#app/components/ui/button";
import { cn } from "#app/lib/utils";

import { formatCount } from "./batch-file";
import { statusText } from "./batch-status";
import type { BatchWords } from "./batch-words";
import { type BatchScoringOptions, type BatchTableBase, useBatchScoring } from "./use-batch-scoring";

type BatchScorerProps<Table extends BatchTableBase> = BatchScoringOptions<Table> & {
  words: BatchWords;
  /** What the file must hold, and the limits: under the file input, which it describes. */
  hint: string;
  /** The page's limit on a file, in MiB, named when a file passes it. */
  maxMiB: number;
  /** A file to try: its address (a data: URL needs `fileName` to be saved as one) and what it holds. */
  sample: { href: string; fileName?: string; note: string } | null;
  /** The results of the last file scored in full. */
  results: (fileName: string, table: Table) => ReactNode;
};

/**
 * Batch scoring in the browser, the same for every page that has it (the loan demo, a model's page): pick or drop a
 * CSV, press Score, watch the progress (Cancel stops the worker), then read and download the answers for every row.
 * The page gives the worker, its words and its results; `createWorker` is a fake in tests.
 */
export function BatchScorer<Table extends BatchTableBase>({
  words,
  hint,
  maxMiB,
  sample,
  results,
  ...scoring
}: BatchScorerProps<Table>) {
  const { state, start, cancel } = useBatchScoring(scoring);
  const input = useRef<HTMLInputElement>(null);
  const [noFile, setNoFile] = useState(false);
  const [dragging, setDragging] = useState(false);
  const id = useId();
  const { running, result, notice } = state;
  // Score and Cancel are two buttons in one place: when the one pressed goes, focus moves to the other.
  const action = useRef<HTMLButtonElement>(null);
  const problem = noFile || (!running && notice !== null && notice.kind !== "cancelled");

  function score(file: File | undefined) {
    setNoFile(!file);
    if (file) start(file);
  }

  /** Runs `change` and renders it at once, then gives focus back to the button in its place if it had it. */
  function keepingFocus(change: () => void) {
    const hadFocus = document.activeElement === action.current;
    flushSync(change);
    if (hadFocus) action.current?.focus();
  }

  // A form action, not a submit handler: React's prerendered script holds a submission made before the code
  // came and replays it once the section is hydrated; the file picked is still in the input then. (React
  // empties the form after an action: the results name the file.)
  function submit() {
    keepingFocus(() => score(input.current?.files?.[0]));
  }

  function drop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    const { files } = event.dataTransfer;
    if (files.length === 0 || running) return;
    if (input.current) input.current.files = files;
    score(files[0]);
  }

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 rounded-2xl border border-neutral-200 bg-white p-6 shadow-sm">
      <form
        action={submit}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        className={cn(
          "flex flex-col gap-3 rounded-xl border-2 border-dashed border-neutral-300 p-4",
          dragging && "border-accent-600 bg-accent-50",
        )}
      >
        <label htmlFor={`${id}-file`} className="font-semibold text-neutral-900">
          {words.fileLabel}
        </label>
        <input
          ref={input}
          id={`${id}-file`}
          type="file"
          accept=".csv,text/csv"
          disabled={running !== null}
          aria-describedby={`${id}-hint ${id}-status`}
          aria-invalid={problem || undefined}
          onChange={() => setNoFile(false)}
          className="text-sm text-neutral-800 file:mr-3 file:rounded-lg file:border file:border-neutral-300 file:bg-white file:px-3 file:py-2 file:font-semibold file:text-neutral-900 hover:file:bg-neutral-100"
        />
        <p id={`${id}-hint`} className="text-sm text-neutral-700">
          {hint}
        </p>
        {sample && (
          <p className="text-sm text-neutral-700">
            <a
              href={sample.href}
              download={sample.fileName ?? true}
              className="font-semibold text-accent-700 underline hover:text-accent-800"
            >
              {words.sample}
            </a>{" "}
            ({sample.note})
          </p>
        )}
        <div className="flex flex-wrap gap-3">
          {/* Keyed apart: were React to turn one <button> from Cancel into Score during the click, the
              browser would go on to submit the form with it and start the file again. */}
          {running ? (
            <Button key="cancel" ref={action} variant="outline" onClick={() => keepingFocus(cancel)}>
              {words.cancel}
            </Button>
          ) : (
            <Button key="score" ref={action} type="submit">
              {words.score}
            </Button>
          )}
        </div>
      </form>
      {running && running.total > 0 && (
        <div className="flex flex-col gap-2">
          <label htmlFor={`${id}-progress`} className="text-sm tabular-nums text-neutral-800">
            {words.progress(formatCount(running.scored), formatCount(running.total))}
          </label>
          <progress id={`${id}-progress`} max={running.total} value={running.scored} className="h-3 w-full" />
        </div>
      )}
      <p
        id={`${id}-status`}
        role="status"
        className={cn(
          "min-h-5 text-sm",
          problem ? "font-semibold text-danger-800" : "text-neutral-800",
          running && running.total > 0 && "sr-only",
        )}
      >
        {statusText(state, noFile, words, maxMiB)}
      </p>
      {result && results(result.fileName, result.table)}
    </div>
  );
}
