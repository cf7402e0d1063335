/**
 * workerd's own config (Cap'n Proto text) for the bench's Worker: what `wrangler dev` would
 * generate, minus its dev proxy. Format: node_modules/workerd/workerd.capnp.
 */
import { extname } from "node:path";

/** A Cap'n Proto text literal; the bench's values are plain ASCII, where JSON's escapes are capnp's. */
function capnpString(value: string): string {
  if (!/^[\x20-\x7e]*$/.test(value)) throw new Error(`not plain ASCII, cannot go into workerd's config: ${value}`);
  return JSON.stringify(value);
}

export type WorkerConfig = {
  compatibilityDate: string;
  compatibilityFlags: string[];
  vars: Record<string, unknown>;
  /** Names of Rate Limiting bindings: each gets a stub that allows every request (the bench runs without a limit). */
  rateLimits: string[];
  /** The bundle's files: the main module first. */
  modules: string[];
};

// The stub behind each Rate Limiting binding, run inside the Worker's isolate as wrangler's own is.
const RATE_LIMIT_OFF = "export default () => ({ limit: async () => ({ success: true }) });";

/**
 * workerd's config: one module Worker with the wrangler config's compatibility date, flags and
 * vars, served over HTTP on the socket "http" (its address comes from `--socket-addr`). No static
 * assets binding: the bench asks only for POST /api/predict, and the Worker reads the binding only
 * when serving a page.
 */
export function workerdConfig({
  compatibilityDate,
  compatibilityFlags,
  vars,
  rateLimits,
  modules,
}: WorkerConfig): string {
  const moduleList = modules.map((file) => {
    const kind = extname(file) === ".wasm" ? "wasm" : "esModule";
    return `(name = ${capnpString(file)}, ${kind} = embed ${capnpString(file)})`;
  });
  const bindings = Object.entries(vars).map(([name, value]) =>
    typeof value === "string"
      ? `(name = ${capnpString(name)}, text = ${capnpString(value)})`
      : `(name = ${capnpString(name)}, json = ${capnpString(JSON.stringify(value))})`,
  );
  for (const name of rateLimits) {
    bindings.push(`(name = ${capnpString(name)}, wrapped = (moduleName = "bench:rate-limit-off"))`);
  }
  return `using Workerd = import "/workerd/workerd.capnp";

const config :Workerd.Config = (
  services = [(name = "api", worker = .api)],
  sockets = [(name = "http", address = "127.0.0.1:0", http = (), service = "api")],
  extensions = [(modules = [(name = "bench:rate-limit-off", internal = true, esModule = ${capnpString(RATE_LIMIT_OFF)})])],
);

const api :Workerd.Worker = (
  modules = [${moduleList.join(", ")}],
  compatibilityDate = ${capnpString(compatibilityDate)},
  compatibilityFlags = [${compatibilityFlags.map(capnpString).join(", ")}],
  bindings = [${bindings.join(", ")}],
);
`;
}
