/**
 * The model kit in `npm run bench`: a model's predict endpoint (/api/models/<id>/predict) on Node and in
 * workerd, against FastAPI serving the same XGBoost file with xgboost itself (scripts/bench/reference_kit.py).
 * The model is the build's starter model (breast-cancer), or KIT_MODEL's; the input sets each field at the test
 * rows' median, as the OpenAPI document's example does.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

import type { ServedModel } from "#model/kit/serving/served-model";

import { SERVED_MODELS_FILE } from "../../content-pipeline/models/serving-file";
import type { ServerPlan } from "./servers";

/** What the kit's rows of the bench send, and where. */
export type KitTarget = { id: string; path: string; body: string; modelFile: string | null };

const STARTER = "breast-cancer";

/** The model to bench, from the build's served models; a reason when there is none. */
export function kitTarget(root: string, buildDir: string): KitTarget | { skipped: string } {
  const file = join(root, buildDir, SERVED_MODELS_FILE);
  if (!existsSync(file)) return { skipped: `no ${buildDir}/${SERVED_MODELS_FILE}: run \`npm run build\`` };
  const models = JSON.parse(readFileSync(file, "utf8")) as Record<string, ServedModel>;
  const id = process.env.KIT_MODEL ?? (models[STARTER] ? STARTER : Object.keys(models)[0]);
  const served = id === undefined ? undefined : models[id];
  if (!served) return { skipped: `no model ${id ?? ""} in the build (app/content/models/<id>/)` };
  const input = Object.fromEntries(
    served.spec.fields.map((field) => [
      field.name,
      field.kind === "number" ? field.data.median : field.choices[0]!.value,
    ]),
  );
  const modelFile = join(root, "app", "content", "models", served.spec.id, "model.json");
  return {
    id: served.spec.id,
    path: `/api/models/${served.spec.id}/predict`,
    body: JSON.stringify(input),
    modelFile: served.model.format === "xgboost" && existsSync(modelFile) ? modelFile : null,
  };
}

const PYTHON = process.env.PYTHON ?? "/usr/bin/python3";
const PROBE = `
import importlib.util as u
import fastapi, pydantic, uvicorn, xgboost
print("uvloop" if u.find_spec("uvloop") else "asyncio", "httptools" if u.find_spec("httptools") else "h11",
      "fastapi " + fastapi.__version__, "xgboost " + xgboost.__version__, sep="\t")
`;
const UVICORN = ["--host", "127.0.0.1", "--workers", "1", "--log-level", "warning", "--no-access-log"];

/** FastAPI serving the model file with xgboost, or why it cannot (an ONNX model: no onnxruntime for Python here). */
export function fastApiKit(root: string, target: KitTarget): ServerPlan {
  const name = "FastAPI + xgboost (the same model)";
  if (!target.modelFile) return { name, skipped: `${target.id} is no XGBoost model.json: xgboost cannot serve it` };
  const probe = spawnSync(PYTHON, ["-c", PROBE], { encoding: "utf8" });
  if (probe.error || probe.status !== 0) {
    const why = probe.error ? `no ${PYTHON}` : (probe.stderr.trim().split("\n").at(-1) ?? "import failed");
    return { name, skipped: `${why} (Debian: apt-get install python3-fastapi python3-uvicorn python3-xgboost)` };
  }
  const [loop, http, ...versions] = probe.stdout.trim().split("\t");
  return {
    name: `FastAPI + xgboost (uvicorn, ${loop} + ${http})`,
    detail: versions.join(", "),
    start: (port) => ({
      command: [PYTHON, "-m", "uvicorn", "reference_kit:app", "--port", String(port), ...UVICORN],
      cwd: join(root, "scripts", "bench"),
      env: { PYTHONDONTWRITEBYTECODE: "1", KIT_MODEL_FILE: target.modelFile! },
    }),
  };
}

/** One POST of the bench's input; resolves to the positive class's probability, throws "unexpected …" otherwise. */
export async function kitProbability(url: string, body: string): Promise<number> {
  const response = await fetch(url, { method: "POST", headers: { "Content-Type": "application/json" }, body });
  const text = await response.text();
  const probability = response.status === 200 ? (JSON.parse(text) as { probability?: unknown }).probability : undefined;
  if (typeof probability !== "number") {
    throw new Error(`unexpected answer from ${url}: ${response.status} ${text.slice(0, 500)}`);
  }
  return probability;
}

/** The kit's servers must answer what xgboost answers, to 1e-6, before their speed means anything. */
export function checkAgreement(probabilities: { name: string; probability: number }[]): void {
  const [first, ...rest] = probabilities;
  for (const other of rest) {
    if (Math.abs(other.probability - first!.probability) > 1e-6) {
      throw new Error(
        `unexpected disagreement: ${first!.name} answers ${first!.probability}, ${other.name} ${other.probability}`,
      );
    }
  }
}
