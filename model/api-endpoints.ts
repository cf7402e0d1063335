import { z } from "zod";

import type { Endpoint } from "./api/endpoint";
import { LOAN_DEMO_ENDPOINTS } from "./api/loan-demo-endpoints";
import { MODEL_ENDPOINTS } from "./api/model-endpoints";
import { HealthResponseSchema } from "./api-contract";

const { model, ...loanDemoPredictions } = LOAN_DEMO_ENDPOINTS;

/**
 * The API: every endpoint, in the order the document lists them (and the generated client's types,
 * tests/api/openapi-types.ts). One table, which the server's routes and 405s and the OpenAPI document read: the loan
 * demo's endpoints (model/api/loan-demo-endpoints.ts) around the health check, the models'
 * (model/api/model-endpoints.ts), then the document itself. Adding one: docs/api.md.
 */
export const API_ENDPOINTS = {
  ...loanDemoPredictions,
  health: {
    method: "GET",
    path: "/api/health",
    summary: "Liveness, application version and the deployed model",
    answers: {
      200: { description: "Up.", schema: HealthResponseSchema },
      503: { description: "Shutting down: send requests elsewhere.", schema: HealthResponseSchema },
    },
    errors: {},
  },
  model,
  ...MODEL_ENDPOINTS,
  openapi: {
    method: "GET",
    path: "/api/openapi.json",
    summary: "This document",
    answers: { 200: { description: "OpenAPI 3.1.", schema: z.looseObject({}) } },
    errors: {},
  },
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof API_ENDPOINTS;

/** The endpoints each model has, at its own path (`perModel`). */
export type ModelEndpointName = {
  [K in EndpointName]: (typeof API_ENDPOINTS)[K] extends { perModel: true } ? K : never;
}[EndpointName];
