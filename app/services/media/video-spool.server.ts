// An uploaded video's body written to a temporary file as it arrives: a video is far larger than anything the
// server should hold in memory. The first bytes must say MP4 and the total must stay within the cap; either refusal
// comes as soon as it can be told, without reading on, and leaves no file behind.
import { createHash, randomBytes } from "node:crypto";
import { mkdir, open, unlink } from "node:fs/promises";
import path from "node:path";
import { MP4_SNIFF_BYTES, isMp4Start } from "~/lib/media/mp4-type";
import { UploadError } from "~/services/media/process-image.server";
import { VIDEO_UPLOAD_MESSAGES } from "~/lib/media/video-upload-rules";

export interface SpooledVideo {
  /** The temporary file; the caller moves or removes it. */
  path: string;
  bytes: number;
  /** SHA-256 of the whole file, hex. */
  contentHash: string;
}

/**
 * Writes `body` to a new file in `dir`. Throws UploadError 413 past `maxBytes`, 415 when the start is not an MP4,
 * 400 for an empty body; the stream is then left unread (cancelling it would close the connection before the
 * answer), so the caller answers and the server closes the connection.
 */
export async function spoolVideoBody(
  body: ReadableStream<Uint8Array> | null,
  dir: string,
  maxBytes: number,
): Promise<SpooledVideo> {
  if (!body) throw new UploadError(400, VIDEO_UPLOAD_MESSAGES.noFile);
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `${randomBytes(12).toString("hex")}.part`);
  const handle = await open(file, "wx");
  const hash = createHash("sha256");
  const reader = body.getReader();
  let bytes = 0;
  let start = Buffer.alloc(0);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
      if (bytes > maxBytes) throw new UploadError(413, VIDEO_UPLOAD_MESSAGES.tooLarge);
      if (start.length < MP4_SNIFF_BYTES) {
        start = Buffer.concat([start, value]).subarray(0, MP4_SNIFF_BYTES);
        if (start.length === MP4_SNIFF_BYTES && !isMp4Start(start))
          throw new UploadError(415, VIDEO_UPLOAD_MESSAGES.notMp4);
      }
      hash.update(value);
      await handle.write(value);
    }
    if (bytes === 0) throw new UploadError(400, VIDEO_UPLOAD_MESSAGES.noFile);
    if (!isMp4Start(start)) throw new UploadError(415, VIDEO_UPLOAD_MESSAGES.notMp4);
    await handle.close();
    return { path: file, bytes, contentHash: hash.digest("hex") };
  } catch (error) {
    reader.releaseLock();
    await handle.close().catch(() => {});
    await unlink(file).catch(() => {});
    throw error;
  }
}
