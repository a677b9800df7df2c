// Serves the build's precompressed copies (scripts/vite-precompress.ts) of
// /assets files: Brotli when the browser takes it, else gzip, else the
// plain file falls through to express.static. The names are content-hashed,
// so every answer is cached for good.
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json; charset=utf-8",
};

/** Each encoding, and when an Accept-Encoding header takes it (named, and not with q=0). */
const ENCODINGS = [
  { token: "br", suffix: ".br", acceptedBy: /\bbr\b(?!;q=0(\.0*)?\b)/ },
  { token: "gzip", suffix: ".gz", acceptedBy: /\bgzip\b(?!;q=0(\.0*)?\b)/ },
] as const;

export function precompressedAssets(assetsDir: string): RequestHandler {
  const root = path.resolve(assetsDir);
  // The build's copies never change while the process runs: list them once (bounded, unlike caching
  // every name a client asks for).
  const copies = new Set(
    existsSync(root)
      ? readdirSync(root, { recursive: true, encoding: "utf8" })
          .filter((name) => /\.(br|gz)$/.test(name))
          .map((name) => path.join(root, name))
      : [],
  );
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const type = TYPES[path.extname(req.path)];
    if (!type) return next();
    const file = path.resolve(root, `.${decodeURIComponent(req.path)}`);
    if (!file.startsWith(root + path.sep)) return next();
    const acceptEncoding = req.get("accept-encoding") ?? "";
    const encoding = ENCODINGS.find(
      ({ suffix, acceptedBy }) => acceptedBy.test(acceptEncoding) && copies.has(file + suffix),
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
