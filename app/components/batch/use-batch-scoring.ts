import { useEffect, useRef, useState } from "react";

import type { BatchMessage } from "#model/batch/run-batch";

import type { FileProblem } from "./batch-file";

/** Every page's table of results has its row count and the rows it could not score, in row order. */
export type BatchTableBase = { total: number; errors: { row: number; reason: string }[] };

/** The worker's side of the page's conversation: the page posts it the File. Tests pass a fake. */
export type BatchWorker<Table = unknown> = Pick<Worker, "terminate"> & {
  postMessage: (file: File) => void;
  onmessage: ((event: MessageEvent<BatchMessage<Table>>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
};

export type BatchRun = { fileName: string; scored: number; total: number };

/** The last thing that happened to a file that did not end with results. */
export type BatchNotice =
  | { kind: "problem"; fileName: string; problem: FileProblem }
  | { kind: "failed"; fileName: string; message: string }
  | { kind: "cancelled"; run: BatchRun };

export type BatchState<Table = BatchTableBase> = {
  running: BatchRun | null;
  /** The last file scored in full: kept while another is scored, cancelled or refused. */
  result: { fileName: string; table: Table } | null;
  notice: BatchNotice | null;
};

export type BatchScoringOptions<Table> = {
  createWorker: () => BatchWorker<Table>;
  /** What is wrong with a file before it is read, if anything (batch-file.ts's csvFileProblem at the page's limit). */
  fileProblem: (file: File) => FileProblem | null;
  /** The failure shown when the worker cannot run at all and says nothing more. */
  workerFailed: string;
};

/** Scores files in a worker, one at a time: start, progress, cancel (the worker is terminated), results. */
export function useBatchScoring<Table>({ createWorker, fileProblem, workerFailed }: BatchScoringOptions<Table>) {
  const [state, setState] = useState<BatchState<Table>>({ running: null, result: null, notice: null });
  const worker = useRef<BatchWorker<Table> | null>(null);

  function stop() {
    worker.current?.terminate();
    worker.current = null;
  }
  useEffect(() => stop, []);

  function start(file: File) {
    stop();
    const problem = fileProblem(file);
    if (problem) {
      setState((previous) => ({
        ...previous,
        running: null,
        notice: { kind: "problem", fileName: file.name, problem },
      }));
      return;
    }
    const current = createWorker();
    worker.current = current;
    const fileName = file.name;
    setState((previous) => ({ ...previous, running: { fileName, scored: 0, total: 0 }, notice: null }));
    const finish = (next: (previous: BatchState<Table>) => BatchState<Table>) => {
      if (worker.current !== current) return; // a message from a worker already cancelled
      stop();
      setState(next);
    };
    current.onmessage = ({ data }) => {
      if (worker.current !== current) return;
      if (data.type === "progress") {
        setState((previous) => ({ ...previous, running: { fileName, scored: data.scored, total: data.total } }));
      } else if (data.type === "done") {
        finish(() => ({ running: null, result: { fileName, table: data.table }, notice: null }));
      } else {
        finish((previous) => ({
          ...previous,
          running: null,
          notice: { kind: "failed", fileName, message: data.message },
        }));
      }
    };
    current.onerror = (event) => {
      const message = event.message || workerFailed;
      finish((previous) => ({ ...previous, running: null, notice: { kind: "failed", fileName, message } }));
    };
    current.postMessage(file);
  }

  function cancel() {
    stop();
    setState((previous) =>
      previous.running
        ? { ...previous, running: null, notice: { kind: "cancelled", run: previous.running } }
        : previous,
    );
  }

  return { state, start, cancel };
}
