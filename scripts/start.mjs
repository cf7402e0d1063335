/**
 * `npm start`: checks the Node version, builds when the build is missing or older than anything it is made from (.env
 * included: the build reads it), then runs the compiled server with plain node. JavaScript, not
 * TypeScript, so that serving needs no dev dependency.
 *
 * On a server installed with production dependencies only (`npm ci --omit=dev`, docs/deploy.md) the
 * build tools are absent: it never tries to build there. A build that looks stale is served as it is,
 * with a warning; no build at all stops with a message that says what to do.
 */
import { execSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

import { satisfiesEngines } from "./node-version.mjs";

// First, before anything that needs a newer Node (import.meta.dirname, the build's tools), so that an
// old Node says what it needs instead of failing halfway. This file parses on Node 14.8 and later.
const needed = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")).engines.node;
if (!satisfiesEngines(process.versions.node, needed)) {
  console.error(
    `This project needs Node ${needed} (Node 24 LTS: \`nvm install\` reads .nvmrc); this is Node ${process.versions.node}.`,
  );
  process.exit(1);
}

const root = join(import.meta.dirname, "..");
const buildDir = resolve(root, process.env.BUILD_DIR ?? "build");
const OUTPUTS = ["client/index.html", "csp-script-hashes.json", "server/node.js"].map((file) => join(buildDir, file));
const SOURCES = [
  "app",
  "model",
  "server",
  "public",
  "scripts",
  ".env",
  "package.json",
  "react-router.config.ts",
  "vite.config.ts",
  "vite.server.config.ts",
  "tsconfig.json",
];

/** @param {string} path @returns {number} the newest modification time under `path`, 0 when absent */
function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), 0);
}

/** The build's own tools are dev dependencies; `npm ci --omit=dev` leaves them out. */
const BUILD_TOOLS = ["@react-router/dev", "vite"];
const canBuild = BUILD_TOOLS.every((name) => existsSync(join(root, "node_modules", name, "package.json")));

const builtAt = Math.min(...OUTPUTS.map((output) => (existsSync(output) ? statSync(output).mtimeMs : 0)));
const changedAt = Math.max(...SOURCES.map((source) => newestMtime(join(root, source))));
if (changedAt > builtAt && !canBuild) {
  if (!builtAt) {
    console.error(
      `No complete build in ${buildDir}, and the build tools are not installed (production dependencies only).\n` +
        "Build where the dev dependencies are (npm ci && npm run build) and copy the build folder here, " +
        "or install them here: npm ci && npm start.",
    );
    process.exit(1);
  }
  console.warn(
    `Files here are newer than the build in ${buildDir}, but the build tools are not installed: ` +
      "serving the build as it is. Rebuild where the dev dependencies are to publish changes.",
  );
} else if (changedAt > builtAt) {
  console.log(builtAt ? "Sources changed since the last build: rebuilding…" : "No build yet: building…");
  execSync("npm run build", { cwd: root, stdio: "inherit" });
}

process.chdir(root);
await import(pathToFileURL(join(buildDir, "server/node.js")).href);
