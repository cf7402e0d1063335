/** The production entry over real sockets: a client that stops reading is let go of after STALL_TIMEOUT_MS. */
import { writeFileSync } from "node:fs";
import { connect } from "node:net";
import { join } from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { starvation } from "#scripts/bench/attack/probes";
import { type Server, startServer, testBuildDir } from "#tests/server/node-process";
import { FORM_CSV_HEADER, GOLDEN_CSV_ROW } from "#tests/support/loan/golden-application";

const STALL_TIMEOUT_MS = 1000;
// 10,000 rows: about 0.5 MB up, and about 1.2 MB of answers down.
const BATCH = [FORM_CSV_HEADER, ...Array.from({ length: 10_000 }, () => GOLDEN_CSV_ROW)].join("\n");
// Far more than the socket buffers of both ends hold: the server's writes must stall.
const BIG_FILE_BYTES = 48 * 1024 * 1024;

let server: Server;
beforeAll(async () => {
  const buildDir = testBuildDir();
  writeFileSync(join(buildDir, "client", "big.bin"), Buffer.alloc(BIG_FILE_BYTES, 1));
  server = await startServer(buildDir, {
    STALL_TIMEOUT_MS: String(STALL_TIMEOUT_MS),
    RATE_LIMIT_PER_MINUTE: "0",
    LOG_REQUESTS: "0",
  });
}, 30_000);
afterAll(() => {
  server.child.kill("SIGKILL");
});

/**
 * Sends `requests` on one connection, all at once (pipelined), never reads a byte of the answers, and
 * resolves with how long after sending the server closed the connection. A stalled socket notices its
 * peer has gone only when it writes, so a blank line (which HTTP allows before a request) goes out
 * every 100 ms. It lands behind the pipelined batches (half a megabyte each), and Node stops reading a
 * connection when a pipelined request's headers arrive while earlier answers are still waiting to be
 * sent: once the first answers fill the buffers, the rest of the batches and the blank lines stay
 * unread, no activity on the server's side. (A 54 KB write of small requests is parsed whole before
 * that pause can begin: see connections/pipelining.ts.) When the batches are all read before the answers pile
 * up, Node never pauses and reads every blank line; the server then cuts the connection because its answers
 * have stopped leaving (connections/stalled-writes.ts). Under load that happened, and this test hung.
 */
function sendAndNeverRead(requests: string[]): Promise<number> {
  const socket = connect(server.port, "127.0.0.1");
  socket.pause();
  let sent = 0;
  return new Promise((resolve) => {
    const probe = setInterval(() => socket.write("\r\n"), 100);
    const closed = () => {
      clearInterval(probe);
      resolve(Date.now() - sent);
    };
    socket.on("error", () => {});
    socket.on("close", closed);
    socket.once("connect", () => {
      for (const request of requests) socket.write(request);
      sent = Date.now();
    });
  });
}

describe("a client that stops reading", () => {
  it("is cut off once nothing has moved for STALL_TIMEOUT_MS, in a pipelined series of batches", async () => {
    const request = [
      "POST /api/predict/batch HTTP/1.1",
      "Host: localhost",
      "Content-Type: text/csv",
      `Content-Length: ${Buffer.byteLength(BATCH)}`,
      "",
      BATCH,
    ].join("\r\n");
    const before = starvation();
    const held = await sendAndNeverRead(Array.from({ length: 16 }, () => request));
    // The writes stall within moments of the first answer (scoring it takes a fraction of a second of a whole
    // CPU, more on a starved machine); then one quiet STALL_TIMEOUT_MS, and out.
    expect(held).toBeGreaterThanOrEqual(STALL_TIMEOUT_MS);
    expect(held).toBeLessThan(STALL_TIMEOUT_MS + 6_000 * Math.max(before, starvation()));
    // The server is fine afterwards.
    expect((await fetch(`http://127.0.0.1:${server.port}/api/health`)).status).toBe(200);
  }, 90_000);

  it("is cut off the same way while downloading a large static file", async () => {
    const socket = connect(server.port, "127.0.0.1");
    socket.pause();
    socket.on("error", () => {});
    const closed = new Promise<void>((resolve) => socket.on("close", () => resolve()));
    socket.write("GET /big.bin HTTP/1.1\r\nHost: localhost\r\n\r\n");
    // Not a byte read (nor written, which would count as activity) for longer than the deadline...
    await new Promise((resolve) => setTimeout(resolve, STALL_TIMEOUT_MS + 2_000));
    // ...then what had been sent before the cut is all there is: far less than the file.
    let received = 0;
    socket.on("data", (chunk: Buffer) => (received += chunk.length));
    socket.resume();
    await closed;
    expect(received).toBeGreaterThan(0);
    expect(received).toBeLessThan(BIG_FILE_BYTES);
  }, 20_000);

  it("is cut off the same way though it keeps sending blank lines, which Node's own timeout counts as activity", async () => {
    const socket = connect(server.port, "127.0.0.1");
    socket.pause();
    socket.on("error", () => {});
    const before = starvation();
    const started = Date.now();
    socket.write("GET /big.bin HTTP/1.1\r\nHost: localhost\r\n\r\n");
    // Never a byte read, but a blank line every 100 ms, which the server does read (and which tells this end
    // when the connection is gone: a paused socket hears of it only when it writes).
    const trickle = setInterval(() => socket.write("\r\n"), 100);
    const held = await new Promise<number>((resolve) =>
      socket.on("close", () => {
        clearInterval(trickle);
        resolve(Date.now() - started);
      }),
    );
    expect(held).toBeGreaterThanOrEqual(STALL_TIMEOUT_MS);
    expect(held).toBeLessThan(STALL_TIMEOUT_MS + 6_000 * Math.max(before, starvation()));
  }, 20_000);
});
