// First: lib/zod.ts turns off zod's `new Function` (the CSP forbids it) before #model/api-endpoints builds its schemas.
import "#app/lib/zod";
import { requestSnippet, type SnippetLanguage } from "#app/lib/request-snippets";
import { API_ENDPOINTS } from "#model/api-endpoints";
import type { LoanApplication } from "#model/schema";

/** The models the API serves, each at its own path. */
export const SNIPPET_MODELS = ["scorecard", "trained"] as const;
export type SnippetModel = (typeof SNIPPET_MODELS)[number];

const MODEL_PATHS = { scorecard: API_ENDPOINTS.predict.path, trained: API_ENDPOINTS.predictTrained.path } as const;

/** The endpoint a model answers at, on `origin` ("https://example.com", no trailing slash). */
export function endpointUrl(origin: string, model: SnippetModel): string {
  return `${origin}${MODEL_PATHS[model]}`;
}

/** Ready-to-paste code that sends `application` to `model`'s endpoint on `origin` and prints the answer (lib/request-snippets.ts). */
export function apiSnippet(
  language: SnippetLanguage,
  { origin, model, application }: { origin: string; model: SnippetModel; application: LoanApplication },
): string {
  return requestSnippet(language, { url: endpointUrl(origin, model), body: application, name: "application" });
}
