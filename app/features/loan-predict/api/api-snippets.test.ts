import { describe, expect, it } from "vitest";

import type { LoanApplication } from "#model/schema";
import { GOLDEN_APPLICATION } from "#tests/support/loan/golden-application";

import { apiSnippet, endpointUrl } from "./api-snippets";

const origin = "https://loans.example";

// Written out by hand, character for character, as a reader would paste them.
const CURL = `curl -X POST https://loans.example/api/predict \\
  -H "Content-Type: application/json" \\
  -d '{"Gender":"Female","Age":34,"Income":5400,"Married":"Yes","LoanAmount":210,"Credit_History":1,"Education":"Graduate","Property_Area":"Semiurban","Self_Employed":"No"}'`;

const JAVASCRIPT = `const response = await fetch("https://loans.example/api/predict/trained", {
  method: "POST",
  headers: { "Content-Type": "application/json" },
  body: JSON.stringify({
    Gender: "Female",
    Age: 34,
    Income: 5400,
    Married: "Yes",
    LoanAmount: 210,
    Credit_History: 1,
    Education: "Graduate",
    Property_Area: "Semiurban",
    Self_Employed: "No",
  }),
});
const prediction = await response.json();
console.log(prediction);`;

const PYTHON = `import requests

application = {
    "Gender": "Female",
    "Age": 34,
    "Income": 5400,
    "Married": "Yes",
    "LoanAmount": 210,
    "Credit_History": 1,
    "Education": "Graduate",
    "Property_Area": "Semiurban",
    "Self_Employed": "No",
}

response = requests.post("https://loans.example/api/predict", json=application, timeout=10)
print(response.json())`;

describe("apiSnippet", () => {
  it("writes the curl command for the scorecard, the JSON in single quotes", () => {
    expect(apiSnippet("curl", { origin, model: "scorecard", application: GOLDEN_APPLICATION })).toBe(CURL);
  });

  it("writes the JavaScript for the trained model, runnable as an ES module", () => {
    expect(apiSnippet("javascript", { origin, model: "trained", application: GOLDEN_APPLICATION })).toBe(JAVASCRIPT);
  });

  it("writes the Python with requests for the scorecard", () => {
    expect(apiSnippet("python", { origin, model: "scorecard", application: GOLDEN_APPLICATION })).toBe(PYTHON);
  });

  it("points each language at the chosen model's path", () => {
    for (const language of ["curl", "javascript", "python"] as const) {
      expect(apiSnippet(language, { origin, model: "trained", application: GOLDEN_APPLICATION })).toContain(
        "https://loans.example/api/predict/trained",
      );
    }
    expect(endpointUrl("http://127.0.0.1:4302", "scorecard")).toBe("http://127.0.0.1:4302/api/predict");
  });

  it("quotes text a shell, JavaScript or Python would otherwise misread", () => {
    // Not a form value the schema allows, but the writers must not depend on that.
    const awkward = { ...GOLDEN_APPLICATION, Education: `Bob's "school"\\` } as unknown as LoanApplication;
    const curl = apiSnippet("curl", { origin: "http://[::1]:3000", model: "scorecard", application: awkward });
    expect(curl).toContain(`curl -X POST 'http://[::1]:3000/api/predict' \\`);
    expect(curl).toContain(`"Education":"Bob'\\''s \\"school\\"\\\\"`);
    const javascript = apiSnippet("javascript", { origin, model: "scorecard", application: awkward });
    expect(javascript).toContain(`    Education: "Bob's \\"school\\"\\\\",`);
    const python = apiSnippet("python", { origin, model: "scorecard", application: awkward });
    expect(python).toContain(`    "Education": "Bob's \\"school\\"\\\\",`);
  });
});
