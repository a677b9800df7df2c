// Where uploaded images are kept (part of AppConfig; server/env.ts reads it
// from the environment). Local files under DATA_DIR/uploads serve a single
// server; several app processes need shared object storage (S3-compatible).

export interface LocalUploadStorageConfig {
  kind: "local";
  /** Absolute folder, DATA_DIR/uploads; served at /uploads. */
  dir: string;
}

export interface S3UploadStorageConfig {
  kind: "s3";
  /** e.g. https://s3.eu-central-1.amazonaws.com or https://<account>.r2.cloudflarestorage.com */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Public https address the bucket's objects are read from (a CDN or the bucket's website), without "/uploads". */
  publicBaseUrl: string;
  /** Absolute folder under DATA_DIR where an uploaded video is written while it arrives, before it is sent on. */
  spoolDir?: string;
}

export type UploadStorageConfig = LocalUploadStorageConfig | S3UploadStorageConfig;
