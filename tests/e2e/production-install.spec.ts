/**
 * The Node deploy recipe (docs/deploy.md): a build copied to a folder where only the production
 * dependencies are installed (`npm ci --omit=dev`, from the local npm cache when it has them) serves
 * the site and the API, and `npm start` there never tries to build. No browser: a Playwright spec only
 * because it needs the test build, which `npm test` makes after the unit tests.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { appendFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { expect, test } from "@playwright/test";

const ROOT = join(import.meta.dirname, "../..");
const BUILD = join(ROOT, process.env.BUILD_DIR ?? "build");

test.describe.configure({ mode: "serial", timeout: 240_000 });

let dir: string;

test.beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "production-install-"));
  // The build first, like a plain `cp -r` that gives every file the time of the copy: the files copied after it
  // look newer, but hold what the build was made from.
  mkdirSync(join(dir, "build"));
  cpSync(BUILD, join(dir, "build"), { recursive: true });
  for (const file of [
    "package.json",
    "package-lock.json",
    ".npmrc",
    "scripts/start.mjs",
    "scripts/node-version.mjs",
    "scripts/build-stamp.mjs",
  ]) {
    cpSync(join(ROOT, file), join(dir, file));
  }
  execFileSync("npm", ["ci", "--omit=dev", "--prefer-offline", "--ignore-scripts", "--no-audit", "--no-fund"], {
    cwd: dir,
    stdio: "pipe",
    timeout: 200_000,
  });
});

test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

type Started = { child: ChildProcess; output: () => string; port: Promise<number>; exit: Promise<number | null> };

/** `npm start`'s script in the folder, on a free port. */
function start(): Started {
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: dir,
    env: { PATH: process.env.PATH, PORT: "0", HOST: "127.0.0.1", LOG_REQUESTS: "0" },
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exit = new Promise<number | null>((resolve) => child.once("exit", resolve));
  const port = new Promise<number>((resolve, reject) => {
    child.stdout!.on("data", () => {
      const found = /Serving on http:\/\/localhost:(\d+)/.exec(output)?.[1];
      if (found) resolve(Number(found));
    });
    void exit.then(() => reject(new Error(`exited before serving:\n${output}`)));
  });
  // The last test expects no port: a rejection nobody awaits must not count as an error.
  port.catch(() => undefined);
  return { child, output: () => output, port, exit };
}

async function servesSiteAndApi(port: number) {
  const home = await fetch(`http://127.0.0.1:${port}/`);
  expect(home.status).toBe(200);
  expect(home.headers.get("content-type")).toContain("text/html");
  expect(await home.text()).toContain("<html");
  const health = await fetch(`http://127.0.0.1:${port}/api/health`);
  expect(health.status).toBe(200);
  expect(health.headers.get("content-type")).toContain("application/json");
}

test("installs the production dependencies alone: no build tools", () => {
  for (const name of ["react-router", "hono", "@hono/node-server", "zod"]) {
    expect(existsSync(join(dir, "node_modules", name, "package.json")), name).toBe(true);
  }
  for (const name of ["vite", "@react-router/dev", "wrangler", "lighthouse", "@playwright/test"]) {
    expect(existsSync(join(dir, "node_modules", name)), name).toBe(false);
  }
});

test("npm start serves the copied build: the site and /api/health", async () => {
  const server = start();
  try {
    await servesSiteAndApi(await server.port);
    expect(server.output()).not.toContain("not what the build");
  } finally {
    server.child.kill();
  }
});

test("a build older than a file's content is served as it is, with a warning naming it, not rebuilt", async () => {
  appendFileSync(join(dir, "package.json"), "\n");
  const server = start();
  try {
    await servesSiteAndApi(await server.port);
    expect(server.output()).toContain("(package.json differ)");
    expect(server.output()).toContain("the build tools are not installed: serving the build as it is");
    expect(server.output()).not.toContain("rebuilding");
  } finally {
    server.child.kill();
  }
});

test("without a build it stops with a message that says what to do", async () => {
  rmSync(join(dir, "build"), { recursive: true });
  const server = start();
  expect(await server.exit).toBe(1);
  expect(server.output()).toContain("No complete build");
  expect(server.output()).toContain("npm run build");
});
