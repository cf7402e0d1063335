/**
 * The API's example application (docs/api.md), in each form the tests send it, and its answers: the scorecard's
 * checked by hand (98 points: 40 + 25 + 10 + 10 + 5 + 3 + 5), the trained model's checked apart from
 * the project's code, in Python, from the card's weights. Written out here, not imported from model/,
 * so a change there cannot move the tests' expectations with it. Test-only.
 */
export const GOLDEN_APPLICATION = {
  Gender: "Female",
  Age: 34,
  Income: 5400,
  Married: "Yes",
  LoanAmount: 210,
  Credit_History: 1,
  Education: "Graduate",
  Property_Area: "Semiurban",
  Self_Employed: "No",
} as const;

/** The form's columns, as a batch CSV's header, and the application as one of its rows. */
export const FORM_CSV_HEADER =
  "Gender,Age,Income,Married,LoanAmount,Credit_History,Education,Property_Area,Self_Employed";
export const GOLDEN_CSV_ROW = "Female,34,5400,Yes,210,1,Graduate,Semiurban,No";

/** Both models' verdicts for it, as a batch line carries them. */
export const GOLDEN_VERDICTS = {
  scorecard: { prediction: "Yes", score: 98, probability: 0.8853 },
  trained: { prediction: "Yes", probability: 0.8505 },
} as const;
