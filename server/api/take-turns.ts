/**
 * Long work shared fairly with everything else the server does: each `await takeTurn()` waits for a
 * turn of the event loop of its own. Awaiters are served one per turn, first come first served, so four
 * batches being scored at once run one slice per turn between them, with the server's other requests
 * (I/O) answered between every two slices, not after a round of four.
 */
const { setImmediate } = globalThis as { setImmediate?: (callback: () => void) => void };
// setImmediate on Node (it runs after pending I/O); setTimeout where there is none (Workers).
const later: (callback: () => void) => void = setImmediate ?? ((callback) => setTimeout(callback, 0));

const waiting: (() => void)[] = [];

function serveOne() {
  const next = waiting.shift();
  // Scheduled before `next` runs, so the following turn is its own (an immediate scheduled while
  // immediates run waits for the next turn of the loop).
  if (waiting.length > 0) later(serveOne);
  next?.();
}

export function takeTurn(): Promise<void> {
  return new Promise((resolve) => {
    waiting.push(resolve);
    if (waiting.length === 1) later(serveOne);
  });
}
