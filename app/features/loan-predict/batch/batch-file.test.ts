import { describe, expect, it } from "vitest";

import { fileProblem } from "./batch-file";

describe("fileProblem", () => {
  it("takes a .csv file of 1 byte to 32 MiB, whatever its case or MIME type", () => {
    expect(fileProblem({ name: "a.csv", size: 1 })).toBeNull();
    expect(fileProblem({ name: "A.CSV", size: 32 * 1024 * 1024 })).toBeNull();
  });

  it("names what is wrong: not .csv, empty, or over 32 MiB", () => {
    expect(fileProblem({ name: "a.csv.txt", size: 10 })).toBe("wrongType");
    expect(fileProblem({ name: "csv", size: 10 })).toBe("wrongType");
    expect(fileProblem({ name: "a.csv", size: 0 })).toBe("emptyFile");
    expect(fileProblem({ name: "a.csv", size: 32 * 1024 * 1024 + 1 })).toBe("tooBig");
  });
});
