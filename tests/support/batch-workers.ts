import { act, screen } from "@testing-library/react";

import type { BatchWorker } from "#app/components/batch/use-batch-scoring";
import type { BatchMessage } from "#model/batch/run-batch";

// The batch scorer's component tests (components/batch/batch-scorer.tsx, on the loan demo's page and a model's):
// workers the test speaks for.

/** A worker the test speaks for: what the page posted, whether it was terminated, and a way to answer. */
export function fakeWorkers<Table>() {
  const made: (BatchWorker<Table> & {
    posted: unknown[];
    terminated: boolean;
    send: (message: BatchMessage<Table>) => void;
  })[] = [];
  const create = () => {
    const worker = {
      posted: [] as unknown[],
      terminated: false,
      onmessage: null as BatchWorker<Table>["onmessage"],
      onerror: null as BatchWorker<Table>["onerror"],
      postMessage(message: unknown) {
        this.posted.push(message);
      },
      terminate() {
        this.terminated = true;
      },
      send(message: BatchMessage<Table>) {
        act(() => this.onmessage?.(new MessageEvent("message", { data: message })));
      },
    };
    made.push(worker);
    return worker;
  };
  return { made, create };
}

/** The batch summary's figures as a reader finds them: each term of the page's description lists, with its value. */
export function summaryFigures(): Record<string, string | undefined> {
  return Object.fromEntries(
    screen.getAllByRole("term").map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );
}
