/**
 * One thing wrong with an owner's file: where, when it is one place (test.csv: a 1-based line and a column's
 * name; the refinement: the key's path, e.g. fields.age.bounds), and what to do.
 */
export type DataProblem = { line?: number; column?: string; key?: string; message: string };

/** At most this many problems are listed in one error: a file with one mistake per row would list them all. */
const LISTED = 10;

function where(problem: DataProblem): string {
  const parts = [
    problem.line === undefined ? "" : `line ${problem.line}`,
    problem.column === undefined ? "" : `column "${problem.column}"`,
    problem.key === undefined ? "" : `${problem.key}`,
  ].filter(Boolean);
  return parts.length > 0 ? `${parts.join(", ")}: ` : "";
}

/**
 * A build error in an owner's data or refinement file (its held-out rows, its refinement): the file, then each problem with
 * its line and column, so the owner can fix them all in one pass. The build stops on it.
 */
export class KitDataError extends Error {
  readonly file: string;
  readonly problems: readonly DataProblem[];

  constructor(file: string, problems: readonly DataProblem[]) {
    const listed = problems.slice(0, LISTED).map((problem) => `  ${where(problem)}${problem.message}`);
    const more = problems.length > LISTED ? [`  … and ${problems.length - LISTED} more like these.`] : [];
    super(
      `${file}: ${problems.length === 1 ? "1 problem" : `${problems.length} problems`}\n${[...listed, ...more].join("\n")}`,
    );
    this.name = "KitDataError";
    this.file = file;
    this.problems = problems;
  }
}
