import { getRequestListener } from "@hono/node-server";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin, runnerImport } from "vite";

import type * as Modules from "./app/site/modules";
import type * as ContentDir from "./content-pipeline/content-dir";
import type * as ModelsPlugin from "./content-pipeline/models/models-plugin";
import type * as NotesPlugin from "./content-pipeline/notes/vite-plugin";
import type * as FirstScreenChunks from "./scripts/build/first-screen-chunks";
import type * as IslandsEntry from "./scripts/build/islands-entry";

// Through Vite's module runner, as every project module this file uses: Vite's own config loader (Node's, in time)
// does not resolve a project module's imports without file extensions, and warned on every command.
const { contentDir, contentDirsFromEnv, importWithContent, loadPublicationsPlugin } = (
  await runnerImport<typeof ContentDir>("./content-pipeline/content-dir.ts", { configFile: false, logLevel: "warn" })
).module;

/**
 * The notes' plugin (app/content/notes/ and projects/ compiled at build time), loaded through Vite's module
 * runner: it imports many project modules without file extensions, which this file's loader is to stop
 * resolving. With the content folders, so that a CONTENT_DIR build compiles its
 * notes with its own words (a figure's text alternative, the footnotes' labels).
 */
const { notes } = await importWithContent<typeof NotesPlugin>("content-pipeline/notes/vite-plugin.ts");
const { publications } = await loadPublicationsPlugin();
// The owner's models (app/content/models/<id>/), compiled at build time; with the content folders and switches.
const { models } = await importWithContent<typeof ModelsPlugin>("content-pipeline/models/models-plugin.ts");

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

// The islands' script, and what goes in its one file (scripts/build/islands-entry.ts).
const { islandsEntry } = (
  await runnerImport<typeof IslandsEntry>("./scripts/build/islands-entry.ts", { configFile: false, logLevel: "warn" })
).module;
const islands = islandsEntry();

// The islands a first visit loads, of the modules that are on (app/site/modules.ts), in few files
// (scripts/build/first-screen-chunks.ts).
const { modulesOn } = await importWithContent<typeof Modules>("app/site/modules.ts");
const { firstScreenChunks } = (
  await runnerImport<typeof FirstScreenChunks>("./scripts/build/first-screen-chunks.ts", {
    configFile: false,
    logLevel: "warn",
  })
).module;
const firstScreen = firstScreenChunks(
  modulesOn().flatMap((module) => module.firstScreenIslands),
  islands.inEntryGraph,
);

export default defineConfig({
  plugins: [
    contentDir(),
    notes(),
    publications(contentDirsFromEnv()),
    models(),
    tailwindcss(),
    reactRouter(),
    islands,
    firstScreen,
    devApi(),
  ],
  build: {
    // A font stays a file: the CSP's font-src allows the site's own origin, not data: URLs (server/csp.ts).
    assetsInlineLimit: (file) => (/\.woff2?$/.test(file) ? false : undefined),
    // Vite's preload helper adds a <link rel="modulepreload"> per dependency of every lazy chunk, and
    // those DOM insertions ran inside React's hydration work (several ms a section on a slow phone).
    // The chunks that sections load after first paint share their dependencies with the start-up
    // bundle, which is already loaded, so the browser has little left to discover on its own. Measured again with
    // the islands (docs/speed.md): the demo's form was no sooner React's with it, and `/` fetched 1 KiB more.
    modulePreload: false,
    // The islands' script whole, first: the groups below take what a module they hold imports, and none may take
    // one of its modules (scripts/build/islands-entry.ts). React and React DOM in one chunk, which every island and
    // every hydrating page loads, with the islands' root, which an island page loads with them; React Router in
    // another, which only the pages it hydrates load (a page made of islands runs without it). Left to itself,
    // rolldown cuts React Router 8 into three chunks that import each other. Then the islands a first visit loads.
    rolldownOptions: {
      // Reading a property runs no code of ours or of the libraries': without saying so, the bundler keeps every
      // object of words that reads the owner's name (`${profile.name} · Notes`), used or not, so a module the owner
      // switched off still shipped its words.
      treeshake: { propertyReadSideEffects: false },
      output: {
        codeSplitting: {
          groups: [
            { name: "islands", test: (id) => islands.inEntryGraph(id) },
            {
              name: "react",
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]|[\\/]app[\\/]lib[\\/]islands[\\/]island-root\.tsx$/,
            },
            { name: "router", test: /[\\/]node_modules[\\/]react-router[\\/]/ },
            {
              name: firstScreen.chunkName,
              test: (id) => firstScreen.chunkName(id) !== null,
              // Each module alone, not with what it imports (scripts/build/first-screen-chunks.ts).
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
