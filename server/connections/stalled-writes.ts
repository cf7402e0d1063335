import type { Server } from "node:http";
import type { Socket } from "node:net";

/**
 * Lets go of a client that stops reading its answers: once a connection has answers waiting and not a byte
 * of them has left for `stallMs`, it is destroyed, whatever the client sends meanwhile.
 *
 * Node's own timeout (`server.setTimeout`) counts a byte read as activity too. A client that never reads, but
 * sends a blank line now and then (HTTP allows them between requests, and Node's parser takes them without
 * starting a request), would keep its connection, and every answer queued for it, for ever. One timer checks
 * every connection; destroying the socket also aborts a batch being scored for it.
 */
export function cutStalledWriters(server: Server, stallMs: number): void {
  const sockets = new Map<Socket, { sent: number; since: number }>();
  server.on("connection", (socket: Socket) => {
    sockets.set(socket, { sent: 0, since: Date.now() });
    socket.once("close", () => sockets.delete(socket));
  });
  const timer = setInterval(
    () => {
      const now = Date.now();
      for (const [socket, last] of sockets) {
        // bytesWritten counts what is still buffered too: what has left is the rest.
        const sent = socket.bytesWritten - socket.writableLength;
        if (socket.writableLength === 0 || sent !== last.sent) {
          last.sent = sent;
          last.since = now;
        } else if (now - last.since >= stallMs) {
          socket.destroy();
        }
      }
    },
    Math.min(1_000, stallMs / 4),
  );
  timer.unref();
  server.once("close", () => clearInterval(timer));
}
