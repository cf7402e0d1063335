import { getRequestListener } from "@hono/node-server";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin, runnerImport } from "vite";

import type * as ContentDir from "./scripts/content-dir";
import type * as NotesPlugin from "./scripts/notes/vite-plugin";

// Through Vite's module runner, as every project module this file uses: Vite's own config loader (Node's, in time)
// does not resolve a project module's imports without file extensions, and warned on every command.
const { contentDir, contentDirsFromEnv, importWithContent, loadPublicationsPlugin } = (
  await runnerImport<typeof ContentDir>("./scripts/content-dir.ts", { configFile: false, logLevel: "warn" })
).module;

/**
 * The notes' plugin (app/content/notes/ and projects/ compiled at build time), loaded through Vite's module
 * runner: it imports many project modules without file extensions, which this file's loader is to stop
 * resolving (see WITHOUT_DEVICES below). With the content folders, so that a CONTENT_DIR build compiles its
 * notes with its own words (a figure's text alternative, the footnotes' labels).
 */
const { notes } = await importWithContent<typeof NotesPlugin>("scripts/notes/vite-plugin.ts");
const { publications } = await loadPublicationsPlugin();

/** `npm run dev` answers /api/* with the real app (server/dev.ts), loaded through Vite so it hot-reloads. */
function devApi(): Plugin {
  return {
    name: "dev-api",
    apply: "serve",
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (!/^\/api(?:[/?]|$)/.test(req.url ?? "")) return next();
        server
          .ssrLoadModule("/server/dev.ts")
          .then(({ devApp }) => getRequestListener(devApp.fetch)(req, res))
          .catch(next);
      });
    },
  };
}

/**
 * The devices a build made to measure them leaves out (scripts/speed-devices.ts lists them; the React Router
 * config, which runs too, refuses a name it does not know). Parsed here rather than imported: Vite's config
 * loader is to stop resolving this file's extensionless imports of project modules.
 */
const WITHOUT_DEVICES = (process.env.WITHOUT_DEVICES ?? "").split(",").map((name) => name.trim());

export default defineConfig({
  plugins: [contentDir(), notes(), publications(contentDirsFromEnv()), tailwindcss(), reactRouter(), devApi()],
  // Read by app/lib/deferred.tsx: "false" loads every deferred section's code once the page has hydrated.
  define: {
    "import.meta.env.VITE_DEFER_SECTIONS": JSON.stringify(String(!WITHOUT_DEVICES.includes("section-deferral"))),
  },
  build: {
    // A font stays a file: the CSP's font-src allows the site's own origin, not data: URLs (server/csp.ts).
    assetsInlineLimit: (file) => (/\.woff2?$/.test(file) ? false : undefined),
    // Vite's preload helper adds a <link rel="modulepreload"> per dependency of every lazy chunk, and
    // those DOM insertions ran inside React's hydration work (several ms a section on a slow phone).
    // The chunks that sections load after first paint share their dependencies with the start-up
    // bundle, which is already loaded, so the browser has little left to discover on its own.
    modulePreload: false,
    // React, React DOM and React Router in one chunk, which every page loads. Left to itself, rolldown
    // cuts React Router 8 into three chunks that import each other, and the first visit to / fetched
    // 124,270 bytes (gzip) instead of 121,026 when this was measured (its budget: JS_BUDGETS in
    // scripts/page-weight.ts).
    rolldownOptions: {
      // Reading a property runs no code of ours or of the libraries': without saying so, the bundler keeps every
      // object of words that reads the owner's name (`${profile.name} · Notes`), used or not, so a module the owner
      // switched off still shipped its words.
      treeshake: { propertyReadSideEffects: false },
      output: {
        codeSplitting: {
          groups: [
            {
              name: "framework",
              // Vite's preload helper too: every page with a script uses it, and alone it was a file of its own.
              test: /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]|vite[\\/]preload-helper/,
            },
          ],
        },
      },
    },
  },
});
