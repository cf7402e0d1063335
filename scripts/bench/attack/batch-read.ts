/**
 * `npx tsx scripts/bench/attack/batch-read.ts`: how long the batch reader (model/batch/parse.ts) takes over the
 * worst files docs/security.md names, read in this process without a server: a 2 MiB quoted cell of control
 * characters, 10,000 rows padded to 2 MiB, and 1,000,000 one-cell lines (only counted, then refused). Medians of 7,
 * with the fastest and the slowest, as the machine's load moves them.
 */
import { readBatchCsv } from "#model/batch/parse";
import { EXAMPLE_APPLICATION } from "#model/example-application";

const RUNS = 7;
const header = Object.keys(EXAMPLE_APPLICATION).join(",");
const row = Object.values(EXAMPLE_APPLICATION).join(",");

const FILES: Record<string, string> = {
  // 2 + 3 × 699,050 characters in one quoted cell: the case that took the old reader 3.8 s.
  "a 2 MiB quoted cell": [header, row, `"${"\u0001\n\t".repeat(699_050)}",${row}`, row].join("\n"),
  "10,000 rows padded to 2 MiB": [
    `${header},Note`,
    ...Array.from({ length: 10_000 }, () => `${row},${"p".repeat(160)}`),
  ].join("\n"),
  "1,000,000 one-cell lines": [header, ...Array.from({ length: 1_000_000 }, () => "1")].join("\n"),
};

/**
 * The reading pass alone, as the endpoint makes it before scoring: one look per character, each row kept as
 * slices (a row's values are checked as it is scored, in slices of their own). A file past the row limit
 * throws once its lines are counted, as for the 413.
 */
function read(text: string): void {
  try {
    readBatchCsv(text);
  } catch {
    // Refused after counting its rows.
  }
}

for (const [name, text] of Object.entries(FILES)) {
  const times = Array.from({ length: RUNS }, () => {
    const started = performance.now();
    read(text);
    return performance.now() - started;
  }).sort((a, b) => a - b);
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.log(
    `${name} (${text.length.toLocaleString("en-US")} characters): median ${ms(times[RUNS >> 1]!)}, ${ms(times[0]!)}–${ms(times.at(-1)!)}`,
  );
}
