// Types of the Workers entry (tsconfig.worker.json): the bindings wrangler.jsonc declares, and the
// build's CSP lists that wrangler.jsonc's alias (deploy) and vitest.workers.config.ts (tests) bundle.

declare namespace Cloudflare {
  interface GlobalProps {
    // A file of global declarations cannot `import type`; this types `exports.default` in the tests.
    // eslint-disable-next-line @typescript-eslint/consistent-type-imports
    mainModule: typeof import("./worker");
  }
  interface Env {
    ASSETS: Fetcher;
    RATE_LIMITER: RateLimit;
  }
}

declare module "virtual:site-modules" {
  /**
   * <BUILD_DIR>/site-modules.json: the owner's modules (site.ts), as the build recorded them, and the paths whose
   * CSP allows WebAssembly (scripts/build/site-modules.ts).
   */
  const siteModules: { loanDemo?: boolean; webAssemblyPaths?: readonly string[] };
  export default siteModules;
}

declare module "virtual:kit-models" {
  /** <BUILD_DIR>/kit-models.json: the owner's models as the build compiled them, by id. */
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  const servedModels: Readonly<Record<string, import("#model/kit/serving/served-model").ServedModel>>;
  export default servedModels;
}

declare module "virtual:csp-script-hashes" {
  /** <BUILD_DIR>/csp-script-hashes.json: the 'sha256-…' expressions of the site's inline scripts. */
  const scriptHashes: readonly string[];
  export default scriptHashes;
}

declare module "virtual:csp-image-sources" {
  /** <BUILD_DIR>/csp-image-sources.json: the image sources beyond 'self' that the built pages use. */
  const imageSources: readonly string[];
  export default imageSources;
}
