/**
 * The attacker, as a process of its own (so its work never delays the visitor the attack script times):
 *
 *   tsx scripts/bench/attack/attacker.ts flood <port> <connections> <seconds>
 *     each connection writes 2,000 pipelined `GET /` per write, as fast as the socket takes them, and reads
 *     (and drops) the answers; a connection the server closes is opened again at once.
 *   tsx scripts/bench/attack/attacker.ts slots <port> <sockets> <seconds>
 *     holds `sockets` connections that each sent half a request line, opening a new one 100 ms after the
 *     server closes one.
 *
 * Prints one line of JSON with what it did when the time is up, then exits.
 */
import { connect, type Socket } from "node:net";

import { pipelinedGets } from "./probes";

const BURST = Buffer.from(pipelinedGets(2_000));
const HALF_REQUEST_LINE = "GET / HT";
const REOPEN_MS = 100;

type Tally = { requestsSent: number; bytesSent: number; bytesRead: number; connectionsOpened: number };

function flood(port: number, connections: number, until: number, tally: Tally) {
  const open = () => {
    if (Date.now() >= until) return;
    tally.connectionsOpened++;
    const socket = connect(port, "127.0.0.1");
    const write = () => {
      while (Date.now() < until) {
        tally.requestsSent += 2_000;
        tally.bytesSent += BURST.length;
        if (!socket.write(BURST)) return;
      }
    };
    socket.on("connect", write);
    socket.on("drain", write);
    socket.on("data", (chunk: Buffer) => (tally.bytesRead += chunk.length));
    socket.on("error", () => {});
    socket.on("close", open);
  };
  for (let i = 0; i < connections; i++) open();
}

function holdSlots(port: number, sockets: number, until: number, tally: Tally) {
  const open = () => {
    if (Date.now() >= until) return;
    tally.connectionsOpened++;
    const socket: Socket = connect(port, "127.0.0.1", () => socket.write(HALF_REQUEST_LINE));
    socket.on("error", () => {});
    socket.on("close", () => setTimeout(open, REOPEN_MS));
  };
  for (let i = 0; i < sockets; i++) open();
}

const [mode, port, count, seconds] = process.argv.slice(2);
const until = Date.now() + Number(seconds) * 1000;
const tally: Tally = { requestsSent: 0, bytesSent: 0, bytesRead: 0, connectionsOpened: 0 };
if (mode === "flood") flood(Number(port), Number(count), until, tally);
else if (mode === "slots") holdSlots(Number(port), Number(count), until, tally);
else throw new Error(`unknown mode ${mode}: flood or slots`);
setTimeout(() => {
  process.stdout.write(`${JSON.stringify(tally)}\n`);
  process.exit(0);
}, until - Date.now());
