// Storage of image variants behind one small interface: local files under
// DATA_DIR/uploads (served by server/app.ts at /uploads), or S3-compatible
// object storage. Keys are content-addressed ("<hash>-<W>x<H>/<width>.<format>"),
// so writing one twice is harmless and a stored file never changes.
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { UPLOADS_PATH } from "~/lib/media/image-variants";
import { type MediaStorage, assertVariantKey } from "./media-storage.server";
import { createS3Storage } from "./s3-storage.server";
import type { UploadStorageConfig } from "~/lib/media/upload-storage-config";

/** Files under `dir`; a file is written to a temporary name first, so a reader never sees half of it. */
export function createLocalStorage(dir: string): MediaStorage {
  return {
    async put(key, body) {
      assertVariantKey(key);
      const target = path.join(dir, key);
      await mkdir(path.dirname(target), { recursive: true });
      // Dot files are never served (express.static ignores them).
      const temporary = path.join(path.dirname(target), `.${path.basename(target)}.${randomBytes(6).toString("hex")}`);
      await writeFile(temporary, body);
      await rename(temporary, target);
    },
    urlFor(key) {
      assertVariantKey(key);
      return `${UPLOADS_PATH}/${key}`;
    },
  };
}

const storages = new WeakMap<UploadStorageConfig, MediaStorage>();

/** The storage a configuration names (made once per configuration object). */
export function uploadStorage(config: UploadStorageConfig): MediaStorage {
  let storage = storages.get(config);
  if (!storage) {
    storage = config.kind === "local" ? createLocalStorage(config.dir) : createS3Storage(config);
    storages.set(config, storage);
  }
  return storage;
}
