/**
 * The production entry over real sockets: one client holding every connection slot it can (issue 24: 1,100
 * sockets that each sent half a request line locked every visitor out), and the per-client cap that stops it.
 */
import { connect, type Socket } from "node:net";

import { beforeAll, describe, expect, it } from "vitest";

import { visit } from "#scripts/bench/attack/probes";
import { runAttacker } from "#scripts/bench/attack/watchers";
import { startServer, testBuildDir } from "#tests/server/node-process";

let buildDir: string;
beforeAll(() => {
  buildDir = testBuildDir();
});

/** Ten health checks from another client (127.0.0.2) while one client holds 1,100 half-open sockets: how many were answered. */
async function answeredWhileHeld(env: Record<string, string>): Promise<number> {
  const server = await startServer(buildDir, { LOG_REQUESTS: "0", ...env });
  try {
    const attacker = runAttacker("slots", server.port, 1_100, 8);
    // The attacker's sockets are open (or refused) within a second or two.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    let answered = 0;
    for (let i = 0; i < 10; i++) {
      if ((await visit(server.port, "/api/health", "127.0.0.2", 2_000)).status === 200) answered++;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    attacker.stop();
    return answered;
  } finally {
    server.child.kill("SIGKILL");
  }
}

/** Opens `count` connections from `localAddress`, one after another; resolves once each is open (or closed). */
async function open(port: number, count: number, localAddress: string): Promise<Socket[]> {
  const sockets: Socket[] = [];
  for (let i = 0; i < count; i++) {
    const socket = connect({ port, host: "127.0.0.1", localAddress });
    socket.on("error", () => {});
    await new Promise((resolve) => {
      socket.once("connect", resolve);
      socket.once("close", resolve);
    });
    sockets.push(socket);
  }
  return sockets;
}

/** How many of `sockets` the server has left open: those it refused close as soon as it has accepted them. */
const stillOpen = (sockets: Socket[]) => sockets.filter((socket) => !socket.destroyed).length;

describe("one client holding connection slots", () => {
  it("cannot lock visitors out with 1,100 half-open sockets: 10 of 10 health checks are answered", async () => {
    expect(await answeredWhileHeld({})).toBe(10);
  }, 60_000);

  it("holds at most MAX_CONNECTIONS_PER_CLIENT, and another client its own", async () => {
    const server = await startServer(buildDir, { LOG_REQUESTS: "0", MAX_CONNECTIONS_PER_CLIENT: "5" });
    try {
      const first = await open(server.port, 8, "127.0.0.3");
      await expect.poll(() => stillOpen(first)).toBe(5);
      const other = await open(server.port, 5, "127.0.0.4");
      await expect.poll(() => stillOpen(other)).toBe(5);
      // The five held are the first five, and they stay held.
      expect(first.slice(0, 5).every((socket) => !socket.destroyed)).toBe(true);
      // A closed connection frees its slot for the same client.
      first.forEach((socket) => socket.destroy());
      await expect.poll(async () => (await visit(server.port, "/api/health", "127.0.0.3")).status).toBe(200);
      other.forEach((socket) => socket.destroy());
    } finally {
      server.child.kill("SIGKILL");
    }
  }, 30_000);

  it("locks visitors out without the cap, as behind a proxy (TRUST_PROXY), where the proxy must cap each client", async () => {
    expect(await answeredWhileHeld({ TRUST_PROXY: "1" })).toBeLessThan(10);
  }, 60_000);
});
