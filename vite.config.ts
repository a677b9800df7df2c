import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { eagerCompileHint } from "./scripts/eager-compile-hint.ts";
import { lucideIconImports } from "./scripts/lucide-icon-imports.ts";
import { reactRouterProduction } from "./scripts/react-router-production.ts";
import { routeChunks, shellChunkGroup } from "./scripts/route-chunks.ts";
import { precompressClientAssets } from "./scripts/vite-precompress.ts";

export default defineConfig({
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      "#db": fileURLToPath(new URL("./db", import.meta.url)),
    },
  },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // Fewer, larger chunks: each file is a request and is compressed on its own (decision 025).
            codeSplitting: {
              groups: [
                {
                  name: "framework",
                  test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser|turbo-stream)[\\/]/,
                  priority: 30,
                },
                // Toasts: loaded on demand (app/components/site-toaster.tsx) where a toast may show.
                { name: "toasts", test: /node_modules[\\/]sonner[\\/]/, priority: 20 },
                shellChunkGroup,
              ],
            },
          },
        },
      },
    },
    // The server bundle's entry is our Express server; it imports the
    // React Router server build as a virtual module.
    ssr: { build: { rollupOptions: { input: "./server/index.ts" } } },
  },
  optimizeDeps: { exclude: ["@electric-sql/pglite"] },
  ssr: { external: ["@electric-sql/pglite", "pg", "@node-rs/argon2"] },
  plugins: [
    tailwindcss(),
    reactRouterProduction(),
    reactRouter(),
    lucideIconImports(),
    routeChunks(),
    eagerCompileHint(),
    precompressClientAssets(),
  ],
});
