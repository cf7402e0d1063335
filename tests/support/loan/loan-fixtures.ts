import type { LoanApplication } from "#model/schema";

// Applications shared by the component tests and the browser tests (not a test file itself).

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
