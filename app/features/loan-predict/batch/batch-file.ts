/** The most rows, and bytes, a file may have to be scored in the browser (the API takes 10,000 rows). */
export const BROWSER_BATCH_MAX_ROWS = 200_000;
export const BROWSER_BATCH_MAX_BYTES = 32 * 1024 * 1024;

export type FileProblem = "wrongType" | "emptyFile" | "tooBig";

/**
 * What is wrong with a picked file before it is read, if anything: a name not ending in .csv (browsers
 * type CSV files inconsistently, e.g. application/vnd.ms-excel on Windows, so the name decides), no bytes,
 * or more than BROWSER_BATCH_MAX_BYTES.
 */
export function fileProblem(file: Pick<File, "name" | "size">): FileProblem | null {
  if (!/\.csv$/i.test(file.name)) return "wrongType";
  if (file.size === 0) return "emptyFile";
  if (file.size > BROWSER_BATCH_MAX_BYTES) return "tooBig";
  return null;
}
