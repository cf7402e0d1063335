import { describe, expect, it } from "vitest";

import { MODEL_IDS } from "../../card/ids";
import { LOAN_CHOICES } from "../../fields";
import { mulberry32 } from "../../mulberry32";
import { DEPENDENTS, type LoanRow } from "../dataset";
import { crossValidate, type OutOfFold } from "./held-out";

/** A synthetic dataset: approval mostly follows the credit history, with noise and some empty cells. */
function syntheticRows(count: number, seed: number): LoanRow[] {
  const random = mulberry32(seed);
  const pick = <T>(choices: readonly T[]) => choices[Math.floor(random() * choices.length)] as T;
  return Array.from({ length: count }, (_, i) => {
    const credit = random() < 0.8 ? 1 : 0;
    return {
      id: `R${i}`,
      approved: random() < (credit === 1 ? 0.8 : 0.15),
      fields: {
        Gender: random() < 0.1 ? null : pick(LOAN_CHOICES.Gender),
        Income: 1000 + Math.floor(random() * 9000),
        Married: pick(LOAN_CHOICES.Married),
        LoanAmount: random() < 0.1 ? null : 20 + Math.floor(random() * 400),
        Credit_History: random() < 0.1 ? null : credit,
        Education: pick(LOAN_CHOICES.Education),
        Property_Area: pick(LOAN_CHOICES.Property_Area),
        Self_Employed: random() < 0.1 ? null : pick(LOAN_CHOICES.Self_Employed),
      },
      other: {
        CoapplicantIncome: random() < 0.5 ? 0 : Math.floor(random() * 3000),
        Loan_Amount_Term: random() < 0.05 ? null : 360,
        Dependents: random() < 0.05 ? null : pick(DEPENDENTS),
      },
    };
  });
}

const ROWS = syntheticRows(120, 3);

function heldOutOf(oof: OutOfFold, fold: number, except: number) {
  return MODEL_IDS.map((model) => oof.probabilities[model].filter((_, i) => oof.folds[i] === fold && i !== except));
}

describe("crossValidate", () => {
  const oof = crossValidate(ROWS, 5, 42);

  it("predicts every row once, from models that never saw it", () => {
    for (const model of MODEL_IDS) {
      expect(oof.probabilities[model].every((p) => p > 0 && p < 1)).toBe(true);
      expect(oof.scores[model].every(Number.isFinite)).toBe(true);
    }
    expect(oof.scores.scorecard.every((score) => Number.isInteger(score) && score >= 0 && score <= 100)).toBe(true);
    expect(oof.labels).toEqual(ROWS.map((row) => row.approved));
  });

  it("fits nothing on the held-out fold: changing a held-out row's cells moves no other prediction in its fold", () => {
    // Its cells only: a new label could move it to another fold (the folds are stratified by label).
    const target = 7;
    const fold = oof.folds[target] ?? -1;
    const changed = ROWS.map((row, i) =>
      i === target
        ? {
            ...row,
            fields: { ...row.fields, LoanAmount: null, Credit_History: null, Income: 1 },
          }
        : row,
    );
    const again = crossValidate(changed, 5, 42);
    expect(again.folds).toEqual(oof.folds);
    expect(heldOutOf(again, fold, target)).toEqual(heldOutOf(oof, fold, target));
    // The other folds' models did train on the changed row, so their predictions move.
    const otherFold = (fold + 1) % 5;
    expect(heldOutOf(again, otherFold, -1)).not.toEqual(heldOutOf(oof, otherFold, -1));
  });

  it("fills an empty credit history as the trained model does, and prices always-approve at the training rate", () => {
    // The synthetic rows hold about four known credit histories of 1 to each 0, so every training fold's most
    // frequent value is 1.
    ROWS.forEach((row, i) => {
      if (row.fields.Credit_History === null) expect(oof.scores["credit-history-rule"][i]).toBe(1);
      else expect(oof.scores["credit-history-rule"][i]).toBe(row.fields.Credit_History);
    });
    for (let fold = 0; fold < 5; fold++) {
      const training = ROWS.filter((_, i) => oof.folds[i] !== fold);
      const rate = training.filter((row) => row.approved).length / training.length;
      const held = oof.probabilities["always-approve"].filter((_, i) => oof.folds[i] === fold);
      expect(new Set(held)).toEqual(new Set([rate]));
    }
    expect(oof.probabilities["credit-history-rule"].every(Number.isNaN)).toBe(true);
  });

  it("is deterministic", () => {
    expect(crossValidate(ROWS, 5, 42)).toEqual(oof);
  });
});
