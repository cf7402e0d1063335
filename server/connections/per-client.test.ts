/** The per-client cap and shut-out on a real HTTP server over loopback (each 127.0.0.x is a client). */
import { createServer, type Server } from "node:http";
import { connect } from "node:net";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { type ClientConnections, capConnectionsPerClient } from "./per-client";

const SHUT_OUT_MS = 500;
let server: Server;
let clients: ClientConnections;
let port = 0;

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === "/shut-me-out") clients.shutOut(request.socket);
    response.end("ok");
  });
  clients = capConnectionsPerClient(server, 2, { shutOutMs: SHUT_OUT_MS });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  port = typeof address === "object" && address ? address.port : 0;
});
afterAll(() => server.close());

/** "ok" when a GET from `localAddress` is answered, "refused" when the connection closes unanswered. */
function get(localAddress: string, path = "/"): Promise<"ok" | "refused"> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: "127.0.0.1", localAddress });
    let answer = "";
    socket.on("data", (chunk: Buffer) => (answer += chunk.toString()));
    socket.on("error", () => {});
    socket.on("close", () => resolve(answer.endsWith("ok") ? "ok" : "refused"));
    socket.write(`GET ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
  });
}

function openIdle(localAddress: string) {
  const socket = connect({ port, host: "127.0.0.1", localAddress });
  socket.on("error", () => {});
  return new Promise<typeof socket>((resolve) => socket.once("connect", () => resolve(socket)));
}

describe("capConnectionsPerClient", () => {
  it("refuses a shut-out client's connections for the shut-out's length, and no one else's", async () => {
    expect(await get("127.0.0.8", "/shut-me-out")).toBe("ok");
    expect(await get("127.0.0.8")).toBe("refused");
    expect(await get("127.0.0.9")).toBe("ok");
    await new Promise((resolve) => setTimeout(resolve, SHUT_OUT_MS + 200));
    expect(await get("127.0.0.8")).toBe("ok");
  });

  it("lets a client hold at most its cap of connections, and frees a slot when one closes", async () => {
    const held = [await openIdle("127.0.0.10"), await openIdle("127.0.0.10")];
    // Give the server a moment to count both before the third arrives.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await get("127.0.0.10")).toBe("refused");
    expect(await get("127.0.0.11")).toBe("ok");
    held[0]?.destroy();
    await expect.poll(() => get("127.0.0.10"), { timeout: 5_000 }).toBe("ok");
    held[1]?.destroy();
  });
});
