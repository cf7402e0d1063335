/**
 * Every word of the loan prediction page but the form's and the verdicts' (form.ts). Figures are never typed
 * here: accuracy, dataset sizes and timings come from the model card or from measurements, passed in where a
 * sentence needs them.
 */
export const loanPage = {
  metaTitle: "Loan Approval Prediction | AI Project Demo",
  metaDescription:
    "Try two loan approval models side by side: a transparent, hand-written scorecard and a logistic regression trained in TypeScript on public data, with their reasons, ROC curves, calibration and fairness.",
  eyebrow: "Interactive demo",
  title: "Loan Default Prediction",
  subtitle: "Test our AI model to predict loan approval probability",
  labelNote:
    "What the models predict: whether the lender approved the loan, as its past decisions record. Not whether a loan was repaid or defaulted.",
  backLink: "Back to portfolio",
} as const;

export const loanToasts = {
  missing: { title: "Missing fields", description: "Please fill in all required fields" },
  random: { title: "Random data generated", description: "Form filled with random values" },
  completed: "Prediction completed",
  approved: (score: number) => `Loan approved (Score: ${score})`,
  rejected: (score: number) => `Loan rejected (Score: ${score})`,
  errorTitle: "Error",
  error: (message: string) => `Failed to get prediction: ${message}`,
  /** The {message} above when the API answers but not as agreed. */
  unreadable: "the API sent an answer this page does not understand",
  status: (status: number) => `the API answered with status ${status}`,
};

/** Recourse: the smallest changes that would turn a rejection into an approval (numbers from model/recourse/recourse.ts). */
export const loanRecourse = {
  title: "What would turn it into an approval",
  intro:
    "The smallest changes to credit history, loan amount or income, each option enough on its own, the least effort first: effort is the larger of the relative changes to the loan and to the income. Options that need a good credit history come last and are marked, since a credit history takes months or years of repayments to build. Sex, age and marital status are never suggested.",
  bounds: (incomeAtMost: string, multiple: number, highestIncome: string, smallestLoan: string) =>
    `Within these bounds: a monthly income of at most ${incomeAtMost} (${multiple} times yours, a rule of this demo, or the dataset's highest, ${highestIncome}, whichever is smaller) and a loan of at least ${smallestLoan} (thousand), the dataset's smallest.`,
  notQuick: "Not a quick change",
  models: { scorecard: "Scorecard", trained: "Trained model" },
  none: "Nothing within these bounds turns this verdict: no smaller loan, higher income or better credit history, alone or together, changes it.",
  or: "or",
  and: " and ",
  creditHistory: "a good credit history",
  loanAmount: (thousands: string) => `a loan of at most ${thousands} (thousand)`,
  income: (monthly: string) => `a monthly income of at least ${monthly}`,
} as const;

export const modelSection = {
  title: "About the Model",
  whatTitle: "What the model is",
  what: (threshold: number) =>
    `The verdict comes from a hand-written scorecard, not a trained model: its rules and points come from the first version of this demo, written by hand as a lending rule of thumb and never fitted to data. Each rule adds points for one part of the application (credit history, the income-to-loan ratio, education, marital status, age, property area and employment type), and an application scoring ${threshold} or more is approved. Beside it runs a logistic regression that this project trains in TypeScript on the public dataset below. The same TypeScript modules answer in the API and, when the API is unreachable, in your browser, so the two give the same verdicts, and the scorecard's can be explained rule by rule.`,
  evaluationTitle: "How it was evaluated",
  evaluation: (dataset: string, rows: number, evaluated: number) =>
    `The scorecard was run over a public dataset, ${dataset}: ${evaluated} of its ${rows} labelled applications were scored and compared with the lender's real decisions.`,
  excludedTitle: "Left out",
  excludedLine: (rows: number, reason: string) => `${rows} rows: ${reason}`,
  mappingTitle: "How the form's fields map to the dataset",
  mappingEmpty: "The field mapping appears here once the evaluation has been run.",
  matrixTitle: "Confusion matrix",
  matrixCaption: "Scorecard verdicts against the lender's real decisions",
  predictedApproved: "Predicted approved",
  predictedRejected: "Predicted rejected",
  actualApproved: "Actually approved",
  actualRejected: "Actually rejected",
  cellNames: {
    truePositive: "true positives",
    falseNegative: "false negatives",
    falsePositive: "false positives",
    trueNegative: "true negatives",
  },
  servedTitle: "Which trained model answers",
  versionsTitle: "Versions",
  versions:
    "Each version is the model's name and the first 12 digits of a SHA-256 hash of everything that changes an answer (rules or weights, preprocessing, cut, calibration, the refits behind its intervals, the data's limits and the warnings' thresholds): retrain it or move a threshold, and the version changes. Every answer shows it beside its probability, and the API returns it with every answer, at GET /api/model and at GET /api/health.",
  dataTitle: "Where the data ends",
  data: (threshold: string, above: number, rows: number, flagged: number, share: string, allowed: string) =>
    `An application is outside the data when its leverage under the trained model's design (how far its amounts and choices lie, together, from the applicants the model learnt from) is above ${threshold}, a limit ${above} of the ${rows} applicants in the data pass, or when no applicant in the data had its combination of credit history, education, property area and employment. Then the trained model gives no verdict, and the scorecard keeps its own, with the same warning. Run on the data's own applicants, the checks flag ${flagged} of ${rows} (${share}), within the ${allowed} they were set for. A combination of the five choices that no applicant had, sex and marital status included, only warns: the trained model reads neither.`,
  baselinesTitle: "Compared with honest baselines",
  baselinesNote:
    "Both models are set against three baselines (always approve; credit history alone, as a rule and as a logistic regression) in the cross-validation table further down, in the same splits, every accuracy, ROC AUC and Brier score with its 95 % interval.",
  datasetHash: "Dataset SHA-256",
} as const;

export const showcase = {
  title: "AI Project Showcase",
  intro:
    "A small, end-to-end decision system: a hand-written scorecard and a logistic regression trained in TypeScript, both evaluated on a public dataset, served by a typed HTTP API and explained right here in the page. Every figure below is measured, not claimed.",
  stats: {
    accuracy: "Accuracy",
    accuracyNote: (rows: number, low: string, high: string, scorecard: string) =>
      `The trained model, cross-validated on ${rows} public applications (split-to-split 95 % interval ${low} to ${high}); the scorecard: ${scorecard}`,
    responseTime: "Response time",
    responseTimeNote: "Your last live API call",
    features: "Features",
    featuresNote: "Fields on the application form",
    apiStatus: "API status",
    apiStatusNote: "GET /api/health",
  },
  notMeasured: "—",
  milliseconds: (ms: number) => `${ms} ms`,
  health: { checking: "Checking…", live: "Live", offline: "Offline" },
} as const;

export const techStack = {
  title: "Technology Stack",
  intro: "What this demo really runs on: TypeScript from the model to the page, and no Python anywhere.",
  items: [
    { name: "TypeScript", detail: "Strict types from the models to the page" },
    { name: "Hand-written scorecard", detail: "Its rules, point by point" },
    { name: "Logistic regression, own IRLS solver", detail: "Trained and cross-validated by npm run model:train" },
    { name: "React 19, React Router 8, Tailwind CSS", detail: "Every page prerendered to static HTML, then hydrated" },
    { name: "Hono on Node.js and Cloudflare Workers", detail: "One API app for the predictions and health check" },
    { name: "zod", detail: "One schema validates the form and the API body" },
    { name: "Hand-drawn SVG charts", detail: "ROC, cuts and calibration without a chart library" },
    { name: "Vitest and Playwright", detail: "Unit, component and browser tests" },
  ],
} as const;

export const howItWorks = {
  title: "How It Works",
  steps: [
    {
      title: "Describe the applicant",
      text: "Fill in nine fields, or let Random Data create a plausible applicant for you.",
    },
    {
      title: "Ask both models",
      text: "The form is validated, then sent to the API, which answers with the scorecard's points and the trained logistic regression's probability. If the API is offline or busy, your browser runs the very same two models.",
    },
    {
      title: "Read and question the verdict",
      text: "See the scorecard's Approved or Rejected with its reasons, the trained model's probability and whether the two agree, and for a rejection the smallest changes within the stated bounds that would turn it, or that none would.",
    },
  ],
} as const;

export const keyFeatures = {
  title: "Key Features",
  items: [
    {
      title: "Explainable",
      text: "The scorecard's verdict shows the points each of its rules gave and what cost the most, the trained model's its probability, and for a rejection each says what would turn it.",
    },
    {
      title: "Measured",
      text: "Both models cross-validated, repeatedly, on a public dataset (accuracy, ROC AUC, calibration and fairness, each with its uncertainty), and set against honest baselines.",
    },
    { title: "Resilient", text: "When the API cannot be reached or is busy, the same two models run in your browser." },
    { title: "Validated", text: "The form and the API share one schema, so bad input is refused the same way." },
    {
      title: "Accessible",
      text: "Native form controls, a threshold slider that works by keyboard, and a text summary of every chart.",
    },
    {
      title: "Light",
      text: "Prerendered HTML, hand-drawn SVG charts, and chart code and data that load only as you scroll to them.",
    },
  ],
} as const;

export const projectImpact = {
  title: "Project Impact",
  items: [
    {
      title: "Decisions people can question",
      text: "A rejected applicant sees which factors held the score back and the smallest changes to credit history, loan size or income, within the stated bounds, that would turn the verdict (or that none would), instead of a bare no.",
    },
    {
      title: "Honest numbers",
      text: "Every figure and chart that evaluates the models or describes the data is written by a training script from public data, and a test fails when they go stale; the verdicts, what-if curves, response time and API status are computed live. A hand-written scorecard is compared with a trained model, not dressed up as one.",
    },
    {
      title: "Fairness in plain view",
      text: "Approval rates by sex and marital status, under both models, sit next to the accuracy, so a reader can weigh one against the other.",
    },
  ],
} as const;

export const closingCard = {
  title: "Ready to try another applicant?",
  text: "Change a field or generate random data, and watch how each rule moves the score.",
  button: "Back to the form",
} as const;
