// Long enough for the browser to start saving the file; FileSaver.js waits 40 s before revoking too.
const REVOKE_AFTER_MS = 40_000;

/** The name results are saved under: "loans.csv" → "loans-scored.csv". */
export function scoredFileName(fileName: string): string {
  return `${fileName.replace(/\.csv$/i, "")}-scored.csv`;
}

/** Saves CSV text as `fileName` through a Blob and an object URL: nothing is sent anywhere. */
export function downloadCsv(fileName: string, text: string): void {
  const blob = new Blob([text], { type: "text/csv;charset=utf-8" });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
