// S3-compatible object storage for uploads (AWS S3, Cloudflare R2, MinIO,
// DigitalOcean Spaces …), chosen by the UPLOADS_S3_* variables: what several
// app processes need, since each has its own disk. Requests are signed with
// AWS Signature V4 (aws4fetch); objects are path-style under "uploads/".
import { AwsClient } from "aws4fetch";
import { assertVariantKey, type MediaStorage } from "./media-storage.server";
import type { S3UploadStorageConfig } from "~/lib/media/upload-storage-config";

/** Names are content-addressed, so browsers and CDNs may keep an object for good. */
export const IMMUTABLE = "public, max-age=31536000, immutable";

export function s3ObjectUrl(config: S3UploadStorageConfig, key: string): string {
  return `${config.endpoint.replace(/\/+$/, "")}/${encodeURIComponent(config.bucket)}/uploads/${key}`;
}

/** The request signer for the bucket of `config` (AWS Signature V4). */
export function s3Client(config: S3UploadStorageConfig): AwsClient {
  return new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    region: config.region,
    service: "s3",
  });
}

export function createS3Storage(config: S3UploadStorageConfig): MediaStorage {
  const client = s3Client(config);
  return {
    async put(key, body, contentType) {
      assertVariantKey(key);
      const signed = await client.sign(s3ObjectUrl(config, key), {
        method: "PUT",
        // A copy backed by a plain ArrayBuffer, which fetch bodies require.
        body: new Uint8Array(body),
        headers: { "Content-Type": contentType, "Cache-Control": IMMUTABLE },
      });
      const response = await fetch(signed);
      // The error names the status only: the signed request carries credentials.
      if (!response.ok) throw new Error(`object storage refused ${key}: HTTP ${response.status}`);
    },
    urlFor(key) {
      assertVariantKey(key);
      return `${config.publicBaseUrl.replace(/\/+$/, "")}/uploads/${key}`;
    },
  };
}
