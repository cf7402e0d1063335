/**
 * The API's behaviour as a list of cases, run against every runtime from this one list: on Node
 * (server/api/api-cases.test.ts, through the app), in workerd (tests/worker/api-cases.test.ts, through
 * the Worker's fetch handler) and over real HTTP against `wrangler dev` on the build
 * (tests/worker-http/wrangler-dev.test.ts). Each case sends one request and checks the status, some
 * headers and the parsed body. Test-only.
 */
import { FORM_CSV_HEADER, GOLDEN_APPLICATION, GOLDEN_CSV_ROW, GOLDEN_VERDICTS } from "../support/golden-application";

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
};

const JSON_TYPE = { "Content-Type": "application/json" };
const application = JSON.stringify(GOLDEN_APPLICATION);
const EMPTY_INCOME_ROW = "Female,34,,Yes,210,1,Graduate,Semiurban,No";

export const API_CASES: ApiCase[] = [
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
    // numpy (scripts/sklearn/out-of-data.py): with an income of 0 its leverage is far above the threshold, 0.042297.
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
}
