/** The production entry (server/node.ts) as a child process over a test build, for tests with real sockets. Test-only. */
import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { TEST_SCRIPT_HASHES, testSiteRoot } from "./test-site";

const ROOT = join(import.meta.dirname, "../..");

/** A build folder (client/ and the CSP hash list) holding the test site. */
export function testBuildDir(): string {
  const buildDir = mkdtempSync(join(tmpdir(), "server-test-"));
  cpSync(testSiteRoot(), join(buildDir, "client"), { recursive: true });
  writeFileSync(join(buildDir, "csp-script-hashes.json"), JSON.stringify(TEST_SCRIPT_HASHES));
  return buildDir;
}

export const APPLICATION = JSON.stringify({
  Gender: "Female",
  Age: 29,
  Income: 4100,
  Married: "No",
  LoanAmount: 120,
  Credit_History: 1,
  Education: "Graduate",
  Property_Area: "Urban",
  Self_Employed: "No",
});

export type Server = {
  child: ChildProcess;
  port: number;
  stdout: () => string;
  stderr: () => string;
  exit: Promise<number | null>;
};

/** Starts server/node.ts (through tsx) on a free port; `nodeArgs` go before the entry (e.g. --import a preload). */
export function startServer(
  buildDir: string,
  env: Record<string, string> = {},
  nodeArgs: string[] = [],
): Promise<Server> {
  const child = spawn(process.execPath, ["--import", "tsx", ...nodeArgs, "server/node.ts"], {
    cwd: ROOT,
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", BUILD_DIR: buildDir, ...env },
  });
  let out = "";
  let err = "";
  child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (err += chunk.toString()));
  const exit = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const server = { child, port: 0, stdout: () => out, stderr: () => err, exit };
  return new Promise((resolve, reject) => {
    const check = setInterval(() => {
      const port = /Serving on http:\/\/localhost:(\d+)/.exec(out)?.[1];
      if (port) {
        clearInterval(check);
        resolve({ ...server, port: Number(port) });
      }
    }, 20);
    void exit.then((code) => {
      clearInterval(check);
      // A server that could not start is an answer too (see the start-up tests).
      if (!/Serving on/.test(out)) resolve({ ...server, port: -1 });
      else if (code === null) reject(new Error("server killed"));
    });
  });
}

export function post(port: number, body: string, headers: Record<string, string> = {}) {
  return fetch(`http://127.0.0.1:${port}/api/predict`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body,
  });
}
