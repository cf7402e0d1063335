import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  build: {
    // Vite's preload helper adds a <link rel="modulepreload"> per dependency of every lazy chunk, and
    // those DOM insertions ran inside React's hydration work (several ms a section on a slow phone).
    // The chunks that sections load after first paint share their dependencies with the start-up
    // bundle, which is already loaded, so the browser has little left to discover on its own.
    modulePreload: false,
  },
});
