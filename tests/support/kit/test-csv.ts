/**
 * What readTestCsv's tests share: the file name its messages give (a folder of the owner's content, as the build
 * names it; the test hands over the text, so no file is read), two model signatures, and CSV text made row by row.
 */
import { expect } from "vitest";

import { KitDataError } from "#model/kit/data/data-error";
import type { ModelSignature } from "#model/kit/data/model-inputs";
import { readTestCsv } from "#model/kit/data/read-test-csv";

export const FILE = "app/content/models/demo/test.csv";
export const tensor = (width: number | null): ModelSignature => ({
  inputs: [{ name: "float_input", type: "float", shape: [null, width] }],
  task: "classifier",
});
export const named: ModelSignature = {
  inputs: [
    { name: "age", type: "int64", shape: [null, 1] },
    { name: "income", type: "float", shape: [null, 1] },
    { name: "city", type: "string", shape: [null, 1] },
  ],
  task: "classifier",
};

/** A CSV of a header and `rows` rows made by `row(i)`. */
export function csv(header: string, rows: number, row: (i: number) => string): string {
  return [header, ...Array.from({ length: rows }, (_, i) => row(i))].join("\n") + "\n";
}
export const good = (i: number) => `${20 + i},${1000 + i * 10.5},${i % 2 ? "north" : "south"},${i % 2}`;

export function problemsOf(text: string, model: ModelSignature, missing?: "allow" | "refuse") {
  try {
    readTestCsv(text, { file: FILE, model, missing });
  } catch (error) {
    expect(error).toBeInstanceOf(KitDataError);
    return (error as KitDataError).problems;
  }
  throw new Error("Expected the file to be refused.");
}
