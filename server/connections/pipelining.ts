import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import type { Socket } from "node:net";

/**
 * Requests one connection may have waiting for their answers at once. Browsers never pipeline, and proxies
 * send one request at a time; a client that keeps this many waiting and sends another loses the connection
 * (RFC 9112 §9.3.2: a client retries, on a new connection, what a closed one left unanswered).
 */
export const MAX_PIPELINED = 16;

/**
 * Node's HTTP parser reads a whole chunk at once, and a 54 KB chunk holds 2,000 pipelined requests: Node
 * starts every one before it can pause the socket (its own pause waits for answers to pile up), and the app
 * would build 2,000 answers. This wraps the request listener (@hono/node-server's) so that at most `max` of
 * a connection's requests reach the app until their answers are written. The next one destroys the
 * connection at once, with what it had parsed: answering the excess (with 503s) would keep that chunk's
 * requests in memory until a client that never reads is timed out, and close them just the same.
 * `onExcess` hears of each connection destroyed so.
 */
export function limitPipelining(
  listener: RequestListener,
  { max = MAX_PIPELINED, onExcess = () => {} }: { max?: number; onExcess?: (socket: Socket) => void } = {},
): RequestListener {
  const waiting = new WeakMap<Socket, number>();
  return (request: IncomingMessage, response: ServerResponse) => {
    const socket = request.socket;
    // The rest of a chunk still comes here after the connection was destroyed: nothing to do for it.
    if (socket.destroyed) return;
    const count = waiting.get(socket) ?? 0;
    if (count >= max) {
      onExcess(socket);
      socket.destroy();
      return;
    }
    waiting.set(socket, count + 1);
    // "close" comes once the answer is written, or when the connection is gone before it was; a response closes
    // once, and is dropped after, so `on` (no wrapper to make and take off again, as `once` has, per request).
    response.on("close", () => waiting.set(socket, (waiting.get(socket) ?? 1) - 1));
    listener(request, response);
  };
}
