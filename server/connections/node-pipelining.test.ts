/**
 * The production entry over real sockets, attacked as issue 24 did: pipelined requests by the thousand, with
 * the server's memory (VmRSS) watched. `npm run attack` runs the long versions (a 20 s flood, a minute's wait).
 */
import { writeFileSync } from "node:fs";
import { connect } from "node:net";
import { join } from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { pipelinedBurst, pipelinedGets, rssMB, starvation, type Visit, visit } from "#scripts/bench/attack/probes";
import { runAttacker } from "#scripts/bench/attack/watchers";
import { MAX_PIPELINED } from "#server/connections/pipelining";
import { type Server, startServer, testBuildDir } from "#tests/server/node-process";

// The size of the built home page (about 180 KB), which the flood asks for: building 2,000 of these answers
// at once took the server from 86 MB to 1.2-1.4 GB.
const PAGE = `<!DOCTYPE html><html><body>${"<p>A page worth asking for.</p>".repeat(5_800)}</body></html>`;
const MB_100 = 100;
// After SIGTERM: 1 s of draining (DRAIN_GRACE_MS in server/node.ts), then 10 s at most for requests in flight.
const DRAIN_TIMEOUT_MS = 11_000;

let server: Server;
beforeAll(async () => {
  const buildDir = testBuildDir();
  writeFileSync(join(buildDir, "client", "index.html"), PAGE);
  server = await startServer(buildDir);
  // Every kind of answer once, so that what is built on first use is in the resting figure.
  for (const path of ["/", "/api/health", "/no/such/page"]) await visit(server.port, path);
}, 30_000);
afterAll(() => {
  server.child.kill("SIGKILL");
});

const pid = () => server.child.pid ?? 0;

/** Samples the server's RSS every 50 ms while `work` runs; resolves with the peak and what `work` gave. */
async function peakDuring<T>(work: Promise<T>): Promise<{ peak: number; result: T }> {
  let peak = rssMB(pid());
  const timer = setInterval(() => (peak = Math.max(peak, rssMB(pid()))), 50);
  const result = await work;
  clearInterval(timer);
  return { peak: Math.max(peak, rssMB(pid())), result };
}

/** Visits /api/health from 127.0.0.2 every 100 ms while `work` runs. */
async function visitsDuring<T>(work: Promise<T>): Promise<{ visits: Visit[]; result: T }> {
  const visits: Visit[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      visits.push(await visit(server.port, "/api/health"));
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  const result = await work;
  running = false;
  await loop;
  return { visits, result };
}

describe("2,000 pipelined GET / in one 54 KB write", () => {
  it.each([
    ["never read", false, "127.0.0.3"],
    ["read", true, "127.0.0.4"],
  ])(
    "(%s) cost the server less than 100 MB, and the connection at once",
    async (_, read, localAddress) => {
      expect(PAGE.length).toBeGreaterThan(175_000);
      expect(pipelinedGets(2_000).length).toBe(54_000);
      const rest = rssMB(pid());
      const burst = pipelinedBurst(server.port, { count: 2_000, read, holdMs: 5_000, localAddress });
      const { peak, result } = await peakDuring(visitsDuring(burst));
      const outcome = result.result;
      expect(peak - rest).toBeLessThan(MB_100);
      // Destroyed as the chunk was parsed, before more than MAX_PIPELINED answers: far sooner than the hold.
      expect(outcome.closedAfterMs).toBeDefined();
      expect(outcome.answers).toBeLessThanOrEqual(MAX_PIPELINED);
      expect(result.visits.map((v) => v.status)).toEqual(result.visits.map(() => 200));
    },
    30_000,
  );

  it("shut the flooding client out for a while, and no one else", async () => {
    await pipelinedBurst(server.port, { count: 2_000, read: false, holdMs: 5_000, localAddress: "127.0.0.5" });
    expect((await visit(server.port, "/api/health", "127.0.0.5")).status).toBe("error");
    expect((await visit(server.port, "/api/health", "127.0.0.6")).status).toBe(200);
  }, 30_000);
});

describe("a client that pipelines no more than 16 requests at a time", () => {
  it("is answered every time, on the same connection", async () => {
    const socket = connect({ port: server.port, host: "127.0.0.1", localAddress: "127.0.0.7" });
    let received = "";
    socket.on("data", (chunk: Buffer) => (received += chunk.toString("latin1")));
    const answered = () => received.match(/HTTP\/1\.1 200 OK/g)?.length ?? 0;
    await new Promise((resolve) => socket.once("connect", resolve));
    for (let round = 1; round <= 3; round++) {
      socket.write(pipelinedGets(MAX_PIPELINED, "/api/health"));
      await expect.poll(answered, { timeout: 10_000 }).toBe(round * MAX_PIPELINED);
    }
    expect(socket.destroyed).toBe(false);
    socket.destroy();
  }, 30_000);
});

describe("four connections pipelining for 5 s (the attack script floods for 20 s)", () => {
  it("leave other visitors answered promptly throughout", async () => {
    const before = starvation();
    const flood = runAttacker("flood", server.port, 4, 5).done;
    const { visits } = await visitsDuring(flood);
    const factor = Math.max(before, starvation());
    expect(visits.length).toBeGreaterThan(10);
    expect(visits.map((v) => v.status)).toEqual(visits.map(() => 200));
    const message = `starvation ×${factor.toFixed(1)}; waits ${visits.map((v) => Math.round(v.ms)).join(" ")}`;
    expect(Math.max(...visits.map((v) => v.ms)), message).toBeLessThan(500 * factor);
  }, 60_000);
});

describe("SIGTERM during a flood", () => {
  it("ends the process, drained (exit 0), within the drain timeout", async () => {
    const flooded = await startServer(testBuildDir());
    const flood = runAttacker("flood", flooded.port, 4, 30);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const sent = performance.now();
    flooded.child.kill("SIGTERM");
    const code = await Promise.race([
      flooded.exit,
      new Promise((resolve) => setTimeout(() => resolve("still running"), DRAIN_TIMEOUT_MS + 5_000)),
    ]);
    const took = performance.now() - sent;
    flood.stop();
    flooded.child.kill("SIGKILL");
    expect(code).toBe(0);
    expect(took).toBeLessThan(DRAIN_TIMEOUT_MS);
  }, 60_000);
});
