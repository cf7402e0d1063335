import { readFileSync } from "node:fs";

import ts from "typescript";
import { describe, expect, it } from "vitest";

const read = (file: string) => readFileSync(new URL(`../../${file}`, import.meta.url), "utf8");

describe("the subpath imports (#app/…, #model/…)", () => {
  it("are declared alike for Node and Vite (package.json) and for TypeScript and esbuild (tsconfig.json)", () => {
    const { imports } = JSON.parse(read("package.json")) as { imports: Record<string, string> };
    const { config } = ts.parseConfigFileTextToJson("tsconfig.json", read("tsconfig.json"));
    const paths = (config as { compilerOptions: { paths: Record<string, string[]> } }).compilerOptions.paths;
    expect(Object.keys(imports).length).toBeGreaterThan(0);
    expect(paths).toEqual(Object.fromEntries(Object.entries(imports).map(([name, target]) => [name, [target]])));
  });
});
