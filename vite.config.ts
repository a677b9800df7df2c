import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { eagerCompileHint } from "./scripts/eager-compile-hint.ts";
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
            // Fewer, larger chunks: on a phone each extra request costs a round trip before first paint.
            codeSplitting: {
              groups: [
                {
                  name: "framework",
                  test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser|turbo-stream)[\\/]/,
                  priority: 30,
                },
                // Icons only some pages use (many are staff-only) stay with those pages.
                { name: "icons", test: /node_modules[\\/]lucide-react[\\/]/, minShareCount: 4, priority: 20 },
                // Toasts: only the staff area, the lead forms and the packages page show them.
                { name: "toasts", test: /node_modules[\\/]sonner[\\/]/, priority: 20 },
                // Facts every page shows; kept apart so the form chunk below does not drag them (and Zod) along.
                {
                  name: "company",
                  test: /[\\/]app[\\/]content[\\/]company\.ts$|[\\/]db[\\/]schema[\\/]enums\.ts$/,
                  priority: 18,
                },
                // Only pages with a form need Zod; the staff screens' schemas stay with those screens.
                {
                  name: "forms",
                  test: /node_modules[\\/]zod[\\/]|[\\/]app[\\/]lib[\\/]schemas[\\/](zod|text|lead|lead-forms)\.ts$/,
                  priority: 15,
                },
                // Building blocks most public pages use (cards, heroes, calls to action), in one request. Staff
                // screens share modules too, so their helpers, and anything that needs Zod or the toasts, are
                // kept out: a public page must not load them through this chunk.
                {
                  name: "site",
                  test: /[\\/]app[\\/](lib|content|components)[\\/](?!admin|leads|schemas|media|permissions|lead-|landing-addresses|site-toaster|blog-list-query|form-submission)/,
                  minShareCount: 6,
                  priority: 10,
                },
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
  plugins: [tailwindcss(), reactRouter(), eagerCompileHint(), precompressClientAssets()],
});
