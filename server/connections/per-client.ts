import type { Server } from "node:http";
import type { Socket } from "node:net";

import { rateLimitKey } from "../client-key";

/** How long a client that abused a connection (see `shutOut`) is refused new ones. */
export const SHUT_OUT_MS = 10_000;
// Each entry took a connection and a flood of requests to earn, but the map must stay bounded all the same.
const MAX_SHUT_OUT = 10_000;

export type ClientConnections = {
  /** Refuses the client of `socket` every new connection for SHUT_OUT_MS. */
  shutOut: (socket: Socket) => void;
};

/**
 * Caps the connections one client holds open at `max`: a client's next connection is destroyed as soon as
 * it is accepted, before a byte of it is read, and so is every connection of a client that was shut out.
 * A client is its address as the rate limit counts it (an IPv6 /64 is one client). So one client cannot
 * take the server's MAX_CONNECTIONS slots with half-sent requests, nor reopen at once a connection it
 * flooded. Only for a server that clients reach directly: behind a proxy every connection is the proxy's.
 * Holds a count per client with a connection open (at most MAX_CONNECTIONS) and at most 10,000 shut-outs.
 */
export function capConnectionsPerClient(server: Server, max: number, now = Date.now): ClientConnections {
  const open = new Map<string, number>();
  const shutOutUntil = new Map<string, number>();
  const clientOf = (socket: Socket) => rateLimitKey(socket.remoteAddress ?? "");

  const isShutOut = (client: string) => {
    const until = shutOutUntil.get(client);
    if (until === undefined) return false;
    if (until > now()) return true;
    shutOutUntil.delete(client);
    return false;
  };

  server.on("connection", (socket: Socket) => {
    const client = clientOf(socket);
    const count = open.get(client) ?? 0;
    if (count >= max || isShutOut(client)) {
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
      shutOutUntil.delete(client); // re-inserted last, so the oldest entry is the first
      shutOutUntil.set(client, now() + SHUT_OUT_MS);
      if (shutOutUntil.size > MAX_SHUT_OUT) {
        const [oldest] = shutOutUntil.keys();
        if (oldest !== undefined) shutOutUntil.delete(oldest);
      }
    },
  };
}
