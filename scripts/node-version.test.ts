import { readFileSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { satisfiesEngines } from "./node-version.mjs";

const engines = (
  JSON.parse(readFileSync(join(import.meta.dirname, "../package.json"), "utf8")) as {
    engines: { node: string };
  }
).engines.node;

describe("satisfiesEngines", () => {
  // The versions either side of each bound, read off the range by hand.
  it.each([
    ["20.20.2", false],
    ["22.22.1", false],
    ["22.22.2", true],
    ["22.30.0", true],
    ["23.11.0", false],
    ["24.14.1", false],
    ["24.15.0", true],
    ["v24.21.0", true],
    ["25.2.0", false],
    ["26.0.0", true],
    ["27.1.0", true],
  ])("Node %s in ^22.22.2 || ^24.15.0 || >=26: %s", (version, expected) => {
    expect(satisfiesEngines(version, "^22.22.2 || ^24.15.0 || >=26")).toBe(expected);
  });

  it("reads package.json's range: CI's Node 24.21 satisfies it, the Node 20 these machines have installed does not", () => {
    expect(satisfiesEngines("24.21.0", engines)).toBe(true);
    expect(satisfiesEngines("20.20.2", engines)).toBe(false);
  });

  it("refuses a form it cannot read rather than letting it pass", () => {
    expect(() => satisfiesEngines("24.21.0", "~24.1.0")).toThrow('engines.node: cannot read "~24.1.0"');
  });
});
