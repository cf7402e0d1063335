import { describe, expect, it } from "vitest";

import { bootstrapRefits } from "../card/bootstrap-refits";
import type { ServingCard } from "../card/parts";
import type { BootstrapRefits } from "../card/refits";
import { servingCard } from "../card/serving-card";
import { SCORECARD_RULES } from "../scorecard/scorecard";
import { contentVersion, modelVersions, versionsOf } from "./versions";

describe("contentVersion", () => {
  it("is the name and the first 12 hex digits of the SHA-256 of the JSON, as Python's hashlib gives them", () => {
    // hashlib.sha256(b'{"a":1,"b":[0.5,"c"]}').hexdigest()[:12], and with 0.25.
    expect(contentVersion("x", { a: 1, b: [0.5, "c"] })).toBe("x@7b5a64baaeb6");
    expect(contentVersion("x", { a: 1, b: [0.25, "c"] })).toBe("x@2ab31aa85d17");
  });
});

/** The card with the served model's parameters edited. */
function withParameters(edit: (parameters: ServingCard["served"]["parameters"]) => object): ServingCard {
  const parameters = { ...servingCard.served.parameters, ...edit(servingCard.served.parameters) };
  return { ...servingCard, served: { ...servingCard.served, parameters } } as ServingCard;
}

/** The card with its data limits edited. */
function withLimits(edit: (limits: ServingCard["dataLimits"]) => object): ServingCard {
  return { ...servingCard, dataLimits: { ...servingCard.dataLimits, ...edit(servingCard.dataLimits) } };
}

/** One column of the served model changed. */
function column(index: number, change: object): ServingCard {
  return withParameters(({ columns }) => ({
    columns: columns.map((each, i) => (i === index ? { ...each, ...change } : each)),
  }));
}

describe("the served models' versions", () => {
  const versions = modelVersions(servingCard, bootstrapRefits);
  const changed = (card: ServingCard, refits: BootstrapRefits = bootstrapRefits, rules = SCORECARD_RULES) =>
    modelVersions(card, refits, rules);

  it("name each model and a content hash", () => {
    expect(versions.scorecard).toMatch(/^scorecard@[0-9a-f]{12}$/);
    expect(versions.trained).toMatch(/^logistic-regression@[0-9a-f]{12}$/);
  });

  it("are the same for the same files, and for a change to the limits' words alone", () => {
    expect(changed({ ...servingCard })).toEqual(versions);
    expect(changed(withLimits(() => ({ definition: "other words" })))).toEqual(versions);
  });

  // Everything that changes an answer, one at a time: each must give both models, or the one it concerns, a new version.
  const [first] = servingCard.served.parameters.columns;
  const [leverageRow, ...otherRows] = servingCard.dataLimits.leverage.precision;
  const [combination, ...otherCombinations] = servingCard.dataLimits.combinations;
  const [amount, ...otherAmounts] = servingCard.dataLimits.amounts;
  const both: [string, ServingCard][] = [
    ["a column's centre (preprocessing)", column(0, { center: first!.center + 1e-6 })],
    ["a column's scale (preprocessing)", column(0, { scale: first!.scale + 1e-6 })],
    ["the leverage threshold", withLimits(({ leverage }) => ({ leverage: { ...leverage, threshold: 0.05 } }))],
    [
      "a precision entry of the leverage",
      withLimits(({ leverage }) => ({
        leverage: { ...leverage, precision: [[leverageRow![0]! + 1e-6, ...leverageRow!.slice(1)], ...otherRows] },
      })),
    ],
    [
      "the fewest applicants a combination needs",
      withLimits(() => ({ combinations: [{ ...combination!, minimumRows: 2 }, ...otherCombinations] })),
    ],
    [
      "one combination's count",
      withLimits(() => ({
        combinations: [
          { ...combination!, counts: { ...combination!.counts, "1|Graduate|Urban|No": 1 } },
          ...otherCombinations,
        ],
      })),
    ],
    ["an amount's range in the data", withLimits(() => ({ amounts: [{ ...amount!, min: 149 }, ...otherAmounts] }))],
    ["the share of training rows the checks may flag", withLimits(() => ({ share: 0.02 }))],
  ];
  it.each(both)("change both when %s changes", (_what, card) => {
    const after = changed(card);
    expect(after.scorecard).not.toBe(versions.scorecard);
    expect(after.trained).not.toBe(versions.trained);
  });

  const trainedOnly: [string, ServingCard][] = [
    ["one weight", column(0, { weight: first!.weight + 1e-6 })],
    ["the intercept", withParameters(({ intercept }) => ({ intercept: intercept + 1e-6 }))],
    ["an empty cell's value", withParameters(({ imputation }) => ({ imputation: { ...imputation, Income: 1 } }))],
    ["the cut", { ...servingCard, served: { ...servingCard.served, cut: 0.6 } }],
  ];
  it.each(trainedOnly)("change the trained model's alone when %s changes", (_what, card) => {
    const after = changed(card);
    expect(after.trained).not.toBe(versions.trained);
    expect(after.scorecard).toBe(versions.scorecard);
  });

  it("change the scorecard's alone when a rule, its cut or its calibration changes", () => {
    for (const rules of [
      { ...SCORECARD_RULES, graduate: 11 },
      { ...SCORECARD_RULES, threshold: 51 },
    ] as unknown as (typeof SCORECARD_RULES)[]) {
      const after = changed(servingCard, bootstrapRefits, rules);
      expect(after.scorecard).not.toBe(versions.scorecard);
      expect(after.trained).toBe(versions.trained);
    }
    const calibration = { ...servingCard.calibration, slope: servingCard.calibration.slope + 1e-6 };
    expect(changed({ ...servingCard, calibration })).toMatchObject({ trained: versions.trained });
    expect(changed({ ...servingCard, calibration }).scorecard).not.toBe(versions.scorecard);
  });

  it("change with a refit behind the intervals, or their level", () => {
    const [refit, ...others] = bootstrapRefits.trained.coefficients;
    const refits = {
      ...bootstrapRefits,
      trained: { ...bootstrapRefits.trained, coefficients: [[...refit!.slice(0, -1), 0], ...others] },
    };
    expect(changed(servingCard, refits).trained).not.toBe(versions.trained);
    const [calibration, ...rest] = bootstrapRefits.scorecard.coefficients;
    const scorecardRefits = { ...bootstrapRefits, scorecard: { coefficients: [[calibration![0]!, 0], ...rest] } };
    expect(changed(servingCard, scorecardRefits).scorecard).not.toBe(versions.scorecard);
    const level = changed(servingCard, { ...bootstrapRefits, level: 0.8 });
    expect([level.scorecard === versions.scorecard, level.trained === versions.trained]).toEqual([false, false]);
  });

  it("are hashed once per pair of files", () => {
    expect(versionsOf(servingCard, bootstrapRefits)).toBe(versionsOf(servingCard, bootstrapRefits));
    expect(versionsOf(servingCard, bootstrapRefits)).toEqual(versions);
  });
});
