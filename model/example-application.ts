import type { LoanApplication } from "./schema";

/** The one sample application: the API's documentation shows it, the demo page's curl command and the bench send it. */
export const EXAMPLE_APPLICATION = {
  Gender: "Female",
  Age: 34,
  Income: 5400,
  Married: "Yes",
  LoanAmount: 210,
  Credit_History: 1,
  Education: "Graduate",
  Property_Area: "Semiurban",
  Self_Employed: "No",
} as const satisfies LoanApplication;
