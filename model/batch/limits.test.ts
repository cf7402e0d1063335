import { describe, expect, it } from "vitest";

import {
  FORM_CSV_HEADER as HEADER,
  GOLDEN_APPLICATION,
  GOLDEN_CSV_ROW as ROW,
} from "#tests/support/loan/golden-application";

import { csvRecords } from "./csv";
import { describeValue, jsonDepthExceeds } from "./limits";
import { readBatchCsv, readBatchNdjson } from "./parse";

const reasons = (inputs: Iterable<{ row: number } & ({ reason: string } | object)>) =>
  [...inputs].map((input) => ("reason" in input ? input.reason : "ok"));

// 2 MiB of control characters in one quoted cell (2 + 3 × 699,050 characters): the worst case (3.8 s in the old reader).
const HUGE_CELL = `"${"\u0001\n\t".repeat(699_050)}"`;

describe("bounded CSV reading", () => {
  it("answers a 2 MiB quoted cell with a short error for its row, in one quick pass, its neighbours read", () => {
    const text = [HEADER, ROW, `${HUGE_CELL},34,5400,Yes,210,1,Graduate,Semiurban,No`, ROW].join("\n");
    const started = performance.now();
    const batch = readBatchCsv(text);
    const inputs = [...batch.inputs()];
    // A scan with indexOf takes milliseconds; building the cell a character at a time took seconds.
    expect(performance.now() - started).toBeLessThan(500);
    expect(batch.rows).toBe(3);
    expect(reasons(inputs)).toEqual(["ok", "the line is 2097192 characters long; at most 1024 are read", "ok"]);
  });

  it("caps a line at 1,024 characters and a cell at 256, with or without quotes in the file", () => {
    const longLine = `${ROW},${"x".repeat(1_000)}`;
    const longCell = `${ROW},${"y".repeat(300)}`;
    for (const quote of ["", '"a"']) {
      const batch = readBatchCsv([`${HEADER},Note`, longLine, longCell, `${ROW},${quote}`].join("\n"));
      expect(reasons(batch.inputs()), quote).toEqual([
        "the line is 1047 characters long; at most 1024 are read",
        "the cell is 300 characters long; at most 256 are read",
        "ok",
      ]);
    }
  });

  it("counts lines across a quoted cell it does not copy", () => {
    const { records } = csvRecords(`a,b\n"${"z\n".repeat(300)}",1\nc,d\n`);
    expect(records).toEqual([
      { line: 1, cells: ["a", "b"] },
      { line: 2, problem: "the cell is 600 characters long; at most 256 are read" },
      { line: 303, cells: ["c", "d"] },
    ]);
  });

  it("refuses a header it cannot read, before any row", () => {
    expect(() => readBatchCsv(`${HEADER},${"h".repeat(2_000)}\n${ROW}`)).toThrow(
      "The header cannot be read: the line is 2090 characters long; at most 1024 are read.",
    );
  });
});

describe("bounded NDJSON reading", () => {
  const good = JSON.stringify(GOLDEN_APPLICATION);

  it("gives a line nested 100,000 deep among valid rows its own short error, before JSON.parse", () => {
    const deep = `${"[".repeat(100_000)}${"]".repeat(100_000)}`;
    const shallowButDeep = `{"Gender":${"[".repeat(5)}${"]".repeat(5)}}`;
    const batch = readBatchNdjson([good, deep, shallowButDeep, good].join("\n"));
    expect(batch.rows).toBe(4);
    expect(reasons(batch.inputs())).toEqual([
      "ok",
      "the line is 200000 characters long; at most 1024 are read",
      "nested deeper than 4 levels",
      "ok",
    ]);
  });

  it("describes a long value by its start and its length, never echoing it whole", () => {
    const line = JSON.stringify({ ...GOLDEN_APPLICATION, Gender: "A".repeat(600) });
    const [input] = [...readBatchNdjson(line).inputs()];
    const reason = input && "reason" in input ? input.reason : "";
    expect(reason).toMatch(new RegExp(`^Gender: "${"A".repeat(40)}…" \\(text of 600 characters\\) is not accepted`));
    expect(reason.length).toBeLessThan(200);
  });
});

describe("describeValue", () => {
  it.each([
    ["Robot", '"Robot"'],
    [12.5, "12.5"],
    [true, "true"],
    [null, "null"],
    [[1, 2, 3], "an array of 3 items"],
    [{ a: 1, b: { c: 2 } }, "an object of 2 keys"],
    ["\u0000".repeat(50), `"${"\\u0000".repeat(40)}…" (text of 50 characters)`],
  ])("describes %j as %s", (value, description) => {
    expect(describeValue(value)).toBe(description);
  });
});

describe("jsonDepthExceeds", () => {
  it("counts brackets outside strings only, escaped quotes included", () => {
    expect(jsonDepthExceeds('{"a":"[[[[[[[[\\"[[[["}', 2)).toBe(false);
    expect(jsonDepthExceeds('{"a":[[{"b":1}]]}', 3)).toBe(true);
    expect(jsonDepthExceeds('{"a":[[{"b":1}]]}', 4)).toBe(false);
  });
});
