/** Copy for the About section (the timeline and stats have files of their own). */
export const aboutContent = {
  eyebrow: "Get to know me",
  title: "About Me",
  /** One string per paragraph. */
  bio: [
    "I'm a London-based AI/ML engineer who turns messy data and open questions into models people can trust. Over the past three years I've shipped GenAI assistants, forecasting and risk models, and the pipelines behind them, working closely with engineers, analysts and stakeholders so the results get used, not just demoed.",
  ],
  principles: [
    "Start from the decision the model supports",
    "Measure before launch and keep measuring after",
    "Ship small, monitor, and iterate",
  ],
} as const;
