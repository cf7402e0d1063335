import { csvFileProblem, type FileProblem } from "#app/components/batch/batch-file";

/** The most rows, and bytes, a file may have to be scored in the browser (the API takes 10,000 rows). */
export const BROWSER_BATCH_MAX_ROWS = 200_000;
export const BROWSER_BATCH_MAX_BYTES = 32 * 1024 * 1024;

/** What is wrong with a picked file of applications before it is read (csvFileProblem, at the browser's limit). */
export function fileProblem(file: Pick<File, "name" | "size">): FileProblem | null {
  return csvFileProblem(file, BROWSER_BATCH_MAX_BYTES);
}
