// Vite plugin: writes Brotli (quality 11) and gzip (level 9) copies of the
// client build's scripts, styles and SVGs next to them. The server sends
// these instead of compressing on every request: smaller than on-the-fly
// compression (which must stay fast) and free of CPU per request.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Plugin } from "vite";

const COMPRESSIBLE = /\.(js|css|svg|json|txt|webmanifest)$/;
/** A compressed copy is kept only when it saves more than its `Content-Encoding` header costs. */
const MIN_SAVING_BYTES = 32;

export function precompressClientAssets(): Plugin {
  return {
    name: "precompress-client-assets",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    writeBundle(options, bundle) {
      const dir = options.dir;
      if (!dir) return;
      for (const fileName of Object.keys(bundle)) {
        if (!COMPRESSIBLE.test(fileName)) continue;
        const file = path.join(dir, fileName);
        const source = readFileSync(file);
        const brotli = brotliCompressSync(source, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        });
        if (source.length - brotli.length > MIN_SAVING_BYTES) writeFileSync(`${file}.br`, brotli);
        const gzip = gzipSync(source, { level: 9 });
        if (source.length - gzip.length > MIN_SAVING_BYTES) writeFileSync(`${file}.gz`, gzip);
      }
    },
  };
}
