import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";

import { getRequestListener } from "@hono/node-server";

import { type AppOptions, createServerParts, type ServerParts } from "./app";
import { MAX_BODY_BYTES, type PredictRequest } from "./api/predict";
import { BODY_TOO_LARGE, BODY_UNREADABLE, bodyDecoder, declaredTooLarge, type ReadBodyResult } from "./api/read-body";
import type { ApiAnswer } from "./api/responses";
import { clientAddress } from "./client-key";
import { logLine } from "./middleware/request-log";

// After an early answer (413, 415, 429), what is left of a body is read and dropped this long, then the connection closes.
const DISCARD_MS = 500;

/** POST /api/predict, with or without a query string: the one request the server answers without Hono. */
export function isPredictRequest(method: string | undefined, url: string | undefined): boolean {
  return method === "POST" && (url === "/api/predict" || url?.startsWith("/api/predict?") === true);
}

// On the path that takes the load, no function is made per request as `const f = () => …`: tsx
// keeps function names, so each such closure costs an Object.defineProperty (measured: 4% of the
// time per prediction). Functions made per request are passed or returned anonymous instead.

/** `done`, callable once: later calls do nothing. */
function once<T>(done: (value: T) => void): (value: T) => void {
  let called = false;
  return (value) => {
    if (called) return;
    called = true;
    done(value);
  };
}

/**
 * Reads the body and calls `done` once with it: as text (UTF-8, a leading BOM dropped, as fetch's
 * Request.text() does), or too large past `maxBytes` (a declared Content-Length is checked before
 * reading, a chunked body as it streams in; the rest of it is then dropped as it comes), or
 * unreadable. Callbacks rather than a promise: see predictEndpoint.
 */
function readBody(req: IncomingMessage, maxBytes: number, done: (body: ReadBodyResult) => void): void {
  if (declaredTooLarge(req.headers["content-length"], req.headers["transfer-encoding"], maxBytes)) {
    return done(BODY_TOO_LARGE);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  const finish = once(done);
  req.on("data", (chunk: Buffer) => {
    size += chunk.length;
    if (size <= maxBytes) chunks.push(chunk);
    else finish(BODY_TOO_LARGE);
  });
  req.on("end", () => {
    if (size <= maxBytes) finish({ text: bodyDecoder.decode(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks)) });
  });
  req.on("error", () => finish(BODY_UNREADABLE));
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
}

// The API's shared, frozen header objects as flat [name, value, …] lists, made once each: writeHead
// takes a list without walking an object's keys, and no object is copied per answer. An answer with
// headers of its own (the rate limit's, per client) is listed afresh.
const headerLists = new WeakMap<object, string[]>();

function headerList(headers: ApiAnswer["headers"]): string[] {
  let list = headerLists.get(headers);
  if (!list) {
    list = Object.entries(headers).flat();
    if (Object.isFrozen(headers)) headerLists.set(headers, list);
  }
  return list;
}

/** Writes the answer; a body left unread (an early answer) is dropped for a moment, then the connection closes. */
function send(req: IncomingMessage, res: ServerResponse, { status, headers, body }: ApiAnswer): void {
  res.writeHead(status, [...headerList(headers), "Content-Length", String(Buffer.byteLength(body))]);
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
  { app, predict, trustProxy, internalError }: ServerParts,
  { log }: Pick<AppOptions, "log">,
): RequestListener {
  const viaHono = getRequestListener(app.fetch);

  /** What `make()` returns, or a JSON 500 when it throws. */
  function orInternalError<T>(make: () => T): T | ApiAnswer {
    try {
      return make();
    } catch (error) {
      console.error("POST /api/predict failed:", error);
      return internalError();
    }
  }

  /** Sends the answer and logs it. */
  function respond(req: IncomingMessage, res: ServerResponse, start: number, answer: ApiAnswer): void {
    send(req, res, answer);
    log?.(logLine("POST", "/api/predict", answer.status, performance.now() - start));
  }

  return (req, res) => {
    if (!isPredictRequest(req.method, req.url)) return void viaHono(req, res);
    const start = performance.now();
    const next = orInternalError(() => predict(new NodePredictRequest(req, trustProxy)));
    if (typeof next !== "function") return respond(req, res, start, next);
    readBody(req, MAX_BODY_BYTES, (body) =>
      respond(
        req,
        res,
        start,
        orInternalError(() => next(body)),
      ),
    );
  };
}
