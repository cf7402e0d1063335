/** The words of the served model's verdict as a note embeds it (<ApplicantVerdict /> in an MDX note). */
export const loanEmbed = {
  caption: "Live: the served scorecard's verdict for one applicant",
  hint: "Change the income or the credit history: the verdict is computed in your browser, by the same code the API runs.",
  verdict: (verdict: string, score: number, max: number, probability: string) =>
    `${verdict}: ${score} of ${max} points, approval probability ${probability}`,
} as const;
