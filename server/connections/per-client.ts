import type { Server } from "node:http";
import { BlockList, type Socket } from "node:net";

import { rateLimitKey } from "../client-key";

/** How long a client that abused a connection (see `shutOut`) is refused new ones. */
export const SHUT_OUT_MS = 10_000;
// Each entry took a connection and a flood of requests to earn, but the map must stay bounded all the same.
const MAX_SHUT_OUT = 10_000;

export type ClientConnections = {
  /** Refuses the client of `socket` every new connection for SHUT_OUT_MS (or the `shutOutMs` given). */
  shutOut: (socket: Socket) => void;
};

/** Adds a client, as `rateLimitKey` names it (an IPv4 address, or an IPv6 /64 as `a:b:c:d::/64`), to `list`. */
function block(list: BlockList, client: string) {
  if (client.endsWith("::/64")) list.addSubnet(client.slice(0, -"/64".length), 64, "ipv6");
  else list.addAddress(client, "ipv4");
}

/**
 * Caps the connections one client holds open at `max`: a client's next connection is destroyed as soon as
 * it is accepted, before a byte of it is read. A client is its address as the rate limit counts it (an
 * IPv6 /64 is one client). So one client cannot take the server's MAX_CONNECTIONS slots with half-sent
 * requests. Only for a server that clients reach directly: behind a proxy every connection is the proxy's.
 * Holds a count per client with a connection open (at most MAX_CONNECTIONS) and at most 10,000 shut-outs.
 *
 * A shut-out client is refused in Node's accept, before a Socket object exists, by net.Server's `blockList`
 * (http.Server does not pass that option on, so it is set on the server): a client that reconnects
 * thousands of times a second then costs no garbage. Against four connections flooding for 20 s, the
 * server's memory a minute later was 67 MB above its start with it and 146 MB without (docs/security.md).
 * A BlockList cannot forget an address, so a new one replaces it when a shut-out ends.
 */
export function capConnectionsPerClient(
  server: Server,
  max: number,
  { shutOutMs = SHUT_OUT_MS, now = Date.now }: { shutOutMs?: number; now?: () => number } = {},
): ClientConnections {
  const open = new Map<string, number>();
  const shutOutUntil = new Map<string, number>();
  const clientOf = (socket: Socket) => rateLimitKey(socket.remoteAddress ?? "");
  let blocked = new BlockList();
  Object.assign(server, { blockList: blocked });

  // One timer for all shut-outs, and at most one rebuild per tenth of a shut-out: a rebuild costs one add per
  // client still shut out, so one per shut-out ending would let many addresses keep the server rebuilding.
  let rebuild: ReturnType<typeof setTimeout> | undefined;
  const forgetEnded = () => {
    rebuild = undefined;
    blocked = new BlockList();
    for (const [client, until] of shutOutUntil) {
      if (until > now()) block(blocked, client);
      else shutOutUntil.delete(client);
    }
    Object.assign(server, { blockList: blocked });
    scheduleForget();
  };
  function scheduleForget() {
    // The map is in order of ending (each entry is re-inserted last, every shut-out lasts as long).
    const [firstEnd] = shutOutUntil.values();
    if (rebuild || firstEnd === undefined) return;
    rebuild = setTimeout(forgetEnded, Math.max(firstEnd - now(), shutOutMs / 10)).unref();
  }

  server.on("connection", (socket: Socket) => {
    const client = clientOf(socket);
    const count = open.get(client) ?? 0;
    if (count >= max) {
      socket.destroy();
      return;
    }
    open.set(client, count + 1);
    socket.once("close", () => {
      const left = (open.get(client) ?? 1) - 1;
      if (left > 0) open.set(client, left);
      else open.delete(client);
    });
  });

  return {
    shutOut: (socket) => {
      const client = clientOf(socket);
      if (client === "unknown") return; // no address to refuse (a socket already closed)
      shutOutUntil.delete(client); // re-inserted last, so the oldest entry is the first
      shutOutUntil.set(client, now() + shutOutMs);
      // Past the bound the oldest is forgotten here and leaves the BlockList at the next rebuild.
      if (shutOutUntil.size > MAX_SHUT_OUT) {
        const [oldest] = shutOutUntil.keys();
        if (oldest !== undefined) shutOutUntil.delete(oldest);
      }
      block(blocked, client);
      scheduleForget();
    },
  };
}
