import { describe, expect, it } from "vitest";

import { explorerRows, indexOfChoice, indexOfCut } from "./cut-rows";

const cell = { truePositive: 1, falsePositive: 1, trueNegative: 1, falseNegative: 1 };
const none = { truePositive: 0, falsePositive: 0, trueNegative: 2, falseNegative: 2 };
const table = { rows: [0, 0.25, 0.5, 0.75, 1].map((cut) => ({ cut, ...cell })), refuseAll: none, total: 4 };

describe("explorerRows", () => {
  it("names the grid's ends: cut 0 calls everyone positive, and a last position calls no one", () => {
    const rows = explorerRows(table);
    expect(rows).toHaveLength(6);
    expect(rows[0]).toMatchObject({ cut: 0, end: "everyone" });
    expect(rows[1]).not.toHaveProperty("end");
    expect(rows[5]).toEqual({ cut: Number.POSITIVE_INFINITY, ...none, end: "no-one" });
  });
});

describe("the slider's positions", () => {
  const rows = explorerRows(table);

  it("finds a cut on the grid, and the nearest for an owner's default between two", () => {
    expect(indexOfCut(rows, 0.5)).toBe(2);
    expect(indexOfCut(rows, 0.3)).toBe(1);
    expect(indexOfCut(rows, 0.7)).toBe(3);
  });

  it("puts a least-cost choice of calling no one at the last position", () => {
    expect(indexOfChoice(rows, "refuse-all")).toBe(5);
    expect(indexOfChoice(rows, 1)).toBe(4);
  });
});
