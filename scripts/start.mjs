/**
 * `npm start`: checks the Node version, builds when the build is missing or any file it is made from has changed
 * since (.env included: the build reads it; scripts/build-stamp.mjs compares contents, not times), then runs the
 * compiled server with plain node. JavaScript, not TypeScript, so that serving needs no dev dependency.
 *
 * On a server installed with production dependencies only (`npm ci --omit=dev`, docs/deploy.md) the
 * build tools are absent: it never tries to build there. A build that looks stale is served as it is,
 * with a warning; no build at all stops with a message that says what to do.
 */
import { execSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
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
// Loaded only now, after the version check: an old Node would fail on its syntax instead of saying what it needs.
const { changedSources } = await import("./build-stamp.mjs");

/** The build's own tools are dev dependencies; `npm ci --omit=dev` leaves them out. */
const BUILD_TOOLS = ["@react-router/dev", "vite"];
const canBuild = BUILD_TOOLS.every((name) => existsSync(join(root, "node_modules", name, "package.json")));

const built = OUTPUTS.every((output) => existsSync(output));
// By content, not by time: a copy or a checkout that only touched the files' times leaves the build current.
const changed = built ? changedSources(root, buildDir) : undefined;
const stale = !built || !changed || changed.length > 0;
if (stale && !canBuild) {
  if (!built) {
    console.error(
      `No complete build in ${buildDir}, and the build tools are not installed (production dependencies only).\n` +
        "Build where the dev dependencies are (npm ci && npm run build) and copy the build folder here, " +
        "or install them here: npm ci && npm start.",
    );
    process.exit(1);
  }
  const which = changed ? `${changed.slice(0, 3).join(", ")}${changed.length > 3 ? " …" : ""} differ` : "no record";
  console.warn(
    `Files here are not what the build in ${buildDir} was made from (${which}), but the build tools are not ` +
      "installed: serving the build as it is. Rebuild where the dev dependencies are to publish changes.",
  );
} else if (stale) {
  console.log(built ? "Sources changed since the last build: rebuilding…" : "No build yet: building…");
  execSync("npm run build", { cwd: root, stdio: "inherit" });
}

process.chdir(root);
await import(pathToFileURL(join(buildDir, "server/node.js")).href);
