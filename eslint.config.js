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
  {
    // Browser code must never reach server-only modules.
    files: ["app/components/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [ZOD_IN_APP],
          patterns: [
            {
              group: ["**/*.server", "**/*.server.ts", "#db/*"],
              message: "Server-only module imported in browser code",
            },
          ],
        },
      ],
    },
  },
);
