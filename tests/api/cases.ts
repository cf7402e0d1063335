/**
 * The API's behaviour as a list of cases, run against every runtime from this one list: on Node
 * (server/api/api-cases.test.ts, through the app), in workerd (tests/worker/api-cases.test.ts, through
 * the Worker's fetch handler) and over real HTTP against `wrangler dev` on the build
 * (tests/worker-http/wrangler-dev.test.ts). Each case sends one request and checks the status, some
 * headers and the parsed body. Test-only.
 */
import { expect } from "vitest";

import {
  FORM_CSV_HEADER,
  GOLDEN_APPLICATION,
  GOLDEN_CSV_ROW,
  GOLDEN_VERDICTS,
} from "../support/loan/golden-application";

export type ApiCase = {
  name: string;
  method: "GET" | "POST" | "OPTIONS" | "DELETE";
  path: string;
  headers?: Record<string, string>;
  body?: string;
  status: number;
  /** Response headers that must be present with these values. */
  expectHeaders?: Record<string, string>;
  /** The parsed body must match this (toMatchObject): JSON, or for NDJSON the array of parsed lines. */
  json?: unknown;
  /** Set for a streamed NDJSON answer. */
  ndjson?: true;
  /** Keys the parsed JSON answer must not have. */
  absent?: string[];
};

const JSON_TYPE = { "Content-Type": "application/json" };
const application = JSON.stringify(GOLDEN_APPLICATION);
const EMPTY_INCOME_ROW = "Female,34,,Yes,210,1,Graduate,Semiurban,No";

/** The loan demo's endpoints, and those every site has. */
const LOAN_CASES: ApiCase[] = [
  {
    name: "scores an application with the scorecard",
    method: "POST",
    path: "/api/predict",
    headers: JSON_TYPE,
    body: application,
    status: 200,
    expectHeaders: { "content-type": "application/json; charset=utf-8", "access-control-allow-origin": "*" },
    json: GOLDEN_VERDICTS.scorecard,
  },
  {
    name: "scores an application with the trained model",
    method: "POST",
    path: "/api/predict/trained",
    headers: JSON_TYPE,
    body: application,
    status: 200,
    json: GOLDEN_VERDICTS.trained,
  },
  {
    // numpy (scripts/model/sklearn/out-of-data.py): with an income of 0 its leverage is far above the threshold, 0.042297.
    name: "gives no trained verdict outside the data, and says why; the scorecard keeps its own with the same warning",
    method: "POST",
    path: "/api/predict/both",
    headers: JSON_TYPE,
    body: JSON.stringify({ ...GOLDEN_APPLICATION, Income: 0 }),
    status: 200,
    json: {
      scorecard: { prediction: "Yes", warnings: [{ kind: "leverage", abstains: true, limit: 0.042297 }] },
      trained: {
        prediction: null,
        warnings: [
          { kind: "leverage", abstains: true, beyond: [{ field: "Income", value: 0, side: "below", limit: 150 }] },
        ],
      },
    },
  },
  {
    name: "names the invalid field",
    method: "POST",
    path: "/api/predict",
    headers: JSON_TYPE,
    body: JSON.stringify({ ...GOLDEN_APPLICATION, Age: "old" }),
    status: 400,
    json: { error: { code: "invalid_body", details: [{ field: "Age" }] } },
  },
  {
    name: "refuses malformed JSON",
    method: "POST",
    path: "/api/predict",
    headers: JSON_TYPE,
    body: "{",
    status: 400,
    json: { error: { code: "invalid_json" } },
  },
  {
    name: "refuses another media type",
    method: "POST",
    path: "/api/predict",
    headers: { "Content-Type": "text/plain" },
    body: application,
    status: 415,
    json: { error: { code: "unsupported_media_type" } },
  },
  {
    name: "refuses a body past 16 KiB",
    method: "POST",
    path: "/api/predict",
    headers: JSON_TYPE,
    body: JSON.stringify({ ...GOLDEN_APPLICATION, padding: "x".repeat(17_000) }),
    status: 413,
    json: { error: { code: "payload_too_large" } },
  },
  {
    name: "streams a CSV batch, one line per row, with its cost",
    method: "POST",
    path: "/api/predict/batch",
    headers: { "Content-Type": "text/csv" },
    body: [FORM_CSV_HEADER, GOLDEN_CSV_ROW, EMPTY_INCOME_ROW].join("\n"),
    status: 200,
    expectHeaders: { "content-type": "application/x-ndjson; charset=utf-8", "ratelimit-cost": "1" },
    ndjson: true,
    json: [
      { row: 1, ...GOLDEN_VERDICTS },
      { row: 2, error: "Income is empty" },
    ],
  },
  {
    name: "streams an NDJSON batch, a line nested 100,000 deep answered as its own error",
    method: "POST",
    path: "/api/predict/batch",
    headers: { "Content-Type": "application/x-ndjson" },
    body: [application, `{"Gender":${"[".repeat(100_000)}${"]".repeat(100_000)}}`, application].join("\n"),
    status: 200,
    ndjson: true,
    json: [
      { row: 1, ...GOLDEN_VERDICTS },
      { row: 2, error: "the line is 200011 characters long; at most 1024 are read" },
      { row: 3, ...GOLDEN_VERDICTS },
    ],
  },
  ...["constructor", "__proto__"].map((type): ApiCase => ({
    name: `answers a batch sent as Content-Type: ${type} with 415`,
    method: "POST",
    path: "/api/predict/batch",
    headers: { "Content-Type": type },
    body: [FORM_CSV_HEADER, GOLDEN_CSV_ROW].join("\n"),
    status: 415,
    json: { error: { code: "unsupported_media_type" } },
  })),
  {
    name: "refuses a batch it cannot read",
    method: "POST",
    path: "/api/predict/batch",
    headers: { "Content-Type": "text/csv" },
    body: "Gender,Age\nMale,30\n",
    status: 400,
    json: { error: { code: "invalid_body" } },
  },
  {
    name: "answers the health check with each served model's cross-validated accuracy and its interval",
    method: "GET",
    path: "/api/health",
    status: 200,
    // docs/models.md: 74.9 % [72.9, 76.9] and 80.9 % [78.4, 83.5].
    json: {
      status: "ok",
      models: {
        scorecard: { crossValidated: { accuracy: { mean: 0.7492, low: 0.7294, high: 0.769 } } },
        trained: { crossValidated: { accuracy: { mean: 0.8094, low: 0.7843, high: 0.8345 } } },
      },
    },
  },
  {
    name: "serves the OpenAPI document",
    method: "GET",
    path: "/api/openapi.json",
    headers: { "Accept-Encoding": "gzip" },
    status: 200,
    json: { openapi: "3.1.0", paths: { "/api/predict": {}, "/api/predict/batch": {} } },
  },
  {
    name: "answers an unknown API path with a JSON 404",
    method: "GET",
    path: "/api/nope",
    status: 404,
    json: { error: { code: "not_found" } },
  },
  {
    name: "answers an endpoint's path with a trailing slash with a 404 that names the endpoint",
    method: "GET",
    path: "/api/health/",
    status: 404,
    json: {
      error: { code: "not_found", message: "No such API endpoint: API paths end without a slash (/api/health)." },
    },
  },
  {
    name: "answers another method with 405 and Allow",
    method: "DELETE",
    path: "/api/predict",
    status: 405,
    expectHeaders: { allow: "POST, OPTIONS" },
    json: { error: { code: "method_not_allowed" } },
  },
  {
    name: "answers a CORS preflight",
    method: "OPTIONS",
    path: "/api/predict",
    headers: { Origin: "https://example.org", "Access-Control-Request-Method": "POST" },
    status: 204,
    expectHeaders: { "access-control-allow-origin": "*" },
  },
];

/**
 * The fixture owner's models (tests/fixtures/content/models/): diabetes-risk is tests/fixtures/models/pipeline-named
 * (a logistic regression behind an Imputer, a Scaler and a one-hot encoder, one named input per column),
 * disease-progression is tests/fixtures/models/gb-regressor (gradient-boosted trees). The expected numbers are
 * onnxruntime-node's answers for the same inputs (tests/support/kit/onnx-oracle.ts), to 6 decimals (the kit and
 * onnxruntime both compute in float32 there).
 */
const RISK = "/api/models/diabetes-risk";
const PROGRESSION = "/api/models/disease-progression";
const RISK_INPUT = { age: 50, sex: "female", bmi: 28.1, bp: 95, s5: 4.6 };
const RISK_CSV_HEADER = "target,s5,bp,bmi,sex,age";
const PROGRESSION_INPUT = { age: 50, sex: 1, bmi: 26.5, bp: 90, s1: 180, s2: 110, s3: 48, s4: 4, s5: 4.6, s6: 90 };

const MODEL_CASES: ApiCase[] = [
  {
    name: "a model: scores one input, with the verdict at its cut, a conformal set and, asked, an exact explanation",
    method: "POST",
    path: `${RISK}/predict?explain=true`,
    headers: JSON_TYPE,
    body: JSON.stringify(RISK_INPUT),
    status: 200,
    expectHeaders: { "content-type": "application/json; charset=utf-8", "access-control-allow-origin": "*" },
    json: {
      model: "diabetes-risk",
      modelVersion: expect.stringMatching(/^diabetes-risk@[0-9a-f]{12}$/),
      task: "binary",
      classes: [0, 1],
      probabilities: [expect.closeTo(0.35455346, 6), expect.closeTo(0.64544654, 6)],
      probability: expect.closeTo(0.64544654, 6),
      cut: 0.5,
      verdict: 1,
      positive: true,
      predictionSet: { level: 0.9 },
      warnings: [],
      abstain: false,
      explanation: { method: "additive-exact", units: "log-odds" },
    },
  },
  {
    name: "a model: takes null for a number it imputes, and explains nothing unless asked",
    method: "POST",
    path: `${RISK}/predict`,
    headers: JSON_TYPE,
    body: JSON.stringify({ ...RISK_INPUT, bmi: null }),
    status: 200,
    json: { probability: expect.closeTo(0.58131289, 6), verdict: 1 },
    absent: ["explanation"],
  },
  {
    name: "a model: warns and abstains outside its test data",
    method: "POST",
    path: `${RISK}/predict`,
    headers: JSON_TYPE,
    body: JSON.stringify({ ...RISK_INPUT, bp: 300 }),
    status: 200,
    json: {
      abstain: true,
      warnings: [
        { kind: "above-range", field: "bp", value: 300, limit: 131 },
        { kind: "joint-distance", threshold: expect.any(Number) },
      ],
    },
  },
  {
    name: "a model: names each invalid, unknown or missing field with what it accepts",
    method: "POST",
    path: `${RISK}/predict`,
    headers: JSON_TYPE,
    body: JSON.stringify({ age: "old", sex: "other", bmi: 28.1, bp: -1, s6: 1 }),
    status: 400,
    json: {
      error: {
        code: "invalid_body",
        details: expect.arrayContaining([
          { field: "age", message: 'expected a whole number from 0 to 120; received "old"' },
          { field: "sex", message: 'expected one of female, male; received "other"' },
          { field: "bp", message: "expected a number of at least 0, or null when unknown; received -1" },
          { field: "s5", message: "missing; expected a number, or null when unknown" },
          { field: "s6", message: "unknown field; the fields are age, sex, bmi, bp, s5" },
        ]),
      },
    },
  },
  {
    name: "a model: refuses another media type",
    method: "POST",
    path: `${RISK}/predict`,
    headers: { "Content-Type": "text/plain" },
    body: JSON.stringify(RISK_INPUT),
    status: 415,
    json: { error: { code: "unsupported_media_type" } },
  },
  {
    name: "a model: refuses ?explain other than true or false",
    method: "POST",
    path: `${RISK}/predict?explain=maybe`,
    headers: JSON_TYPE,
    body: JSON.stringify(RISK_INPUT),
    status: 400,
    json: { error: { code: "invalid_body", details: [{ field: "explain" }] } },
  },
  {
    name: "a regressor: the value with its conformal interval, explained by TreeSHAP",
    method: "POST",
    path: `${PROGRESSION}/predict?explain=true`,
    headers: JSON_TYPE,
    body: JSON.stringify(PROGRESSION_INPUT),
    status: 200,
    json: {
      model: "disease-progression",
      task: "regression",
      value: expect.closeTo(142.523422, 4),
      interval: { level: 0.9, low: expect.any(Number), high: expect.any(Number) },
      explanation: { method: "tree-shap", units: "value" },
    },
  },
  {
    name: "a model: streams a CSV batch (its columns in any order, the target ignored), a bad row named",
    method: "POST",
    path: `${RISK}/predict/batch`,
    headers: { "Content-Type": "text/csv" },
    body: [RISK_CSV_HEADER, "1,4.6,95,28.1,female,50", "0,4.6,95,,unknown,50"].join("\n"),
    status: 200,
    expectHeaders: { "content-type": "application/x-ndjson; charset=utf-8", "ratelimit-cost": "1" },
    ndjson: true,
    json: [
      { row: 1, model: "diabetes-risk", probability: expect.closeTo(0.64544654, 6) },
      { row: 2, error: 'sex: expected one of female, male; received "unknown"' },
    ],
  },
  {
    name: "a model: streams an NDJSON batch",
    method: "POST",
    path: `${RISK}/predict/batch`,
    headers: { "Content-Type": "application/x-ndjson" },
    body: [JSON.stringify(RISK_INPUT), "{", JSON.stringify({ ...RISK_INPUT, bmi: null })].join("\n"),
    status: 200,
    ndjson: true,
    json: [
      { row: 1, probability: expect.closeTo(0.64544654, 6) },
      { row: 2, error: "not valid JSON" },
      { row: 3, probability: expect.closeTo(0.58131289, 6) },
    ],
  },
  {
    name: "a model: takes NDJSON by its other name, application/ndjson",
    method: "POST",
    path: `${RISK}/predict/batch`,
    headers: { "Content-Type": "application/ndjson" },
    body: JSON.stringify(RISK_INPUT),
    status: 200,
    ndjson: true,
    json: [{ row: 1, probability: expect.closeTo(0.64544654, 6) }],
  },
  {
    name: "a model: refuses a batch without a field's column",
    method: "POST",
    path: `${RISK}/predict/batch`,
    headers: { "Content-Type": "text/csv" },
    body: "age,sex\n50,female\n",
    status: 400,
    json: { error: { code: "invalid_body" } },
  },
  {
    name: "a model: its card, with its files' SHA-256 (as sha256sum gives them)",
    method: "GET",
    path: RISK,
    status: 200,
    json: {
      id: "diabetes-risk",
      title: "Diabetes progression risk",
      model: {
        file: "model.onnx",
        format: "onnx",
        sha256: "d0de67fa6e4ee885f657a08830388c1a217cc0b6cd0b5c14afe62afb0fcf2c2b",
      },
      testData: {
        file: "test.csv",
        rows: 100,
        fewRows: true,
        sha256: "46961f32311cc8e937c860a42dd6a754afa4a05ea4ac600084aee41521f58ed7",
      },
      conformal: { method: "split conformal", level: 0.9, calibrationRows: 50 },
    },
  },
  {
    name: "the models: listed, each with its predict path",
    method: "GET",
    path: "/api/models",
    status: 200,
    json: {
      models: [
        { id: "diabetes-risk", task: "binary", predict: `${RISK}/predict` },
        { id: "disease-progression", task: "regression", predict: `${PROGRESSION}/predict` },
      ],
    },
  },
  {
    name: "a model: another method gets 405 and Allow",
    method: "DELETE",
    path: `${RISK}/predict`,
    status: 405,
    expectHeaders: { allow: "POST, OPTIONS" },
    json: { error: { code: "method_not_allowed" } },
  },
  {
    name: "a model the site does not have: a JSON 404",
    method: "POST",
    path: "/api/models/nope/predict",
    headers: JSON_TYPE,
    body: JSON.stringify(RISK_INPUT),
    status: 404,
    json: { error: { code: "not_found" } },
  },
];

export const API_CASES: ApiCase[] = [...LOAN_CASES, ...MODEL_CASES];

/** The request of a case, for `client` (app.request, the Worker's fetch, or fetch over HTTP). */
export function caseRequest(apiCase: ApiCase, extraHeaders: Record<string, string> = {}): RequestInit {
  return { method: apiCase.method, headers: { ...apiCase.headers, ...extraHeaders }, body: apiCase.body };
}

/** Checks a case's answer with the test runner's `expect`; the body is parsed (NDJSON line by line). */
export async function checkAnswer(
  apiCase: ApiCase,
  response: Response,
  expect: (
    value: unknown,
    message?: string,
  ) => {
    toBe(expected: unknown): void;
    toMatchObject(expected: object): void;
  },
): Promise<void> {
  expect(response.status, apiCase.name).toBe(apiCase.status);
  for (const [name, value] of Object.entries(apiCase.expectHeaders ?? {})) {
    expect(response.headers.get(name), `${apiCase.name}: ${name}`).toBe(value);
  }
  const text = await response.text();
  if (apiCase.json === undefined) return;
  const parsed = apiCase.ndjson
    ? text
        .trimEnd()
        .split("\n")
        .map((line) => JSON.parse(line) as unknown)
    : JSON.parse(text);
  expect(parsed, apiCase.name).toMatchObject(apiCase.json as object);
  for (const key of apiCase.absent ?? [])
    expect(Object.hasOwn(parsed as object, key), `${apiCase.name}: ${key}`).toBe(false);
}
