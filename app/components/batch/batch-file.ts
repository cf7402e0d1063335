import { formatNumber } from "#app/lib/format";

export type FileProblem = "wrongType" | "emptyFile" | "tooBig";

/**
 * What is wrong with a picked file before it is read, if anything: a name not ending in .csv (browsers
 * type CSV files inconsistently, e.g. application/vnd.ms-excel on Windows, so the name decides), no bytes,
 * or more than `maxBytes`.
 */
export function csvFileProblem(file: Pick<File, "name" | "size">, maxBytes: number): FileProblem | null {
  if (!/\.csv$/i.test(file.name)) return "wrongType";
  if (file.size === 0) return "emptyFile";
  if (file.size > maxBytes) return "tooBig";
  return null;
}

/** A count of rows as the site's language writes it: 100000 → "100,000". */
export function formatCount(value: number): string {
  return formatNumber(Math.round(value), { maximumFractionDigits: 0 });
}
