/**
 * Prints a finding about the owner's content. In GitHub Actions it becomes an annotation, shown on the run's
 * summary page rather than buried in a step's log.
 */
export function annotate(level: "warning" | "error", message: string): void {
  const github = process.env.GITHUB_ACTIONS === "true";
  const line = github ? `::${level} title=Your content::${message}` : `${level === "error" ? "✗" : "⚠"} ${message}`;
  if (level === "error") console.error(line);
  else console.warn(line);
}
