import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { lintWorkflows, WORKFLOWS_DIR } from "./lint-workflows";

describe("the GitHub Actions workflows", () => {
  it("pass actionlint", async () => {
    expect(await lintWorkflows()).toEqual([]);
  });

  it("would fail it with a mistake: an unknown context and a job that needs a job that is not there", async () => {
    const dir = mkdtempSync(join(tmpdir(), "workflows-"));
    const workflow = readFileSync(join(WORKFLOWS_DIR, "deploy.yml"), "utf8")
      .replace("needs: changes", "needs: change")
      .replace("${{ secrets.CLOUDFLARE_API_TOKEN }}", "${{ secret.CLOUDFLARE_API_TOKEN }}");
    writeFileSync(join(dir, "deploy.yml"), workflow);
    const kinds = (await lintWorkflows(dir)).map((problem) => problem.kind);
    expect(kinds).toContain("job-needs");
    expect(kinds).toContain("expression");
  });
});
