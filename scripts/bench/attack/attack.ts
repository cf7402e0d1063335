/**
 * `npm run attack -- [build folders…] [--only a,b]`: the attacks of docs/security.md ("Pipelining and
 * connection slots") against the built Node server (`node --max-semi-space-size=8 <build>/server/node.js`, as `npm start` runs it,
 * logging on), one fresh server per attack, with the server's memory (VmRSS) and a visitor's waits
 * watched throughout. Several builds (e.g. one of main's, saved as build-before, and the current one)
 * give one column each, side by side. About three minutes per build, on ports from ATTACK_PORT (4500).
 *
 * A server whose memory passes SAFETY_MB is killed, and the figure reads "≥ SAFETY_MB": the machine is shared.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";

import { startChild, waitUntilUp } from "../child-server";
import { type Attack, ATTACKS } from "./attacks";
import type { ServerUnderAttack } from "./watchers";

const ROOT = join(import.meta.dirname, "../../..");
const FIRST_PORT = Number(process.env.ATTACK_PORT ?? 4500);

const { values, positionals } = parseArgs({ allowPositionals: true, options: { only: { type: "string" } } });
const builds = positionals.length > 0 ? positionals : ["build"];
const chosen = values.only ? ATTACKS.filter((attack) => values.only?.split(",").includes(attack.name)) : ATTACKS;

let nextPort = FIRST_PORT;

async function startServer(build: string): Promise<ServerUnderAttack> {
  const entry = join(build, "server", "node.js");
  if (!existsSync(join(ROOT, entry))) throw new Error(`No built server at ${entry}: run \`npm run build\` first.`);
  const port = nextPort++;
  const child = startChild({
    // As `npm start` runs it (package.json), with V8's young generation capped.
    command: [process.execPath, "--max-semi-space-size=8", entry],
    cwd: ROOT,
    env: { BUILD_DIR: build, PORT: String(port), HOST: "127.0.0.1", LOG_REQUESTS: "1" },
  });
  await waitUntilUp(child, async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`);
    if (!response.ok) throw new Error(`health answered ${response.status}`);
  });
  if (child.pid === undefined) throw new Error("no pid");
  return { child, pid: child.pid, port };
}

async function run(attack: Attack, build: string): Promise<Record<string, string>> {
  const server = await startServer(build);
  try {
    return await attack.run(server);
  } finally {
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill("SIGKILL");
  }
}

const rows = new Map<string, string[]>();
for (const [column, build] of builds.entries()) {
  for (const attack of chosen) {
    console.error(`${build}: ${attack.name}…`);
    for (const [label, value] of Object.entries(await run(attack, build))) {
      const key = `${attack.name}: ${label}`;
      const row = rows.get(key) ?? Array<string>(builds.length).fill("");
      row[column] = value;
      rows.set(key, row);
    }
  }
}
console.log(`| attack: figure | ${builds.join(" | ")} |`);
console.log(`| --- | ${builds.map(() => "---").join(" | ")} |`);
for (const [key, row] of rows) console.log(`| ${key} | ${row.join(" | ")} |`);
