import { describe, expect, it } from "vitest";

import { approvalProbability } from "../../scorecard/calibration";
import { evaluateModel } from "./scorecard";

const HEADER =
  "Loan_ID,Gender,Married,Dependents,Education,Self_Employed,ApplicantIncome,CoapplicantIncome,LoanAmount," +
  "Loan_Amount_Term,Credit_History,Property_Area,Loan_Status";

// Scores worked out by hand (every row is scored as age 35: +5). Comments: score → verdict vs label.
const ROWS = [
  "LP1,Male,Yes,0,Graduate,No,5000,0,100,360,1,Urban,Y", // 40+25+10+10+5+5+5 = 100 → Yes, Y: TP
  "LP2,Female,No,0,Not Graduate,Yes,3000,0,300,360,1,Rural,N", // 40+5+0+0+5+0+0 = 50 → Yes, N: FP
  "LP3,Male,No,0,Graduate,No,3000,0,300,360,0,Rural,Y", // 0+5+10+0+5+0+5 = 25 → No, Y: FN
  "LP4,Female,Yes,1,Graduate,No,6000,0,100,360,0,Urban,N", // 0+25+10+10+5+5+5 = 60 → Yes, N: FP
  "LP5,Male,Yes,2,Graduate,No,6000,0,100,360,1,Semiurban,Y", // 40+25+10+10+5+3+5 = 98 → Yes, Y: TP
  "LP6,Male,No,,Graduate,Yes,4000,0,,360,1,Urban,Y", // excluded: LoanAmount
  "LP7,,Yes,0,Graduate,No,4000,0,100,360,1,Urban,N", // excluded: Gender
  "LP8,Male,Yes,0,Graduate,No,4000,0,100,360,,Urban,Y", // excluded: Credit_History
  "LP9,Male,No,0,Graduate,,4000,0,,360,,Urban,N", // excluded: Credit_History (first of three)
  "LP10,Female,Yes,0,Graduate,No,1500,0,100,360,1,Urban,N", // 40+15+10+10+5+5+5 = 90 → Yes, N: FP
];
const CSV = `${[HEADER, ...ROWS].join("\r\n")}\r\n`;

describe("evaluateModel on a handmade dataset", () => {
  const card = evaluateModel(CSV, { file: "mini.csv", sha256: "abc" });

  it("describes the dataset and its exclusions", () => {
    expect(card.dataset).toEqual({
      name: "Loan Prediction (Analytics Vidhya practice dataset)",
      file: "mini.csv",
      sha256: "abc",
      rows: 10,
      rowsEvaluated: 6,
      excluded: [
        { reason: "missing Credit_History", rows: 2 },
        { reason: "missing LoanAmount", rows: 1 },
        { reason: "missing Gender", rows: 1 },
      ],
    });
  });

  it("measures the scorecard against the labels", () => {
    expect(card.confusionMatrix).toEqual({ truePositive: 2, falsePositive: 3, trueNegative: 0, falseNegative: 1 });
    // accuracy 2/6, precision 2/5, recall 2/3.
    expect(card.metrics).toEqual({ accuracy: 0.3333, precision: 0.4, recall: 0.6667 });
  });

  it("reports the metrics with the assumed age's points withheld", () => {
    // Minus 5 points, LP2 falls to 45 (No: now a true negative); the rest keep their verdicts.
    expect(card.ageSensitivity).toEqual({
      assumedAge: 35,
      withoutAgePoints: { accuracy: 0.5, precision: 0.5, recall: 0.6667 },
    });
  });

  it("fits the calibration to the evaluated rows' scores (maximum-likelihood equations hold)", () => {
    const points = [
      [100, 1],
      [50, 0],
      [25, 1],
      [60, 0],
      [98, 1],
      [90, 0],
    ] as const;
    const residuals = points.map(([score, y]) => y - approvalProbability(score, card.calibration));
    expect(card.calibration.method).toBe("logistic");
    expect(residuals.reduce((sum, r) => sum + r, 0)).toBeCloseTo(0, 4);
    expect(residuals.reduce((sum, r, i) => sum + r * (points[i]?.[0] ?? 0), 0)).toBeCloseTo(0, 2);
  });

  it("explains every form field and the label in fieldMapping", () => {
    for (const field of ["Gender", "Age", "Income", "Married", "LoanAmount", "Credit_History", "Education"]) {
      expect(card.fieldMapping[field]).toBeTruthy();
    }
    expect(card.fieldMapping.Age).toMatch(/age 35/);
    expect(card.fieldMapping.Loan_Status).toMatch(/"Y" is approved/);
  });

  it("refuses a dataset with no complete row", () => {
    expect(() => evaluateModel(`${HEADER}\r\n${ROWS[5]}\r\n`, { file: "x", sha256: "" })).toThrow(/No row/);
  });
});
