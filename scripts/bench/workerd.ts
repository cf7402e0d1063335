/**
 * The API in workerd, Cloudflare's runtime, as raw `workerd serve` on the bundle `wrangler deploy
 * --dry-run` makes: `wrangler dev` puts a proxy in front that is slower than the Worker under load, so the
 * bench writes workerd's config itself.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";

import type { ServerPlan } from "./servers";
import { workerdConfig } from "./workerd-config";

/** Settings wrangler must never fall back to here: no telemetry, no network, config kept in the project. */
function wranglerEnv(root: string): Record<string, string> {
  return {
    WRANGLER_SEND_METRICS: "false",
    CLOUDFLARE_CF_FETCH_ENABLED: "false",
    XDG_CONFIG_HOME: join(root, ".wrangler", "config"),
  };
}

/**
 * The workerd binary the checkout at `root` runs (the `workerd` package, resolved from its wrangler's,
 * exports its path): another checkout's build (BASELINE_ROOT) runs on its own workerd, as its bench ran it.
 */
function workerdBinary(root: string): string | undefined {
  try {
    const fromWrangler = createRequire(createRequire(join(root, "package.json")).resolve("wrangler"));
    const workerd = fromWrangler("workerd") as { default: string };
    return existsSync(workerd.default) ? workerd.default : undefined;
  } catch {
    return undefined;
  }
}

// The part of wrangler's normalised config read here. Its own type comes from a package wrangler
// does not install (@cloudflare/workers-utils), so TypeScript sees `any` without this.
type WranglerConfig = {
  main?: string;
  compatibility_date?: string;
  compatibility_flags: string[];
  vars: Record<string, unknown>;
  ratelimits: { name: string }[];
};

/**
 * Bundles the Worker of wrangler.jsonc (`wrangler deploy --dry-run`: nothing leaves the machine)
 * into a temporary folder, removed when this process exits, and writes workerd's config beside it.
 */
export async function workerdApi(root: string): Promise<ServerPlan> {
  const name = "API in workerd";
  const binary = workerdBinary(root);
  if (!binary) return { name, skipped: "no workerd binary (it comes with wrangler: npm install)" };
  const configPath = join(root, "wrangler.jsonc");
  if (!existsSync(configPath)) return { name, skipped: "no wrangler.jsonc: no Worker to bench" };

  // Set here, before wrangler loads, so its module code and the dry run below both see them.
  Object.assign(process.env, wranglerEnv(root));
  const { unstable_readConfig } = await import("wrangler");
  const config: WranglerConfig = unstable_readConfig({ config: configPath }, { hideWarnings: true });
  if (!config.main || !config.compatibility_date) {
    return { name, skipped: "wrangler.jsonc names no main module or no compatibility_date" };
  }

  const outdir = mkdtempSync(join(tmpdir(), "bench-workerd-"));
  process.once("exit", () => rmSync(outdir, { recursive: true, force: true }));
  const wrangler = join(root, "node_modules", ".bin", "wrangler");
  const dryRun = spawnSync(wrangler, ["deploy", "--dry-run", "--outdir", outdir, "--config", configPath], {
    cwd: root,
    encoding: "utf8",
  });
  // A Worker that does not bundle is a fault to fix, not a runtime to skip.
  if (dryRun.status !== 0) throw new Error(`wrangler deploy --dry-run failed:\n${dryRun.stdout}${dryRun.stderr}`);

  // wrangler names the bundle after the entry (server/worker.ts → worker.js).
  const main = basename(config.main).replace(/\.[cm]?[jt]sx?$/, ".js");
  const files = readdirSync(outdir).filter((file) => /\.(m?js|wasm)$/.test(file));
  if (!files.includes(main)) return { name, skipped: `no ${main} in wrangler's output (${files.join(", ")})` };
  writeFileSync(
    join(outdir, "workerd.capnp"),
    workerdConfig({
      compatibilityDate: config.compatibility_date,
      compatibilityFlags: config.compatibility_flags,
      vars: config.vars,
      rateLimits: config.ratelimits.map((binding) => binding.name),
      modules: [main, ...files.filter((file) => file !== main)],
    }),
  );
  const version = spawnSync(binary, ["--version"], { encoding: "utf8" }).stdout.trim(); // "workerd <date>"
  return {
    name,
    detail: `${version}, compatibility date ${config.compatibility_date}`,
    start: (port) => ({
      command: [binary, "serve", join(outdir, "workerd.capnp"), "--socket-addr", `http=127.0.0.1:${port}`],
      cwd: outdir,
    }),
  };
}
