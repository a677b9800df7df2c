// Vite plugin: every client chunk starts with V8's explicit compile hint (Chrome 136+; other engines read a
// comment). V8 then compiles all of the chunk's functions while it streams in, on a background thread, instead of
// each on the main thread at its first call; nearly all of a loaded chunk runs during hydration (decision 019).
import type { Plugin } from "vite";

/** Only honoured as the first line of a file. */
export const EAGER_COMPILE_HINT = "//# allFunctionsCalledOnLoad";

export function eagerCompileHint(): Plugin {
  return {
    name: "eager-compile-hint",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle: {
      // After Vite's own generateBundle work, which puts its preload map (`__vite__mapDeps`) at the top of chunks
      // with dynamic imports. The build has no source maps to shift.
      order: "post",
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type === "chunk" && !file.code.startsWith(EAGER_COMPILE_HINT)) {
            file.code = `${EAGER_COMPILE_HINT}\n${file.code}`;
          }
        }
      },
    },
  };
}
