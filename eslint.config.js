import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** Zod must be configured once (jitless, for the CSP) before any schema in the app is used. */
const ZOD_IN_APP = {
  name: "zod",
  allowTypeImports: true,
  message: 'Import { z } from "~/lib/schemas/zod" (it configures Zod for our CSP).',
};

/** A layer of app/ may not import the layers above it (docs/architecture.md); .dependency-cruiser.cjs checks the same. */
const layer = (name, message) => ({ group: [`~/${name}`, `~/${name}/**`], message });
const NO_ROUTES = layer("routes", "Routes are the top layer: pass what a module needs from the route instead.");
const NO_COMPONENTS = layer("components", "Components render; what lower layers need belongs in app/lib.");
const NO_SERVICES = layer("services", "Services are server work over models: call them from routes.");
const NO_MODELS = layer("models", "Queries belong to services and routes; app/lib stays pure.");
const NO_CONTENT = layer("content", "app/content is page copy: domain constants live in app/lib.");
const NO_CONTEXT = { name: "~/context", message: "The request context is read by services and routes only." };
const SERVER_ONLY = {
  group: ["**/*.server", "**/*.server.ts", "**/*.server.tsx", "#db/*"],
  message: "Server-only module imported in browser code",
};
const layerRule = (patterns, paths = []) => ["error", { paths: [ZOD_IN_APP, ...paths], patterns }];

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".react-router/",
      "node_modules/",
      "data/",
      "test-results/",
      "playwright-report/",
      "db/migrations/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/lib/schemas/zod.ts"],
    rules: { "no-restricted-imports": ["error", { paths: [ZOD_IN_APP] }] },
  },
  // The layers. Tests may import across them (a test of a rule may render the component that shows it).
  {
    files: ["app/lib/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}", "app/lib/schemas/zod.ts"],
    rules: {
      "no-restricted-imports": layerRule([NO_ROUTES, NO_COMPONENTS, NO_SERVICES, NO_MODELS, NO_CONTENT], [NO_CONTEXT]),
    },
  },
  {
    files: ["app/content/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: { "no-restricted-imports": layerRule([NO_ROUTES, NO_COMPONENTS, NO_SERVICES, NO_MODELS], [NO_CONTEXT]) },
  },
  {
    files: ["app/models/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: { "no-restricted-imports": layerRule([NO_ROUTES, NO_COMPONENTS, NO_SERVICES]) },
  },
  {
    files: ["app/services/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: { "no-restricted-imports": layerRule([NO_ROUTES, NO_COMPONENTS]) },
  },
  {
    // Browser code must never reach server-only modules.
    files: ["app/components/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: { "no-restricted-imports": layerRule([NO_ROUTES, NO_SERVICES, NO_MODELS, SERVER_ONLY]) },
  },
  {
    // The one exception: a built-in page shown at a landing address loads that page's route module on demand.
    files: ["app/components/landing/built-in-page.tsx"],
    rules: { "no-restricted-imports": layerRule([NO_SERVICES, NO_MODELS, SERVER_ONLY]) },
  },
);
