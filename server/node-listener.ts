import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";

import { getRequestListener } from "@hono/node-server";

import { type AppOptions, createServerParts, type ServerParts } from "./app";
import type { PredictRequest } from "./api/predict";
import { bodyDecoder, declaredTooLarge } from "./api/read-body";
import type { ApiAnswer } from "./api/responses";
import { clientAddress } from "./client-key";
import { logLine } from "./middleware/request-log";

// After an early answer (413, 415, 429), what is left of a body is read and dropped this long, then the connection closes.
const DISCARD_MS = 500;

/** POST /api/predict, with or without a query string: the one request the server answers without Hono. */
export function isPredictRequest(method: string | undefined, url: string | undefined): boolean {
  return method === "POST" && (url === "/api/predict" || url?.startsWith("/api/predict?") === true);
}

/**
 * The body as text (UTF-8, a leading BOM dropped, as fetch's Request.text() does), or undefined
 * when it is larger than `maxBytes`: a declared Content-Length is checked before reading, a
 * chunked body as it streams in (the rest of it is then dropped as it comes).
 */
function readBody(req: IncomingMessage, maxBytes: number): Promise<string | undefined> {
  if (declaredTooLarge(req.headers["content-length"], req.headers["transfer-encoding"], maxBytes)) {
    return Promise.resolve(undefined);
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBytes) chunks.push(chunk);
      else resolve(undefined);
    });
    req.on("end", () => {
      if (size <= maxBytes) resolve(bodyDecoder.decode(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks)));
    });
    req.once("error", reject);
  });
}

/**
 * A node:http request as the endpoint sees it. A class rather than an object of arrow functions:
 * its methods are made once, not per request (and tsx names each function it makes).
 */
class NodePredictRequest implements PredictRequest {
  readonly contentType: string | undefined;
  readonly #req: IncomingMessage;
  readonly #trustProxy: boolean;

  constructor(req: IncomingMessage, trustProxy: boolean) {
    this.contentType = req.headers["content-type"];
    this.#req = req;
    this.#trustProxy = trustProxy;
  }

  clientAddress(): string {
    // Node joins repeated X-Forwarded-For fields with ", " into one string, as fetch's Headers does.
    const forwardedFor = this.#req.headers["x-forwarded-for"] as string | undefined;
    return clientAddress(forwardedFor, this.#req.socket.remoteAddress, this.#trustProxy);
  }

  readBody(maxBytes: number): Promise<string | undefined> {
    return readBody(this.#req, maxBytes);
  }
}

/** Writes the answer; a body left unread (an early answer) is dropped for a moment, then the connection closes. */
function send(req: IncomingMessage, res: ServerResponse, { status, headers, body }: ApiAnswer): void {
  res.writeHead(status, { ...headers, "Content-Length": Buffer.byteLength(body) });
  res.end(body);
  if (req.complete || req.destroyed) return;
  const timer = setTimeout(() => req.socket.destroySoon(), DISCARD_MS).unref();
  req.once("end", () => clearTimeout(timer));
  req.resume();
}

/**
 * The server's request listener: POST /api/predict goes straight from node:http to the endpoint
 * (`predictEndpoint`, the same one the Hono route calls), everything else through Hono.
 * Building fetch Request and Response objects costs more than the prediction itself, and this is
 * the endpoint that takes the load; node-listener.test.ts holds both ways to the same answers.
 */
export function nodeListener(options: AppOptions): RequestListener {
  return listenerFor(createServerParts(options), options);
}

/** `nodeListener` for parts already made (tests pass an endpoint that fails). */
export function listenerFor(
  { app, predict, internalError }: ServerParts,
  { trustProxy = false, log }: Pick<AppOptions, "trustProxy" | "log">,
): RequestListener {
  const viaHono = getRequestListener(app.fetch);
  return (req, res) => {
    if (!isPredictRequest(req.method, req.url)) return void viaHono(req, res);
    const start = performance.now();
    predict(new NodePredictRequest(req, trustProxy))
      .catch((error: unknown) => {
        console.error("POST /api/predict failed:", error);
        return internalError();
      })
      .then((answer) => {
        send(req, res, answer);
        log?.(logLine("POST", "/api/predict", answer.status, performance.now() - start));
      });
  };
}
