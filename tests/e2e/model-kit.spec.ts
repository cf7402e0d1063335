/**
 * The model kit's build, read from outside: the model pages the build prerendered, the API's list of models and
 * the OpenAPI document name the same models; and no test.csv reaches the build, nor any row of one but the few
 * examples a model's page may show (the content compiler publishes aggregates only).
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

import { expect, test } from "@playwright/test";

import { builtContentDirs, contentPath } from "#content-pipeline/content-dir";

import { content } from "./built-content";

const buildDir = process.env.BUILD_DIR ?? "build";
const modelsDir = contentPath("models", builtContentDirs(buildDir));
const on = content.modules.models;
/** The model folders the build read (with the module off, it read none). */
const folders = existsSync(modelsDir)
  ? readdirSync(modelsDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith("."))
      .map((entry) => entry.name)
      .sort()
  : [];
const ids = on ? folders : [];

test("the pages, the API's list and the OpenAPI document name the same models", async ({ request }) => {
  const list = await request.get("/models");
  const api = await request.get("/api/models");
  if (ids.length === 0) {
    expect([list.status(), api.status()]).toEqual([404, 404]);
    return;
  }
  const linked = [...(await list.text()).matchAll(/href="\/models\/([a-z0-9-]+)"/g)].map((match) => match[1]!);
  expect([...new Set(linked)].sort()).toEqual(ids);
  const listed = ((await api.json()) as { models: { id: string }[] }).models.map((model) => model.id);
  expect(listed.sort()).toEqual(ids);
  const paths = Object.keys(((await (await request.get("/api/openapi.json")).json()) as { paths: object }).paths);
  expect(paths.filter((path) => /^\/api\/models\/[^/]+\/predict$/.test(path)).sort()).toEqual(
    ids.map((id) => `/api/models/${id}/predict`),
  );
  for (const id of ids) expect((await request.get(`/models/${id}`)).status(), id).toBe(200);
});

/** Every file of the build: what the server and the Worker serve or bundle. */
function builtFiles(dir = buildDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return builtFiles(path);
    return /\.(html|js|json|css|txt|xml|csv|map)$/.test(entry.name) ? [path] : [];
  });
}

test("no test.csv reaches the build, nor any of its rows but a model page's few examples", () => {
  const files = builtFiles().map((file) => ({ file, text: readFileSync(file, "utf8") }));
  expect(files.length).toBeGreaterThan(10);
  expect(files.filter(({ file }) => file.endsWith("test.csv"))).toEqual([]);
  const sha256 = (text: string | Buffer) => createHash("sha256").update(text).digest("hex");
  const builtHashes = new Set(files.map(({ text }) => sha256(text)));
  for (const folder of folders) {
    const csv = join(modelsDir, folder, "test.csv");
    if (!statSync(csv, { throwIfNoEntry: false })?.isFile()) continue;
    const text = readFileSync(csv, "utf8");
    expect(builtHashes.has(sha256(text)), csv).toBe(false);
    const rows = text.trim().split(/\r?\n/).slice(1);
    // Each row as the file writes it, and its input cells as a JSON array (as an example row would be published).
    const asCsv = rows.filter((row) => files.some(({ text: built }) => built.includes(row)));
    expect(asCsv, `${csv}: rows found in the build as CSV`).toEqual([]);
    const asJson = rows.filter((row) => {
      const cells = row.split(",").slice(0, -1);
      const json = cells.map((cell) =>
        cell === "" ? "null" : /^[-\d.e+]+$/i.test(cell) ? String(Number(cell)) : JSON.stringify(cell),
      );
      return files.some(({ text: built }) => built.includes(`[${json.join(",")}]`));
    });
    // The examples a model's page may show: 3 by default, and none at all with the module off.
    expect(asJson.length, `${csv}: rows found in the build as JSON`).toBeLessThanOrEqual(on ? 3 : 0);
  }
});
