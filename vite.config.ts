import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      "#db": fileURLToPath(new URL("./db", import.meta.url)),
    },
  },
  environments: {
    // The server bundle's entry is our Express server; it imports the
    // React Router server build as a virtual module.
    ssr: { build: { rollupOptions: { input: "./server/index.ts" } } },
  },
  optimizeDeps: { exclude: ["@electric-sql/pglite"] },
  ssr: { external: ["@electric-sql/pglite", "pg", "@node-rs/argon2"] },
  plugins: [tailwindcss(), reactRouter()],
});
