import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { request as httpRequest } from "node:http";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { MAX_VIDEO_UPLOAD_BYTES } from "~/lib/media/upload-rules";
import { videoSpoolDir } from "~/services/media/video-storage.server";
import { VIDEO_UPLOAD_MESSAGES, VIDEO_UPLOAD_PATH, type UploadedVideo } from "~/lib/media/video-upload-rules";
import { getTestApp } from "../setup/test-app.ts";
import { sameOrigin, signedInStaffOfEveryRole, staffRequest } from "../support/staff-sessions.ts";

const staff = signedInStaffOfEveryRole();

/** A box: 4-byte size, 4-character type, then its content. */
function box(type: string, ...content: Uint8Array[]): Buffer {
  const body = Buffer.concat(content);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, "latin1");
  return Buffer.concat([header, body]);
}

/** The smallest MP4 a player recognises: an ftyp box (brand isom) and a movie header with no tracks. */
function tinyMp4(seed = 0): Buffer {
  const ftyp = box("ftyp", Buffer.from("isom"), Buffer.from([0, 0, 2, 0]), Buffer.from("isomiso2mp41"));
  const mvhd = Buffer.alloc(100);
  mvhd.writeUInt32BE(1000, 12); // timescale
  mvhd.writeUInt32BE(seed, 16); // duration: makes each seed a different file
  mvhd.writeUInt32BE(0x00010000, 20); // rate 1.0
  mvhd.writeUInt16BE(0x0100, 24); // volume 1.0
  for (const [offset, value] of [
    [36, 0x00010000],
    [52, 0x00010000],
    [68, 0x40000000],
  ] as const)
    mvhd.writeUInt32BE(value, offset); // identity matrix
  mvhd.writeUInt32BE(1, 96); // next track id
  return Buffer.concat([ftyp, box("moov", box("mvhd", mvhd))]);
}

async function uploadVideo(
  body: Uint8Array,
  { cookie = staff.operations.cookie, type = "video/mp4", origin = "" } = {},
) {
  return staffRequest(VIDEO_UPLOAD_PATH, cookie || null, {
    method: "POST",
    headers: { Origin: origin || (await sameOrigin()), "Content-Type": type, Accept: "application/json" },
    body: new Uint8Array(body),
  });
}

async function uploadsDir(): Promise<string> {
  const { config } = await getTestApp();
  if (config.uploads.kind !== "local") throw new Error("tests store uploads locally");
  return config.uploads.dir;
}

/** The stored videos and the temporary files of uploads in progress. */
async function videoFiles(): Promise<{ stored: string[]; temporary: string[] }> {
  const { config } = await getTestApp();
  const list = (dir: string) => readdir(dir).catch(() => [] as string[]);
  return {
    stored: (await list(path.join(await uploadsDir(), "videos"))).sort(),
    temporary: await list(videoSpoolDir(config.uploads)),
  };
}

interface StreamedAnswer {
  status: number;
  body: unknown;
  /** Bytes written before the answer came. */
  sent: number;
  /** Whether the whole body had been sent when the answer came. */
  finished: boolean;
}

/**
 * Sends a chunked body (no Content-Length) of up to `total` bytes, the first chunk being `start` and the rest
 * zeros, and stops sending as soon as the answer arrives.
 */
async function streamUpload(start: Uint8Array, total: number): Promise<StreamedAnswer> {
  const { baseUrl } = await getTestApp();
  const chunk = Buffer.alloc(1024 * 1024);
  return new Promise<StreamedAnswer>((resolve, reject) => {
    let sent = 0;
    let finished = false;
    let answered = false;
    const request = httpRequest(
      new URL(VIDEO_UPLOAD_PATH, baseUrl),
      {
        method: "POST",
        headers: {
          Cookie: staff.operations.cookie,
          Origin: baseUrl,
          "Content-Type": "video/mp4",
          "Transfer-Encoding": "chunked",
        },
      },
      (response) => {
        answered = true;
        const sentWhenAnswered = sent;
        const finishedWhenAnswered = finished;
        const parts: Buffer[] = [];
        response.on("data", (part: Buffer) => parts.push(part));
        response.on("end", () => {
          request.destroy();
          resolve({
            status: response.statusCode ?? 0,
            body: JSON.parse(Buffer.concat(parts).toString("utf8")),
            sent: sentWhenAnswered,
            finished: finishedWhenAnswered,
          });
        });
      },
    );
    // The server closes the connection after its answer while this side still writes.
    request.on("error", (error) => {
      if (!answered) reject(error);
    });
    const write = () => {
      while (!answered && sent < total) {
        const part = sent === 0 ? Buffer.from(start) : chunk.subarray(0, Math.min(chunk.length, total - sent));
        sent += part.length;
        if (!request.write(part)) return void request.once("drain", write);
      }
      if (!answered && sent >= total) {
        finished = true;
        request.end();
      }
    };
    write();
  });
}

describe("video uploads", () => {
  it("stores an MP4 sent by content staff and answers its address; the same file again is the same address", async () => {
    const before = await videoFiles();
    const bytes = tinyMp4(1);
    const response = await uploadVideo(bytes);
    expect(response.status).toBe(201);
    const { video } = (await response.json()) as { video: UploadedVideo };
    const hash = createHash("sha256").update(bytes).digest("hex").slice(0, 32);
    expect(video).toEqual({ url: `/uploads/videos/${hash}.mp4`, bytes: bytes.length });
    expect(await readFile(path.join(await uploadsDir(), "videos", `${hash}.mp4`))).toEqual(bytes);

    // Served as video/mp4, a part at a time as a player asks for it, cached for good.
    const app = await getTestApp();
    const part = await app.request(video.url, { headers: { Range: "bytes=4-7" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-type")).toBe("video/mp4");
    expect(part.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await part.text()).toBe("ftyp");

    const again = await uploadVideo(bytes);
    expect(again.status).toBe(200);
    expect(((await again.json()) as { video: UploadedVideo }).video.url).toBe(video.url);
    expect(await videoFiles()).toEqual({ stored: [...before.stored, `${hash}.mp4`].sort(), temporary: [] });
  });

  it("refuses a text file named .mp4, another content type and an empty body, storing nothing", async () => {
    const before = await videoFiles();
    const fake = await uploadVideo(new TextEncoder().encode("not a video, only text in a file named clip.mp4\n"));
    expect(fake.status).toBe(415);
    expect(await fake.json()).toEqual({ message: VIDEO_UPLOAD_MESSAGES.notMp4 });

    const png = await uploadVideo(tinyMp4(2), { type: "image/png" });
    expect(png.status).toBe(415);
    expect(await png.json()).toEqual({ message: VIDEO_UPLOAD_MESSAGES.contentType });

    const empty = await uploadVideo(new Uint8Array(0));
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({ message: VIDEO_UPLOAD_MESSAGES.noFile });

    expect(await videoFiles()).toEqual({ stored: before.stored, temporary: [] });
  });

  it("refuses a file that is not an MP4 by its first bytes without reading on", async () => {
    const before = await videoFiles();
    const answer = await streamUpload(new TextEncoder().encode("<html>renamed to .mp4</html>"), 64 * 1024 * 1024);
    expect(answer.status).toBe(415);
    expect(answer.body).toEqual({ message: VIDEO_UPLOAD_MESSAGES.notMp4 });
    expect(answer.finished).toBe(false);
    expect(await videoFiles()).toEqual({ stored: before.stored, temporary: [] });
  });

  it("answers 413 once a streamed body passes the cap, while it is still being sent, keeping no part of it", async () => {
    const before = await videoFiles();
    const answer = await streamUpload(tinyMp4(3), MAX_VIDEO_UPLOAD_BYTES + 64 * 1024 * 1024);
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({ message: VIDEO_UPLOAD_MESSAGES.tooLarge });
    expect(answer.finished).toBe(false);
    expect(answer.sent).toBeGreaterThan(MAX_VIDEO_UPLOAD_BYTES);
    expect(await videoFiles()).toEqual({ stored: before.stored, temporary: [] });
  }, 60_000);

  it("refuses a declared body over the cap before reading it", async () => {
    const { baseUrl } = await getTestApp();
    const status = await new Promise<number>((resolve, reject) => {
      const request = httpRequest(
        new URL(VIDEO_UPLOAD_PATH, baseUrl),
        {
          method: "POST",
          headers: {
            Cookie: staff.operations.cookie,
            Origin: baseUrl,
            "Content-Type": "video/mp4",
            "Content-Length": String(MAX_VIDEO_UPLOAD_BYTES + 1),
          },
        },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
          request.destroy();
        },
      );
      request.on("error", reject);
      // Only the first bytes are ever sent; the answer comes before the rest.
      request.write(tinyMp4(4));
    });
    expect(status).toBe(413);
  });

  it("is refused to sales, anonymous visitors and other sites", async () => {
    const before = await videoFiles();
    const bytes = tinyMp4(5);
    expect((await uploadVideo(bytes, { cookie: staff.sales.cookie })).status).toBe(403);
    expect((await uploadVideo(bytes, { cookie: "" })).status).toBe(401);
    expect((await uploadVideo(bytes, { origin: "https://evil.example" })).status).toBe(403);
    expect(await videoFiles()).toEqual({ stored: before.stored, temporary: [] });
  });
});
