/**
 * `npm start`: builds the site when the build is missing or older than any source file,
 * then serves it (and the API) from one Node process.
 */
import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const root = join(import.meta.dirname, "..");
const builtPage = join(root, "build/client/index.html");
// Everything the build reads, including the build steps in scripts/ (site files, deferred hydration).
const SOURCES = ["app", "model", "public", "scripts", "react-router.config.ts", "vite.config.ts", "package.json"];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), 0);
}

const builtAt = existsSync(builtPage) ? statSync(builtPage).mtimeMs : 0;
const changedAt = Math.max(...SOURCES.map((source) => newestMtime(join(root, source))));
if (changedAt > builtAt) {
  console.log(builtAt ? "Sources changed since the last build: rebuilding…" : "No build yet: building…");
  execSync("npm run build", { cwd: root, stdio: "inherit" });
}

await import("../server/index");
