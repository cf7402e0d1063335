import { describe, expect, it } from "vitest";

import { KitDataError } from "./data-error";
import type { KitField } from "./fields";
import { checkRefinement, type RefinementContext } from "./refinement";

const fields: KitField[] = [
  {
    name: "age",
    kind: "number",
    integer: true,
    present: 40,
    missing: 0,
    min: 18,
    max: 80,
    mean: 40,
    sd: 10,
    quantiles: [],
  },
  {
    name: "children",
    kind: "number",
    integer: true,
    present: 40,
    missing: 0,
    min: 0,
    max: 2,
    mean: 1,
    sd: 1,
    quantiles: [],
    levels: [
      { value: 0, count: 10 },
      { value: 1, count: 20 },
      { value: 2, count: 10 },
    ],
  },
  {
    name: "income",
    kind: "number",
    integer: false,
    present: 40,
    missing: 0,
    min: 1,
    max: 9,
    mean: 5,
    sd: 2,
    quantiles: [],
  },
  {
    name: "city",
    kind: "category",
    choices: [
      { value: "north", count: 30 },
      { value: "south", count: 10 },
    ],
  },
];
const binary: RefinementContext = { file: "app/content/models/demo/model.ts", fields, task: "binary" };

function problemsOf(refinement: unknown, context = binary) {
  try {
    checkRefinement(refinement, context);
  } catch (error) {
    expect(error).toBeInstanceOf(KitDataError);
    return (error as KitDataError).problems;
  }
  throw new Error("Expected the refinement to be refused.");
}

describe("checkRefinement", () => {
  it("accepts a full refinement and returns it typed", () => {
    const refinement = {
      title: "Credit risk",
      summary: "Gradient boosting on held-out applicants.",
      fields: {
        age: { label: "Age", unit: "years", help: "At application.", bounds: { min: 18, max: 100 } },
        city: { label: "City", choices: { north: "North", south: "South" } },
      },
      positiveClass: "repaid",
      defaultCut: 0.4,
      fairness: ["city", "children"],
      links: { code: "https://github.com/me/model", paper: "https://arxiv.org/abs/1234.5678" },
      examples: false,
      conformalLevel: 0.95,
    };
    expect(checkRefinement(refinement, binary)).toEqual(refinement);
    expect(checkRefinement({}, binary)).toEqual({});
  });

  it("accepts a datasheet and a model size setting, and asks what the data cannot support", () => {
    const datasheet = {
      source: "Fine-needle aspirates, University of Wisconsin Hospitals.",
      citation: "Street, Wolberg and Mangasarian (1993).",
      licence: "CC BY 4.0",
      rows: 569,
      cannotSupport: ["Diagnosis of any one patient."],
    };
    expect(checkRefinement({ datasheet, maxModelBytes: 8 * 1024 * 1024 }, binary)).toEqual({
      datasheet,
      maxModelBytes: 8 * 1024 * 1024,
    });
    expect(problemsOf({ datasheet: { ...datasheet, cannotSupport: [] }, maxModelBytes: 0 })).toEqual([
      { key: "datasheet.cannotSupport", message: "name at least one thing the data cannot support" },
      expect.objectContaining({ key: "maxModelBytes" }),
    ]);
  });

  it("names a field the model lacks, with the nearest name", () => {
    expect(problemsOf({ fields: { agee: { label: "Age" } }, fairness: ["gender"] })).toEqual([
      {
        key: "fields.agee",
        message:
          'The model has no field "agee" (did you mean "age"?); its fields are "age", "children", "income", "city".',
      },
      {
        key: "fairness",
        message: 'The model has no field "gender"; its fields are "age", "children", "income", "city".',
      },
    ]);
  });

  it("refuses an unknown key, a wrong type and a bad link, naming the key", () => {
    const problems = problemsOf({
      titel: "x",
      defaultCut: 1.5,
      links: { code: "ftp://x" },
      fields: { age: { lable: "A" } },
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        { message: '"titel" is not a key of a model refinement: check the spelling.' },
        { key: "fields.age", message: '"lable" is not a key of a model refinement: check the spelling.' },
        { key: "defaultCut", message: "a probability strictly between 0 and 1" },
        expect.objectContaining({ key: "links.code" }),
      ]),
    );
    expect(problems).toHaveLength(4);
  });

  it("puts choices on categories, bounds on numbers, and only choices the data holds", () => {
    expect(
      problemsOf({
        fields: {
          age: { choices: { a: "A" } },
          city: { bounds: { min: 0 }, choices: { west: "West" } },
          income: { bounds: { min: 5, max: 5 } },
        },
      }),
    ).toEqual([
      { key: "fields.age.choices", message: '"age" is a number: give it bounds, not choices.' },
      { key: "fields.city", message: '"city" is a category: give it choices, not bounds or a unit.' },
      { key: "fields.city.choices", message: 'No test row has city = "west"; test.csv holds "north", "south".' },
      { key: "fields.income.bounds", message: "min (5) must be below max (5)." },
    ]);
  });

  it("keeps binary-only keys to binary models, and fairness to groups", () => {
    expect(problemsOf({ fairness: ["income"] })[0]!.message).toMatch(
      /"income" is a number with more than a few values/,
    );
    const regression = { ...binary, task: "regression" as const };
    expect(problemsOf({ positiveClass: "yes", defaultCut: 0.3 }, regression).map((p) => p.key)).toEqual([
      "positiveClass",
      "defaultCut",
    ]);
  });

  it("says which file the problems are in", () => {
    expect(() => checkRefinement({ title: 3 }, binary)).toThrow(
      /^app\/content\/models\/demo\/model.ts: 1 problem\n {2}title: /,
    );
  });
});
