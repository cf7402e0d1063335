import type { z } from "zod";

/**
 * How a batch's body is read, by its media type: CSV, or NDJSON (one JSON value per line) under either of its
 * names, the long-standing `application/x-ndjson` and `application/ndjson`, which newer clients send. The
 * batch endpoints take these and nothing else; the server reads them from here.
 */
export const BATCH_MEDIA_TYPES = {
  "text/csv": "csv",
  "application/x-ndjson": "ndjson",
  "application/ndjson": "ndjson",
} as const;
export type BatchMediaType = keyof typeof BATCH_MEDIA_TYPES;

type MediaType = "application/json" | BatchMediaType;

/**
 * An answer other than an error: its schema (a titled schema becomes a component of the document). A prediction's
 * example is computed by the server (server/api/openapi.ts): it needs the bootstrap refits, which the page must
 * not load with this table.
 */
export type Answer = { description: string; schema: z.ZodType; mediaType?: MediaType; example?: unknown };

/**
 * One endpoint, declared once: the server mounts its route and enforces its limits from here, the OpenAPI
 * document is generated from it (server/api/openapi.ts), and the page calls its path.
 */
export type Endpoint = {
  method: "GET" | "POST";
  /**
   * Its path; `{id}` in it stands for a model's id (a folder in app/content/models/): the server mounts it, and
   * the document lists it, once per model it serves.
   */
  path: `/api/${string}`;
  summary: string;
  /**
   * The module it belongs to (app/site/modules.ts): it is served only while that module is on (the models', only
   * with a model). None: always (the health check; the document, while any other endpoint is).
   */
  module?: "loanDemo" | "models";
  /** A model's endpoint: its body's schema is the model's own (model/kit/serving/request.ts), not `request`'s. */
  perModel?: true;
  /** Its query parameters, each optional, with the values it takes. */
  query?: Record<string, { description: string; values: readonly string[] }>;
  /** The body: what it may be, and past how many bytes it is refused with 413. */
  request?: {
    description: string;
    maxBytes: number;
    content: Partial<Record<MediaType, { schema: z.ZodType; example?: unknown }>>;
  };
  /**
   * Counted against the client's one prediction quota: one unit a request, or (a batch) one unit per
   * `rowsPerUnit` rows, at least one. Its answers carry the RateLimit headers.
   */
  quota?: { rowsPerUnit?: number };
  /** The answers by status (JSON unless `mediaType` says otherwise). */
  answers: Record<number, Answer>;
  /** The errors by status, each answered as ApiErrorSchema; 405 with Allow goes without saying. */
  errors: Record<number, string>;
};

/** An endpoint's path for one model: `{id}` replaced by the model's id (the page's snippets, the server's routes). */
export function endpointPath(endpoint: Pick<Endpoint, "path">, id?: string): string {
  return id === undefined ? endpoint.path : endpoint.path.replace("{id}", id);
}
