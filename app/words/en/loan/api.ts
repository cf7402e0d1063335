/**
 * The words of the demo page's API section, loaded only with that section (a file of its own, so the
 * page's first visit does not fetch them).
 */
import { EXAMPLE_APPLICATION } from "#model/example-application";

export const apiEndpoint = {
  title: "Live API Endpoint",
  intro: "This deployment serves both models over HTTP. Send an application as JSON, from the shell or your code:",
  method: "POST",
  modelLegend: "Model",
  models: { scorecard: "Scorecard", trained: "Trained model (logistic regression)" },
  languagesLabel: "Language of the example",
  languages: { curl: "curl", javascript: "JavaScript", python: "Python" },
  languageNotes: {
    curl: "Paste it into a terminal.",
    javascript: "Runs as an ES module in Node.js 20 or later, or in a browser's console.",
    python: "Needs the requests package (pip install requests).",
  },
  copy: "Copy",
  /** The copy button's accessible name: it starts with the visible "Copy". */
  copyName: (language: string) => `Copy the ${language} example`,
  copied: "Copied to the clipboard",
  copyFailed: "Copying is not available here: the code is selected, copy it by hand",
  responseTitle: "Response",
  exampleApplication: EXAMPLE_APPLICATION,
} as const;
