/** The attacks `npm run attack` makes, each against a fresh server (attack.ts), each returning its figures by label. */
import { pipelinedBurst, rssMB, visit } from "./probes";
import {
  describeVisits,
  mb,
  runAttacker,
  type ServerUnderAttack,
  sleep,
  watchCpu,
  watchMemory,
  watchVisitors,
} from "./watchers";

export type Attack = { name: string; run: (server: ServerUnderAttack) => Promise<Record<string, string>> };

/** The server's resting memory: a request of each kind first (so lazily built parts exist), then a quiet second. */
async function restingMB(server: ServerUnderAttack): Promise<number> {
  for (const path of ["/", "/api/health", "/no/such/page"]) await visit(server.port, path);
  await sleep(1_000);
  return rssMB(server.pid);
}

/** 2,000 pipelined `GET /` in one 54 KB write on one connection; the client reads the answers, or never does. */
function pipelineOnce(read: boolean): Attack {
  return {
    name: read ? "pipeline-read" : "pipeline-unread",
    run: async (server) => {
      const start = await restingMB(server);
      const memory = watchMemory(server);
      const cpu = watchCpu(server);
      const visitors = watchVisitors(server.port, 250);
      const burst = await pipelinedBurst(server.port, { count: 2_000, read, holdMs: read ? 30_000 : 10_000 });
      await sleep(5_000);
      memory.stop();
      const visits = await visitors.stop();
      const load = memory.state.killed ? "" : cpu.stop();
      const after = memory.state.killed ? Number.NaN : rssMB(server.pid);
      return {
        "RSS at rest": mb(start),
        "RSS peak": mb(memory.state.peak, memory.state.killed),
        "RSS 5 s after the client left": mb(after, memory.state.killed),
        "connection closed by the server":
          burst.closedAfterMs === undefined ? "no" : `after ${Math.round(burst.closedAfterMs)} ms`,
        ...(read ? { "answers read": String(burst.answers) } : {}),
        "visitors meanwhile": describeVisits(visits),
        "CPU meanwhile": load,
      };
    },
  };
}

/** Four connections pipelining 2,000-request writes for 20 s (reading the answers), then a minute of quiet. */
const flood: Attack = {
  name: "flood",
  run: async (server) => {
    const start = await restingMB(server);
    const memory = watchMemory(server);
    const cpu = watchCpu(server);
    const visitors = watchVisitors(server.port, 100);
    const tally = await runAttacker("flood", server.port, 4, 20).done;
    const during = await visitors.stop();
    const load = memory.state.killed ? "" : cpu.stop();
    const atEnd = memory.state.killed ? Number.NaN : rssMB(server.pid);
    const quiet = watchVisitors(server.port, 1_000);
    await sleep(60_000);
    memory.stop();
    const after = await quiet.stop();
    return {
      "requests written in 20 s": `${Math.round((tally.requestsSent ?? 0) / 1000)} thousand (${Math.round((tally.bytesSent ?? 0) / 1e6)} MB)`,
      "connections opened": String(tally.connectionsOpened ?? 0),
      "RSS at rest": mb(start),
      "RSS peak": mb(memory.state.peak, memory.state.killed),
      "RSS when the flood stopped": mb(atEnd, memory.state.killed),
      "RSS a minute later": mb(memory.state.killed ? Number.NaN : rssMB(server.pid), memory.state.killed),
      "visitors during the flood": describeVisits(during),
      "CPU during the flood": load,
      "visitors in the minute after": describeVisits(after),
    };
  },
};

/** One client holds 1,100 sockets that each sent half a request line, reopening closed ones; ten visitors try. */
const slots: Attack = {
  name: "slots",
  run: async (server) => {
    const attacker = runAttacker("slots", server.port, 1_100, 16);
    await sleep(3_000);
    const cpu = watchCpu(server);
    const visits = [];
    for (let i = 0; i < 10; i++) {
      visits.push(await visit(server.port, "/api/health", "127.0.0.2", 2_000));
      await sleep(1_000);
    }
    const load = cpu.stop();
    const tally = await attacker.done;
    const answered = visits.filter((v) => v.status === 200).length;
    return {
      "health checks answered within 2 s": `${answered} of 10`,
      "CPU meanwhile": load,
      "attacker's connections opened": String(tally.connectionsOpened ?? 0),
    };
  },
};

/** SIGTERM 5 s into the flood: how long until the process exits (the drain allows 1 s + 10 s). */
const sigterm: Attack = {
  name: "sigterm",
  run: async (server) => {
    const attacker = runAttacker("flood", server.port, 4, 60);
    await sleep(5_000);
    const exited = new Promise<void>((resolve) => server.child.once("exit", () => resolve()));
    const sent = performance.now();
    server.child.kill("SIGTERM");
    const outcome = await Promise.race([exited.then(() => "exited"), sleep(30_000).then(() => "still running")]);
    const seconds = ((performance.now() - sent) / 1000).toFixed(1);
    attacker.stop();
    return { "after SIGTERM": outcome === "exited" ? `exited in ${seconds} s` : `still running after 30 s` };
  },
};

export const ATTACKS: Attack[] = [pipelineOnce(false), pipelineOnce(true), flood, slots, sigterm];
