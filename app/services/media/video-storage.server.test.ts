import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeSpooledVideo, videoSpoolDir } from "./video-storage.server";

const HASH = "c0ffee".repeat(10) + "0123";
const BYTES = Buffer.from("\0\0\0\x10ftypisom\0\0\x02\0 the rest of a small video");

let work: string;
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), "video-storage-"));
});
afterAll(() => rm(work, { recursive: true, force: true }));

async function spooled(name: string) {
  const file = path.join(work, name);
  await writeFile(file, BYTES);
  return { path: file, bytes: BYTES.length, contentHash: HASH };
}

describe("local video storage", () => {
  it("moves the file into uploads/videos under its hash; the same file again is kept once", async () => {
    const config = { kind: "local" as const, dir: path.join(work, "uploads") };
    expect(videoSpoolDir(config)).toBe(path.join(work, "uploads", ".incoming"));
    const first = await storeSpooledVideo(config, await spooled("first.part"));
    expect(first).toEqual({ url: `/uploads/videos/${HASH.slice(0, 32)}.mp4`, created: true });
    expect(await readFile(path.join(config.dir, "videos", `${HASH.slice(0, 32)}.mp4`))).toEqual(BYTES);
    const again = await storeSpooledVideo(config, await spooled("again.part"));
    expect(again).toEqual({ url: first.url, created: false });
    expect((await readdir(work)).filter((name) => name.endsWith(".part"))).toEqual([]);
  });
});

describe("S3-compatible video storage", () => {
  const received: { method: string; url: string; headers: IncomingMessage["headers"]; body: Buffer }[] = [];
  let endpoint = "";
  let close: () => void;
  beforeAll(async () => {
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => {
        received.push({ method: req.method!, url: req.url!, headers: req.headers, body: Buffer.concat(chunks) });
        res.writeHead(200).end();
      });
    });
    server.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  it("streams the file to the bucket, signed without hashing the body, and answers its public address", async () => {
    const config = {
      kind: "s3" as const,
      endpoint,
      bucket: "pool-media",
      region: "us-east-1",
      accessKeyId: "AKIDEXAMPLE",
      secretAccessKey: "secret-example",
      publicBaseUrl: "https://cdn.example.com/",
      spoolDir: path.join(work, "spool"),
    };
    expect(videoSpoolDir(config)).toBe(path.join(work, "spool"));
    const file = await spooled("s3.part");
    const stored = await storeSpooledVideo(config, file);
    expect(stored).toEqual({ url: `https://cdn.example.com/uploads/videos/${HASH.slice(0, 32)}.mp4`, created: true });
    expect(received).toHaveLength(1);
    const [put] = received;
    expect(put).toMatchObject({ method: "PUT", url: `/pool-media/uploads/videos/${HASH.slice(0, 32)}.mp4` });
    expect(put!.body).toEqual(BYTES);
    expect(put!.headers).toMatchObject({
      "content-type": "video/mp4",
      "content-length": String(BYTES.length),
      "cache-control": "public, max-age=31536000, immutable",
      "x-amz-content-sha256": "UNSIGNED-PAYLOAD",
    });
    expect(put!.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\//);
    await expect(readFile(file.path)).rejects.toThrow();
  });
});
