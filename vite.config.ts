import { getRequestListener } from "@hono/node-server";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

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

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), devApi()],
  resolve: { tsconfigPaths: true },
  build: {
    // Vite's preload helper adds a <link rel="modulepreload"> per dependency of every lazy chunk, and
    // those DOM insertions ran inside React's hydration work (several ms a section on a slow phone).
    // The chunks that sections load after first paint share their dependencies with the start-up
    // bundle, which is already loaded, so the browser has little left to discover on its own.
    modulePreload: false,
  },
});
