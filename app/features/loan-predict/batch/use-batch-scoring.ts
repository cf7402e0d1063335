import { useEffect, useRef, useState } from "react";

import { batchScoring } from "#app/words/loan-batch";

import { type FileProblem, fileProblem } from "./batch-file";
import type { BatchMessage } from "./batch-run";
import type { BatchTable } from "./batch-table";

/** The worker's side of the page's conversation: tests pass a fake. */
export type BatchWorker = Pick<Worker, "postMessage" | "terminate"> & {
  onmessage: ((event: MessageEvent<BatchMessage>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
};

export function createBatchWorker(): BatchWorker {
  // Written out in full here so Vite finds it and bundles the worker as its own script.
  return new Worker(new URL("./batch-worker.ts", import.meta.url), { type: "module" });
}

export type BatchRun = { fileName: string; scored: number; total: number };

/** The last thing that happened to a file that did not end with results. */
export type BatchNotice =
  | { kind: "problem"; fileName: string; problem: FileProblem }
  | { kind: "failed"; fileName: string; message: string }
  | { kind: "cancelled"; run: BatchRun };

export type BatchState = {
  running: BatchRun | null;
  /** The last file scored in full: kept while another is scored, cancelled or refused. */
  result: { fileName: string; table: BatchTable } | null;
  notice: BatchNotice | null;
};

const IDLE: BatchState = { running: null, result: null, notice: null };

/** Scores files in a worker, one at a time: start, progress, cancel (the worker is terminated), results. */
export function useBatchScoring(createWorker: () => BatchWorker = createBatchWorker) {
  const [state, setState] = useState<BatchState>(IDLE);
  const worker = useRef<BatchWorker | null>(null);

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
    const finish = (next: (previous: BatchState) => BatchState) => {
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
      const message = event.message || batchScoring.workerFailed;
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
