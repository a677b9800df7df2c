// Where an uploaded MP4 goes once it has arrived whole (video-spool.server.ts): the same storage as the images,
// under "videos/<hash>.mp4". The name comes from the file's SHA-256, so the same file uploaded twice is stored once
// and a stored file never changes. Locally the file is moved into DATA_DIR/uploads (served at /uploads by a static
// server that answers range requests, which seeking in a video needs); with object storage it is streamed to the
// bucket, whose public address answers range requests itself.
import { createReadStream } from "node:fs";
import { access, mkdir, rename, unlink } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { UPLOADS_PATH, URL_HASH_LENGTH } from "~/lib/media/image-variants";
import { IMMUTABLE, s3Client, s3ObjectUrl } from "~/services/media/s3-storage.server";
import type { S3UploadStorageConfig, UploadStorageConfig } from "~/lib/media/upload-storage-config";
import type { SpooledVideo } from "./video-spool.server";
import { VIDEO_MIME_TYPE } from "~/lib/media/video-upload-rules";

/** Storage key of an uploaded video, relative to the uploads root. */
export function videoKey(contentHash: string): string {
  return `videos/${contentHash.slice(0, URL_HASH_LENGTH)}.mp4`;
}

/**
 * The folder a video is written to while it arrives: inside DATA_DIR/uploads locally (a dot folder, which the static
 * server never serves, on the same disk so the finished file is moved, not copied), else DATA_DIR/upload-spool.
 */
export function videoSpoolDir(config: UploadStorageConfig): string {
  if (config.kind === "local") return path.join(config.dir, ".incoming");
  return config.spoolDir ?? path.join(os.tmpdir(), "ffp-upload-spool");
}

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}

async function putS3Video(config: S3UploadStorageConfig, key: string, video: SpooledVideo): Promise<void> {
  // Signed without the body (UNSIGNED-PAYLOAD, over TLS), so the file is streamed, not read into memory to hash.
  const signed = await s3Client(config).sign(s3ObjectUrl(config, key), {
    method: "PUT",
    headers: {
      "Content-Type": VIDEO_MIME_TYPE,
      "Cache-Control": IMMUTABLE,
      "Content-Length": String(video.bytes),
      "X-Amz-Content-Sha256": "UNSIGNED-PAYLOAD",
    },
  });
  const response = await fetch(signed.url, {
    method: "PUT",
    headers: signed.headers,
    body: Readable.toWeb(createReadStream(video.path)) as ReadableStream<Uint8Array>,
    duplex: "half",
  } as RequestInit);
  // The error names the status only: the signed request carries credentials.
  if (!response.ok) throw new Error(`object storage refused ${key}: HTTP ${response.status}`);
}

/**
 * Stores a spooled video and answers its public address; `created` is false when the same file was already stored
 * (locally; object storage is written again, harmlessly). The spooled file is gone afterwards either way.
 */
export async function storeSpooledVideo(
  config: UploadStorageConfig,
  video: SpooledVideo,
): Promise<{ url: string; created: boolean }> {
  const key = videoKey(video.contentHash);
  try {
    if (config.kind === "local") {
      const target = path.join(config.dir, key);
      if (await exists(target)) return { url: `${UPLOADS_PATH}/${key}`, created: false };
      await mkdir(path.dirname(target), { recursive: true });
      await rename(video.path, target);
      return { url: `${UPLOADS_PATH}/${key}`, created: true };
    }
    await putS3Video(config, key, video);
    return { url: `${config.publicBaseUrl.replace(/\/+$/, "")}${UPLOADS_PATH}/${key}`, created: true };
  } finally {
    await unlink(video.path).catch(() => {});
  }
}
