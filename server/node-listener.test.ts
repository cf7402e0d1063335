/**
 * The node listener answers POST /api/predict without Hono. These tests hold that way in to the
 * same answers as the Hono route, over real sockets: same status, body and headers for random and
 * malformed requests, one rate limit for both, a log line each, a JSON 500 when the endpoint fails.
 */
import { Agent, createServer, type IncomingHttpHeaders, request, type Server } from "node:http";
import { type AddressInfo, connect } from "node:net";

import fc from "fast-check";
import { afterEach, describe, expect, it, vi } from "vitest";

import { mulberry32 } from "../model/mulberry32";
import { randomApplicant } from "../model/random-applicant";
import { type AppOptions, createApp, createServerParts } from "./app";
import { requestCase } from "./api/predict-arbitraries";
import { isPredictRequest, listenerFor, nodeListener } from "./node-listener";
import { predictRequest, testSite } from "./test-site";

type Sent = {
  contentType?: string;
  body: Uint8Array | string;
  declareLength?: boolean;
  headers?: Record<string, string>;
};
type Answer = { status: number; headers: Record<string, string>; body: string };

// Set by each transport in its own way; everything else must match.
const TRANSPORT_HEADERS = new Set(["date", "connection", "keep-alive", "content-length", "transfer-encoding"]);

function comparable(headers: IncomingHttpHeaders | Headers): Record<string, string> {
  const entries = headers instanceof Headers ? [...headers] : Object.entries(headers).map(([k, v]) => [k, String(v)]);
  return Object.fromEntries(entries.filter(([name]) => !TRANSPORT_HEADERS.has(name!)).sort());
}

const agent = new Agent({ keepAlive: true });
const servers: Server[] = [];

async function listen(listener: ReturnType<typeof nodeListener>): Promise<number> {
  const server = createServer(listener);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
}

afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

/** A POST over a real socket; without a declared length the body goes chunked. */
function post(port: number, path: string, { contentType, body, declareLength = true, headers = {} }: Sent) {
  return new Promise<Answer>((resolve, reject) => {
    const bytes = typeof body === "string" ? Buffer.from(body) : body;
    const all: Record<string, string | number> = { ...headers };
    if (contentType !== undefined) all["Content-Type"] = contentType;
    if (declareLength) all["Content-Length"] = bytes.byteLength;
    const req = request({ host: "127.0.0.1", port, path, method: "POST", headers: all, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const text = Buffer.concat(chunks).toString();
        expect(res.headers["content-length"]).toBe(String(Buffer.byteLength(text)));
        resolve({ status: res.statusCode ?? 0, headers: comparable(res.headers), body: text });
      });
    });
    req.on("error", reject);
    if (bytes.byteLength > 0) req.write(bytes);
    req.end();
  });
}

const site = testSite();

describe("isPredictRequest", () => {
  it("takes POST /api/predict, with or without a query, and nothing else", () => {
    expect(isPredictRequest("POST", "/api/predict")).toBe(true);
    expect(isPredictRequest("POST", "/api/predict?verbose=1")).toBe(true);
    for (const [method, url] of [
      ["GET", "/api/predict"],
      ["OPTIONS", "/api/predict"],
      ["POST", "/api/predict/"],
      ["POST", "/api/predictions"],
      ["POST", "/api/health"],
      ["POST", "/"],
    ]) {
      expect(isPredictRequest(method, url), `${method} ${url}`).toBe(false);
    }
  });
});

describe("node listener: POST /api/predict without Hono", () => {
  it("answers random and malformed requests exactly as the Hono route does", async () => {
    const options: AppOptions = { site, rateLimitPerMinute: 0 };
    const port = await listen(nodeListener(options));
    const app = createApp(options);

    await fc.assert(
      fc.asyncProperty(requestCase, async ({ contentType, body, declareLength }) => {
        const direct = await post(port, "/api/predict", { contentType, body, declareLength });
        const headers: Record<string, string> = contentType === undefined ? {} : { "Content-Type": contentType };
        if (declareLength) headers["Content-Length"] = String(body.byteLength);
        const response = await app.request("/api/predict", { method: "POST", headers, body });

        expect(direct.status).toBeLessThan(500);
        expect(direct).toEqual({
          status: response.status,
          headers: comparable(response.headers),
          body: await response.text(),
        });
      }),
      { numRuns: 1000 },
    );
  }, 60_000);

  it("counts both ways in against one rate limit per client, with the same headers", async () => {
    const options: AppOptions = { site, rateLimitPerMinute: 3, now: () => 1_000_000 };
    const parts = createServerParts(options);
    const port = await listen(listenerFor(parts, options));
    const body = predictRequest({}).body as string;
    const direct = () => post(port, "/api/predict", { contentType: "application/json", body });
    // app.request has no socket: Hono keys it as "unknown", so give the listener's client the same key.
    const viaHono = async () => {
      const response = await parts.app.request("/api/predict", predictRequest({}), {
        incoming: { socket: { remoteAddress: "127.0.0.1" } },
      });
      return { status: response.status, headers: comparable(response.headers), body: await response.text() };
    };

    const answers = [await direct(), await viaHono(), await direct(), await viaHono(), await direct()];
    expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400, 429, 429]);
    expect(answers.map((answer) => answer.headers["ratelimit-remaining"])).toEqual(["2", "1", "0", "0", "0"]);
    expect(answers[4]).toEqual(answers[3]);
    expect(answers[4]!.headers["retry-after"]).toBe("60");
  });

  it("keys clients by X-Forwarded-For only behind a trusted proxy", async () => {
    const body = predictRequest({}).body as string;
    const from = (address: string) => ({
      contentType: "application/json",
      body,
      headers: { "X-Forwarded-For": address },
    });
    const direct = await listen(nodeListener({ site, rateLimitPerMinute: 1 }));
    expect((await post(direct, "/api/predict", from("192.0.2.1"))).status).toBe(400);
    expect((await post(direct, "/api/predict", from("192.0.2.2"))).status).toBe(429);

    const proxied = await listen(nodeListener({ site, rateLimitPerMinute: 1, trustProxy: true }));
    expect((await post(proxied, "/api/predict", from("192.0.2.1"))).status).toBe(400);
    expect((await post(proxied, "/api/predict", from("spoofed, 192.0.2.2"))).status).toBe(400);
    expect((await post(proxied, "/api/predict", from("192.0.2.1"))).status).toBe(429);
  });

  it("refuses a chunked body past 16 KiB with 413 and keeps serving", async () => {
    const port = await listen(nodeListener({ site, rateLimitPerMinute: 0 }));
    const big = { contentType: "application/json", body: "x".repeat(40 * 1024), declareLength: false };
    const refused = await post(port, "/api/predict", big);
    expect(refused.status).toBe(413);
    expect(JSON.parse(refused.body)).toMatchObject({ error: { code: "payload_too_large" } });
    const application = JSON.stringify(randomApplicant(mulberry32(7)));
    expect((await post(port, "/api/predict", { contentType: "application/json", body: application })).status).toBe(200);
  });

  it("logs one 400 for a client that hangs up in the middle of its body, and keeps serving", async () => {
    const lines: string[] = [];
    const port = await listen(nodeListener({ site, rateLimitPerMinute: 0, log: (line) => lines.push(line) }));
    const socket = connect(port, "127.0.0.1");
    await new Promise((resolve) => socket.once("connect", resolve));
    const head =
      "POST /api/predict HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n";
    socket.end(`${head}{"Gender":`);
    await vi.waitFor(() => expect(lines).toHaveLength(1));
    expect(lines[0]).toMatch(/^POST \/api\/predict 400 /);
    const application = JSON.stringify(randomApplicant(mulberry32(8)));
    expect((await post(port, "/api/predict", { contentType: "application/json", body: application })).status).toBe(200);
    expect(lines).toHaveLength(2);
  });

  it("logs one line per prediction", async () => {
    const lines: string[] = [];
    const port = await listen(nodeListener({ site, rateLimitPerMinute: 0, log: (line) => lines.push(line) }));
    await post(port, "/api/predict", { contentType: "text/plain", body: "{}" });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^POST \/api\/predict 415 \d+\.\dms$/);
  });

  it("answers a JSON 500 when the endpoint fails, before or after the body, and goes on", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const parts = createServerParts({ site, rateLimitPerMinute: 0 });
    const broken = () => {
      throw new Error("broken");
    };
    const failsFirst = await listen(listenerFor({ ...parts, predict: broken }, {}));
    const failsOnBody = await listen(listenerFor({ ...parts, predict: () => broken }, {}));

    for (const port of [failsFirst, failsOnBody, failsFirst, failsOnBody]) {
      const answer = await post(port, "/api/predict", { contentType: "application/json", body: "{}" });
      expect(answer.status).toBe(500);
      expect(JSON.parse(answer.body)).toEqual({
        error: { code: "internal_error", message: "Something went wrong on our side." },
      });
      expect(answer.headers["content-security-policy"]).toBeDefined();
    }
    expect(error).toHaveBeenCalledTimes(4);
    expect(error).toHaveBeenCalledWith("POST /api/predict failed:", expect.any(Error));
    error.mockRestore();
  });
});
