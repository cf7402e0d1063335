/** The production entry point over real sockets: start-up checks, logging, limits, graceful shutdown. */
import { rmSync } from "node:fs";
import { request } from "node:http";
import { connect } from "node:net";
import { join } from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { APPLICATION, post, type Server, startServer, testBuildDir } from "#tests/server/node-process";
import { TEST_SCRIPT_HASHES } from "#tests/server/test-site";

/** Sends a chunked body (no Content-Length) of `size` bytes and resolves with the status. */
function postChunked(port: number, size: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        port,
        host: "127.0.0.1",
        path: "/api/predict",
        method: "POST",
        headers: { "Content-Type": "application/json" },
      },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on("error", reject);
    for (let sent = 0; sent < size; sent += 1024) req.write("x".repeat(1024));
    req.end();
  });
}

let buildDir: string;

beforeAll(() => {
  buildDir = testBuildDir();
});

afterAll(() => rmSync(buildDir, { recursive: true, force: true }));

describe("server/node.ts", () => {
  let server: Server;
  beforeAll(async () => {
    server = await startServer(buildDir, { RATE_LIMIT_PER_MINUTE: "5", LOG_REQUESTS: "1" });
  }, 30_000);
  afterAll(() => {
    if (server.child.exitCode === null) server.child.kill("SIGKILL");
  });

  it("answers predictions and logs one line per request", async () => {
    const response = await post(server.port, APPLICATION);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ prediction: "Yes" });
    await expect.poll(() => server.stdout()).toMatch(/^POST \/api\/predict 200 \d+\.\dms$/m);
  });

  it("serves the site from the build folder: a page with its CSP, a script without", async () => {
    const page = await fetch(`http://127.0.0.1:${server.port}/`);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-security-policy")).toContain(`script-src 'self' ${TEST_SCRIPT_HASHES.join(" ")}`);
    const asset = `http://127.0.0.1:${server.port}/assets/entry-abc123.js`;
    const response = await fetch(asset, { headers: { "Accept-Encoding": "br" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-security-policy")).toBeNull();
    expect(response.headers.get("content-encoding")).toBe("br");
  });

  it("answers 413 to a chunked body past 16 KiB and to an oversized declared length", async () => {
    expect(await postChunked(server.port, 64 * 1024)).toBe(413);
    const declared = await post(server.port, "x".repeat(20_000));
    expect(declared.status).toBe(413);
  });

  it("limits each client by its socket address", async () => {
    let response = await post(server.port, APPLICATION);
    for (let i = 0; i < 5 && response.status !== 429; i++) response = await post(server.port, APPLICATION);
    expect(response.status).toBe(429);
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await response.json()).toMatchObject({ error: { code: "rate_limited" } });
  });
});

describe("graceful shutdown", () => {
  it("on SIGTERM stops accepting, finishes the request in flight, then exits 0", async () => {
    const server = await startServer(buildDir, { RATE_LIMIT_PER_MINUTE: "0", LOG_REQUESTS: "0" });
    const socket = connect(server.port, "127.0.0.1");
    let answer = "";
    socket.on("data", (chunk: Buffer) => (answer += chunk.toString()));
    const closed = new Promise((resolve) => socket.on("close", resolve));
    // The headers and half the body now, the rest after the signal: the answer needs the whole body.
    const half = APPLICATION.length >> 1;
    const head = `POST /api/predict HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${APPLICATION.length}\r\n\r\n`;
    await new Promise<void>((resolve) => socket.write(head + APPLICATION.slice(0, half), () => resolve()));
    await new Promise((resolve) => setTimeout(resolve, 200));

    server.child.kill("SIGTERM");
    // Generous waits: on a loaded machine the server's exit path and each fetch can take seconds.
    await expect.poll(() => server.stdout(), { timeout: 15_000 }).toContain("SIGTERM received");
    // Draining: health tells load balancers to go elsewhere, and answers close their connection.
    const health = await fetch(`http://127.0.0.1:${server.port}/api/health`);
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ status: "draining" });
    expect(health.headers.get("connection")).toBe("close");
    // Then the server stops accepting.
    await expect
      .poll(
        () =>
          fetch(`http://127.0.0.1:${server.port}/api/health`).then(
            () => "open",
            () => "closed",
          ),
        { timeout: 15_000 },
      )
      .toBe("closed");
    expect(answer).toBe("");

    socket.write(APPLICATION.slice(half));
    await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 200 OK/);
    expect(answer).toContain('"prediction":"Yes"');
    expect(await server.exit).toBe(0);
  }, 60_000);
});

describe("start-up", () => {
  it("stops with a clear message when the environment is wrong", async () => {
    const server = await startServer(buildDir, { RATE_LIMIT_PER_MINUTE: "lots" });
    expect(await server.exit).not.toBe(0);
    expect(server.stderr()).toContain("RATE_LIMIT_PER_MINUTE: expected a whole number");
  }, 30_000);

  it("refuses TRUST_PROXY on an address clients reach directly, naming the fixes", async () => {
    const server = await startServer(buildDir, { TRUST_PROXY: "1", HOST: "0.0.0.0" });
    expect(server.port).toBe(-1);
    expect(await server.exit).not.toBe(0);
    expect(server.stderr()).toContain("TRUST_PROXY=1 trusts X-Forwarded-For, but HOST=0.0.0.0 lets clients reach");
    expect(server.stderr()).toContain("HOST_BEHIND_PROXY=1");
  }, 30_000);

  it("stops with a clear message when there is no build", async () => {
    const server = await startServer(join(buildDir, "missing"));
    expect(await server.exit).not.toBe(0);
    expect(server.stderr()).toMatch(/No built site in .*missing.*npm run build/);
  }, 30_000);
});
