/**
 * Every word of the loan prediction page. Figures are never typed here: accuracy, dataset sizes and
 * timings come from the model card or from measurements, passed in where a sentence needs them.
 */
import { EXAMPLE_APPLICATION } from "#model/example-application";
import type { LoanApplication } from "#model/schema";

export const loanPage = {
  metaTitle: "Loan Default Prediction | AI Project Demo",
  metaDescription:
    "Try a transparent loan approval scorecard: fill in an application, get a verdict with its reasons, and see how the model was evaluated.",
  eyebrow: "Interactive demo",
  title: "Loan Default Prediction",
  subtitle: "Test our AI model to predict loan approval probability",
  backLink: "Back to portfolio",
} as const;

export const loanForm = {
  title: "Loan Application Details",
  description: "Fill in the details or generate random data to test the model",
  placeholder: "Select…",
  labels: {
    Gender: "Gender",
    Age: "Age (years)",
    Income: "Monthly income",
    Married: "Married",
    LoanAmount: "Loan amount (thousands)",
    Credit_History: "Credit history",
    Education: "Education",
    Property_Area: "Property area",
    Self_Employed: "Self-employed",
  } satisfies Record<keyof LoanApplication, string>,
  creditHistoryOptions: [
    { value: 1, label: "1 = Good" },
    { value: 0, label: "0 = Poor" },
  ],
  randomButton: "Random Data",
  predictButton: "Predict",
  predictingButton: "Predicting...",
} as const;

export const loanToasts = {
  missing: { title: "Missing fields", description: "Please fill in all required fields" },
  random: { title: "Random data generated", description: "Form filled with random values" },
  completed: "Prediction completed",
  approved: (score: number) => `Loan approved (Score: ${score})`,
  rejected: (score: number) => `Loan rejected (Score: ${score})`,
  errorTitle: "Error",
  error: (message: string) => `Failed to get prediction: ${message}`,
};

export const loanResult = {
  title: "Prediction Result",
  placeholder: "Fill the form and click Predict to see the AI model's decision",
  approved: { verdict: "Approved", summary: "Loan likely to be approved" },
  rejected: { verdict: "Rejected", summary: "Loan likely to be rejected" },
  score: (score: number, max: number) => `Score: ${score} / ${max}`,
  threshold: (threshold: number) => `Approved from ${threshold} points`,
  probability: "Approval probability",
  sourceApi: (ms: number) => `Computed by the live API in ${ms} ms`,
  sourceBrowser: "Computed in your browser (API offline)",
  explanation: "How the score was built",
  reasons: "What cost the most points",
  reasonLine: (label: string, points: number, maxPoints: number) =>
    `${label}: ${points} of ${maxPoints} points (−${maxPoints - points})`,
};

export const modelSection = {
  title: "About the Model",
  whatTitle: "What the model is",
  what: (threshold: number) =>
    `A transparent, rule-based scorecard rather than a black box. Simple rules each add points for one part of the application (credit history, the income-to-loan ratio, education, marital status, age, property area and employment type), and an application scoring ${threshold} or more is approved. The same TypeScript module scores applications in the API and, when the API is unreachable, in your browser, so every verdict can be explained point by point.`,
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
  baselinesTitle: "Compared with simple baselines",
  baselinesCaption: "Accuracy, precision and recall on the same applications",
  metricNames: { accuracy: "Accuracy", precision: "Precision", recall: "Recall" },
  rows: { model: "This scorecard", alwaysApprove: "Always approve", creditHistoryOnly: "Credit history only" },
  datasetHash: "Dataset SHA-256",
} as const;

export const showcase = {
  title: "AI Project Showcase",
  intro:
    "A small, end-to-end decision system: a scoring model written as code, evaluated against a public dataset, served by a typed HTTP API and explained right here in the page. Every figure below is measured, not claimed.",
  stats: {
    accuracy: "Accuracy",
    accuracyNote: (rows: number) => `Measured on ${rows} public applications`,
    responseTime: "Response time",
    responseTimeNote: "Your last live API call",
    features: "Features",
    featuresNote: "Application fields the model reads",
    apiStatus: "API status",
    apiStatusNote: "GET /api/health",
  },
  notMeasured: "—",
  milliseconds: (ms: number) => `${ms} ms`,
  health: { checking: "Checking…", live: "Live", offline: "Offline" },
} as const;

export const techStack = {
  title: "Technology Stack",
  intro: "What this demo really runs on.",
  items: [
    { name: "TypeScript", detail: "Strict types from the model to the page" },
    { name: "React 19", detail: "The interactive form and result" },
    { name: "React Router 7 (prerendered)", detail: "Every page built to static HTML, then hydrated" },
    { name: "Tailwind CSS", detail: "Styling without a runtime" },
    { name: "Hono on Node.js", detail: "The prediction and health API" },
    { name: "zod", detail: "One schema validates the form and the API body" },
    { name: "Vitest / Playwright", detail: "Unit, component and browser tests" },
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
      title: "Score the application",
      text: "The form is validated, then sent to the API, which applies the scorecard's rules. If the API is offline, your browser applies the very same rules.",
    },
    {
      title: "Read the verdict",
      text: "See Approved or Rejected, the score, a calibrated approval probability and which rules gave or cost points.",
    },
  ],
} as const;

export const keyFeatures = {
  title: "Key Features",
  items: [
    { title: "Explainable", text: "Every verdict shows the points each rule contributed and what cost the most." },
    { title: "Measured", text: "Accuracy, precision and recall come from a public dataset, next to simple baselines." },
    { title: "Resilient", text: "When the API cannot be reached, the same model runs in your browser." },
    { title: "Validated", text: "The form and the API share one schema, so bad input is refused the same way." },
    { title: "Accessible", text: "Native form controls with labels: usable with a keyboard and a screen reader." },
    { title: "Light", text: "Prerendered HTML, no chart or animation libraries, and a model of a few kilobytes." },
  ],
} as const;

export const projectImpact = {
  title: "Project Impact",
  items: [
    {
      title: "Decisions people can question",
      text: "A rejected applicant can be told exactly which factors held the score back, instead of a bare no.",
    },
    {
      title: "Honest numbers",
      text: "The figures on this page are produced by an evaluation script over public data and can be re-run by anyone.",
    },
    {
      title: "Cheap to run",
      text: "No model server or GPU: a few rules in TypeScript answer in milliseconds, even on a static host.",
    },
  ],
} as const;

export const apiEndpoint = {
  title: "Live API Endpoint",
  intro: "This deployment serves the model over HTTP. Send an application as JSON:",
  method: "POST",
  requestTitle: "Try it with curl",
  responseTitle: "Response",
  copy: "Copy",
  copied: "Copied to the clipboard",
  copyFailed: "Copying is not available here: select the command and copy it by hand",
  exampleApplication: EXAMPLE_APPLICATION,
} as const;

export const closingCard = {
  title: "Ready to try another applicant?",
  text: "Change a field or generate random data, and watch how each rule moves the score.",
  button: "Back to the form",
} as const;
