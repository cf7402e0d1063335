import { z } from "zod";

import { ApiErrorSchema } from "#model/api-contract";
import { API_ENDPOINTS, type Answer, type Endpoint, type EndpointName } from "#model/api-endpoints";
import { bootstrapRefits } from "#model/card/bootstrap-refits";
import { EXAMPLE_APPLICATION } from "#model/example-application";
import { predictionFor } from "#model/scorecard/predict";
import { trainedPredictionFor } from "#model/trained/predict";

import { APP_VERSION } from "./health";

const RATE_LIMIT_HEADERS = {
  RateLimit: { description: 'Current quota, e.g. `"per-minute";r=59;t=60`.', schema: { type: "string" } },
  "RateLimit-Policy": { description: 'The quota policy, e.g. `"per-minute";q=60;w=60`.', schema: { type: "string" } },
  "RateLimit-Limit": { schema: { type: "integer" } },
  "RateLimit-Remaining": { schema: { type: "integer" } },
  "RateLimit-Reset": { description: "Seconds until the quota resets.", schema: { type: "integer" } },
};

const RETRY_AFTER = { "Retry-After": { description: "Seconds to wait.", schema: { type: "integer" } } };
const ALLOW = { Allow: { schema: { type: "string" } } };

/** The RateLimit headers an endpoint's answers carry: none off the quota, RateLimit-Cost on a batch's. */
function quotaHeaders({ quota }: Endpoint) {
  if (!quota) return undefined;
  if (!quota.rowsPerUnit) return RATE_LIMIT_HEADERS;
  const description = `Units of the quota this batch costs: one per ${quota.rowsPerUnit} rows, rounded up, at least one.`;
  return { ...RATE_LIMIT_HEADERS, "RateLimit-Cost": { description, schema: { type: "integer", minimum: 1 } } };
}

/**
 * The document's schemas: each zod schema with a title (`.meta({ title })`) once, as a component that the
 * operations refer to; one without a title is written where it is used. JSON Schema 2020-12, OpenAPI 3.1's.
 */
function schemaWriter() {
  const components: Record<string, object> = {};
  const write = (schema: z.ZodType, io: "input" | "output") => {
    const { $schema: _dialect, ...jsonSchema } = z.toJSONSchema(schema, { io });
    const title = z.globalRegistry.get(schema)?.title;
    if (!title) return jsonSchema;
    components[title] ??= jsonSchema;
    return { $ref: `#/components/schemas/${title}` };
  };
  return { components, write };
}

type Write = ReturnType<typeof schemaWriter>["write"];

/** The prediction endpoints' example answers, each computed by its model for the example application. */
function answerExamples(): Partial<Record<EndpointName, unknown>> {
  const scorecard = predictionFor(EXAMPLE_APPLICATION, bootstrapRefits);
  const trained = trainedPredictionFor(EXAMPLE_APPLICATION, bootstrapRefits);
  return { predict: scorecard, predictTrained: trained, predictBoth: { scorecard, trained } };
}

function operation(operationId: EndpointName, endpoint: Endpoint, write: Write, answerExample: unknown) {
  const { summary, request, answers, errors, method } = endpoint;
  const answer = ({ description, schema, mediaType = "application/json", example = answerExample }: Answer) => ({
    description,
    ...(endpoint.quota && { headers: quotaHeaders(endpoint) }),
    content: { [mediaType]: { schema: write(schema, "output"), ...(example !== undefined && { example }) } },
  });
  const error = (description: string, headers?: object) => ({
    description,
    ...(headers && { headers }),
    content: { "application/json": { schema: write(ApiErrorSchema, "output") } },
  });
  const allowed = method === "GET" ? "GET or HEAD" : method;
  return {
    operationId,
    summary,
    ...(request && {
      requestBody: {
        required: true,
        description: request.description,
        content: Object.fromEntries(
          Object.entries(request.content).map(([type, { schema, example }]) => [
            type,
            { schema: write(schema, "input"), ...(example !== undefined && { example }) },
          ]),
        ),
      },
    }),
    responses: {
      ...Object.fromEntries(Object.entries(answers).map(([status, each]) => [status, answer(each)])),
      ...Object.fromEntries(
        Object.entries(errors).map(([status, description]) => [
          status,
          error(description, status === "429" ? { ...quotaHeaders(endpoint), ...RETRY_AFTER } : undefined),
        ]),
      ),
      405: error(`Another method than ${allowed}.`, ALLOW),
    },
  };
}

/** The API's OpenAPI 3.1 document, generated from its endpoints' table (model/api-endpoints.ts). */
export function openApiDocument() {
  const { components, write } = schemaWriter();
  const examples = answerExamples();
  const paths: Record<string, Record<string, object>> = {};
  for (const [name, endpoint] of Object.entries(API_ENDPOINTS) as [EndpointName, Endpoint][]) {
    paths[endpoint.path] = {
      ...paths[endpoint.path],
      [endpoint.method.toLowerCase()]: operation(name, endpoint, write, examples[name]),
    };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Loan approval prediction API",
      version: APP_VERSION,
      description:
        "Scores a loan application with the hand-written scorecard of the demo page (the verdict, a calibrated " +
        "approval probability and each rule's points) or with a logistic regression trained on the public Loan " +
        "Prediction dataset (the probability and each field's share of the log-odds). Predictions are " +
        "rate-limited per client.",
      license: { name: "MIT", identifier: "MIT" },
    },
    // A public API: no credentials of any kind.
    security: [],
    servers: [{ url: "/" }],
    paths,
    components: { schemas: components },
  };
}
