import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressedAssets } from "./precompressed-assets.ts";

const SCRIPT = `console.log(${JSON.stringify("a".repeat(4000))});`;
let dir: string;
let base: string;
let close: () => void;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "assets-"));
  writeFileSync(path.join(dir, "app-1.js"), SCRIPT);
  writeFileSync(path.join(dir, "app-1.js.br"), brotliCompressSync(SCRIPT));
  writeFileSync(path.join(dir, "app-1.js.gz"), gzipSync(SCRIPT));
  writeFileSync(path.join(dir, "small.js"), "1");
  const app = express();
  app.use("/assets", precompressedAssets(dir), express.static(dir));
  const server = app.listen(0);
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/assets`;
  close = () => server.close();
});

afterAll(() => {
  close();
  rmSync(dir, { recursive: true, force: true });
});

describe("precompressed assets", () => {
  it("sends the Brotli copy to a browser that takes Brotli, cached for good", async () => {
    const response = await fetch(`${base}/app-1.js`, { headers: { "Accept-Encoding": "gzip, deflate, br" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("vary")).toBe("Accept-Encoding");
    expect(await response.text()).toBe(SCRIPT);
  });

  it("falls back to gzip, then to the plain file", async () => {
    const gzip = await fetch(`${base}/app-1.js`, { headers: { "Accept-Encoding": "gzip" } });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(await gzip.text()).toBe(SCRIPT);
    const refusedBrotli = await fetch(`${base}/app-1.js`, { headers: { "Accept-Encoding": "br;q=0, gzip" } });
    expect(refusedBrotli.headers.get("content-encoding")).toBe("gzip");
    const plain = await fetch(`${base}/app-1.js`, { headers: { "Accept-Encoding": "identity" } });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(SCRIPT);
    const noCopy = await fetch(`${base}/small.js`, { headers: { "Accept-Encoding": "br" } });
    expect(noCopy.headers.get("content-encoding")).toBeNull();
    expect(await noCopy.text()).toBe("1");
  });

  it("never reads outside the assets folder", async () => {
    const response = await fetch(`${base}/..%2f..%2fetc%2fpasswd.js`, { headers: { "Accept-Encoding": "br" } });
    expect(response.status).toBe(404);
  });
});
