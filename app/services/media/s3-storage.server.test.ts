import { type IncomingMessage, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createS3Storage } from "./s3-storage.server";

// A local HTTP server stands in for the object store and records each request.
interface Received {
  method: string;
  url: string;
  headers: IncomingMessage["headers"];
  body: Buffer;
}

const received: Received[] = [];
let status = 200;
let endpoint = "";
let close: () => void;

beforeAll(async () => {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      received.push({ method: req.method!, url: req.url!, headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(status).end();
    });
  });
  server.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});

afterAll(() => close());

const KEY = `${"a1".repeat(16)}-1600x900/800.webp`;

function storage() {
  return createS3Storage({
    kind: "s3",
    endpoint,
    bucket: "pool-images",
    region: "us-east-1",
    accessKeyId: "AKIDEXAMPLE",
    secretAccessKey: "secret-example",
    publicBaseUrl: "https://cdn.example.com/",
  });
}

describe("S3-compatible upload storage", () => {
  it("puts each variant under uploads/ in the bucket, signed, with its type and immutable caching", async () => {
    status = 200;
    await storage().put(KEY, new Uint8Array([1, 2, 3]), "image/webp");
    const request = received.at(-1)!;
    expect(request.method).toBe("PUT");
    expect(request.url).toBe(`/pool-images/uploads/${KEY}`);
    expect(request.headers["content-type"]).toBe("image/webp");
    expect(request.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(request.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/us-east-1\/s3\/aws4_request, SignedHeaders=[^,]+, Signature=[0-9a-f]{64}$/,
    );
    // S3 accepts an unsigned payload over a signed request; other stores get the body's hash.
    expect(request.headers["x-amz-content-sha256"]).toMatch(/^([0-9a-f]{64}|UNSIGNED-PAYLOAD)$/);
    expect([...request.body]).toEqual([1, 2, 3]);
  });

  it("serves variants from the public base URL", () => {
    expect(storage().urlFor(KEY)).toBe(`https://cdn.example.com/uploads/${KEY}`);
  });

  it("fails loudly when the store refuses, without leaking credentials", async () => {
    status = 403;
    await expect(storage().put(KEY, new Uint8Array([1]), "image/webp")).rejects.toThrow(
      `object storage refused ${KEY}: HTTP 403`,
    );
  });

  it("refuses a key that is not an upload variant", async () => {
    const before = received.length;
    await expect(storage().put("../../etc/passwd", new Uint8Array([1]), "image/webp")).rejects.toThrow(
      /not an upload key/,
    );
    expect(received.length).toBe(before);
  });
});
