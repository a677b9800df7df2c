// Serves the build's precompressed copies (scripts/vite-precompress.ts) of
// /assets files: Brotli when the browser takes it, else gzip, else the
// plain file falls through to express.static. The names are content-hashed,
// so every answer is cached for good.
import { existsSync } from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json; charset=utf-8",
};

const ENCODINGS = [
  { token: "br", suffix: ".br" },
  { token: "gzip", suffix: ".gz" },
] as const;

export function precompressedAssets(assetsDir: string): RequestHandler {
  const root = path.resolve(assetsDir);
  // Which copies exist never changes while the process runs.
  const known = new Map<string, boolean>();
  const exists = (file: string) => {
    let found = known.get(file);
    if (found === undefined) known.set(file, (found = existsSync(file)));
    return found;
  };
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const type = TYPES[path.extname(req.path)];
    if (!type) return next();
    const file = path.resolve(root, `.${decodeURIComponent(req.path)}`);
    if (!file.startsWith(root + path.sep)) return next();
    const accepted = req.get("accept-encoding") ?? "";
    const encoding = ENCODINGS.find(
      ({ token, suffix }) => new RegExp(`\\b${token}\\b(?!;q=0(\\.0*)?\\b)`).test(accepted) && exists(file + suffix),
    );
    res.vary("Accept-Encoding");
    if (!encoding) return next();
    res.set({
      "Content-Type": type,
      "Content-Encoding": encoding.token,
      "Cache-Control": "public, max-age=31536000, immutable",
    });
    res.sendFile(
      file + encoding.suffix,
      { headers: { "Content-Type": type }, lastModified: true, etag: true },
      (error) => {
        if (error) next(error);
      },
    );
  };
}
