/**
 * `npx tsx scripts/bench/profile/bench-profile.ts [--seconds 10] [--rounds 3] [<checkout> ...]`: where a `POST /api/predict`
 * spends its CPU on Node, for this build and others side by side. Each checkout's built server (BUILD_DIR, default
 * "build", under that folder; this one when none is given) runs under `node --cpu-prof`, pinned to its own CPU as
 * in `npm run bench`, takes `npm run bench`'s load (50 connections, the sample application) for `--seconds`, and
 * stops; the builds take turns for `--rounds`. The profiles (V8's sampling, every 100 µs) are summed per build and
 * printed as CPU time per request, by where it went (scripts/bench/profile/cpu-profile.ts), with the requests per CPU-second.
 * `--keep <dir>` keeps the .cpuprofile files (open one in Chrome DevTools). Run `npm run build` in each checkout
 * first; compare builds within one run only.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join, resolve } from "node:path";
import { parseArgs } from "node:util";

import { builtServerEntry } from "../../site/serve-built";
import { freePort, startChild, stopChild, waitUntilUp } from "../child-server";
import { pinLoadAndServers } from "../cpu-pinning";
import { cpuSeconds } from "../cpu-time";
import { checkAnswer, load } from "../requests";
import { type CpuProfile, timeByPlace } from "./cpu-profile";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    seconds: { type: "string", default: "10" },
    rounds: { type: "string", default: "3" },
    keep: { type: "string" },
  },
});
const SECONDS = Number(values.seconds);
const ROUNDS = Number(values.rounds);
const CONNECTIONS = 50;
const buildDir = process.env.BUILD_DIR ?? "build";
const roots = (positionals.length > 0 ? positionals : [join(import.meta.dirname, "..", "..", "..")]).map((root) =>
  resolve(root),
);

// As `npm run bench` runs its servers (scripts/bench/servers.ts): no rate limit, no log, room for 50 connections.
const BENCH_ENV = {
  HOST: "127.0.0.1",
  RATE_LIMIT_PER_MINUTE: "0",
  LOG_REQUESTS: "0",
  MAX_CONNECTIONS_PER_CLIENT: "1000",
};

/** A build's measured requests and the CPU they took (/proc), and its profiles with every request they cover. */
type Tally = { requests: number; cpuSeconds: number; profiles: CpuProfile[]; profiledRequests: number };
const tallies = new Map<string, Tally>(
  roots.map((root) => [root, { requests: 0, cpuSeconds: 0, profiles: [], profiledRequests: 0 }]),
);
const pinning = pinLoadAndServers();

/** One round of one build: its server under --cpu-prof, warmed up, loaded, stopped; its profile read back. */
async function round(root: string): Promise<void> {
  const profileDir = mkdtempSync(join(tmpdir(), "bench-profile-"));
  const port = await freePort();
  const child = startChild(
    {
      command: [process.execPath, "--cpu-prof", `--cpu-prof-dir=${profileDir}`, builtServerEntry(buildDir)],
      cwd: root,
      env: { ...BENCH_ENV, PORT: String(port), BUILD_DIR: buildDir },
    },
    pinning.serverPrefix,
  );
  const url = `http://127.0.0.1:${port}/api/predict`;
  try {
    await waitUntilUp(child, () => checkAnswer(url));
    const warm = await load(url, 2, CONNECTIONS);
    const before = cpuSeconds(child.pid) ?? Number.NaN;
    const result = await load(url, SECONDS, CONNECTIONS);
    const tally = tallies.get(root)!;
    tally.cpuSeconds += (cpuSeconds(child.pid) ?? Number.NaN) - before;
    tally.requests += result.requests.total;
    tally.profiledRequests += warm.requests.total + result.requests.total + 1;
  } finally {
    // The server drains and exits on SIGTERM; Node writes the profile as it exits.
    await stopChild(child);
  }
  for (const name of readdirSync(profileDir).filter((file) => file.endsWith(".cpuprofile"))) {
    const profile = JSON.parse(readFileSync(join(profileDir, name), "utf8")) as CpuProfile;
    tallies.get(root)!.profiles.push(profile);
    if (values.keep) {
      const { copyFileSync } = await import("node:fs");
      copyFileSync(join(profileDir, name), join(values.keep, `${basename(root)}-${name}`));
    }
  }
  rmSync(profileDir, { recursive: true, force: true });
}

console.log(
  `${ROUNDS} rounds of ${SECONDS} s per build, in turns: ${CONNECTIONS} connections, ${pinning.description}…`,
);
for (let index = 0; index < ROUNDS; index += 1) {
  for (const root of index % 2 === 0 ? roots : [...roots].reverse()) await round(root);
}

const columns = roots.map((root) => basename(root));
const byPlace = roots.map((root) => {
  const { profiledRequests, profiles } = tallies.get(root)!;
  return timeByPlace(profiles, profiledRequests);
});
const places = [...new Set(byPlace.flatMap((places) => Object.keys(places)))].sort(
  (a, b) => (byPlace[0]![b] ?? 0) - (byPlace[0]![a] ?? 0),
);
// The profile spans the server's whole life: start-up and shutdown are spread over every request it answered.
console.log(`\nCPU time per request (µs), by where it went:`);
console.log(`| where | ${columns.join(" | ")} |`);
console.log(`| --- | ${columns.map(() => "---").join(" | ")} |`);
for (const place of places) {
  const cells = byPlace.map((times) => (times[place] ?? 0).toFixed(1));
  if (cells.every((cell) => Number(cell) < 0.5)) continue;
  console.log(`| ${place} | ${cells.join(" | ")} |`);
}
// The functions whose time differs most between the first build and the others.
const byFunction = roots.map((root) => {
  const { profiledRequests, profiles } = tallies.get(root)!;
  return timeByPlace(profiles, profiledRequests, { withFunction: true });
});
const functions = [...new Set(byFunction.flatMap((times) => Object.keys(times)))];
const gap = (name: string) =>
  Math.max(...byFunction.map((times) => Math.abs((times[name] ?? 0) - (byFunction[0]![name] ?? 0))));
console.log(
  `\nThe 25 functions whose time per request (µs) differs most, a builtin's counted with its caller's place:`,
);
console.log(`| function | ${columns.join(" | ")} |`);
console.log(`| --- | ${columns.map(() => "---").join(" | ")} |`);
for (const name of functions.sort((a, b) => gap(b) - gap(a)).slice(0, 25)) {
  console.log(`| ${name} | ${byFunction.map((times) => (times[name] ?? 0).toFixed(1)).join(" | ")} |`);
}
const totals = byPlace.map((times) =>
  Object.values(times)
    .reduce((sum, us) => sum + us, 0)
    .toFixed(1),
);
console.log(`| all sampled | ${totals.join(" | ")} |`);
const perCpuSecond = roots.map((root) => {
  const { requests, cpuSeconds: seconds } = tallies.get(root)!;
  return String(Math.round(requests / seconds));
});
console.log(`| requests per CPU-second (/proc) | ${perCpuSecond.join(" | ")} |`);
