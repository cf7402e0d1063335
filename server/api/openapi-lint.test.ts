/** The OpenAPI document under Redocly's recommended rules: no errors and no warnings. */
import { execFile } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

import { describe, expect, it } from "vitest";

import { testApp } from "#tests/server/test-site";

import type { openApiDocument } from "./openapi";

type Document = ReturnType<typeof openApiDocument>;

async function servedDocument(): Promise<Document> {
  return (await (await testApp().request("/api/openapi.json")).json()) as Document;
}

type LintReport = { totals: { errors: number; warnings: number }; problems: { ruleId: string; message: string }[] };

const REDOCLY = join(import.meta.dirname, "../../node_modules/.bin/redocly");
const folder = mkdtempSync(join(tmpdir(), "openapi-lint-"));

async function lint(document: object): Promise<LintReport> {
  const file = join(folder, `${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, JSON.stringify(document));
  // Redocly exits non-zero on errors; the JSON report says why either way. No telemetry, no update check.
  const env = { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" };
  const run = promisify(execFile)(REDOCLY, ["lint", file, "--extends=recommended", "--format=json"], { env });
  const { stdout } = await run.catch((error: { stdout: string }) => error);
  return JSON.parse(stdout) as LintReport;
}

describe("GET /api/openapi.json under `redocly lint` (recommended)", () => {
  it("has no errors and no warnings", async () => {
    const report = await lint(await servedDocument());
    expect(report.problems).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  }, 30_000);

  it("would be caught without its security declaration and licence", async () => {
    const { security: _security, ...document } = await servedDocument();
    const { license: _license, ...info } = document.info;
    const report = await lint({ ...document, info });
    expect(report.problems.map((problem) => problem.ruleId)).toEqual(
      expect.arrayContaining(["security-defined", "info-license"]),
    );
  }, 30_000);
});
