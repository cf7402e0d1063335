import type { LoanApplication } from "#model/schema";

// Test support shared by the component tests and the browser tests (not a test file itself).

/** The form's labels as the spec asks for them, units included: pinned here, apart from app/content. */
export const SPEC_LABELS: Record<keyof LoanApplication, string> = {
  Gender: "Gender",
  Age: "Age (years)",
  Income: "Monthly income",
  Married: "Married",
  LoanAmount: "Loan amount (thousands)",
  Credit_History: "Credit history",
  Education: "Education",
  Property_Area: "Property area",
  Self_Employed: "Self-employed",
};

/** Good credit, income 30× the loan, every bonus: approved. */
export const strong: LoanApplication = {
  Gender: "Female",
  Age: 35,
  Income: 6000,
  Married: "Yes",
  LoanAmount: 200,
  Credit_History: 1,
  Education: "Graduate",
  Property_Area: "Urban",
  Self_Employed: "No",
};

/** Poor credit and a low income-to-loan ratio: rejected. */
export const weak: LoanApplication = {
  Gender: "Male",
  Age: 22,
  Income: 2500,
  Married: "No",
  LoanAmount: 400,
  Credit_History: 0,
  Education: "Not Graduate",
  Property_Area: "Rural",
  Self_Employed: "Yes",
};
