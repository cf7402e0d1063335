import { defineConfig } from "vite";

/**
 * `npm run build`'s second step: server/node.ts compiled to <BUILD_DIR>/server/node.js, which plain
 * `node` runs. Packages stay imports (hono, @hono/node-server and zod are dependencies), so serving
 * needs no dev dependency; our own modules and JSON are bundled in.
 */
export default defineConfig({
  publicDir: false,
  build: {
    ssr: "server/node.ts",
    outDir: `${process.env.BUILD_DIR ?? "build"}/server`,
    emptyOutDir: true,
    target: "node22",
    minify: false,
    sourcemap: true,
  },
});
