import { z } from "zod";

import type { Answer, Endpoint } from "#model/api/endpoint";
import { ApiErrorSchema } from "#model/api-contract";
import type { EndpointName } from "#model/api-endpoints";
import { bootstrapRefits } from "#model/card/bootstrap-refits";
import { EXAMPLE_APPLICATION } from "#model/example-application";
import { kitScorer } from "#model/kit/serving/kit-scorer";
import { requestSchema } from "#model/kit/serving/request";
import type { KitSpec, ServedModel } from "#model/kit/serving/served-model";
import { predictionFor } from "#model/scorecard/predict";
import { trainedPredictionFor } from "#model/trained/predict";

import { APP_VERSION } from "./health";
import type { MountedEndpoint } from "./mounted";

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

/** A model's example input: each number at the test rows' median, each category at its first choice. */
function exampleInput(spec: KitSpec): Record<string, number | string> {
  return Object.fromEntries(
    spec.fields.map((field) => [field.name, field.kind === "number" ? field.data.median : field.choices[0]!.value]),
  );
}

/**
 * A model's endpoint as the document lists it: at the model's own path, with the model's own input schema and
 * an example input with the answer the model gives it.
 */
function forModel(
  name: EndpointName,
  endpoint: Endpoint,
  model: ServedModel,
): { endpoint: Endpoint; example: unknown } {
  const { spec } = model;
  const summary = `${endpoint.summary} (${spec.title})`;
  if (name !== "modelPredict" || !endpoint.request) {
    return { endpoint: { ...endpoint, summary }, example: name === "modelCard" ? model.card : undefined };
  }
  const input = exampleInput(spec);
  const row = spec.fields.map((field) => input[field.name]!);
  const content = { "application/json": { schema: requestSchema(spec), example: input } };
  return {
    endpoint: { ...endpoint, summary, request: { ...endpoint.request, content } },
    example: kitScorer(model).answer([row], "never")[0],
  };
}

function operation(operationId: string, endpoint: Endpoint, write: Write, answerExample: unknown) {
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
    ...(endpoint.query && {
      parameters: Object.entries(endpoint.query).map(([name, { description, values }]) => ({
        name,
        in: "query",
        required: false,
        description,
        schema: { type: "string", enum: values },
      })),
    }),
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

const LOAN_DESCRIPTION =
  "Scores a loan application with the hand-written scorecard of the demo page (the verdict, a calibrated " +
  "approval probability and each rule's points) or with a logistic regression trained on the public Loan " +
  "Prediction dataset (the probability and each field's share of the log-odds).";

const MODELS_DESCRIPTION =
  "Serves the site owner's own models (/api/models/<id>/…): for a classifier the probabilities, the verdict at " +
  "the model's cut and a split conformal prediction set; for a regressor the value with a split conformal " +
  "interval; warnings when the input lies outside the model's test data, and each field's contribution.";

/**
 * The API's OpenAPI 3.1 document, generated from its endpoints' table (model/api-endpoints.ts): the endpoints
 * the server mounts (routes.ts), a model's once per model.
 */
export function openApiDocument(mounted: readonly MountedEndpoint[]) {
  const { components, write } = schemaWriter();
  const loanDemo = mounted.some(({ endpoint }) => endpoint.module === "loanDemo");
  const models = mounted.some(({ endpoint }) => endpoint.module === "models");
  const examples = loanDemo ? answerExamples() : {};
  const paths: Record<string, Record<string, object>> = {};
  for (const { name, endpoint, path, model } of mounted) {
    const listed = model ? forModel(name, endpoint, model) : { endpoint, example: examples[name] };
    const operationId = model ? `${name}_${model.spec.id}` : name;
    paths[path] = {
      ...paths[path],
      [endpoint.method.toLowerCase()]: operation(operationId, listed.endpoint, write, listed.example),
    };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: loanDemo ? "Loan approval prediction API" : "Model prediction API",
      version: APP_VERSION,
      description: [
        loanDemo ? LOAN_DESCRIPTION : "",
        models ? MODELS_DESCRIPTION : "",
        "Predictions are rate-limited per client.",
      ]
        .filter(Boolean)
        .join(" "),
      license: { name: "MIT", identifier: "MIT" },
    },
    // A public API: no credentials of any kind.
    security: [],
    servers: [{ url: "/" }],
    paths,
    components: { schemas: components },
  };
}
